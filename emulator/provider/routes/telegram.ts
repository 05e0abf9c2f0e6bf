import { Hono } from 'hono';
import { TelegramAuthenticateRequest, TelegramLinkRequest, TelegramUnlinkRequest } from '../../../schemas/telegram';
import { linkAccount, unlinkAccount } from '../account-linking';
import { currentUser, requireApp, requireUser } from '../auth';
import { sessionAuthResponse } from '../auth-response';
import { readBody } from '../../shared/body';
import { assertCaptcha } from '../captcha';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { logInWithProof } from '../login';
import { createSession } from '../sessions';
import { telegramBotToken, telegramProof } from '../telegram';

/** POST /api/v1/telegram/*: Telegram's signed data (login widget or Mini App) proves the account. */
export function telegramRoutes(ctx: EmulatorContext) {
  return new Hono<EmulatorEnv>()
    .use(requireApp(ctx))
    .post('/authenticate', async (c) => {
      const body = await readBody(c, TelegramAuthenticateRequest);
      const app = c.get('app');
      telegramBotToken(app); // refused before the captcha token is spent
      await assertCaptcha(ctx, c, body.captcha_token);
      const { user, isNewUser } = await logInWithProof(ctx, c, telegramProof(ctx, app, body, body.mode));
      const session = createSession(ctx.repo, app.config.id, user.id, ctx.now());
      return c.json(await sessionAuthResponse(ctx, app, session, user, isNewUser));
    })
    .post('/link', requireUser(ctx), async (c) => {
      const body = await readBody(c, TelegramLinkRequest);
      const proof = telegramProof(ctx, c.get('app'), body);
      return c.json(linkAccount(ctx, currentUser(ctx, c), proof));
    })
    .post('/unlink', requireUser(ctx), async (c) => {
      const { telegram_user_id } = await readBody(c, TelegramUnlinkRequest);
      const user = currentUser(ctx, c);
      return c.json(unlinkAccount(ctx, user, 'telegram', telegram_user_id, 'User has no such Telegram account'));
    });
}
