import { definePlugin } from '../../kernel/index';
import { createFarcasterActions } from './actions';
import { AWAITING_FARCASTER_CONNECTION, AWAITING_FARCASTER_SIGNER } from './state';
import { farcasterErrors } from './errors';
import { farcasterMessages, type FarcasterMessages } from './messages';

export type { FarcasterActions } from './actions';
export { AWAITING_FARCASTER_CONNECTION, AWAITING_FARCASTER_SIGNER, type FarcasterSignerStatus, type FarcasterState, type FarcasterStatus } from './state';
export { farcasterMessages, type FarcasterMessages } from './messages';

export interface FarcasterPluginOptions {
  messages?: Partial<FarcasterMessages>;
}

/**
 * Farcaster login, link and unlink through the person's Farcaster app (AWAITING_FARCASTER_CONNECTION: a QR code on a
 * desktop, an open-app link on a phone), and a Farcaster signer held in the embedded wallet's frame
 * (AWAITING_FARCASTER_SIGNER; needs the embedded wallet plugin).
 */
export function farcaster(options: FarcasterPluginOptions = {}) {
  const messages = { ...farcasterMessages, ...options.messages };
  return definePlugin({
    id: 'farcaster',
    loginMethods: [
      {
        key: 'farcaster',
        label: messages.farcaster,
        icon: () => import('./marks/farcaster'),
        order: 4,
        group: 'web2',
        kind: 'button',
        onSelect: (navigation) => navigation.navigate(AWAITING_FARCASTER_CONNECTION),
        isAvailable: (appConfig) => appConfig.enabledMethods.farcaster,
      },
    ],
    screens: {
      [AWAITING_FARCASTER_CONNECTION]: { load: () => import('./screens/FarcasterConnectionScreen') },
      [AWAITING_FARCASTER_SIGNER]: { load: () => import('./screens/FarcasterSignerScreen') },
    },
    accountScreens: { farcaster: { link: AWAITING_FARCASTER_CONNECTION } },
    errors: farcasterErrors(messages),
    setup: (ctx) => ({ actions: createFarcasterActions(ctx, messages) }),
  });
}

export type FarcasterPlugin = ReturnType<typeof farcaster>;
