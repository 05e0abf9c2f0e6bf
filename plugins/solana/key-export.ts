import { PorticoError, type PluginContext } from '../../kernel/index';
import { embeddedSolanaWallets } from '../../kit/embedded-wallets';
import type { SolanaMessages } from './messages';

export interface SolanaExportOptions {
  /** The embedded Solana wallet to export; the user's first one by default. */
  address?: string;
}

/**
 * Section 4's export for the embedded Solana wallet: the embedded wallet plugin's export screen, where the provider's
 * own page shows the key (base58 of the 64-byte secret key, as Phantom imports it), after MFA when enrolled.
 */
export function createSolanaKeyExport(ctx: PluginContext, m: SolanaMessages) {
  return {
    async exportWallet({ address }: SolanaExportOptions = {}): Promise<void> {
      const user = ctx.getState().user;
      const wallets = user ? embeddedSolanaWallets(user) : [];
      const wallet = address === undefined ? wallets[0] : wallets.find((account) => account.address === address);
      if (!wallet) throw new PorticoError('embedded_wallet_not_found', address === undefined ? m.noWallet : m.notOwnWallet);
      const frame = ctx.services.get('embeddedFrame');
      if (!frame) throw new PorticoError('missing_service', m.needsEmbeddedWallet);
      await frame.exportKey({ address: wallet.address });
    },
  };
}
