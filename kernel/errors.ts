/** Error codes the kernel knows: the spec's base catalogue, callback codes and client-side failures. */
export const BASE_ERROR_CODES = [
  'invalid_credentials',
  'cannot_link_more_of_type',
  'max_accounts_reached',
  'user_does_not_exist',
  'linked_to_another_user',
  'client_request_timeout',
  'disallowed_login_method',
  'allowlist_rejected',
  'not_supported',
  'too_many_requests',
  'must_be_authenticated',
  'missing_or_invalid_token',
  'missing_or_invalid_mfa',
  'invalid_data',
  'unknown_auth_error',
  'failed_to_link_account',
  'exited_auth_flow',
  'exited_link_flow',
  'user_rejected_request',
  'unsupported_chain_id',
  'modal_busy',
  'missing_service',
  'invalid_app_id',
  'invalid_response',
  'network_error',
  'api_error',
  'unknown_error',
] as const;
type BaseErrorCode = (typeof BASE_ERROR_CODES)[number];

/**
 * Every code a PorticoError may carry. Plugins add theirs by augmenting this interface
 * (`interface ErrorCodeRegistry { passkey_not_allowed: true }`) and listing them in their catalogue.
 */
export interface ErrorCodeRegistry extends Record<BaseErrorCode, true> {}
export type ErrorCode = keyof ErrorCodeRegistry;

export interface PorticoErrorOptions {
  details?: string;
  retryable?: boolean;
  status?: number | null;
  cause?: unknown;
  /** The code the server sent when it is not one the client knows. */
  serverCode?: string;
  /** The EIP-1193 / JSON-RPC code, for errors a wallet provider hands on (4001 user rejected, 4902 unknown chain...). */
  providerCode?: number;
}

/** The one error type every Portico call rejects with. */
export class PorticoError extends Error {
  override readonly name = 'PorticoError';
  readonly code: ErrorCode;
  readonly shortMessage: string;
  readonly details: string | undefined;
  readonly retryable: boolean;
  readonly status: number | null;
  readonly serverCode: string | undefined;
  readonly providerCode: number | undefined;

  constructor(code: ErrorCode, shortMessage: string, options: PorticoErrorOptions = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, { cause: options.cause });
    this.code = code;
    this.shortMessage = shortMessage;
    this.details = options.details;
    this.retryable = options.retryable ?? false;
    this.status = options.status ?? null;
    this.serverCode = options.serverCode;
    this.providerCode = options.providerCode;
  }
}

export function isPorticoError(value: unknown): value is PorticoError {
  return value instanceof PorticoError;
}

/** Wraps anything thrown into a PorticoError, keeping the original as `cause`. */
export function toPorticoError(value: unknown): PorticoError {
  if (value instanceof PorticoError) return value;
  const message = value instanceof Error ? value.message : String(value);
  return new PorticoError('unknown_error', message || 'Unknown error', { cause: value });
}

/** The spec's user-rejected error (EIP-1193 code 4001): a prompt closed, a signature refused. */
export const userRejected = () =>
  new PorticoError('user_rejected_request', 'The user rejected the request', { providerCode: 4001 });

/** Code loaded on first use could not be fetched (offline, or a deploy replaced it): retryable, like a request. */
export const codeLoadFailed = (what: string, cause: unknown) =>
  new PorticoError('network_error', `Could not load the code that ${what}`, { retryable: true, cause });
