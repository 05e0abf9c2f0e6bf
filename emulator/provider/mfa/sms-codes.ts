import { spendCode } from '../codes';
import type { EmulatorContext } from '../context';
import { sendCode } from '../login-codes';
import type { UserRecord } from '../../shared/records';
import { MFA_CODE_WAIT_MS } from './attempts';

/**
 * MFA's SMS codes: login codes' rules and outbox, under keys of their own (a login code for the same number never
 * passes MFA, nor an enrolment code a verification), alive for section 9's MFA code wait.
 */

export type SmsCodePurpose = 'enroll' | 'verify';

const mfaCodeKey = (user: UserRecord, purpose: SmsCodePurpose, phoneNumber: string) =>
  `${user.app_id}:mfa-${purpose}:${user.id}:${phoneNumber}`;

export function sendMfaSmsCode(ctx: EmulatorContext, user: UserRecord, purpose: SmsCodePurpose, phoneNumber: string): void {
  sendCode(ctx, mfaCodeKey(user, purpose, phoneNumber), 'sms', phoneNumber, MFA_CODE_WAIT_MS);
}

/** True when `code` is the live code sent for this purpose (spent then); false otherwise. */
export const spendMfaSmsCode = (ctx: EmulatorContext, user: UserRecord, purpose: SmsCodePurpose, phoneNumber: string, code: string) =>
  spendCode(ctx.repo, mfaCodeKey(user, purpose, phoneNumber), code, ctx.now());
