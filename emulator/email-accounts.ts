import { toSeconds, type LoginMode } from '../schemas';
import { checkAdmission } from './admission';
import type { EmulatorContext } from './context';
import { ApiError, invalidData } from './http-error';
import type { AppRecord, UserRecord } from './records';
import { emailAccountOf, findUserByEmail, newEmailAccount, newUser, saveUser } from './users';

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

export function assertOwnsEmail(user: UserRecord, address: string): void {
  if (emailAccountOf(user)?.address !== address) throw invalidData('User has no such email address');
}

/** An address may belong to one user only. */
export function assertNotOwnedByAnother(ctx: EmulatorContext, user: UserRecord, address: string): void {
  const owner = findUserByEmail(ctx.repo, user.app_id, address);
  if (owner && owner.id !== user.id) {
    // 400, not 409: clients retry 409 (spec section 7), and a retry would replay an already spent code.
    throw new ApiError(400, 'linked_to_another_user', 'This account has already been linked to another user.');
  }
}

/** The verified address logs its user in, or signs a new user up when the app admits one. */
export function logInOrSignUpByEmail(ctx: EmulatorContext, app: AppRecord, email: string, mode: LoginMode) {
  const existing = findUserByEmail(ctx.repo, app.config.id, email);
  checkAdmission(ctx, app, { identifier: email, isNewUser: !existing, mode });
  const nowSeconds = toSeconds(ctx.now());
  const user: UserRecord = existing
    ? {
        ...existing,
        linked_accounts: existing.linked_accounts.map((account) =>
          account.type === 'email' && account.address === email
            ? { ...account, latest_verified_at: nowSeconds }
            : account,
        ),
      }
    : { ...newUser(app.config.id, nowSeconds), linked_accounts: [newEmailAccount(email, nowSeconds)] };
  saveUser(ctx.repo, user);
  return { user, isNewUser: !existing };
}
