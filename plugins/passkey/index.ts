import { definePlugin } from '../../kernel/index';
import { AWAITING_PASSKEY_SYSTEM_DIALOGUE, createPasskeyActions, LINK_PASSKEY_SCREEN } from './actions';
import { passkeyErrors } from './errors';
import { passkeyMessages, type PasskeyMessages } from './messages';
import { browserWebAuthn, type WebAuthnLayer } from './webauthn';

export type { PasskeyActions, PasskeyState, PasskeyStatus } from './actions';
export type { WebAuthnLayer } from './webauthn';
export { passkeyMessages, type PasskeyMessages } from './messages';
export { passkeyDeviceLabel } from './device-label';

export interface PasskeyPluginOptions {
  messages?: Partial<PasskeyMessages>;
  /** The WebAuthn ceremonies; @simplewebauthn/browser (loaded when a ceremony runs) by default. */
  webAuthn?: WebAuthnLayer;
}

/**
 * Passkey login, link, list and unlink: "I have a passkey" on the landing screen when the app allows passkeys,
 * AWAITING_PASSKEY_SYSTEM_DIALOGUE for the login ceremony and LINK_PASSKEY_SCREEN for the user's passkeys.
 */
export function passkey(options: PasskeyPluginOptions = {}) {
  const messages = { ...passkeyMessages, ...options.messages };
  const webAuthn = options.webAuthn ?? browserWebAuthn;
  return definePlugin({
    id: 'passkey',
    loginMethods: [
      {
        key: 'passkey',
        label: messages.iHaveAPasskey,
        icon: () => import('./marks/passkey'),
        order: 14,
        group: 'web2',
        kind: 'button',
        onSelect: (navigation) => navigation.navigate(AWAITING_PASSKEY_SYSTEM_DIALOGUE),
        isAvailable: (appConfig) => appConfig.enabledMethods.passkey,
      },
    ],
    screens: {
      [AWAITING_PASSKEY_SYSTEM_DIALOGUE]: { load: () => import('./screens/AwaitingPasskeyScreen') },
      [LINK_PASSKEY_SCREEN]: { load: () => import('./screens/LinkPasskeyScreen') },
    },
    accountScreens: { passkey: { link: LINK_PASSKEY_SCREEN } },
    provides: ['passkey'],
    errors: passkeyErrors(messages),
    setup(ctx) {
      return createPasskeyActions(ctx, messages, webAuthn);
    },
  });
}

export type PasskeyPlugin = ReturnType<typeof passkey>;
