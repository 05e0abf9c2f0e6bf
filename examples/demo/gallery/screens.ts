import { crossApp } from 'portico/plugins/cross-app';
import { customAuth } from 'portico/plugins/custom-auth';
import { email } from 'portico/plugins/email';
import { farcaster } from 'portico/plugins/farcaster';
import { funding } from 'portico/plugins/funding';
import { embeddedWallet } from 'portico/plugins/embedded-wallet';
import { guest } from 'portico/plugins/guest';
import { mfa } from 'portico/plugins/mfa';
import { oauth } from 'portico/plugins/oauth';
import { passkey, type WebAuthnLayer } from 'portico/plugins/passkey';
import { siwe } from 'portico/plugins/siwe';
import { sms } from 'portico/plugins/sms';
import { telegram } from 'portico/plugins/telegram';
import { SHELL_SCREENS } from 'portico/react';

/** The browser's passkey dialogue, held open, so AWAITING_PASSKEY_SYSTEM_DIALOGUE stays on its waiting view. */
const heldWebAuthn: WebAuthnLayer = {
  isSupported: () => true,
  startRegistration: () => new Promise(() => {}),
  startAuthentication: () => new Promise(() => {}),
};

/** Every plugin of the package: the gallery shows whatever screens they register. */
export const galleryPlugins = [
  email(),
  sms(),
  oauth({ providers: ['google', 'discord', 'github', 'linkedin', 'twitter', 'spotify', 'instagram', 'tiktok', 'apple'] }),
  telegram(),
  farcaster(),
  passkey({ webAuthn: heldWebAuthn }),
  siwe(),
  embeddedWallet(),
  mfa(),
  funding(),
  crossApp(),
  guest(),
  // isLoading: no automatic sync, so the plugin asks nothing of a host login the gallery does not have.
  customAuth({ getCustomAccessToken: async () => null, isLoading: true }),
] as const;

export type GalleryPlugins = typeof galleryPlugins;

export interface GalleryScreen {
  /** The screen's name, qualified by its plugin where several plugins register it (AWAITING_PASSWORDLESS_CODE.sms). */
  name: string;
  screen: string;
  /** The plugin that registers it; null for the shell's screens. */
  plugin: string | null;
}

/**
 * The shell's screens, then each plugin's, in the order the plugins are passed. A screen several plugins register
 * with one shared entry (kit's CAPTCHA_SCREEN) is one screen, shown once under its first plugin.
 */
export function galleryScreens(): GalleryScreen[] {
  const owners = new Map<string, { plugin: string; entry: unknown }[]>();
  for (const plugin of galleryPlugins) {
    for (const [screen, entry] of Object.entries(plugin.screens ?? {})) {
      const known = owners.get(screen) ?? [];
      if (!known.some((owner) => owner.entry === entry)) owners.set(screen, [...known, { plugin: plugin.id, entry }]);
    }
  }
  const pluginScreens = [...owners].flatMap(([screen, registered]) =>
    registered.map(({ plugin }) => ({ name: registered.length > 1 ? `${screen}.${plugin}` : screen, screen, plugin })),
  );
  return [...SHELL_SCREENS.map((screen) => ({ name: screen, screen, plugin: null })), ...pluginScreens];
}
