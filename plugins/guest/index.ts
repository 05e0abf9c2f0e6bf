import { definePlugin } from '../../kernel/index';
import { createGuestActions } from './actions';
import { guestErrors } from './errors';
import { guestMessages, type GuestMessages } from './messages';

export type { GuestActions } from './actions';
export { guestMessages, type GuestMessages } from './messages';

export interface GuestPluginOptions {
  messages?: Partial<GuestMessages>;
}

/**
 * Guest accounts: `createGuestAccount()` logs in as this browser's guest. No landing-screen entry: the host
 * offers the action where it fits. A guest who later logs in with another method keeps the same user.
 */
export function guest(options: GuestPluginOptions = {}) {
  const messages = { ...guestMessages, ...options.messages };
  return definePlugin({
    id: 'guest',
    errors: guestErrors(messages),
    setup: (ctx) => ({ actions: createGuestActions(ctx, messages) }),
  });
}

export type GuestPlugin = ReturnType<typeof guest>;
