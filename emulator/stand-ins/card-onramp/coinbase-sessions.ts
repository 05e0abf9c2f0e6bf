import { createHash, randomBytes } from 'node:crypto';
import type * as z from 'zod/mini';
import type {
  CoinbaseAsset,
  CoinbaseNetwork,
  CoinbaseOnRampInitRequest,
  CoinbaseOnRampInitWire,
  CoinbaseOnRampStatus,
} from '../../../schemas/funding-onramp';
import type { ServiceContext } from '../../shared/context';
import { dropExpired } from '../../shared/expiry';
import { ApiError } from '../../shared/http-error';
import type { UserRecord } from '../../shared/records';
import { amountProblem, creditPurchase, type PurchasedAsset } from './purchase';
import type { CoinbaseSessionRecord } from './records';

/**
 * The second provider's sessions: coinbase_on_ramp/init opens one for the user's addresses, its buy page decides the
 * purchase once (the token is single-use), and coinbase_on_ramp/status reports the partner's latest purchase.
 */

export const COINBASE_PAY_PATH = '/dev/coinbase-pay/buy/select-asset';
/** The project id the provider knows the app's integration by, which the buy page is opened with. */
export const COINBASE_APP_ID = 'portico-emulated-onramp';
/** Long enough to complete a purchase, short enough that a leaked token is soon worthless. */
export const COINBASE_SESSION_TTL_MS = 10 * 60_000;

/** The user's partner id: stable, and the status call answers it to this user only. */
export const partnerUserId = (user: UserRecord) => createHash('sha256').update(`${user.app_id}:${user.id}`).digest('hex').slice(0, 32);

const partnerKey = (appId: string, partner: string) => `${appId}:${partner}`;

export function openCoinbaseSession(ctx: ServiceContext, user: UserRecord, request: z.output<typeof CoinbaseOnRampInitRequest>): CoinbaseOnRampInitWire {
  dropExpired(ctx, 'coinbase_onramp_sessions');
  const token = randomBytes(24).toString('base64url');
  const partner = partnerUserId(user);
  ctx.repo.put('coinbase_onramp_sessions', token, {
    app_id: user.app_id,
    user_id: user.id,
    partner_user_id: partner,
    addresses: request.addresses,
    assets: request.assets,
    status: 'pending',
    expires_at: ctx.now() + COINBASE_SESSION_TTL_MS,
  });
  ctx.repo.put('coinbase_onramp_partners', partnerKey(user.app_id, partner), { session_token: token });
  return { app_id: COINBASE_APP_ID, session_token: token, partner_user_id: partner };
}

/** Where the caller's latest purchase stands; another user's partner id is refused. */
export function coinbaseStatus(ctx: ServiceContext, user: UserRecord, partner: string): CoinbaseOnRampStatus {
  if (partner !== partnerUserId(user)) throw new ApiError(403, 'forbidden', 'The partner user id is not yours');
  const latest = ctx.repo.get('coinbase_onramp_partners', partnerKey(user.app_id, partner));
  const session = latest && ctx.repo.get('coinbase_onramp_sessions', latest.session_token);
  if (!session) throw new ApiError(404, 'not_found', 'No on-ramp session: start one with coinbase_on_ramp/init');
  return session.status;
}

/** A live session for the buy page's query, whatever its state; undefined when unknown, expired or not the partner's. */
export function findCoinbaseSession(ctx: ServiceContext, token: string, partner: string): CoinbaseSessionRecord | undefined {
  const session = ctx.repo.get('coinbase_onramp_sessions', token);
  return session && session.expires_at > ctx.now() && session.partner_user_id === partner ? session : undefined;
}

/** What the page asks to buy: read from its query, and checked against what the session allows. */
export interface CoinbasePurchase {
  asset: string;
  network: string;
  amount: string;
}

/** Only Ethereum (local chain A stands in) sells, and only ETH and USDC there. */
const SOLD: Partial<Record<CoinbaseAsset, PurchasedAsset>> = { ETH: 'native', USDC: 'USDC' };

/** The wallet and asset of an allowed purchase, or the problem with it in the page's words. */
export function checkCoinbasePurchase(
  session: CoinbaseSessionRecord,
  { asset, network, amount }: CoinbasePurchase,
): { address: string; sold: PurchasedAsset } | { problem: string } {
  if (!(session.assets as string[]).includes(asset)) return { problem: `This session may not buy ${asset || 'an unnamed asset'}.` };
  const wallet = session.addresses.find((entry) => (entry.blockchains as string[]).includes(network));
  if (!wallet) return { problem: `This session has no wallet on ${network || 'an unnamed network'}.` };
  const sold = network === ('ethereum' satisfies CoinbaseNetwork) ? SOLD[asset as CoinbaseAsset] : undefined;
  if (!sold) return { problem: `${asset} on ${network} is not sold by the emulator: only ETH and USDC on Ethereum are.` };
  const problem = amountProblem(amount, sold);
  return problem ? { problem } : { address: wallet.address, sold };
}

export type CoinbaseDecision = 'buy' | 'wait' | 'fail' | 'cancel';
export const isCoinbaseDecision = (value: string | null): value is CoinbaseDecision =>
  value === 'buy' || value === 'wait' || value === 'fail' || value === 'cancel';

const save = (ctx: ServiceContext, token: string, change: Partial<CoinbaseSessionRecord>) => {
  const stored = ctx.repo.get('coinbase_onramp_sessions', token);
  if (stored) ctx.repo.put('coinbase_onramp_sessions', token, { ...stored, ...change });
};

/**
 * The person's answer on the buy page, for a session not yet used. Waiting keeps it open; buying, failing and
 * cancelling spend it. Cancelling leaves the status pending: the person left, and the widget sees its window close.
 */
export async function decideCoinbasePurchase(
  ctx: ServiceContext,
  token: string,
  purchase: { address: string; sold: PurchasedAsset; amount: string },
  decision: CoinbaseDecision,
): Promise<void> {
  const session = ctx.repo.get('coinbase_onramp_sessions', token);
  if (!session || session.used_at !== undefined) return;
  if (decision === 'wait') return save(ctx, token, { status: 'waiting_authorization' });
  const spent = { used_at: ctx.now(), decision };
  if (decision === 'cancel') return save(ctx, token, spent);
  if (decision === 'fail') return save(ctx, token, { ...spent, status: 'failure' });
  // Spent before the await: a second click meanwhile finds the token used.
  save(ctx, token, spent);
  try {
    const credit_hash = await creditPurchase(ctx, purchase.address, purchase.sold, purchase.amount);
    save(ctx, token, { status: 'success', credit_hash });
  } catch (error) {
    ctx.log(`[coinbase-onramp] credit failed: ${(error as Error).message}`);
    save(ctx, token, { status: 'failure' });
  }
}
