import { defineErrors, PorticoError } from '../../kernel/index';
import type { PasskeyMessages } from './messages';
import { captchaErrors } from '../../kit/captcha/errors';

declare module '../../kernel/errors' {
  interface ErrorCodeRegistry {
    /** The browser's NotAllowedError: the person canceled, gave no presence or verification, or it timed out. */
    passkey_not_allowed: true;
  }
}

export const passkeyErrors = (m: PasskeyMessages) =>
  defineErrors({
    ...captchaErrors,
    passkey_not_allowed: { title: m.failedTitle, detail: m.notAllowed, cta: m.retry, retryable: true },
  });

const named = (error: unknown, name: string): boolean =>
  error instanceof Error && (error.name === name || (error.cause instanceof Error && error.cause.name === name));

/**
 * The error a passkey flow reports (section 8): the ceremony's NotAllowedError, a missing WebAuthn, the passkey
 * limit and MFA refusals with their passkey wording; other server and network errors as they are; anything else
 * is unknown.
 */
export function passkeyFailure(error: unknown, m: PasskeyMessages): PorticoError {
  if (error instanceof PorticoError) {
    if (error.code === 'cannot_link_more_of_type') return new PorticoError(error.code, m.limitReached, { status: error.status, cause: error });
    if (error.code === 'missing_or_invalid_mfa') return new PorticoError(error.code, m.enrolledInMfa, { status: error.status, cause: error });
    return error;
  }
  if (named(error, 'NotAllowedError')) return new PorticoError('passkey_not_allowed', m.notAllowed, { retryable: true, cause: error });
  return new PorticoError('unknown_error', m.unknown, { retryable: true, cause: error });
}
