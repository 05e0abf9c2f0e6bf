import type { PorticoUser } from '../../kernel/index';
import { primaryEmbeddedWallet, EMBEDDED_WALLET_CLIENT } from '../../kit/embedded-wallets';
import type { EmbeddedSigner } from './provider';

export interface EmbeddedWalletEntry extends EmbeddedSigner {
  imported: boolean;
}

/**
 * The user's embedded Ethereum wallets, each with the key the frame signs it with: an HD wallet's is the primary
 * wallet's seed at its index, an imported wallet's is its own key.
 */
export function embeddedWallets(user: PorticoUser): EmbeddedWalletEntry[] {
  const primary = primaryEmbeddedWallet(user);
  return user.linkedAccounts.flatMap((account) => {
    if (account.type !== 'wallet' || account.walletClientType !== EMBEDDED_WALLET_CLIENT || account.chainType !== 'ethereum') return [];
    if (!account.imported && !primary) return [];
    return [
      {
        address: account.address,
        keyAddress: account.imported ? account.address : primary!.address,
        hdWalletIndex: account.imported ? 0 : (account.walletIndex ?? 0),
        imported: account.imported,
      },
    ];
  });
}

/** Section 4: a further HD wallet takes the highest existing index plus one. */
export function nextHdIndex(user: PorticoUser): number {
  const indexes = embeddedWallets(user).filter((wallet) => !wallet.imported).map((wallet) => wallet.hdWalletIndex);
  return Math.max(-1, ...indexes) + 1;
}
