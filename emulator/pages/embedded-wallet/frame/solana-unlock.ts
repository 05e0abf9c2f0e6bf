import { solanaWalletOf, type SolanaWallet } from '../../../provider/embedded-wallet/keys/solana-wallet';
import type { WalletSecret } from '../../../provider/embedded-wallet/keys/wallet-secret';
import { FrameError } from './frame-error';
import type { ProviderApi } from './provider-api';
import type { createUnlocker } from './unlock';

/** The seed's Solana wallet, which must be `address`: shares carry no checksum, and the provider named the seed. */
export async function solanaWalletIn(secret: WalletSecret, address: string): Promise<SolanaWallet> {
  const wallet = secret.kind === 'hd' ? await solanaWalletOf(secret.bytes) : null;
  if (wallet?.address !== address) throw new FrameError('invalid_share', 'The shares do not rebuild this Solana wallet');
  return wallet;
}

export interface SolanaUnlockerOptions {
  api: Pick<ProviderApi, 'solanaSharesAddress'>;
  unlock: ReturnType<typeof createUnlocker>['unlock'];
}

/**
 * Rebuilding the Solana wallet `address` on this device, for every frame page that needs its key (the hidden frame,
 * the export page): the provider says whose shares it uses (its own, or its seed's primary Ethereum wallet's), and
 * those are unlocked as any wallet's are. Answers the seed too, which the export page shows as a phrase.
 */
export function createSolanaUnlocker({ api, unlock }: SolanaUnlockerOptions) {
  return async function unlockSolana(accessToken: string, address: string, mfaToken?: string) {
    const secret = await unlock(accessToken, await api.solanaSharesAddress(accessToken, address), mfaToken);
    return { secret, wallet: await solanaWalletIn(secret, address) };
  };
}
