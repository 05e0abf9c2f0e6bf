import { Hono } from 'hono';
import {
  EmailAuthenticateRequest,
  EmailInitRequest,
  EmailLinkRequest,
  EmailUnlinkRequest,
  EmailUpdateRequest,
} from '../../schemas';
import { linkAccount, replaceAccount, unlinkAccount } from '../account-linking';
import { currentUser, requireApp, requireUser } from '../auth';
import { sessionAuthResponse } from '../auth-response';
import { readBody } from '../body';
import { assertCaptcha } from '../captcha';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { emailProof, normalizeEmail, requireEmailLogin } from '../email-accounts';
import { logInWithProof } from '../login';
import { sendLoginCode, spendLoginCode } from '../login-codes';
import { createSession } from '../sessions';

const NO_SUCH_ADDRESS = 'User has no such email address';

export function passwordlessRoutes(ctx: EmulatorContext) {
  return new Hono<EmulatorEnv>()
    .use(requireApp(ctx))
    .post('/init', async (c) => {
      const body = await readBody(c, EmailInitRequest);
      const app = c.get('app');
      const email = normalizeEmail(body.email);
      requireEmailLogin(app);
      await assertCaptcha(ctx, c, body.token);
      sendLoginCode(ctx, app.config.id, 'email', email);
      return c.json({ success: true });
    })
    .post('/authenticate', async (c) => {
      const body = await readBody(c, EmailAuthenticateRequest);
      const app = c.get('app');
      const email = normalizeEmail(body.email);
      requireEmailLogin(app);
      spendLoginCode(ctx, app.config.id, 'email', email, body.code);

      const { user, isNewUser } = await logInWithProof(ctx, c, emailProof(ctx, email, body.mode));
      const session = createSession(ctx.repo, app.config.id, user.id, ctx.now());
      return c.json(await sessionAuthResponse(ctx, app, session, user, isNewUser));
    })
    .post('/link', requireUser(ctx), async (c) => {
      const body = await readBody(c, EmailLinkRequest);
      const app = c.get('app');
      const user = currentUser(ctx, c);
      const email = normalizeEmail(body.email);
      requireEmailLogin(app);
      spendLoginCode(ctx, app.config.id, 'email', email, body.code);
      return c.json(linkAccount(ctx, user, emailProof(ctx, email)));
    })
    .post('/update', requireUser(ctx), async (c) => {
      const body = await readBody(c, EmailUpdateRequest);
      const app = c.get('app');
      const user = currentUser(ctx, c);
      const oldAddress = normalizeEmail(body.oldAddress);
      const newAddress = normalizeEmail(body.newAddress);
      requireEmailLogin(app);
      spendLoginCode(ctx, app.config.id, 'email', newAddress, body.code);
      return c.json(replaceAccount(ctx, user, oldAddress, emailProof(ctx, newAddress), NO_SUCH_ADDRESS));
    })
    .post('/unlink', requireUser(ctx), async (c) => {
      const body = await readBody(c, EmailUnlinkRequest);
      const user = currentUser(ctx, c);
      const address = normalizeEmail(body.address);
      return c.json(unlinkAccount(ctx, user, 'email', address, NO_SUCH_ADDRESS));
    });
}
