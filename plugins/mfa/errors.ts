import { defineErrors, PorticoError } from '../../kernel/index';
import type { MfaMessages } from './messages';

declare module '../../kernel/errors' {
  interface ErrorCodeRegistry {
    mfa_verification_max_attempts_reached: true;
    mfa_timeout: true;
  }
}

export const mfaErrors = (m: MfaMessages) =>
  defineErrors({
    mfa_verification_max_attempts_reached: { title: m.maxAttemptsShort, detail: (error) => error.details ?? m.maxAttempts },
    mfa_timeout: { title: m.timeoutShort, detail: m.timedOut },
  });

/**
 * Section 9: a verification allows 4 answers, so the 4th wrong one ends it. The provider's own lock (per method,
 * minutes long) comes with `details`: its message, which says when to try again.
 */
export const maxAttemptsReached = (m: MfaMessages, cause?: unknown, details = m.maxAttempts) =>
  new PorticoError('mfa_verification_max_attempts_reached', m.maxAttemptsShort, { details, cause });

export const mfaTimedOut = (m: MfaMessages) => new PorticoError('mfa_timeout', m.timeoutShort, { details: m.timedOut });

/** A 4001-style rejection, worded as the spec's MFA cancel. */
export const mfaCanceled = (m: MfaMessages) => new PorticoError('user_rejected_request', m.canceled, { providerCode: 4001 });

export const unsupportedMethod = (m: MfaMessages) => new PorticoError('invalid_data', m.unsupportedMethod);

/** Whether an error ends the verification (no further input accepted). */
export const isTerminal = (error: PorticoError) =>
  error.code === 'mfa_verification_max_attempts_reached' || error.code === 'mfa_timeout';
