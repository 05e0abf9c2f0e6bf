import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { EmulatorEnv } from './context';
import { isLocalOrigin } from './cors';
import { ApiError } from '../shared/http-error';

/**
 * The calling page's origin (the Origin header): a local development origin, or undefined when the request names
 * none (a server, a test). A non-local page is refused: the emulator serves local pages only.
 */
export function localCallingOrigin(c: Context<EmulatorEnv>): string | undefined {
  const origin = c.req.header('origin');
  if (origin === undefined) return undefined;
  if (!isLocalOrigin(origin)) throw new ApiError(403, 'invalid_origin', `The origin ${origin} is not a local page`);
  return origin;
}

/** The calling page's origin, which `purpose` binds a signed message to; refused when the request names none. */
export function requiredCallingOrigin(c: Context<EmulatorEnv>, purpose: string): string {
  const origin = localCallingOrigin(c);
  if (!origin) throw new ApiError(403, 'invalid_origin', `${purpose} needs the calling page's Origin header`);
  return origin;
}

/**
 * For the dev routes that read secrets or change settings: CORS lets any local page (any port) call the emulator, but
 * only the demo's may call these. A request naming no Origin (a script, a test, a link followed) passes.
 */
export const demoPageOnly = (demoOrigins: readonly string[]) =>
  createMiddleware<EmulatorEnv>(async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && !demoOrigins.includes(origin)) {
      throw new ApiError(403, 'invalid_origin', `${c.req.method} ${c.req.path} answers the demo page only, not ${origin}`);
    }
    await next();
  });
