import type { Context } from 'hono';
import type * as z from 'zod/mini';
import type { MfaSmsInitRequest } from '../../../schemas/mfa';
import { currentUser } from '../auth';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { invalidData } from '../../shared/http-error';
import { mfaAuthenticationOptions } from '../passkey';
import { assertSupportedRegion, normalizePhoneNumber } from '../phone-accounts';
import { notEnrolled } from './errors';
import { readFactors } from './factors';
import { assertMethodEnabled, hasMfaMethod, mfaPasskeyIds } from './methods';
import { sendMfaSmsCode } from './sms-codes';

/** The first half of a ceremony: an SMS code sent (to enrol a number, or to verify), or passkey request options. */

export function sendMfaSmsInit(ctx: EmulatorContext, c: Context<EmulatorEnv>, body: z.output<typeof MfaSmsInitRequest>): void {
  const app = c.get('app');
  const user = currentUser(ctx, c);
  if (body.action === 'enroll') {
    assertMethodEnabled(app, 'sms');
    if (body.phone_number === undefined) throw invalidData('Invalid phone_number: expected string to enroll');
    const phoneNumber = normalizePhoneNumber(body.phone_number);
    assertSupportedRegion(app, phoneNumber);
    sendMfaSmsCode(ctx, user, 'enroll', phoneNumber);
    return;
  }
  // A verification goes to the enrolled number only, whatever the body names; enrolled users keep verifying
  // even if the app later switches the method off, or they would lose their wallet.
  const phoneNumber = readFactors(ctx, user).sms_phone_number;
  if (!hasMfaMethod(user, 'sms') || phoneNumber === undefined) throw notEnrolled('sms');
  sendMfaSmsCode(ctx, user, 'verify', phoneNumber);
}

/** Request options (as passkey login's) listing the user's MFA passkeys, the challenge bound to the session. */
export function mfaPasskeyOptions(ctx: EmulatorContext, c: Context<EmulatorEnv>) {
  const user = currentUser(ctx, c);
  const ids = mfaPasskeyIds(user);
  if (!hasMfaMethod(user, 'passkey') || ids.length === 0) throw notEnrolled('passkey');
  return mfaAuthenticationOptions(ctx, c, ids);
}
