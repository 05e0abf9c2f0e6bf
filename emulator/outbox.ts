import { appendCapped, newestFirst } from './capped-log';
import type { EmulatorContext } from './context';
import type { OutboxMessage } from './records';

const OUTBOX_CAP = 200;

/** Stands in for the email and SMS providers: the code lands in the outbox and the log. */
export function deliverCode(ctx: EmulatorContext, message: Omit<OutboxMessage, 'sentAt'>): void {
  appendCapped(ctx.repo, 'outbox', { ...message, sentAt: new Date(ctx.now()).toISOString() }, OUTBOX_CAP);
  ctx.log(`[outbox] ${message.channel} to ${message.to}: ${message.code}`);
}

export const recentMessages = (ctx: EmulatorContext): OutboxMessage[] => newestFirst(ctx.repo, 'outbox');
