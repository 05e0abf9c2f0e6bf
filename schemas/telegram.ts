import * as z from 'zod/mini';
import { LOGIN_MODES, optionalToken } from './requests';

/**
 * Telegram's request bodies (section 7). Telegram signs every field it sends, fields added after this was written
 * included, so each travels unchanged: the login widget's user (numbers as numbers) and a Mini App's raw init-data
 * fields (all strings, `user` as JSON). The fields this code reads are typed; any other is kept within bounds.
 * Not re-exported by schemas/index: zod schemas are built when their module loads, so these would weigh on every
 * entry point; only the Telegram plugin and the emulator import them.
 */
const MAX_FIELDS = 32;
const MAX_VALUE_LENGTH = 4096;
/**
 * Telegram's field names are lower-case words joined by `_`. Without digits or capitals, sorting the check string's
 * lines and sorting its keys give the same order ('=' sorts before '_' and letters).
 */
const FIELD_NAME = /^[a-z][a-z_]{0,63}$/;
/** A line feed separates the check string's lines: a value holding one could pose as several signed fields. */
const singleLine = (value: unknown) => typeof value !== 'string' || !value.includes('\n');
const signedData = z.refine<Record<string, unknown>>((fields) => {
  const entries = Object.entries(fields);
  return entries.length <= MAX_FIELDS && entries.every(([key, value]) => FIELD_NAME.test(key) && singleLine(value));
}, `Telegram data has at most ${MAX_FIELDS} single-line fields named with lower-case letters and underscores`);

const telegramText = z.optional(z.string().check(z.maxLength(256)));
const otherText = z.string().check(z.maxLength(MAX_VALUE_LENGTH));
export const TelegramAuthResult = z
  .catchall(
    z.object({
      id: z.int().check(z.gt(0)),
      first_name: telegramText,
      last_name: telegramText,
      username: telegramText,
      photo_url: z.optional(z.string().check(z.maxLength(2048))),
      auth_date: z.int().check(z.gte(0)),
      hash: z.string().check(z.minLength(1), z.maxLength(256)),
    }),
    z.union([otherText, z.int()]),
  )
  .check(signedData);
export type TelegramAuthResult = z.infer<typeof TelegramAuthResult>;
export const TelegramWebAppData = z
  .catchall(
    z.object({
      user: z.string().check(z.minLength(1), z.maxLength(MAX_VALUE_LENGTH)),
      auth_date: z.string().check(z.regex(/^\d{1,12}$/)),
      hash: z.string().check(z.minLength(1), z.maxLength(256)),
    }),
    otherText,
  )
  .check(signedData);
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
