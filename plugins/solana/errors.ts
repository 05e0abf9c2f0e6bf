import { PorticoError } from '../../kernel/index';
import type { SolanaMessages } from './messages';

// The plugin's own error code; its other failures use the base codes (user_rejected_request, invalid_message...).
declare module '../../kernel/errors' {
  interface ErrorCodeRegistry {
    unknown_connect_wallet_error: true;
  }
}

const providerCodeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** A wallet's refusal as the widget's user-rejected error (4001); Wallet Standard leaves error shapes to wallets. */
export function walletFailure(error: unknown, m: SolanaMessages): PorticoError {
  if (error instanceof PorticoError) return error;
  const message = error instanceof Error ? error.message : '';
  if (providerCodeOf(error) === 4001 || /reject|denied|cancel/i.test(message)) {
    return new PorticoError('user_rejected_request', m.rejected, { retryable: true, providerCode: 4001, cause: error });
  }
  return new PorticoError('unknown_connect_wallet_error', m.walletFailed, { retryable: true, details: message || undefined, cause: error });
}
