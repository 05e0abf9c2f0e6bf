import { definePlugin, walletsPart } from '../../kernel/index';
import { createSolanaActions } from './actions';
import { solanaMessages, type SolanaMessages } from './messages';

export type { SolanaActions, SolanaWallet } from './actions';
export type { SolanaExportOptions } from './key-export';
export { solanaMessages, type SolanaMessages } from './messages';
export { useSolanaWallets } from './use-solana';

export interface SolanaPluginOptions {
  messages?: Partial<SolanaMessages>;
  /** Sign without the embedded wallet's sign prompt (a headless host, or one with its own confirmation). */
  noPromptOnSignature?: boolean;
}

/**
 * Solana wallets: the embedded one, an Ed25519 key (SLIP-0010, m/44'/501'/0'/0') kept in the embedded wallet's frame
 * with the same shares as the user's Ethereum wallet (it needs the embedded wallet plugin), and the browser's Solana
 * wallets (Wallet Standard), which the wallet list shows beside the Ethereum ones; both sign messages.
 */
export function solana(options: SolanaPluginOptions = {}) {
  const messages = { ...solanaMessages, ...options.messages };
  return definePlugin({
    id: 'solana',
    parts: [walletsPart],
    provides: ['solanaWallets'],
    setup: (ctx) => createSolanaActions(ctx, messages, { noPromptOnSignature: options.noPromptOnSignature ?? false }),
  });
}

export type SolanaPlugin = ReturnType<typeof solana>;
