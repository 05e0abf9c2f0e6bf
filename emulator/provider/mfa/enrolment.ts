import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { toSeconds, type MfaMethodType, type UserWire } from '../../../schemas';
import {
  isMfaMethodType,
  type MfaPasskeysEnrollRequest,
  type MfaSmsEnrollRequest,
  type MfaTotpEnrollRequest,
  type MfaUnenrollRequest,
} from '../../../schemas/mfa';
import { currentUser } from '../auth';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { invalidData } from '../../shared/http-error';
import { normalizePhoneNumber } from '../phone-accounts';
import type { AppRecord, MfaFactorsRecord, UserRecord } from '../../shared/records';
import { saveUserAndAnswer } from '../users';
import { notEnrolled, unsupportedMfaMethod, wrongMfaCode } from './errors';
import { readFactors, updateFactors } from './factors';
import {
  assertMethodEnabled,
  hasMfa,
  hasMfaMethod,
  mfaPasskeyIds,
  passkeyIds,
  withMethod,
  withoutMethod,
  withPasskeysEnrolled,
} from './methods';
import { assertMfaProof } from './proof';
import { spendMfaSmsCode } from './sms-codes';
import { matchTotpStep, newTotpSecret, totpAuthUrl } from './totp';

/** Enrolment and removal of MFA methods (section 4). Each answers the user, whose `mfa_methods` list them. */

/** Long enough to install an authenticator app and scan the code. */
export const PENDING_TOTP_TTL_MS = 10 * 60_000;

/** Section 4: adding a method when the user already has one, or removing one, needs verification first. */
function assertMayChange(ctx: EmulatorContext, c: Context<EmulatorEnv>, user: UserRecord, change: 'add' | 'remove'): void {
  if (change === 'remove' || hasMfa(user)) assertMfaProof(ctx, c, user);
}

/** The user with the method enrolled and its secrets changed, saved together. */
function saveEnrolment(
  ctx: EmulatorContext,
  user: UserRecord,
  type: MfaMethodType,
  factors: (current: MfaFactorsRecord) => MfaFactorsRecord,
): UserWire {
  return ctx.repo.transaction(() => {
    updateFactors(ctx, user, factors);
    return saveUserAndAnswer(ctx.repo, withMethod(user, type, toSeconds(ctx.now())));
  });
}

export function enrollSms(ctx: EmulatorContext, c: Context<EmulatorEnv>, body: z.output<typeof MfaSmsEnrollRequest>): UserWire {
  assertMethodEnabled(c.get('app'), 'sms');
  const phoneNumber = normalizePhoneNumber(body.phone_number);
  const user = currentUser(ctx, c);
  assertMayChange(ctx, c, user, 'add');
  if (!spendMfaSmsCode(ctx, user, 'enroll', phoneNumber, body.code)) throw wrongMfaCode();
  return saveEnrolment(ctx, user, 'sms', (factors) => ({ ...factors, sms_phone_number: phoneNumber }));
}

/** The person an authenticator app lists the secret under: an email address, else a number, else the user id. */
function accountLabel(user: UserRecord): string {
  const email = user.linked_accounts.find((a) => a.type === 'email');
  const phone = user.linked_accounts.find((a) => a.type === 'phone');
  if (email?.type === 'email') return email.address;
  if (phone?.type === 'phone') return phone.phoneNumber;
  return user.id;
}

/** The entry an authenticator app shows for the secret: the app that issued it and the person's label. */
export const totpAccount = (app: AppRecord, user: UserRecord) => ({ issuer: app.config.name ?? 'Portico', label: accountLabel(user) });

/** A new secret, pending until totp/enroll proves the app holds it. */
export function initTotp(ctx: EmulatorContext, c: Context<EmulatorEnv>): { secret: string; auth_url: string } {
  const app = c.get('app');
  assertMethodEnabled(app, 'totp');
  const user = currentUser(ctx, c);
  const secret = newTotpSecret();
  updateFactors(ctx, user, (factors) => ({ ...factors, pending_totp: { secret, expires_at: ctx.now() + PENDING_TOTP_TTL_MS } }));
  const { issuer, label } = totpAccount(app, user);
  return { secret, auth_url: totpAuthUrl(issuer, label, secret) };
}

export function enrollTotp(ctx: EmulatorContext, c: Context<EmulatorEnv>, body: z.output<typeof MfaTotpEnrollRequest>): UserWire {
  assertMethodEnabled(c.get('app'), 'totp');
  const user = currentUser(ctx, c);
  assertMayChange(ctx, c, user, 'add');
  const pending = readFactors(ctx, user).pending_totp;
  if (!pending || pending.expires_at <= ctx.now()) throw invalidData('No authenticator app enrolment in progress: call totp/init first');
  const step = matchTotpStep(pending.secret, body.code, ctx.now());
  if (step === null) throw wrongMfaCode();
  // The enrolment code's step counts as used, so the same code cannot then pass a verification.
  return saveEnrolment(ctx, user, 'totp', (factors) => ({
    ...factors,
    totp_secret: pending.secret,
    totp_last_step: step,
    pending_totp: undefined,
  }));
}

/** Marks passkeys the user already linked as MFA passkeys (a new one is linked first, through passkeys/link). */
export function enrollPasskeys(ctx: EmulatorContext, c: Context<EmulatorEnv>, body: z.output<typeof MfaPasskeysEnrollRequest>): UserWire {
  assertMethodEnabled(c.get('app'), 'passkey');
  const user = currentUser(ctx, c);
  const linked = passkeyIds(user);
  if (body.credential_ids.some((id) => !linked.includes(id))) throw invalidData('User has no such passkey');
  assertMayChange(ctx, c, user, 'add');
  return saveEnrolment(ctx, withPasskeysEnrolled(user, body.credential_ids, true), 'passkey', (factors) => factors);
}

/** What each method keeps beside the user, forgotten with it. */
const forgetSecrets: Record<MfaMethodType, (factors: MfaFactorsRecord) => MfaFactorsRecord> = {
  sms: (factors) => ({ ...factors, sms_phone_number: undefined }),
  totp: (factors) => ({ ...factors, totp_secret: undefined, totp_last_step: undefined, pending_totp: undefined }),
  passkey: (factors) => factors,
};

/** Drops a method and its secrets; the passkeys themselves stay linked, no longer enrolled (so they can be unlinked). */
export function unenroll(ctx: EmulatorContext, c: Context<EmulatorEnv>, body: z.output<typeof MfaUnenrollRequest>): UserWire {
  if (!isMfaMethodType(body.method)) throw unsupportedMfaMethod();
  const method = body.method;
  const user = currentUser(ctx, c);
  if (!hasMfaMethod(user, method)) throw notEnrolled(method);
  assertMayChange(ctx, c, user, 'remove');
  const remaining = method === 'passkey' ? withPasskeysEnrolled(user, mfaPasskeyIds(user), false) : user;
  return ctx.repo.transaction(() => {
    updateFactors(ctx, user, forgetSecrets[method]);
    return saveUserAndAnswer(ctx.repo, withoutMethod(remaining, method));
  });
}
