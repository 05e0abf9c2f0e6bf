import { PorticoError } from '../../kernel/index';
import type { SiweMessages } from './messages';

// Apart from errors.ts (the catalogue setup registers): only the code a first connection loads maps failures.

/** An EIP-1193 provider error: `{ code, message }` (MetaMask's, viem's and WalletConnect's all have this shape). */
const providerCodeOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'number'
    ? (error as { code: number }).code
    : undefined;

/**
 * Section 8: a wallet's refusal (4001, or WalletConnect's 5000) is retryable; -32002 says a connection or a request is already pending, or the
 * wallet is locked; the server's account errors get the wallet wording; anything else could not log in.
 */
export function walletFailure(error: unknown, m: SiweMessages): PorticoError {
  if (error instanceof PorticoError) {
    if (error.code === 'linked_to_another_user') return new PorticoError(error.code, m.userExists, { status: error.status, cause: error });
    if (error.code === 'cannot_link_more_of_type') return new PorticoError(error.code, m.maxWallets, { status: error.status, cause: error });
    return error;
  }
  const code = providerCodeOf(error);
  const message = error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? '');
  // WalletConnect reports a refusal on the phone with its own code, 5000 (USER_REJECTED).
  if (code === 4001 || code === 5000) return new PorticoError('user_rejected_request', m.rejected, { retryable: true, providerCode: 4001, cause: error });
  if (code === -32002) {
    const text = /unlock/i.test(message) ? m.walletLocked : /eth_requestAccounts|connect/i.test(message) ? m.connectionPending : m.requestPending;
    return new PorticoError('generic_connect_wallet_error', text, { retryable: true, providerCode: code, cause: error });
  }
  return new PorticoError('unknown_connect_wallet_error', m.couldNotLogIn, {
    retryable: true,
    ...(code !== undefined && { providerCode: code }),
    details: message || undefined,
    cause: error,
  });
}
