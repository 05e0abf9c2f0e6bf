import { Hono } from 'hono';
import * as z from 'zod/mini';
import { readBody } from '../../shared/body';
import type { EmulatorContext, EmulatorEnv } from '../../provider/context';
import { isLocalOrigin } from '../../provider/cors';
import { ApiError } from '../../shared/http-error';
import { findTelegramBot, signWidgetResult } from '../../provider/telegram';
import { renderTelegramErrorPage, renderTelegramLoginPage } from '../telegram-page';
import { TELEGRAM_LOGIN_SCRIPT } from '../telegram-script';

/** What the login window asks the emulator to sign: a test user, as a person typed it. */
const TelegramApprovalRequest = z.object({
  bot_id: z.string().check(z.minLength(1), z.maxLength(32)),
  id: z.int().check(z.gt(0)),
  first_name: z.string().check(z.minLength(1), z.maxLength(64)),
  last_name: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  username: z.optional(z.string().check(z.regex(/^\w{1,32}$/))),
});

/** Telegram's side, emulated: the login script, the login window and the signing a person's approval triggers. */
export function telegramLoginRoutes(ctx: EmulatorContext) {
  return new Hono<EmulatorEnv>()
    .get('/js/telegram-login.js', (c) =>
      c.body(TELEGRAM_LOGIN_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }),
    )
    .get('/telegram/auth', (c) => {
      const { bot_id: botId = '', origin = '', request_access: requestAccess } = c.req.query();
      // The result is posted to this origin, so only a local development page may be named.
      if (!isLocalOrigin(origin)) return c.html(renderTelegramErrorPage('The page to return to must be a localhost origin.'), 400);
      const bot = findTelegramBot(ctx.repo, botId);
      if (!bot) return c.html(renderTelegramErrorPage(`No app has a Telegram bot with id "${botId}" and its token.`), 404);
      return c.html(renderTelegramLoginPage({ botId, botName: bot.name, origin, requestAccess }));
    })
    .post('/telegram/auth', async (c) => {
      const { bot_id, ...user } = await readBody(c, TelegramApprovalRequest);
      const bot = findTelegramBot(ctx.repo, bot_id);
      if (!bot) throw new ApiError(404, 'not_found', `No app has a Telegram bot with id "${bot_id}" and its token.`);
      return c.json(signWidgetResult(bot.token, user, ctx.now()));
    });
}
