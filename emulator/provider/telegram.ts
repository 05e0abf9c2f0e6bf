import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import { toSeconds, type LinkedAccountWire, type LoginMode } from '../../schemas';
import type { TelegramAuthResult, TelegramWebAppData } from '../../schemas/telegram';
import type { EmulatorContext } from './context';
import { ApiError, invalidData } from '../shared/http-error';
import type { ProvenAccount } from './login';
import { takeRateLimitSlot } from '../shared/rate-limit';
import type { AppRecord } from '../shared/records';
import type { Repository } from '../shared/repository';
import { verifiedNow } from './users';

/**
 * Telegram's two signing schemes (core.telegram.org/widgets/login, core.telegram.org/bots/webapps): the login
 * widget keys its HMAC with SHA-256(bot token), a Mini App's init data with HMAC-SHA256("WebAppData", bot token),
 * so data signed for one never passes as the other.
 */
type TelegramScheme = 'widget' | 'web-app';

/** Telegram advises refusing login data older than a day. */
export const TELEGRAM_MAX_AGE_SECONDS = 24 * 60 * 60;
const ATTEMPT_LIMIT = { limit: 10, windowMs: 60 * 1000 };

type TelegramAccountWire = Extract<LinkedAccountWire, { type: 'telegram' }>;
type TelegramFields = Record<string, string>;

const secretKey = (scheme: TelegramScheme, botToken: string): Buffer =>
  scheme === 'widget'
    ? createHash('sha256').update(botToken).digest()
    : createHmac('sha256', 'WebAppData').update(botToken).digest();

/** Every field but `hash`, as `key=value` lines sorted by key. */
const dataCheckString = (fields: TelegramFields) =>
  Object.keys(fields)
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');

/** The hex hash Telegram puts on `fields` with this bot's token. */
const telegramHash = (scheme: TelegramScheme, botToken: string, fields: TelegramFields) =>
  createHmac('sha256', secretKey(scheme, botToken)).update(dataCheckString(fields)).digest('hex');

const invalidTelegramData = (message: string) => new ApiError(401, 'invalid_credentials', message);

/** Checks the hash in constant time, then the age of `auth_date`. */
function verifyTelegramFields(scheme: TelegramScheme, botToken: string, fields: TelegramFields, nowMs: number): void {
  const expected = Buffer.from(telegramHash(scheme, botToken, fields), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(fields.hash ?? '') ? Buffer.from(fields.hash as string, 'hex') : null;
  if (!given || !timingSafeEqual(expected, given)) {
    throw invalidTelegramData('Invalid Telegram authentication data: the hash does not match');
  }
  if (toSeconds(nowMs) - Number(fields.auth_date) > TELEGRAM_MAX_AGE_SECONDS) {
    throw invalidTelegramData('Telegram authentication data is more than a day old');
  }
}

/** The fields as the strings Telegram signed (absent fields are not part of the data). */
const signedFields = (data: Record<string, string | number | undefined>): TelegramFields =>
  Object.fromEntries(Object.entries(data).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));

const WebAppUser = z.looseObject({
  id: z.int().check(z.gt(0)),
  first_name: z.optional(z.string()),
  last_name: z.optional(z.string()),
  username: z.optional(z.string()),
  photo_url: z.optional(z.string()),
});
type TelegramUser = z.infer<typeof WebAppUser>;

function webAppUser(data: TelegramWebAppData): TelegramUser {
  try {
    return WebAppUser.parse(JSON.parse(data.user));
  } catch {
    throw invalidData('Invalid telegram_web_app_data.user: expected a Telegram user as JSON');
  }
}

/** The app's bot token, or disallowed_login_method when Telegram login is off or has no bot. */
export function telegramBotToken(app: AppRecord): string {
  const token = app.settings.telegram_bot_token;
  if (!app.config.telegram_auth || !token) {
    throw new ApiError(403, 'disallowed_login_method', 'Login with Telegram is not allowed for this app');
  }
  return token;
}

const telegramAccount = (user: TelegramUser, nowSeconds: number): TelegramAccountWire => ({
  type: 'telegram',
  telegram_user_id: String(user.id),
  first_name: user.first_name ?? null,
  last_name: user.last_name ?? null,
  username: user.username ?? null,
  photo_url: user.photo_url ?? null,
  ...verifiedNow(nowSeconds),
});

export interface TelegramProofInput {
  telegram_auth_result?: TelegramAuthResult | undefined;
  telegram_web_app_data?: TelegramWebAppData | undefined;
}

/** The Telegram account the signed data proves, for logInWithProof and the link helpers. Rate-limited per user. */
export function telegramProof(
  ctx: EmulatorContext,
  app: AppRecord,
  input: TelegramProofInput,
  mode: LoginMode = 'login-or-sign-up',
): ProvenAccount {
  const botToken = telegramBotToken(app);
  const { telegram_auth_result: widget, telegram_web_app_data: webApp } = input;
  // The request schema lets exactly one through.
  const user = widget ?? webAppUser(webApp as TelegramWebAppData);
  takeRateLimitSlot(ctx.repo, `telegram:${app.config.id}:${user.id}`, ATTEMPT_LIMIT, ctx.now());
  const [scheme, data] = widget ? (['widget', widget] as const) : (['web-app', webApp as TelegramWebAppData] as const);
  // Every field received is checked, unknown ones included: Telegram's hash covers all it sent.
  verifyTelegramFields(scheme, botToken, signedFields(data), ctx.now());
  const account = telegramAccount(user, toSeconds(ctx.now()));
  return { account, identifier: account.telegram_user_id, mode };
}

/** The app whose `telegram_auth_config` names this bot and has its token, for the emulator's login page. */
export function findTelegramBot(repo: Repository, botId: string): { name: string; token: string } | null {
  for (const { value: app } of repo.list('apps')) {
    const config = app.config.telegram_auth_config;
    const token = app.settings.telegram_bot_token;
    if (config?.bot_id === botId && token) return { name: config.bot_name, token };
  }
  return null;
}

export type TelegramUserFields = Pick<TelegramAuthResult, 'id' | 'first_name' | 'last_name' | 'username' | 'photo_url'>;

/** What the emulator's login page hands back once a person approves: the user, signed as Telegram's widget signs it. */
export function signWidgetResult(botToken: string, user: TelegramUserFields, nowMs: number): TelegramAuthResult {
  const unsigned = { ...user, auth_date: toSeconds(nowMs) };
  return { ...unsigned, hash: telegramHash('widget', botToken, signedFields(unsigned)) };
}
