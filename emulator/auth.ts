import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { findApp } from './apps';
import type { EmulatorContext, EmulatorEnv } from './context';
import { ApiError, invalidData, invalidToken } from './http-error';
import type { UserRecord } from './records';
import { findLiveSession } from './sessions';

/** Every API call names its app in the `privy-app-id` header. */
export const requireApp = (ctx: EmulatorContext) =>
  createMiddleware<EmulatorEnv>(async (c, next) => {
    const appId = c.req.header('privy-app-id');
    if (!appId) throw invalidData('Missing privy-app-id header');
    c.set('app', findApp(ctx.repo, appId));
    await next();
  });

/** A valid access token whose session is still alive. Runs after requireApp. */
export const requireUser = (ctx: EmulatorContext) =>
  createMiddleware<EmulatorEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) throw new ApiError(401, 'must_be_authenticated', 'User must be authenticated');
    const appId = c.get('app').config.id;
    const claims = await ctx.tokens.verifyAccessToken(token, appId);
    const session = findLiveSession(ctx.repo, claims.sid, appId);
    if (!session || session.user_id !== claims.sub || !ctx.repo.get('users', claims.sub)) throw invalidToken();
    c.set('session', session);
    await next();
  });

/**
 * The caller's user as stored right now. Routes read it after their body, with no await before they save,
 * so two concurrent changes to one user cannot overwrite each other.
 */
export function currentUser(ctx: EmulatorContext, c: Context<EmulatorEnv>): UserRecord {
  const user = ctx.repo.get('users', c.get('session').user_id);
  if (!user) throw invalidToken();
  return user;
}
