import { toSeconds, type LoginMode } from '../../schemas';
import type { EmulatorContext } from './context';
import { ApiError, invalidData } from '../shared/http-error';
import type { ProvenAccount } from './login';
import type { AppRecord } from '../shared/records';
import { newEmailAccount } from './users';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const MAX_EMAIL_LENGTH = 254;

/** Addresses are compared lower-cased and trimmed everywhere. */
export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) throw invalidData('Invalid email address');
  return email;
}

export function requireEmailLogin(app: AppRecord): void {
  if (!app.config.email_auth) {
    throw new ApiError(403, 'disallowed_login_method', 'Login with email is not allowed for this app');
  }
}

/** A verified address, for logInWithProof: it logs its user in, upgrades a guest, or signs a new user up. */
export const emailProof = (ctx: EmulatorContext, email: string, mode: LoginMode = 'login-or-sign-up'): ProvenAccount => ({
  account: newEmailAccount(email, toSeconds(ctx.now())),
  identifier: email,
  mode,
});
