import { Hono } from 'hono';
import { OAuthAuthenticateRequest, OAuthInitRequest, OAuthLinkRequest, OAuthUnlinkRequest, type AuthResponseWire } from '../../../schemas';
import { linkAccount, unlinkAccount } from '../account-linking';
import { currentUser, requireApp, requireUser } from '../auth';
import { sessionAuthResponse } from '../auth-response';
import { readBody } from '../../shared/body';
import { assertCaptcha } from '../captcha';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { logInWithProof } from '../login';
import { assertLocalRedirect, createAuthorizationRequest, oauthProof, oauthTokens, redeemCode, requireOAuthLogin } from '../oauth';
import { createSession } from '../sessions';

/** POST /api/v1/oauth/*: init hands out the emulated provider's page; authenticate and link redeem its code. */
export function oauthRoutes(ctx: EmulatorContext) {
  return new Hono<EmulatorEnv>()
    .use(requireApp(ctx))
    .post('/init', async (c) => {
      const { token, ...request } = await readBody(c, OAuthInitRequest);
      const app = c.get('app');
      requireOAuthLogin(app, request.provider);
      assertLocalRedirect(request.redirect_to);
      await assertCaptcha(ctx, c, token);
      return c.json({ url: createAuthorizationRequest(ctx, app.config.id, request, new URL(c.req.url).origin) });
    })
    .post('/authenticate', async (c) => {
      const body = await readBody(c, OAuthAuthenticateRequest);
      const app = c.get('app');
      const { provider, identity } = redeemCode(ctx, app, body);
      const { user, isNewUser } = await logInWithProof(ctx, c, oauthProof(ctx, provider, identity, body.mode));
      const session = createSession(ctx.repo, app.config.id, user.id, ctx.now());
      const answer: AuthResponseWire = {
        ...(await sessionAuthResponse(ctx, app, session, user, isNewUser)),
        oauth_tokens: oauthTokens(provider),
      };
      return c.json(answer);
    })
    .post('/link', requireUser(ctx), async (c) => {
      const body = await readBody(c, OAuthLinkRequest);
      const { provider, identity } = redeemCode(ctx, c.get('app'), body);
      const user = currentUser(ctx, c);
      return c.json(linkAccount(ctx, user, oauthProof(ctx, provider, identity)));
    })
    .post('/unlink', requireUser(ctx), async (c) => {
      const { provider, subject } = await readBody(c, OAuthUnlinkRequest);
      const user = currentUser(ctx, c);
      return c.json(unlinkAccount(ctx, user, `${provider}_oauth`, subject, 'User has no such account'));
    });
}
