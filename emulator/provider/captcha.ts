import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { bearerUser } from './auth';
import type { EmulatorContext, EmulatorEnv } from './context';
import { ApiError, invalidData } from '../shared/http-error';

/** A test token lives 2 minutes, like a real captcha token. */
export const CAPTCHA_TOKEN_TTL_MS = 2 * 60 * 1000;

/**
 * The emulator's test site keys, by prefix: `test-pass-…` always passes, `test-fail-…` always fails and
 * `test-hang-…` never answers. The last two are played out by the test script; only passing keys get tokens.
 */
const PASSING_SITE_KEY = /^test-pass-/;

const invalidCaptcha = () => new ApiError(400, 'invalid_captcha', 'Invalid or expired captcha token');

/** A single-use token for a passing test site key (POST /dev/captcha/tokens, called by the test script). */
export function issueCaptchaToken(ctx: EmulatorContext, siteKey: string): { token: string; expires_in: number } {
  if (!PASSING_SITE_KEY.test(siteKey)) throw invalidData('Unsupported captcha site key');
  const nowMs = ctx.now();
  // Unspent tokens would pile up: drop the expired ones as new ones are made.
  for (const { id, value } of ctx.repo.list('captcha_tokens')) {
    if (value.expires_at <= nowMs) ctx.repo.delete('captcha_tokens', id);
  }
  const token = `captcha-${randomBytes(24).toString('base64url')}`;
  ctx.repo.put('captcha_tokens', token, { site_key: siteKey, expires_at: nowMs + CAPTCHA_TOKEN_TTL_MS });
  return { token, expires_in: CAPTCHA_TOKEN_TTL_MS / 1000 };
}

/**
 * Refuses a login request with `invalid_captcha` when the app enables a captcha, the caller is not logged in,
 * and the token is missing, unknown, already spent, expired or made for another site key. Spends the token.
 */
export async function assertCaptcha(ctx: EmulatorContext, c: Context<EmulatorEnv>, token: string | null | undefined): Promise<void> {
  const { config } = c.get('app');
  if (!config.captcha_enabled || (await bearerUser(ctx, c))) return;
  const record = token ? ctx.repo.get('captcha_tokens', token) : undefined;
  if (!token || !record) throw invalidCaptcha();
  ctx.repo.delete('captcha_tokens', token);
  if (record.expires_at <= ctx.now() || record.site_key !== config.captcha_site_key) throw invalidCaptcha();
}
