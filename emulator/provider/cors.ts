import { createMiddleware } from 'hono/factory';
import { FARCASTER_CHANNEL_HEADER } from '../../schemas/farcaster';
import { MFA_TOKEN_HEADER } from '../../schemas/mfa';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const ALLOWED_HEADERS = [
  'content-type',
  'authorization',
  'privy-app-id',
  'privy-client',
  'privy-client-id',
  'privy-ca-id',
  // Sent by the provider's own SDK: its retry count, and which UI (modal or headless) made the call.
  'privy-retry-attempt',
  'privy-ui',
  FARCASTER_CHANNEL_HEADER,
  MFA_TOKEN_HEADER,
].join(', ');
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';

/** Only local development pages may call the emulator from a browser (any port, http or https). */
export function isLocalOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    const isWeb = url.protocol === 'http:' || url.protocol === 'https:';
    return isWeb && LOCAL_HOSTS.has(url.hostname) && url.origin === origin;
  } catch {
    return false;
  }
}

/** Reflects local origins with credentials; any other origin gets no CORS headers, so the browser blocks it. */
export const cors = () =>
  createMiddleware(async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && isLocalOrigin(origin);
    const originHeaders: Record<string, string> = allowed
      ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' }
      : {};
    if (c.req.method === 'OPTIONS') {
      const preflightHeaders: Record<string, string> = allowed
        ? {
            'Access-Control-Allow-Headers': ALLOWED_HEADERS,
            'Access-Control-Allow-Methods': ALLOWED_METHODS,
            'Access-Control-Max-Age': '600',
          }
        : {};
      return c.body(null, 204, { ...originHeaders, ...preflightHeaders });
    }
    await next();
    for (const [name, value] of Object.entries(originHeaders)) c.header(name, value, { append: name === 'Vary' });
  });
