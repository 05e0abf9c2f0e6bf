import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { findApp } from './apps';
import type { EmulatorContext, EmulatorEnv } from './context';
import { bearerToken } from '../shared/body';
import { ApiError, invalidData, invalidToken } from '../shared/http-error';
import type { SessionRecord, UserRecord } from '../shared/records';
import { findLiveSession } from './sessions';

/** Every API call names its app in the `privy-app-id` header. */
export const requireApp = (ctx: EmulatorContext) =>
  createMiddleware<EmulatorEnv>(async (c, next) => {
    const appId = c.req.header('privy-app-id');
    if (!appId) throw invalidData('Missing privy-app-id header');
    c.set('app', findApp(ctx.repo, appId));
    await next();
  });

/** The live session an access token of this app names, else missing_or_invalid_token. */
async function liveSessionOf(ctx: EmulatorContext, c: Context<EmulatorEnv>, token: string): Promise<SessionRecord> {
  const appId = c.get('app').config.id;
  const claims = await ctx.tokens.verifyAccessToken(token, appId);
  const session = findLiveSession(ctx.repo, claims.sid, appId);
  if (!session || session.user_id !== claims.sub || !ctx.repo.get('users', claims.sub)) throw invalidToken();
  return session;
}

/** A valid access token whose session is still alive. Runs after requireApp. */
export const requireUser = (ctx: EmulatorContext) =>
  createMiddleware<EmulatorEnv>(async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw new ApiError(401, 'must_be_authenticated', 'User must be authenticated');
    c.set('session', await liveSessionOf(ctx, c, token));
    await next();
  });

/**
 * The user whose live session sent a request that does not require one (a login), as stored right now.
 * A missing, expired or revoked token means nobody: a login never fails over a stale token.
 */
export async function bearerUser(ctx: EmulatorContext, c: Context<EmulatorEnv>): Promise<UserRecord | undefined> {
  const token = bearerToken(c);
  const session = token ? await liveSessionOf(ctx, c, token).catch(() => undefined) : undefined;
  return session && ctx.repo.get('users', session.user_id);
}

/**
 * The caller's user as stored right now. Routes read it after their body, with no await before they save,
 * so two concurrent changes to one user cannot overwrite each other.
 */
export function currentUser(ctx: EmulatorContext, c: Context<EmulatorEnv>): UserRecord {
  const user = ctx.repo.get('users', c.get('session').user_id);
  if (!user) throw invalidToken();
  return user;
}
