import { PorticoError, type PluginContext } from '../../kernel/index';
import { embeddedSolanaWallets } from '../../kit/embedded-wallets';
import type { ExportKey } from './export-frame';
import type { EmbeddedWalletMessages } from './messages';
import type { Recovery } from './recovery';
import { embeddedWallets } from './wallet-list';

/** The wallet an export shows, how the export page names its key, and how this device unlocks it first. */
export interface ExportTarget {
  /** The wallet's own address, which the page's URL names. */
  address: string;
  key: ExportKey;
  /** An imported key has no seed phrase. */
  hasPhrase: boolean;
  /** The page rebuilds the key from this device's share: it must hold a current one. */
  unlock(): Promise<void>;
}

/**
 * Section 4's choice of wallet: the given address, an Ethereum wallet or the user's Solana one, else the first
 * non-imported Ethereum wallet.
 */
export function createExportTargets(ctx: PluginContext, m: EmbeddedWalletMessages, recovery: Recovery) {
  return function exportTarget(address?: string): ExportTarget {
    const user = ctx.getState().user;
    // A base58 address is matched exactly: its letter case is part of it.
    const solana = user && address !== undefined ? embeddedSolanaWallets(user).find((wallet) => wallet.address === address) : undefined;
    if (solana) return { address: solana.address, key: { address: solana.address }, hasPhrase: true, unlock: () => recovery.ensureSolanaUnlocked(solana.address) };
    const wallets = user ? embeddedWallets(user) : [];
    const wallet = address ? wallets.find((entry) => entry.address.toLowerCase() === address.toLowerCase()) : wallets.find((entry) => !entry.imported);
    if (!wallet) throw new PorticoError('embedded_wallet_not_found', m.noWallet);
    return {
      address: wallet.address,
      key: { address: wallet.keyAddress, hdWalletIndex: wallet.hdWalletIndex },
      hasPhrase: !wallet.imported,
      unlock: () => recovery.ensureUnlocked(wallet.keyAddress, { interactive: true }),
    };
  };
}
