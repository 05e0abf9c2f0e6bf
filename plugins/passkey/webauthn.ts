import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

;

/** The WebAuthn ceremonies the plugin runs; injectable so tests (and unusual hosts) can bring their own. */
export interface WebAuthnLayer {
  /** Whether this browser has WebAuthn at all. */
  isSupported(): boolean;
  startRegistration(options: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON>;
  startAuthentication(options: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON>;
}

/** @simplewebauthn/browser, loaded only when a ceremony runs. */
export const browserWebAuthn: WebAuthnLayer = {
  isSupported: () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function',
  startRegistration: async (optionsJSON) => (await import('@simplewebauthn/browser')).startRegistration({ optionsJSON }),
  startAuthentication: async (optionsJSON) => (await import('@simplewebauthn/browser')).startAuthentication({ optionsJSON }),
};
