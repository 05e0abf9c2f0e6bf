import type { ErrorCode, PorticoError } from './errors';

/** How ERROR_SCREEN shows one error: title, detail, call to action, or a screen of its own. */
export interface ErrorScreenEntry {
  title: string;
  /** A fixed text, or derived from the error (usually its message). */
  detail?: string | ((error: PorticoError) => string);
  cta?: string;
  retryable?: boolean;
  /** Show this screen instead of ERROR_SCREEN. */
  screen?: string;
  /** What the button does beyond going back. */
  action?: 'reset-captcha' | 'allowlist-link';
}
export type ErrorCatalogue = Partial<Record<ErrorCode, ErrorScreenEntry>>;

/** Identity helper that keeps a plugin's catalogue checked against the known codes. */
export function defineErrors<const C extends ErrorCatalogue>(catalogue: C): C {
  return catalogue;
}

const theMessage = (error: PorticoError) => error.shortMessage;

export const baseErrors = defineErrors({
  client_request_timeout: { title: 'Timed out', detail: theMessage, cta: 'Try again', retryable: true },
  insufficient_balance: { title: 'Insufficient balance', detail: theMessage, cta: 'Try again', retryable: true },
  twilio_verification_failed: { title: 'Something went wrong', detail: theMessage },
  invalid_captcha: { title: 'Please try again.', cta: 'Try again', action: 'reset-captcha', retryable: true },
  disallowed_login_method: { title: 'Not allowed', detail: theMessage, cta: 'Try another method' },
  allowlist_rejected: {
    title: "You don't have access to this app",
    detail: 'Have you been invited?',
    cta: 'Try another account',
    action: 'allowlist-link',
    screen: 'ALLOWLIST_REJECTION_SCREEN',
  },
  // The widget's message, then the advice to disable an ad blocker or VPN (in `details`).
  captcha_failure: {
    title: 'You did not pass CAPTCHA. Please try again.',
    detail: (error) => [error.shortMessage, error.details].filter(Boolean).join('. '),
    cta: 'Try again',
    retryable: true,
  },
  captcha_timeout: { title: 'Something went wrong! Please try again later.', cta: 'Try again', retryable: true },
  linked_to_another_user: {
    title: 'Authentication failed',
    detail: 'This account has already been linked to another user.',
  },
  not_supported: {
    title: 'This region is not supported',
    detail: 'SMS authentication from this region is not available',
    cta: 'Try another method',
  },
  too_many_requests: { title: 'Request failed', detail: 'Too many attempts.', cta: 'Try again later' },
  max_accounts_reached: { title: 'Something went wrong', screen: 'USER_LIMIT_REACHED_SCREEN' },
  user_does_not_exist: { title: 'Account not found', screen: 'ACCOUNT_NOT_FOUND_SCREEN' },
});

const DEFAULT_ENTRY: ErrorScreenEntry = { title: 'Something went wrong', detail: 'Try again later' };
const BAD_REQUEST_ENTRY: ErrorScreenEntry = { title: 'Something went wrong', detail: theMessage };

export interface ErrorScreenModel {
  title: string;
  detail: string | null;
  cta: string | null;
  retryable: boolean;
  screen: string | null;
  action: ErrorScreenEntry['action'] | null;
}

export function mergeCatalogues(...catalogues: (ErrorCatalogue | undefined)[]): ErrorCatalogue {
  return Object.assign({}, ...catalogues.filter(Boolean));
}

/** The error-screen model for an error: its catalogue entry, else the 400/422 rule, else the default. */
export function describeError(catalogue: ErrorCatalogue, error: PorticoError): ErrorScreenModel {
  const entry =
    catalogue[error.code] ?? (error.status === 400 || error.status === 422 ? BAD_REQUEST_ENTRY : DEFAULT_ENTRY);
  const detail = typeof entry.detail === 'function' ? entry.detail(error) : entry.detail;
  return {
    title: entry.title,
    detail: detail ?? null,
    cta: entry.cta ?? null,
    retryable: entry.retryable ?? error.retryable,
    screen: entry.screen ?? null,
    action: entry.action ?? null,
  };
}

export type CodeEntryOutcome = { kind: 'message'; message: string } | { kind: 'screen'; screen: string };

/** The code-entry table of section 8: what a failed code submission shows. */
export function codeEntryOutcome(error: PorticoError): CodeEntryOutcome {
  switch (error.code) {
    case 'invalid_credentials':
      return { kind: 'message', message: 'Invalid or expired verification code' };
    case 'cannot_link_more_of_type':
      return { kind: 'message', message: error.shortMessage };
    case 'max_accounts_reached':
      return { kind: 'screen', screen: 'USER_LIMIT_REACHED_SCREEN' };
    case 'user_does_not_exist':
      return { kind: 'screen', screen: 'ACCOUNT_NOT_FOUND_SCREEN' };
    case 'linked_to_another_user':
      return { kind: 'screen', screen: 'ERROR_SCREEN' };
    default:
      return { kind: 'message', message: 'Issue verifying code' };
  }
}
