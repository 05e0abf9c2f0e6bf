import { Hono } from 'hono';
import { RefreshRequest, RefreshTokenRequest } from '../../../schemas';
import { requireApp, requireUser } from '../auth';
import { forkResponse, sessionAuthResponse } from '../auth-response';
import { readBody } from '../../shared/body';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { invalidToken } from '../../shared/http-error';
import type { AppRecord, RefreshTokenKind } from '../../shared/records';
import { authenticatedAt, createSession, rotateRefreshToken, revokeSessionOfToken } from '../sessions';

export function sessionRoutes(ctx: EmulatorContext) {
  /** Rotates a refresh (or recovery) token into a full session answer. */
  const resumeSession = (app: AppRecord, token: string | null | undefined, kind: RefreshTokenKind) => {
    const { session, refreshToken } = rotateRefreshToken(ctx.repo, token, { kind, appId: app.config.id }, ctx.now());
    const user = ctx.repo.get('users', session.user_id);
    if (!user) throw invalidToken();
    return sessionAuthResponse(ctx, app, session, user, false, refreshToken);
  };

  return new Hono<EmulatorEnv>()
    .use(requireApp(ctx))
    .post('/', async (c) => {
      const { refresh_token } = await readBody(c, RefreshRequest);
      return c.json(await resumeSession(c.get('app'), refresh_token, 'refresh'));
    })
    .post('/logout', async (c) => {
      const { refresh_token } = await readBody(c, RefreshTokenRequest);
      revokeSessionOfToken(ctx.repo, refresh_token, ctx.now());
      return c.json({});
    })
    .post('/fork', requireUser(ctx), async (c) => {
      const { refresh_token } = await readBody(c, RefreshTokenRequest);
      const app = c.get('app');
      // The token must be the caller's own, so a bearer cannot burn another session's token.
      const expected = { kind: 'refresh' as const, appId: app.config.id, sessionId: c.get('session').id };
      const caller = rotateRefreshToken(ctx.repo, refresh_token, expected, ctx.now());
      // A fork is no new login: it keeps the caller's login time.
      const forked = createSession(ctx.repo, app.config.id, caller.session.user_id, ctx.now(), authenticatedAt(caller.session));
      return c.json(await forkResponse(ctx, app, caller, forked));
    })
    .post('/fork/recover', async (c) => {
      const { refresh_token } = await readBody(c, RefreshTokenRequest);
      return c.json(await resumeSession(c.get('app'), refresh_token, 'recovery'));
    });
}
