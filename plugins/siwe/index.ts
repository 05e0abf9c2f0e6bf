import { definePlugin } from '../../kernel/index';
import { createSiweActions } from './actions';
import { siweErrors } from './errors';
import { siweMessages, type SiweMessages } from './messages';

export type { SiweActions } from './actions';
export type { Eip1193Provider, WalletSource } from './eip1193';
export { siweMessages, type SiweMessages } from './messages';

export interface SiwePluginOptions {
  messages?: Partial<SiweMessages>;
}

/** Sign-In With Ethereum with an external wallet's EIP-1193 provider: login, link, unlink. viem loads with the first signature. */
export function siwe(options: SiwePluginOptions = {}) {
  const messages = { ...siweMessages, ...options.messages };
  return definePlugin({
    id: 'siwe',
    errors: siweErrors(messages),
    setup: (ctx) => ({ actions: createSiweActions(ctx, messages) }),
  });
}

export type SiwePlugin = ReturnType<typeof siwe>;
