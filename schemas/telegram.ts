import * as z from 'zod/mini';
import { LOGIN_MODES, optionalToken } from './requests';

/**
 * Telegram's request bodies (section 7). Telegram signs these fields as they are, so they travel unchanged: the
 * login widget's user (numbers as numbers) and a Mini App's raw init-data fields (all strings, `user` as JSON).
 * Not re-exported by schemas/index: zod schemas are built when their module loads, so these would weigh on every
 * entry point; only the Telegram plugin and the emulator import them.
 */
const telegramText = z.optional(z.string().check(z.maxLength(256)));
export const TelegramAuthResult = z.object({
  id: z.int().check(z.gt(0)),
  first_name: telegramText,
  last_name: telegramText,
  username: telegramText,
  photo_url: z.optional(z.string().check(z.maxLength(2048))),
  auth_date: z.int().check(z.gte(0)),
  hash: z.string().check(z.minLength(1), z.maxLength(256)),
});
export type TelegramAuthResult = z.infer<typeof TelegramAuthResult>;
export const TelegramWebAppData = z.object({
  query_id: telegramText,
  user: z.string().check(z.minLength(1), z.maxLength(4096)),
  auth_date: z.string().check(z.regex(/^\d{1,12}$/)),
  hash: z.string().check(z.minLength(1), z.maxLength(256)),
  chat_instance: telegramText,
  chat_type: telegramText,
  start_param: telegramText,
});
export type TelegramWebAppData = z.infer<typeof TelegramWebAppData>;
const telegramProof = { telegram_auth_result: z.optional(TelegramAuthResult), telegram_web_app_data: z.optional(TelegramWebAppData) };
const oneTelegramProof = z.refine<{ telegram_auth_result?: unknown; telegram_web_app_data?: unknown }>(
  (body) => (body.telegram_auth_result === undefined) !== (body.telegram_web_app_data === undefined),
  'Send one of telegram_auth_result and telegram_web_app_data',
);
export const TelegramLinkRequest = z.object(telegramProof).check(oneTelegramProof);
export const TelegramAuthenticateRequest = z
  .object({ captcha_token: optionalToken, ...telegramProof, mode: z._default(z.enum(LOGIN_MODES), 'login-or-sign-up') })
  .check(oneTelegramProof);
export const TelegramUnlinkRequest = z.object({ telegram_user_id: z.string().check(z.regex(/^[1-9]\d{0,19}$/)) });
