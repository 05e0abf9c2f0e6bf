import { toPorticoError, type PluginContext, type PluginSetup } from '../../kernel/index';
import type { TransactionSummary } from '../../kit/services/transaction-summary';
import type { MfaMethodType } from '../../schemas/index';
import { createEnrolment, type MfaEnrolmentActions } from './enrolment';
import { isTerminal, mfaCanceled } from './errors';
import type { MfaMessages } from './messages';
import { initialMfaState, type MfaReason, type MfaState } from './state';
import { createVerification, type MfaAnswer } from './verification';
import type { MfaWebAuthnLayer } from './webauthn';
import './events';
import type { MfaService } from '../../kit/services/mfa';

/** The spec names only the enrolment screen; the prompt's name follows its style. */
export const MFA_VERIFY_SCREEN = 'MFA_VERIFY_SCREEN';
export const MFA_ENROLLMENT_FLOW_SCREEN = 'MFA_ENROLLMENT_FLOW_SCREEN';

export interface MfaActions extends MfaEnrolmentActions {
  /** The `mfa` service's call: a fresh proof, or null at once when the user has no MFA method. */
  ensureVerified(reason: MfaReason, transaction?: TransactionSummary): Promise<string | null>;
  /** Starts answering the open verification with a method (sms sends a code; passkey runs and submits). */
  init(method: MfaMethodType): Promise<void>;
  /** Answers with a code (sms, totp) or an assertion (passkey); resolves with the proof. */
  submit(method: MfaMethodType, answer: MfaAnswer): Promise<string>;
  /** Starts a verification answered in place (the enrolment flow's own view), with no prompt of its own. */
  requestProof(reason: MfaReason): Promise<string>;
  /** Cancels the open verification: its caller gets 'MFA canceled' (4001). */
  cancel(): void;
  /** Opens MFA_ENROLLMENT_FLOW_SCREEN; resolves when the person is done. */
  showMfaEnrollmentModal(): Promise<void>;
  getState(): MfaState;
  messages: MfaMessages;
}

export interface MfaSettings {
  messages: MfaMessages;
  webAuthn: MfaWebAuthnLayer;
  noPromptOnMfaRequired: boolean;
}

export function createMfaActions(ctx: PluginContext, settings: MfaSettings): PluginSetup<MfaActions> {
  const { messages: m } = settings;
  const state = ctx.createState<MfaState>(initialMfaState);
  const verification = createVerification(ctx, m, settings.webAuthn, state);

  /** Headless: the host answers. Prompted: MFA_VERIFY_SCREEN answers and stays open on max attempts or timeout. */
  async function verify(reason: MfaReason, transaction?: TransactionSummary): Promise<string> {
    const verified = verification.begin(reason);
    if (settings.noPromptOnMfaRequired) return verified;
    verified.then(
      (token) => ctx.prompts.resolve(token),
      () => {}, // shown by the screen until the person closes it
    );
    try {
      // Over the prompt that asked (a transaction's screen), which comes back once verified.
      return await ctx.prompts.open<string>(MFA_VERIFY_SCREEN, { intent: 'mfa', over: true, data: { reason, ...(transaction && { transaction }) } });
    } catch (caught) {
      const error = toPorticoError(caught);
      const ended = state.get().error;
      verification.cancel();
      if (error.code !== 'user_rejected_request') throw error;
      throw ended && isTerminal(ended) ? ended : mfaCanceled(m);
    }
  }

  // Logout clears MFA data (section 4): an open verification ends with it.
  const onLogout = () => verification.cancel();
  ctx.events.on('logout', onLogout);

  const actions: MfaActions = {
    ensureVerified: async (reason, transaction) => (verification.enrolled().length === 0 ? null : verify(reason, transaction)),
    init: verification.init,
    submit: verification.submit,
    cancel: () => verification.cancel(),
    requestProof: (reason) => verification.begin(reason),
    ...createEnrolment(ctx, verification, verify),
    async showMfaEnrollmentModal() {
      await ctx.auth.requireToken();
      await ctx.prompts.open(MFA_ENROLLMENT_FLOW_SCREEN, { intent: 'mfa' });
    },
    getState: state.get,
    messages: m,
  };
  return {
    actions,
    services: { mfa: { ensureVerified: (reason, transaction) => actions.ensureVerified(reason, transaction) } satisfies MfaService },
    teardown: () => ctx.events.off('logout', onLogout),
  };
}
