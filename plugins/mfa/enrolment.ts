import { PorticoError, toPorticoError, type PluginContext, type PorticoUser } from '../../kernel/index';
import { AckSchema, type MfaMethodType } from '../../schemas/index';
import { userAnswer } from '../../schemas/lazy';
import { MFA_TOKEN_HEADER, MfaTotpInitAnswer } from '../../schemas/mfa';
import type { MfaReason } from './state';
import type { Verification } from './verification';

export interface TotpEnrolment {
  secret: string;
  /** The otpauth:// URL an authenticator app scans. */
  authUrl: string;
}

export interface MfaEnrolmentActions {
  /** Texts an enrolment code to the number (E.164). */
  enrollSms(phoneNumber: string): Promise<void>;
  submitSmsEnrollment(phoneNumber: string, code: string): Promise<PorticoUser>;
  initTotpEnrollment(): Promise<TotpEnrolment>;
  submitTotpEnrollment(code: string): Promise<PorticoUser>;
  /** Enrols passkeys the user already linked. */
  enrollPasskeys(credentialIds: string[]): Promise<PorticoUser>;
  /** Whether 'Add new passkey' can run: the passkey plugin (which links passkeys) is enabled. */
  canAddPasskey(): boolean;
  /** 'Add new passkey': links a new passkey through the passkey plugin, then enrols every linked passkey. */
  addPasskey(): Promise<PorticoUser>;
  unenroll(method: MfaMethodType): Promise<PorticoUser>;
  /** Whether adding or removing a method asks for a verification now: the user has a method and no live proof. */
  changeNeedsVerification(): boolean;
}

/**
 * Section 4: adding a method when one exists, or removing one, needs a proof first. `verify` gets one the way
 * ensureVerified does (prompt or headless host); a live proof from a recent verification is reused.
 */
export function createEnrolment(
  ctx: PluginContext,
  verification: Verification,
  verify: (reason: MfaReason) => Promise<string>,
): MfaEnrolmentActions {
  async function change(path: string, body: unknown, reason: MfaReason | null): Promise<PorticoUser> {
    await ctx.auth.requireToken();
    const send = async (token: string | null) =>
      ctx.api.post(`/api/v1/mfa${path}`, body, userAnswer, token ? { headers: { [MFA_TOKEN_HEADER]: token } } : {});
    const proof = reason ? (verification.liveProof() ?? (await verify(reason))) : null;
    try {
      return ctx.auth.updateUser(await send(proof));
    } catch (error) {
      // The reused proof expired on the provider's side: verify once more.
      if (!proof || toPorticoError(error).code !== 'missing_or_invalid_mfa' || !reason) throw error;
      verification.dropProof();
      return ctx.auth.updateUser(await send(await verify(reason)));
    }
  }
  const addReason = (): MfaReason | null => (verification.enrolled().length > 0 ? 'enroll' : null);
  const enrollPasskeys = (credentialIds: string[]) => change('/passkeys/enroll', { credential_ids: credentialIds }, addReason());

  return {
    async enrollSms(phoneNumber) {
      await ctx.auth.requireToken();
      await ctx.api.post('/api/v1/mfa/passwordless_sms/init', { action: 'enroll', phone_number: phoneNumber.trim() }, AckSchema);
    },
    submitSmsEnrollment: (phoneNumber, code) =>
      change('/sms/enroll', { phone_number: phoneNumber.trim(), code: code.trim() }, addReason()),
    async initTotpEnrollment() {
      await ctx.auth.requireToken();
      const answer = await ctx.api.post('/api/v1/mfa/totp/init', {}, MfaTotpInitAnswer);
      return { secret: answer.secret, authUrl: answer.auth_url };
    },
    submitTotpEnrollment: (code) => change('/totp/enroll', { code: code.trim() }, addReason()),
    enrollPasskeys,
    canAddPasskey: () => ctx.services.get('passkey') !== undefined,
    async addPasskey() {
      const linker = ctx.services.get('passkey');
      if (!linker) throw new PorticoError('missing_service', 'Adding a passkey needs the passkey plugin');
      const user = await linker.link();
      return enrollPasskeys(user.linkedAccounts.flatMap((account) => (account.type === 'passkey' ? [account.credentialId] : [])));
    },
    unenroll: (method) => change('/unenroll', { method }, 'unenroll'),
    changeNeedsVerification: () => verification.enrolled().length > 0 && verification.liveProof() === null,
  };
}
