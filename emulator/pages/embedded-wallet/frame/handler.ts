import type * as z from 'zod/mini';
import { getAddress, isAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { generateEntropy } from '../../../provider/embedded-wallet/keys/entropy';
import type { PasswordKdfOptions } from '../../../provider/embedded-wallet/keys/recovery-encryption';
import { solanaWalletOf } from '../../../provider/embedded-wallet/keys/solana-wallet';
import { importedSecret, walletKeyAt, type WalletSecret } from '../../../provider/embedded-wallet/keys/wallet-secret';
import type { CloudDriveApi } from './cloud-drive-api';
import { deviceShares, type ShareStorage } from './device-shares';
import { createDispatcher, type EventActions } from './dispatch';
import { farcasterSignerActions } from './farcaster-signer';
import { FrameError } from './frame-error';
import { EVENT_DATA, type ExportInit } from './protocol';
import type { ProviderApi } from './provider-api';
import { createSolanaUnlocker } from './solana-unlock';
import { solanaMessageOf, solanaSignatureAnswer, solanaWalletActions } from './solana-wallet';
import { createSdkMfa } from './sdk-mfa';
import { createUnlocker, keyAt } from './unlock';
import { signWalletRequest } from './wallet-requests';
import { createWalletShares } from './wallet-shares';

export interface FrameHandlerOptions {
  appId: string;
  storage: ShareStorage;
  api: ProviderApi;
  /** The host page's origin (named in the owner's notice when the wallet is recovered here). */
  pageOrigin: string | null;
  /** The user's Google Drive, for `google-drive` recovery. */
  drive: CloudDriveApi;
  /** Only tests lower the password KDF's cost. */
  passwordKdf?: PasswordKdfOptions;
}

/**
 * The frame's answers to the host's requests (protocol.ts), as a pure function of injected storage, provider API and
 * drive API, so it runs the same in the browser and in tests. It keeps no key between requests: each one rebuilds the wallet
 * from two shares and lets the secret go, so a revoked access token stops signing at once.
 */
export function createFrameHandler({ appId, storage, api, pageOrigin, drive, passwordKdf }: FrameHandlerOptions) {
  const shares = deviceShares(storage, appId);
  const { rebuild, unlock } = createUnlocker({ shares, api });
  const walletShares = createWalletShares({ shares, api, drive, rebuild, pageOrigin, passwordKdf });

  const unlockSolana = createSolanaUnlocker({ api, unlock });

  async function connect(accessToken: string, address: string, mfaToken: string | undefined) {
    await unlock(accessToken, address, mfaToken);
    return { address: getAddress(address) };
  }
  async function rpc({ accessToken, address, hdWalletIndex, request, mfaToken }: z.output<(typeof EVENT_DATA)['wallet:rpc']>) {
    const { privateKey } = keyAt(await unlock(accessToken, address, mfaToken), hdWalletIndex);
    const data = await signWalletRequest(privateKeyToAccount(privateKey), request.method, request.params);
    return { response: { method: request.method, data } };
  }
  const solana = solanaWalletActions({ api, unlock, walletShares });
  const isEthereumAddress = (value: string) => isAddress(value, { strict: false });
  /** The provider SDK's wallets:* events name a wallet by its entropy: an Ethereum or a Solana address, and which. */
  function chainOf(entropyIdVerifier: string, entropyId: string): 'ethereum' | 'solana' {
    if (entropyIdVerifier === 'ethereum-address-verifier' && isEthereumAddress(entropyId)) return 'ethereum';
    if (entropyIdVerifier === 'solana-address-verifier' && !isEthereumAddress(entropyId)) return 'solana';
    throw new FrameError('invalid_request_arguments', `No wallet ${entropyId} by ${entropyIdVerifier}`);
  }

  const sdkMfa = createSdkMfa(api);

  const actions: EventActions<typeof EVENT_DATA> = {
    'iframe:ready': async () => ({}),
    ...sdkMfa.actions,
    async 'wallet:create'({ accessToken, recoveryMethod, ...secrets }) {
      const secret: WalletSecret = { kind: 'hd', bytes: generateEntropy() };
      const { address } = walletKeyAt(secret, 0);
      return walletShares.registerNew(secret, address, { accessToken, method: recoveryMethod, secrets }, (providerShares) =>
        api.create(accessToken, { address, wallet_index: 0, recovery_method: recoveryMethod, ...providerShares }),
      );
    },
    async 'wallet:create-additional'({ accessToken, primaryWalletAddress, hdWalletIndex, mfaToken }) {
      const secret = await unlock(accessToken, primaryWalletAddress, mfaToken);
      if (secret.kind !== 'hd') throw new FrameError('invalid_request_arguments', 'An imported wallet has no further HD wallets');
      // The primary's shares open every index, so the new wallet gets no shares of its own.
      const { address } = walletKeyAt(secret, hdWalletIndex);
      const user = await api.createAdditional(accessToken, { primary_address: primaryWalletAddress, wallet_index: hdWalletIndex, address });
      return { address, user };
    },
    async 'wallet:import'({ accessToken, privateKey }) {
      let secret: WalletSecret;
      try {
        secret = importedSecret(privateKey);
      } catch {
        throw new FrameError('invalid_request_arguments', 'Not a valid private key');
      }
      const { address } = walletKeyAt(secret, 0);
      // Automatic recovery: importing asks the person nothing but the key.
      return walletShares.registerNew(secret, address, { accessToken }, (providerShares) => api.importWallet(accessToken, { address, ...providerShares }));
    },
    'wallet:connect': ({ accessToken, address, mfaToken }) => connect(accessToken, address, mfaToken),
    async 'wallet:recover'({ accessToken, address, mfaToken, ...secrets }) {
      await walletShares.recover(accessToken, address, secrets, mfaToken);
      return { address: getAddress(address) };
    },
    async 'wallet:set-recovery'({ accessToken, address, recoveryMethod, mfaToken, ...secrets }) {
      const secret = await unlock(accessToken, address, mfaToken);
      const user = await walletShares.reshare(accessToken, address, secret, recoveryMethod, secrets);
      return { address: getAddress(address), user };
    },
    'wallet:rpc': rpc,
    async 'wallets:connect'({ accessToken, entropyId, entropyIdVerifier, mfaToken }) {
      const connected =
        chainOf(entropyIdVerifier, entropyId) === 'ethereum'
          ? await connect(accessToken, entropyId, mfaToken)
          : ((await solana['solana-wallet:connect']({ accessToken, address: entropyId, mfaToken })) as { address: string });
      return { ...connected, entropyId };
    },
    // The SDK recovers on a device without a share when told `wallet_not_on_device` (dispatch.ts).
    async 'wallets:recover'({ accessToken, entropyId, entropyIdVerifier, mfaToken, ...secrets }) {
      if (chainOf(entropyIdVerifier, entropyId) === 'solana') await solana['solana-wallet:recover']({ accessToken, address: entropyId, mfaToken });
      else await walletShares.recover(accessToken, entropyId, secrets, mfaToken);
      return { entropyId };
    },
    async 'wallets:rpc'({ accessToken, entropyId, entropyIdVerifier, chainType, hdWalletIndex, request, mfaToken }) {
      if (chainOf(entropyIdVerifier, entropyId) === 'solana') return solana['solana-wallet:rpc']({ accessToken, address: entropyId, request, mfaToken });
      if (chainType !== 'solana') return rpc({ accessToken, address: entropyId, hdWalletIndex, request, mfaToken });
      // The SDK names a Solana wallet derived from the Ethereum wallet's seed by that Ethereum wallet (one per seed).
      const message = solanaMessageOf(request);
      if (hdWalletIndex !== 0) throw new FrameError('invalid_request_arguments', 'A seed has one derived Solana wallet, at index 0');
      const secret = await unlock(accessToken, entropyId, mfaToken);
      if (secret.kind !== 'hd') throw new FrameError('invalid_request_arguments', 'An imported wallet has no seed to derive a Solana wallet from');
      return solanaSignatureAnswer(message, (await solanaWalletOf(secret.bytes)).privateKey);
    },
    async 'wallet:clear'({ address }) {
      shares.forget(address);
      return {};
    },
    ...farcasterSignerActions(unlock),
    ...solana,
  };
  const handle = createDispatcher(EVENT_DATA, actions, sdkMfa.withProof);

  /**
   * The secret behind an export page's `export:init` (an Ethereum wallet's shares, or the Solana wallet's), rebuilt
   * here, where this device's key and share are: the export page (same origin) asks this frame rather than storage
   * it may not be able to read (sibling-channel.ts).
   */
  async function exportSecret(init: ExportInit): Promise<WalletSecret> {
    const { accessToken, address, mfaToken } = init;
    if ('hdWalletIndex' in init) return unlock(accessToken, address, mfaToken);
    return (await unlockSolana(accessToken, address, mfaToken)).secret;
  }

  return { handle, exportSecret };
}

