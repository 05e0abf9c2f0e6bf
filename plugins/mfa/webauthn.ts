import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

export type { AuthenticationResponseJSON };

/**
 * The one ceremony MFA runs (an assertion); structurally a part of the passkey plugin's layer, so a host can pass the
 * same object to both.
 */
export interface MfaWebAuthnLayer {
  startAuthentication(options: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON>;
}

/** @simplewebauthn/browser, loaded only when a passkey verification runs. */
export const browserWebAuthn: MfaWebAuthnLayer = {
  startAuthentication: async (optionsJSON) => (await import('@simplewebauthn/browser')).startAuthentication({ optionsJSON }),
};
