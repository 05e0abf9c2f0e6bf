import { base64 } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519';
import * as z from 'zod/mini';
import { generateEntropy } from '../../../provider/embedded-wallet/keys/entropy';
import { solanaWalletOf } from '../../../provider/embedded-wallet/keys/solana-wallet';
import type { WalletSecret } from '../../../provider/embedded-wallet/keys/wallet-secret';
import type { EventActions } from './dispatch';
import { FrameError } from './frame-error';
import type { EVENT_DATA } from './protocol';
import type { ProviderApi } from './provider-api';
import { createSolanaUnlocker, solanaWalletIn } from './solana-unlock';
import type { createUnlocker } from './unlock';
import { UNSUPPORTED_METHOD } from './wallet-requests';
import type { WalletShares } from './wallet-shares';

type SolanaEvents = Pick<typeof EVENT_DATA, 'solana-wallet:create' | 'solana-wallet:connect' | 'solana-wallet:recover' | 'solana-wallet:rpc'>;

export interface SolanaWalletOptions {
  api: ProviderApi;
  unlock: ReturnType<typeof createUnlocker>['unlock'];
  walletShares: WalletShares;
}

const SignMessageParams = z.object({ message: z.string() });

const invalidMessage = () => new FrameError('invalid_request_arguments', 'signMessage needs params.message, the bytes to sign in base64');

/** The bytes `signMessage` signs: `params.message` in base64 (spec section 5: it must be a string). */
function messageOf(params: unknown): Uint8Array {
  const parsed = SignMessageParams.safeParse(params);
  if (!parsed.success) throw invalidMessage();
  try {
    return base64.decode(parsed.data.message);
  } catch {
    throw invalidMessage();
  }
}

/** The bytes a Solana request signs, checked before any unlocking, so a malformed request costs the user no MFA prompt. */
export function solanaMessageOf(request: { method: string; params?: unknown }): Uint8Array {
  if (request.method !== 'signMessage') throw new FrameError(UNSUPPORTED_METHOD, `Unsupported method: ${request.method}`);
  return messageOf(request.params);
}

/** A `signMessage` answer: the Ed25519 signature in padded base64. */
export const solanaSignatureAnswer = (message: Uint8Array, privateKey: Uint8Array) => ({
  response: { method: 'signMessage', data: { signature: base64.encode(ed25519.sign(message, privateKey)) } },
});

/**
 * The hidden frame's Solana wallet events (protocol.ts). The Solana key is derived per request from the seed its
 * shares rebuild, its own or its user's primary Ethereum wallet's, and let go like every other key.
 */
export function solanaWalletActions({ api, unlock, walletShares }: SolanaWalletOptions): EventActions<SolanaEvents> {
  const unlockSolana = createSolanaUnlocker({ api, unlock });

  return {
    async 'solana-wallet:create'({ accessToken, ethereumAddress, recoveryMethod = 'privy', mfaToken }) {
      if (recoveryMethod !== 'privy') throw new FrameError('unsupported_recovery_method', 'A Solana wallet has automatic recovery only');
      if (ethereumAddress !== undefined) {
        const secret = await unlock(accessToken, ethereumAddress, mfaToken);
        if (secret.kind !== 'hd') throw new FrameError('invalid_request_arguments', 'An imported wallet has no seed to derive a Solana wallet from');
        // The primary's shares open it, so it gets no shares of its own (as a further HD wallet).
        const { address } = await solanaWalletOf(secret.bytes);
        return { address, user: await api.createAdditionalSolana(accessToken, { primary_address: ethereumAddress, address }) };
      }
      const secret: WalletSecret = { kind: 'hd', bytes: generateEntropy() };
      const { address } = await solanaWalletOf(secret.bytes);
      return walletShares.registerNew(secret, address, { accessToken }, (providerShares) => api.createSolana(accessToken, { address, ...providerShares }));
    },
    async 'solana-wallet:connect'({ accessToken, address, mfaToken }) {
      await unlockSolana(accessToken, address, mfaToken);
      return { address };
    },
    async 'solana-wallet:recover'({ accessToken, address, mfaToken }) {
      const sharesAddress = await api.solanaSharesAddress(accessToken, address);
      await solanaWalletIn(await walletShares.recover(accessToken, sharesAddress, {}, mfaToken), address);
      return { address };
    },
    async 'solana-wallet:rpc'({ accessToken, address, mfaToken, request }) {
      const message = solanaMessageOf(request);
      return solanaSignatureAnswer(message, (await unlockSolana(accessToken, address, mfaToken)).wallet.privateKey);
    },
  };
}
