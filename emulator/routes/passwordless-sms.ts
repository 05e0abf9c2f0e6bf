import { Hono } from 'hono';
import { SmsAuthenticateRequest, SmsInitRequest, SmsLinkRequest, SmsUnlinkRequest, SmsUpdateRequest } from '../../schemas';
import { linkAccount, replaceAccount, unlinkAccount } from '../account-linking';
import { currentUser, requireApp, requireUser } from '../auth';
import { sessionAuthResponse } from '../auth-response';
import { readBody } from '../body';
import { assertCaptcha } from '../captcha';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { logInWithProof } from '../login';
import { sendLoginCode, spendLoginCode } from '../login-codes';
import { assertSupportedRegion, normalizePhoneNumber, phoneProof, requireSmsLogin } from '../phone-accounts';
import { createSession } from '../sessions';

const NO_SUCH_NUMBER = 'User has no such phone number';

/** POST /api/v1/passwordless_sms/*: the email routes' rules, with codes sent to the outbox as SMS. */
export function passwordlessSmsRoutes(ctx: EmulatorContext) {
  return new Hono<EmulatorEnv>()
    .use(requireApp(ctx))
    .post('/init', async (c) => {
      const body = await readBody(c, SmsInitRequest);
      const app = c.get('app');
      const phoneNumber = normalizePhoneNumber(body.phoneNumber);
      requireSmsLogin(app);
      await assertCaptcha(ctx, c, body.token);
      assertSupportedRegion(app, phoneNumber);
      sendLoginCode(ctx, app.config.id, 'sms', phoneNumber);
      return c.json({ success: true });
    })
    .post('/authenticate', async (c) => {
      const body = await readBody(c, SmsAuthenticateRequest);
      const app = c.get('app');
      const phoneNumber = normalizePhoneNumber(body.phoneNumber);
      requireSmsLogin(app);
      spendLoginCode(ctx, app.config.id, 'sms', phoneNumber, body.code);

      const { user, isNewUser } = await logInWithProof(ctx, c, phoneProof(ctx, phoneNumber, body.mode));
      const session = createSession(ctx.repo, app.config.id, user.id, ctx.now());
      return c.json(await sessionAuthResponse(ctx, app, session, user, isNewUser));
    })
    .post('/link', requireUser(ctx), async (c) => {
      const body = await readBody(c, SmsLinkRequest);
      const app = c.get('app');
      const user = currentUser(ctx, c);
      const phoneNumber = normalizePhoneNumber(body.phoneNumber);
      requireSmsLogin(app);
      spendLoginCode(ctx, app.config.id, 'sms', phoneNumber, body.code);
      return c.json(linkAccount(ctx, user, phoneProof(ctx, phoneNumber)));
    })
    .post('/update', requireUser(ctx), async (c) => {
      const body = await readBody(c, SmsUpdateRequest);
      const app = c.get('app');
      const user = currentUser(ctx, c);
      const oldNumber = normalizePhoneNumber(body.old_phone_number);
      const newNumber = normalizePhoneNumber(body.new_phone_number);
      requireSmsLogin(app);
      spendLoginCode(ctx, app.config.id, 'sms', newNumber, body.code);
      return c.json(replaceAccount(ctx, user, oldNumber, phoneProof(ctx, newNumber), NO_SUCH_NUMBER));
    })
    .post('/unlink', requireUser(ctx), async (c) => {
      const body = await readBody(c, SmsUnlinkRequest);
      const user = currentUser(ctx, c);
      const phoneNumber = normalizePhoneNumber(body.phoneNumber);
      return c.json(unlinkAccount(ctx, user, 'phone', phoneNumber, NO_SUCH_NUMBER));
    });
}
