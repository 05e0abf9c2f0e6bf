import { codeKey, consumeCode, issueCode } from './codes';
import type { EmulatorContext } from './context';
import { deliverCode } from './outbox';
import { takeRateLimitSlot } from './rate-limit';
import type { DeliveryChannel } from './records';

/** Login codes by email or SMS: the same rules for every channel, keyed by app, channel and recipient. */

const SEND_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };

/** A fresh code for `to` (an address or a number), delivered to the outbox. */
export function sendLoginCode(ctx: EmulatorContext, appId: string, channel: DeliveryChannel, to: string): void {
  // Per recipient across apps: the limit protects the person's mailbox or phone.
  takeRateLimitSlot(ctx.repo, `${channel}:${to}`, SEND_LIMIT, ctx.now());
  const code = issueCode(ctx.repo, codeKey(appId, channel, to), ctx.now());
  deliverCode(ctx, { to, channel, code });
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
