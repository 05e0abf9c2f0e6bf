import { defineErrors } from '../../kernel/index';
import type { GuestMessages } from './messages';

declare module '../../kernel/errors' {
  interface ErrorCodeRegistry {
    /** A guest account was asked for while a non-guest user is logged in (client check and server answer). */
    already_authenticated: true;
  }
}

export const guestErrors = (messages: GuestMessages) =>
  defineErrors({ already_authenticated: { title: messages.guestRefused, detail: messages.logOutFirst } });
