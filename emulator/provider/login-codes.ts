import { codeKey, consumeCode, issueCode } from './codes';
import type { EmulatorContext } from './context';
import { deliverCode } from './outbox';
import { takeRateLimitSlot } from '../shared/rate-limit';
import type { DeliveryChannel } from '../shared/records';

/** Login codes by email or SMS: the same rules for every channel, keyed by app, channel and recipient. */

const SEND_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };

/** A fresh code stored under `key` and delivered to `to`; MFA's SMS codes come this way too, under keys of their own. */
export function sendCode(ctx: EmulatorContext, key: string, channel: DeliveryChannel, to: string, ttlMs?: number): void {
  // Per recipient across apps and purposes: the limit protects the person's mailbox or phone.
  takeRateLimitSlot(ctx.repo, `${channel}:${to}`, SEND_LIMIT, ctx.now());
  const code = issueCode(ctx.repo, key, ctx.now(), ttlMs);
  deliverCode(ctx, { to, channel, code });
}

/** A fresh code for `to` (an address or a number), delivered to the outbox. */
export function sendLoginCode(ctx: EmulatorContext, appId: string, channel: DeliveryChannel, to: string): void {
  sendCode(ctx, codeKey(appId, channel, to), channel, to);
}

/** Checks and spends the code sent to `to` for this app. */
export function spendLoginCode(
  ctx: EmulatorContext,
  appId: string,
  channel: DeliveryChannel,
  to: string,
  code: string,
): void {
  consumeCode(ctx.repo, codeKey(appId, channel, to), code, ctx.now());
}
