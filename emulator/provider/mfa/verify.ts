import type { Context } from 'hono';
import type * as z from 'zod/mini';
import type { MfaMethodType } from '../../../schemas';
import { isMfaMethodType, type MfaVerifyAnswer, type MfaVerifyRequest } from '../../../schemas/mfa';
import { currentUser } from '../auth';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { ApiError, invalidData } from '../../shared/http-error';
import { verifyPasskeyMfa } from '../passkey';
import type { UserRecord } from '../../shared/records';
import { withinAttemptLimit } from './attempts';
import { notEnrolled, unsupportedMfaMethod, wrongMfaCode } from './errors';
import { readFactors, updateFactors } from './factors';
import { hasMfaMethod, mfaPasskeyIds } from './methods';
import { issueMfaProof } from './proof';
import { spendMfaSmsCode } from './sms-codes';
import { matchTotpStep } from './totp';

/** POST /mfa/verify: one enrolled method's answer, under the attempt limit, earns an MFA proof. */

type VerifyBody = z.output<typeof MfaVerifyRequest>;
type Check = (ctx: EmulatorContext, c: Context<EmulatorEnv>, user: UserRecord, body: VerifyBody) => Promise<void>;

/** Section 5: sms and totp take a string code. */
function codeOf(body: VerifyBody): string {
  if (body.code === undefined) throw invalidData(`Invalid code: expected string for ${body.method}`);
  return body.code;
}

const CHECKS: Record<MfaMethodType, Check> = {
  async sms(ctx, _c, user, body) {
    const phoneNumber = readFactors(ctx, user).sms_phone_number;
    if (phoneNumber === undefined) throw notEnrolled('sms');
    if (!spendMfaSmsCode(ctx, user, 'verify', phoneNumber, codeOf(body))) throw wrongMfaCode();
  },

  async totp(ctx, _c, user, body) {
    const { totp_secret, totp_last_step } = readFactors(ctx, user);
    if (totp_secret === undefined) throw notEnrolled('totp');
    const step = matchTotpStep(totp_secret, codeOf(body), ctx.now());
    // A code is good once: one of the last accepted step, or an earlier one, is a replay.
    if (step === null || (totp_last_step !== undefined && step <= totp_last_step)) throw wrongMfaCode();
    updateFactors(ctx, user, (factors) => ({ ...factors, totp_last_step: step }));
  },

  /** Section 5: a passkey answers with an authenticator response, for one of the user's MFA passkeys. */
  async passkey(ctx, c, user, body) {
    if (body.authenticator_response === undefined) throw invalidData('Invalid authenticator_response: expected object for passkey');
    const { userId, credentialId } = await verifyPasskeyMfa(ctx, c, body.authenticator_response, body.relying_party);
    if (userId !== user.id || !mfaPasskeyIds(user).includes(credentialId)) {
      throw new ApiError(401, 'invalid_credentials', 'This passkey is not enrolled in MFA');
    }
  },
};

export async function verifyMfa(ctx: EmulatorContext, c: Context<EmulatorEnv>, body: VerifyBody): Promise<MfaVerifyAnswer> {
  if (!isMfaMethodType(body.method)) throw unsupportedMfaMethod();
  const method = body.method;
  const user = currentUser(ctx, c);
  if (!hasMfaMethod(user, method)) throw notEnrolled(method);
  await withinAttemptLimit(ctx, user.id, method, () => CHECKS[method](ctx, c, user, body));
  return issueMfaProof(ctx, user);
}
