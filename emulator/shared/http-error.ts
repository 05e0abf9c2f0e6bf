import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBodyWire } from '../../schemas';

/** An expected failure: answered as `{ error, code }` with its status, never logged as a bug. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function errorResponse(c: Context, status: ContentfulStatusCode, code: string, message: string): Response {
  return c.json({ error: message, code } satisfies ErrorBodyWire, status);
}

export const invalidData = (message: string) => new ApiError(400, 'invalid_data', message);

/** A proof that does not hold: a spent or unknown grant, a signature by the wrong key. */
export const invalidCredentials = (message: string) => new ApiError(401, 'invalid_credentials', message);

export const invalidToken = (message = 'Invalid or expired token') =>
  new ApiError(401, 'missing_or_invalid_token', message);
