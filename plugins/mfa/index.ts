import { definePlugin } from '../../kernel/index';
import { createMfaActions, MFA_ENROLLMENT_FLOW_SCREEN, MFA_VERIFY_SCREEN } from './actions';
import { mfaErrors } from './errors';
import { mfaMessages, type MfaMessages } from './messages';
import { browserWebAuthn, type MfaWebAuthnLayer } from './webauthn';

export type { MfaActions } from './actions';
export { MFA_ENROLLMENT_FLOW_SCREEN, MFA_VERIFY_SCREEN } from './actions';
export type { MfaEnrolmentActions, TotpEnrolment } from './enrolment';
export type { MfaReason, MfaState, MfaStatus } from './state';
export type { MfaAnswer } from './verification';
export type { MfaWebAuthnLayer } from './webauthn';
export { mfaMessages, type MfaMessages } from './messages';
export { useMfa } from './use-mfa';

export interface MfaPluginOptions {
  messages?: Partial<MfaMessages>;
  /** Passkey assertions; @simplewebauthn/browser (loaded when one runs) by default. */
  webAuthn?: MfaWebAuthnLayer;
  /** No verification screen: the host answers `mfa:required` with `init`, `submit` and `cancel`. */
  noPromptOnMfaRequired?: boolean;
}

/**
 * MFA (sms, authenticator app, passkey): provides the `mfa` service other plugins ask for a proof, the verification
 * prompt MFA_VERIFY_SCREEN and the enrolment flow MFA_ENROLLMENT_FLOW_SCREEN.
 */
export function mfa(options: MfaPluginOptions = {}) {
  const messages = { ...mfaMessages, ...options.messages };
  return definePlugin({
    id: 'mfa',
    provides: ['mfa'],
    screens: {
      [MFA_VERIFY_SCREEN]: { load: () => import('./screens/MfaVerifyScreen') },
      [MFA_ENROLLMENT_FLOW_SCREEN]: { load: () => import('./screens/MfaEnrollmentFlowScreen') },
    },
    errors: mfaErrors(messages),
    setup: (ctx) =>
      createMfaActions(ctx, {
        messages,
        webAuthn: options.webAuthn ?? browserWebAuthn,
        noPromptOnMfaRequired: options.noPromptOnMfaRequired ?? false,
      }),
  });
}

export type MfaPlugin = ReturnType<typeof mfa>;
