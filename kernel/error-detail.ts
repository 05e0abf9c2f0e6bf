import { PorticoError } from './errors';

/**
 * `error` with a login method's own detail for the person (section 8) and whether trying again can help; its code,
 * status and server code are kept, and the original stays as `cause`.
 */
export const withDetail = (error: PorticoError, details: string, retryable: boolean): PorticoError =>
  new PorticoError(error.code, error.shortMessage, { details, retryable, status: error.status, serverCode: error.serverCode, cause: error });
