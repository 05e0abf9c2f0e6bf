import type * as z from 'zod/mini';
import { FrameError } from './frame-error';
import { type EVENT_DATA, SdkMfaAnswer } from './protocol';
import { ProviderApiError, type MfaVerifyBody, type ProviderApi } from './provider-api';

type Data<E extends keyof typeof EVENT_DATA> = z.output<(typeof EVENT_DATA)[E]>;

const MISSING_MFA = 'missing_or_invalid_mfa';

/** The provider's verify body for a prompt's answer: a code, or a passkey's assertion with its relying party. */
function verifyBody({ mfaMethod, mfaCode, relyingParty }: z.output<typeof SdkMfaAnswer>): MfaVerifyBody {
  if (typeof mfaCode === 'string') return { method: mfaMethod, code: mfaCode };
  return { method: mfaMethod, authenticator_response: mfaCode, ...(relyingParty && { relying_party: relyingParty }) };
}

const ENROLL_PATH = { totp: '/totp/enroll', sms: '/sms/enroll', passkey: '/passkeys/enroll' } as const;

/**
 * MFA as the provider's own SDK speaks it: it never holds an MFA proof itself. A request the provider refuses for want
 * of one comes back `missing_or_invalid_mfa`; the SDK prompts the person and sends the request again with their answer
 * (`mfaMethod`, `mfaCode`), which the frame verifies and holds, for this frame's life or until `mfa:clear`, so the
 * requests after it pass too while the proof lives (five minutes at the provider). Our own widget sends `mfaToken`
 * with each request instead and never meets the held proof.
 */
export function createSdkMfa(api: ProviderApi) {
  let held: string | undefined;

  /** A request's data with the proof its prompt answer earns, or the one held, unless it brings its own. */
  async function withProof(data: unknown): Promise<unknown> {
    if (typeof data !== 'object' || data === null) return data;
    if ('mfaMethod' in data) held = await verify(data);
    return held && !('mfaToken' in data) ? { ...data, mfaToken: held } : data;
  }

  async function verify(data: object): Promise<string> {
    const answer = SdkMfaAnswer.safeParse(data);
    if (!answer.success) throw new FrameError('invalid_request_arguments', 'Invalid MFA answer');
    try {
      return (await api.mfa.verify(answer.data.accessToken, verifyBody(answer.data))).token;
    } catch (error) {
      // A wrong code: the SDK prompts again only on this type; the attempt limit's own code passes through.
      if (error instanceof ProviderApiError && error.code === 'invalid_credentials') throw new FrameError(MISSING_MFA, error.message);
      throw error;
    }
  }

  const actions = {
    async 'mfa:clear'() {
      held = undefined;
      return {};
    },
    async 'mfa:verify'({ mfaToken }: Data<'mfa:verify'>) {
      if (!mfaToken) throw new FrameError(MISSING_MFA, 'Verify with an MFA method first');
      return {};
    },
    async 'mfa:init-enrollment'(data: Data<'mfa:init-enrollment'>) {
      if (data.method === 'sms') {
        await api.mfa.smsInit(data.accessToken, data.phoneNumber, data.mfaToken);
        return { method: 'sms' };
      }
      const { secret, auth_url } = await api.mfa.totpInit(data.accessToken, data.mfaToken);
      return { method: 'totp', secret, authUrl: auth_url };
    },
    async 'mfa:submit-enrollment'(data: Data<'mfa:submit-enrollment'>) {
      const body =
        data.method === 'passkey'
          ? { credential_ids: data.credentialIds }
          : { code: data.code, ...(data.method === 'sms' && { phone_number: data.phoneNumber }) };
      await api.mfa.enroll(data.accessToken, ENROLL_PATH[data.method], body, data.mfaToken);
      return {};
    },
    async 'mfa:unenroll'({ accessToken, method, mfaToken }: Data<'mfa:unenroll'>) {
      await api.mfa.unenroll(accessToken, method, mfaToken);
      return {};
    },
  };

  return { withProof, actions };
}
