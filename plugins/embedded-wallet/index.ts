import { definePlugin } from '../../kernel/index';
import { createEmbeddedWalletActions, EMBEDDED_WALLET_SIGN_REQUEST_SCREEN, type EmbeddedWalletOptions } from './actions';
import { embeddedWalletErrors } from './errors';
import { createFrameHost, type FrameHost } from './frame-host';
import { embeddedWalletMessages, type EmbeddedWalletMessages } from './messages';

export type { CreateOnLogin, EmbeddedWalletOptions } from './actions';
export type { FrameHost } from './frame-host';
export { embeddedWalletMessages, type EmbeddedWalletMessages } from './messages';

export interface EmbeddedWalletPluginOptions extends EmbeddedWalletOptions {
  messages?: Partial<EmbeddedWalletMessages>;
  /** Talks to the wallet frame; the provider's hidden frame by default (tests pass one in process). */
  frame?: FrameHost;
}

/**
 * The embedded Ethereum wallet: its key lives only in the provider's hidden frame; the plugin creates it (on login
 * through the post-login steps, or by `createWallet()`), lists it among the connected wallets and signs through it.
 */
export function embeddedWallet(options: EmbeddedWalletPluginOptions = {}) {
  const messages = { ...embeddedWalletMessages, ...options.messages };
  return definePlugin({
    id: 'embeddedWallet',
    screens: { [EMBEDDED_WALLET_SIGN_REQUEST_SCREEN]: { load: () => import('./screens/SignRequestScreen') } },
    errors: embeddedWalletErrors(messages),
    setup(ctx) {
      const frame = options.frame ?? createFrameHost({ apiUrl: ctx.apiUrl, appId: ctx.appId, analyticsId: ctx.analyticsId, clientId: ctx.clientId });
      const { actions, postLoginSteps, teardown } = createEmbeddedWalletActions(ctx, messages, options, frame);
      return { actions, postLoginSteps, teardown };
    },
  });
}

export type EmbeddedWalletPlugin = ReturnType<typeof embeddedWallet>;
