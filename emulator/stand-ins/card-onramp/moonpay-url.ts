import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ServiceContext } from '../../shared/context';

/**
 * The first provider's signed buy URL, as MoonPay signs its widget URLs: the base64 HMAC-SHA256 of the query string
 * (with its `?`), appended as the last parameter `signature`. The key never leaves the emulator.
 */

export const MOONPAY_BUY_PATH = '/dev/moonpay/buy';

/** The publishable keys the emulator hands out in signed URLs and the status host accepts. */
export const MOONPAY_API_KEYS = { sandbox: 'pk_test_portico_emulator', live: 'pk_live_portico_emulator' } as const;
export const isMoonpayApiKey = (key: string) => key === MOONPAY_API_KEYS.sandbox || key === MOONPAY_API_KEYS.live;

const SECRET_ID = 'moonpay';

function secret(ctx: ServiceContext): string {
  const stored = ctx.repo.get('onramp_secrets', SECRET_ID);
  if (stored) return stored.secret;
  const created = randomBytes(32).toString('base64url');
  ctx.repo.put('onramp_secrets', SECRET_ID, { secret: created });
  return created;
}

const signatureOf = (ctx: ServiceContext, search: string) => createHmac('sha256', secret(ctx)).update(search).digest('base64');

/** The buy page's path and query for these parameters, signed. */
export function signBuyUrl(ctx: ServiceContext, params: Record<string, string>): string {
  const search = `?${new URLSearchParams(params).toString()}`;
  return `${MOONPAY_BUY_PATH}${search}&signature=${encodeURIComponent(signatureOf(ctx, search))}`;
}

/** The parameters of a signed query string (`?...&signature=...`), or null when its signature does not hold. */
export function verifiedBuyParams(ctx: ServiceContext, search: string): URLSearchParams | null {
  const match = /^(\?.*)&signature=([^&]+)$/.exec(search);
  if (!match?.[1] || !match[2]) return null;
  let given: Buffer;
  try {
    given = Buffer.from(decodeURIComponent(match[2]), 'base64');
  } catch {
    return null;
  }
  const expected = Buffer.from(signatureOf(ctx, match[1]), 'base64');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return new URLSearchParams(match[1]);
}
