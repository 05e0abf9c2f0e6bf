import type { PorticoError } from '../../kernel/index';
import type { MfaMessages } from './messages';

/** Section 8's wording of a verification failure, as the prompt shows it. */
export function errorText(m: MfaMessages, error: PorticoError): string {
  switch (error.code) {
    case 'invalid_credentials':
      return m.invalidCode;
    case 'mfa_verification_max_attempts_reached':
      // The provider's lock says how long it lasts; the prompt's own limit has the spec's wording.
      return error.details ?? m.maxAttempts;
    case 'mfa_timeout':
      return m.timedOut;
    case 'user_rejected_request':
      return m.verificationCanceled;
    default:
      return error.shortMessage || m.somethingWentWrong;
  }
}
