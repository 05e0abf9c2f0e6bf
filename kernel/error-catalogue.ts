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
  action?: 'allowlist-link';
}
export type ErrorCatalogue = Partial<Record<ErrorCode, ErrorScreenEntry>>;

/** Identity helper that keeps a plugin's catalogue checked against the known codes. */
export function defineErrors<const C extends ErrorCatalogue>(catalogue: C): C {
  return catalogue;
}

const theMessage = (error: PorticoError) => error.shortMessage;

export const baseErrors = defineErrors({
  client_request_timeout: { title: 'Timed out', detail: theMessage, cta: 'Try again', retryable: true },
  disallowed_login_method: { title: 'Not allowed', detail: theMessage, cta: 'Try another method' },
  allowlist_rejected: {
    title: "You don't have access to this app",
    detail: 'Have you been invited?',
    cta: 'Try another account',
    action: 'allowlist-link',
    screen: 'ALLOWLIST_REJECTION_SCREEN',
  },
  linked_to_another_user: {
    title: 'Authentication failed',
    detail: 'This account has already been linked to another user.',
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
