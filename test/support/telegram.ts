import { createHash, createHmac } from 'node:crypto';
import type { TelegramAuthResult, TelegramWebAppData } from '../../schemas/telegram';

/**
 * Telegram's signatures, computed here from its documentation (core.telegram.org/widgets/login#checking-authorization,
 * core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app) rather than with the emulator's code,
 * so tests check the emulator against Telegram, not against itself.
 */
type Fields = Record<string, string | number | undefined>;

const checkString = (fields: Fields) =>
  Object.entries(fields)
    .filter(([key, value]) => key !== 'hash' && value !== undefined)
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');

/** The hex hash of `fields`: the widget keys its HMAC with SHA-256(token), a Mini App with HMAC-SHA256("WebAppData", token). */
export function telegramSignature(scheme: 'widget' | 'web-app', botToken: string, fields: Fields): string {
  const key =
    scheme === 'widget'
      ? createHash('sha256').update(botToken).digest()
      : createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', key).update(checkString(fields)).digest('hex');
}

export const TEST_BOT = { bot_id: '123456', bot_name: 'PorticoTestBot' };
export const TEST_BOT_TOKEN = '123456:TEST-TOKEN';

/** What Telegram's login widget hands the page: the user, `auth_date` and the hash. */
export function signWidgetData(
  botToken: string,
  user: Pick<TelegramAuthResult, 'id'> & Record<string, string | number>,
  authDate: number,
): TelegramAuthResult {
  const fields = { ...user, auth_date: authDate };
  return { ...fields, hash: telegramSignature('widget', botToken, fields) };
}

/** A Mini App's init data: the raw string fields (`user` as JSON, any others Telegram adds), `auth_date` and the hash. */
export function signWebAppData(
  botToken: string,
  fields: Pick<TelegramWebAppData, 'user'> & Record<string, string>,
  authDate: number,
): TelegramWebAppData {
  const unsigned = { ...fields, auth_date: String(authDate) };
  return { ...unsigned, hash: telegramSignature('web-app', botToken, unsigned) };
}

/**
 * Today's Mini App init data besides `user`: fields the spec names, `signature` (which Telegram added since) and
 * one nobody knows yet, with characters the URL has to encode.
 */
export const MINI_APP_FIELDS = {
  query_id: 'AAH1',
  chat_instance: '-8817',
  chat_type: 'sender',
  signature: 'W3bx_bd9Lw-Jz0aYtB6Yp2p5XvK0WmDt8C6bK0f0y0gq1xW2zT4yH5uN6mR7sE8dQ9aZ0bC1eF2gH3iJ4kL5mNoA',
  foo_bar: 'a b&c=d+e%',
};

/** The app settings that switch Telegram login on with the test bot. */
export const telegramAppConfig = (botToken = TEST_BOT_TOKEN) => ({
  telegram_auth: true,
  telegram_auth_config: TEST_BOT,
  telegram_bot_token: botToken,
});
