import { appendCapped, newestFirst } from '../shared/capped-log';
import type { EmulatorContext } from './context';
import type { DeliveryChannel, OutboxMessage } from '../shared/records';

const OUTBOX_CAP = 200;

/** Stands in for the email and SMS providers: the code lands in the outbox and the log. */
export function deliverCode(ctx: EmulatorContext, message: { to: string; channel: DeliveryChannel; code: string }): void {
  appendCapped(ctx.repo, 'outbox', { ...message, sentAt: new Date(ctx.now()).toISOString() }, OUTBOX_CAP);
  ctx.log(`[outbox] ${message.channel} to ${message.to}: ${message.code}`);
}

/** A security notice to the user, delivered like a code so the person (or a test) reads it in the outbox. */
export function deliverNotice(ctx: EmulatorContext, message: { to: string; channel: DeliveryChannel; notice: string }): void {
  appendCapped(ctx.repo, 'outbox', { ...message, sentAt: new Date(ctx.now()).toISOString() }, OUTBOX_CAP);
  ctx.log(`[outbox] ${message.channel} notice to ${message.to}: ${message.notice}`);
}

export const recentMessages = (ctx: EmulatorContext): OutboxMessage[] => newestFirst(ctx.repo, 'outbox');
