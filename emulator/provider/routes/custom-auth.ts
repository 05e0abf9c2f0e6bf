import { Hono } from 'hono';
import { CustomJwtAuthenticateRequest, toSeconds } from '../../../schemas';
import { requireApp } from '../auth';
import { sessionAuthResponse } from '../auth-response';
import { readBody } from '../../shared/body';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { requireCustomAuth, verifyCustomToken } from '../custom-auth';
import { logInWithProof } from '../login';
import { createSession } from '../sessions';
import { verifiedNow } from '../users';

/** Login with a JWT from the app's own auth provider: its `sub` is the custom_auth account. */
export function customAuthRoutes(ctx: EmulatorContext) {
  return new Hono<EmulatorEnv>().use(requireApp(ctx)).post('/authenticate', async (c) => {
    const { token } = await readBody(c, CustomJwtAuthenticateRequest);
    const app = c.get('app');
    const customUserId = await verifyCustomToken(requireCustomAuth(app), token, ctx.now());
    const account = { type: 'custom_auth' as const, custom_user_id: customUserId, ...verifiedNow(toSeconds(ctx.now())) };
    const proven = { account, identifier: customUserId, mode: 'login-or-sign-up' as const };
    const { user, isNewUser } = await logInWithProof(ctx, c, proven);
    const session = createSession(ctx.repo, app.config.id, user.id, ctx.now());
    return c.json(await sessionAuthResponse(ctx, app, session, user, isNewUser));
  });
}
