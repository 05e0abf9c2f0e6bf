import { isPorticoError, toPorticoError, type PluginContext, type PluginState, type PorticoError } from '../../kernel/index';
import { AckSchema, type MfaMethodType } from '../../schemas/index';
import { MfaVerifyAnswer } from '../../schemas/mfa';
import { maxAttemptsReached, mfaCanceled, mfaTimedOut, unsupportedMethod } from './errors';
import type { MfaMessages } from './messages';
import { MFA_CODE_WAIT_MS, MFA_MAX_ATTEMPTS, type MfaReason, type MfaState } from './state';
import { authenticationWire, PasskeyOptionsResponse } from '../../schemas/passkey';
import type { AuthenticationResponseJSON, MfaWebAuthnLayer } from './webauthn';

type RequestOptions = Parameters<MfaWebAuthnLayer['startAuthentication']>[0];

/** What a method is answered with: a code for sms and totp, an assertion for passkey. */
export type MfaAnswer = string | AuthenticationResponseJSON;

interface Proof {
  token: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/**
 * One verification at a time: `begin` opens it, `init` / `submit` answer it (from the prompt screen or a headless
 * host), and it settles on a proof, on the 4th wrong answer, after the code wait, or on cancel.
 */
export function createVerification(ctx: PluginContext, m: MfaMessages, webAuthn: MfaWebAuthnLayer, state: PluginState<MfaState>) {
  let pending: { resolve(token: string): void; reject(error: PorticoError): void } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let relyingParty: string | undefined;
  let proof: Proof | null = null;

  const enrolled = (): MfaMethodType[] => ctx.getState().user?.mfaMethods.map((method) => method.type) ?? [];

  function settle(outcome: { token: string } | { error: PorticoError }) {
    clearTimeout(timer);
    const current = pending;
    pending = null;
    if ('token' in outcome) {
      state.set({ status: 'verified', error: null });
      current?.resolve(outcome.token);
    } else {
      state.set({ status: 'failed', error: outcome.error });
      current?.reject(outcome.error);
    }
  }

  // The code wait restarts whenever a code is sent.
  const startCodeWait = () => {
    clearTimeout(timer);
    timer = setTimeout(() => settle({ error: mfaTimedOut(m) }), MFA_CODE_WAIT_MS);
  };

  /** Blocks input once max attempts or the timeout ended the verification (section 4's prompt). */
  function assertOpen() {
    const { status, error } = state.get();
    if (status === 'failed' && error) throw error;
  }

  function wrongAnswer(error: PorticoError): PorticoError {
    if (error.code === 'mfa_verification_max_attempts_reached' || error.serverCode === 'mfa_verification_max_attempts_reached') {
      return maxAttemptsReached(m, error, error.shortMessage);
    }
    if (error.code !== 'invalid_credentials') return error;
    const attempts = state.get().attempts + 1;
    state.set({ attempts });
    return attempts >= MFA_MAX_ATTEMPTS ? maxAttemptsReached(m, error) : error;
  }

  async function submit(method: MfaMethodType, answer: MfaAnswer): Promise<string> {
    assertOpen();
    const body =
      method === 'passkey'
        ? { method, authenticator_response: authenticationWire(answer as AuthenticationResponseJSON), relying_party: relyingParty }
        : { method, code: String(answer).trim() };
    state.set({ status: 'verifying', method, error: null });
    try {
      const verified = await ctx.api.post('/api/v1/mfa/verify', body, MfaVerifyAnswer);
      proof = { token: verified.token, expiresAt: verified.expires_at * 1000 };
      settle({ token: verified.token });
      return verified.token;
    } catch (caught) {
      const error = wrongAnswer(toPorticoError(caught));
      if (error.code === 'mfa_verification_max_attempts_reached') settle({ error });
      else state.set({ status: 'awaiting-code', error });
      throw error;
    }
  }

  return {
    enrolled,
    /** The last proof, while the provider still takes it (enrolment changes reuse it). */
    liveProof: (): string | null => (proof && proof.expiresAt > Date.now() ? proof.token : null),
    dropProof: () => {
      proof = null;
    },

    /** Opens a verification; an unfinished one is canceled first. */
    begin(reason: MfaReason): Promise<string> {
      pending?.reject(mfaCanceled(m));
      state.set({ status: 'awaiting-code', method: null, reason, attempts: 0, error: null });
      const verified = new Promise<string>((resolve, reject) => {
        pending = { resolve, reject };
      });
      startCodeWait();
      ctx.events.emit('mfa:required', { reason, methods: enrolled() });
      return verified;
    },

    /** Starts a method: texts a code (sms), nothing (totp), or runs the passkey assertion and submits it. */
    async init(method: MfaMethodType): Promise<void> {
      assertOpen();
      if (!enrolled().includes(method)) throw unsupportedMethod(m);
      state.set({ method, error: null });
      if (method === 'totp') return;
      let assertion: AuthenticationResponseJSON | null = null;
      try {
        if (method === 'sms') await ctx.api.post('/api/v1/mfa/passwordless_sms/init', { action: 'verify' }, AckSchema);
        else {
          const challenge = await ctx.api.post('/api/v1/mfa/passkeys/init', {}, PasskeyOptionsResponse);
          relyingParty = challenge.relying_party;
          assertion = await webAuthn.startAuthentication(challenge.options as unknown as RequestOptions);
        }
      } catch (caught) {
        // A refused or timed-out ceremony, a code that could not be sent: the prompt shows why, with 'Try again'.
        const error = isPorticoError(caught) ? caught : mfaCanceled(m);
        state.set({ error });
        throw error;
      }
      if (assertion) await submit('passkey', assertion);
      else if (pending) startCodeWait();
    },

    submit,

    /** Ends the open verification as the person saying no; the pending call rejects with 'MFA canceled'. */
    cancel(error: PorticoError = mfaCanceled(m)) {
      if (pending) settle({ error });
      state.set({ status: 'idle' });
    },
  };
}

export type Verification = ReturnType<typeof createVerification>;
