import { PorticoError, toPorticoError, type PluginContext } from '../../kernel/index';
import { embeddedSolanaWallets } from '../../kernel/user';
import type { ExportKey } from './export-frame';
import type { FrameHost } from './frame-host';
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
export function createExportTargets(ctx: PluginContext, m: EmbeddedWalletMessages, recovery: Recovery, frame: FrameHost) {
  /**
   * A Solana wallet uses its own shares or its seed's primary Ethereum wallet's: the frame knows which, and recovers
   * them silently (a Solana wallet has automatic recovery only).
   */
  async function unlockSolana(address: string): Promise<void> {
    const accessToken = await ctx.auth.requireToken();
    try {
      await frame.request('solana-wallet:connect', { accessToken, address });
    } catch (error) {
      if (toPorticoError(error).code !== 'recovery_needed') throw error;
      await frame.request('solana-wallet:recover', { accessToken, address });
    }
  }

  return function exportTarget(address?: string): ExportTarget {
    const user = ctx.getState().user;
    // A base58 address is matched exactly: its letter case is part of it.
    const solana = user && address !== undefined ? embeddedSolanaWallets(user).find((wallet) => wallet.address === address) : undefined;
    if (solana) return { address: solana.address, key: { address: solana.address }, hasPhrase: true, unlock: () => unlockSolana(solana.address) };
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
