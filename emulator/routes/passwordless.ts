import { Hono } from 'hono';
import {
  EmailAuthenticateRequest,
  EmailInitRequest,
  EmailLinkRequest,
  EmailUnlinkRequest,
  EmailUpdateRequest,
  toSeconds,
} from '../../schemas';
import { currentUser, requireApp, requireUser } from '../auth';
import { sessionAuthResponse } from '../auth-response';
import { readBody } from '../body';
import { codeKey, consumeCode, issueCode } from '../codes';
import type { EmulatorContext, EmulatorEnv } from '../context';
import {
  assertNotOwnedByAnother,
  assertOwnsEmail,
  logInOrSignUpByEmail,
  normalizeEmail,
  requireEmailLogin,
} from '../email-accounts';
import { ApiError } from '../http-error';
import { deliverCode } from '../outbox';
import { takeRateLimitSlot } from '../rate-limit';
import type { AppRecord } from '../records';
import { createSession } from '../sessions';
import { emailAccountOf, newEmailAccount, saveUserAndAnswer } from '../users';

const SEND_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };

export function passwordlessRoutes(ctx: EmulatorContext) {
  /** Checks and spends the code sent to `email` for this app. */
  const spendCode = (app: AppRecord, email: string, code: string) =>
    consumeCode(ctx.repo, codeKey(app.config.id, 'email', email), code, ctx.now());

  return new Hono<EmulatorEnv>()
    .use(requireApp(ctx))
    .post('/init', async (c) => {
      const body = await readBody(c, EmailInitRequest);
      const app = c.get('app');
      const email = normalizeEmail(body.email);
      requireEmailLogin(app);
      // Per address across apps: the limit protects the recipient's mailbox.
      takeRateLimitSlot(ctx.repo, `email:${email}`, SEND_LIMIT, ctx.now());
      const code = issueCode(ctx.repo, codeKey(app.config.id, 'email', email), ctx.now());
      deliverCode(ctx, { to: email, channel: 'email', code });
      return c.json({ success: true });
    })
    .post('/authenticate', async (c) => {
      const body = await readBody(c, EmailAuthenticateRequest);
      const app = c.get('app');
      const email = normalizeEmail(body.email);
      requireEmailLogin(app);
      spendCode(app, email, body.code);

      const { user, isNewUser } = logInOrSignUpByEmail(ctx, app, email, body.mode);
      const session = createSession(ctx.repo, app.config.id, user.id, ctx.now());
      return c.json(await sessionAuthResponse(ctx, app, session, user, isNewUser));
    })
    .post('/link', requireUser(ctx), async (c) => {
      const body = await readBody(c, EmailLinkRequest);
      const app = c.get('app');
      const user = currentUser(ctx, c);
      const email = normalizeEmail(body.email);
      requireEmailLogin(app);
      spendCode(app, email, body.code);
      assertNotOwnedByAnother(ctx, user, email);
      if (emailAccountOf(user)) {
        throw new ApiError(400, 'cannot_link_more_of_type', 'User already has an account of type email linked.');
      }
      const linked = newEmailAccount(email, toSeconds(ctx.now()));
      return c.json(saveUserAndAnswer(ctx.repo, { ...user, linked_accounts: [...user.linked_accounts, linked] }));
    })
    .post('/update', requireUser(ctx), async (c) => {
      const body = await readBody(c, EmailUpdateRequest);
      const app = c.get('app');
      const user = currentUser(ctx, c);
      const oldAddress = normalizeEmail(body.oldAddress);
      const newAddress = normalizeEmail(body.newAddress);
      requireEmailLogin(app);
      spendCode(app, newAddress, body.code);
      assertOwnsEmail(user, oldAddress);
      assertNotOwnedByAnother(ctx, user, newAddress);
      const replacement = newEmailAccount(newAddress, toSeconds(ctx.now()));
      const linked_accounts = user.linked_accounts.map((account) =>
        account.type === 'email' && account.address === oldAddress ? replacement : account,
      );
      return c.json(saveUserAndAnswer(ctx.repo, { ...user, linked_accounts }));
    })
    .post('/unlink', requireUser(ctx), async (c) => {
      const body = await readBody(c, EmailUnlinkRequest);
      const user = currentUser(ctx, c);
      const address = normalizeEmail(body.address);
      assertOwnsEmail(user, address);
      const linked_accounts = user.linked_accounts.filter(
        (account) => !(account.type === 'email' && account.address === address),
      );
      return c.json(saveUserAndAnswer(ctx.repo, { ...user, linked_accounts }));
    });
}
