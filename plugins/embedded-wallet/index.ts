import { chainsPart, definePlugin, walletsPart } from '../../kernel/index';
import { createEmbeddedWalletActions, type EmbeddedWalletOptions } from './actions';
import { embeddedWalletErrors } from './errors';
import * as names from './screen-names';
import { createFrameHost, type FrameHost } from './frame-host';
import { embeddedWalletMessages, type EmbeddedWalletMessages } from './messages';

export type { CreateOnLogin, EmbeddedWalletOptions } from './actions';
export type { WalletCreatedEvent } from './events';
export type { RecoveryMethod } from './recovery-methods';
export type { ExportOptions } from './key-export';
export type { FrameHost } from './frame-host';
export type { EmbeddedProvider, SendTransactionResult } from './provider';
export type { SendTransactionOptions, TransactionInfo } from './transactions/options';
export type { QuantityInput, TransactionRequest } from './transactions/request';
export type { TransactionLog, TransactionReceipt } from './transactions/receipt';
export { embeddedWalletMessages, type EmbeddedWalletMessages } from './messages';
export { primaryEmbeddedWallet } from '../../kit/embedded-wallets';

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
    parts: [chainsPart, walletsPart],
    screens: {
      // After the login: nothing to go back to. The creation is a wait from the first frame, its code loading too.
      [names.EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN]: {
        load: () => import('./screens/OnAccountCreateScreen'),
        back: false,
        loadingLabel: messages.creatingWait,
      },
      [names.EMBEDDED_WALLET_CREATED_SCREEN]: { load: () => import('./screens/CreatedScreen'), back: false },
      [names.EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN]: { load: () => import('./screens/RecoverySelectionScreen') },
      [names.EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN]: { load: () => import('./screens/SetAutomaticRecoveryScreen') },
      [names.EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN]: { load: () => import('./screens/PasswordCreateScreen') },
      [names.EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN]: { load: () => import('./screens/PasswordCreateScreen') },
      [names.EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN]: { load: () => import('./screens/PasswordUpdateSplashScreen') },
      [names.EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN]: { load: () => import('./screens/PasswordRecoveryScreen') },
      [names.EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN]: { load: () => import('./screens/RecoveryOAuthScreen') },
      [names.EMBEDDED_WALLET_SIGN_REQUEST_SCREEN]: { load: () => import('./screens/SignRequestScreen') },
      [names.EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN]: { load: () => import('./screens/SendTransactionScreen') },
      [names.EMBEDDED_WALLET_KEY_EXPORT_SCREEN]: { load: () => import('./screens/KeyExportScreen') },
      [names.EMBEDDED_WALLET_VERIFY_IDENTITY_SCREEN]: { load: () => import('./screens/VerifyIdentityScreen') },
    },
    errors: embeddedWalletErrors(messages),
    provides: ['farcasterSigner', 'embeddedFrame'],
    setup(ctx) {
      const frame = options.frame ?? createFrameHost({ apiUrl: ctx.apiUrl, appId: ctx.appId, analyticsId: ctx.analyticsId, clientId: ctx.clientId });
      return createEmbeddedWalletActions(ctx, messages, options, frame);
    },
  });
}

export type EmbeddedWalletPlugin = ReturnType<typeof embeddedWallet>;
