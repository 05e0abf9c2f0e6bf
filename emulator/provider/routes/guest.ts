import { Hono } from 'hono';
import { GuestAuthenticateRequest, toSeconds } from '../../../schemas';
import { bearerUser, requireApp } from '../auth';
import { sessionAuthResponse } from '../auth-response';
import { readBody } from '../../shared/body';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { ApiError } from '../../shared/http-error';
import { logInOrSignUp } from '../login';
import { createSession, hashToken } from '../sessions';
import { verifiedNow } from '../users';

export function guestRoutes(ctx: EmulatorContext) {
  return new Hono<EmulatorEnv>().use(requireApp(ctx)).post('/authenticate', async (c) => {
    const { guest_credential } = await readBody(c, GuestAuthenticateRequest);
    const app = c.get('app');
    if (!app.config.guest_auth) {
      throw new ApiError(403, 'disallowed_login_method', 'Guest accounts are not allowed for this app');
    }
    const caller = await bearerUser(ctx, c);
    if (caller && !caller.is_guest) {
      throw new ApiError(403, 'already_authenticated', 'Unable to authenticate guest account');
    }
    // The same credential finds the same guest; only its hash is stored.
    const hash = hashToken(guest_credential);
    const account = { type: 'guest' as const, ...verifiedNow(toSeconds(ctx.now())) };
    const proven = { account, identifier: hash, mode: 'login-or-sign-up' as const };
    const { user, isNewUser } = logInOrSignUp(ctx, app, proven, { is_guest: true, guest_credential_hash: hash });
    const session = createSession(ctx.repo, app.config.id, user.id, ctx.now());
    return c.json(await sessionAuthResponse(ctx, app, session, user, isNewUser));
  });
}
