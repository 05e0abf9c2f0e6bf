import { definePlugin } from '../../kernel/index';
import { createSolanaActions } from './actions';
import { solanaMessages, type SolanaMessages } from './messages';

export type { SolanaActions, SolanaWallet } from './actions';
export { solanaMessages, type SolanaMessages } from './messages';
export { useSolanaWallets } from './use-solana-wallets';

export interface SolanaPluginOptions {
  messages?: Partial<SolanaMessages>;
  /** Sign without the embedded wallet's sign prompt (a headless host, or one with its own confirmation). */
  noPromptOnSignature?: boolean;
}

/**
 * The embedded Solana wallet: an Ed25519 key (SLIP-0010, m/44'/501'/0'/0') kept in the embedded wallet's frame with
 * the same shares as the user's Ethereum wallet, and message signing. Needs the embedded wallet plugin.
 */
export function solana(options: SolanaPluginOptions = {}) {
  const messages = { ...solanaMessages, ...options.messages };
  return definePlugin({
    id: 'solana',
    uses: ['embeddedFrame'],
    setup: (ctx) => createSolanaActions(ctx, messages, { noPromptOnSignature: options.noPromptOnSignature ?? false }),
  });
}

export type SolanaPlugin = ReturnType<typeof solana>;
