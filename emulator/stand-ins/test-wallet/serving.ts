import type { Context } from 'hono';
import type { EmulatorEnv } from '../../shared/context';
import { ApiError } from '../../shared/http-error';

/** How both test wallets' wallet.js are served. */
export const WALLET_SCRIPT_HEADERS = {
  'content-type': 'text/javascript; charset=utf-8',
  'cache-control': 'no-cache',
  // Any page may load a wallet, also with a crossorigin attribute; it holds nothing secret.
  'access-control-allow-origin': '*',
};

/**
 * Approvals are carried out only for the approval page, which the emulator serves itself: a browser names the
 * page's origin, and another page's request is refused. A request naming no origin (a test, a script) is let through.
 */
export function requireApprovalPage(c: Context<EmulatorEnv>): void {
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== new URL(c.req.url).origin) {
    throw new ApiError(403, 'invalid_origin', 'Only the test wallet’s approval page may carry out approvals');
  }
}
