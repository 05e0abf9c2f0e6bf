import { chainsPart, definePlugin, walletsPart } from '../../kernel/index';
import { createProofActions } from './actions';
import { siweErrors } from './errors';
import { createWalletFlow, type WalletFlowOptions } from './flow';
import { siweMessages, type SiweMessages } from './messages';
import { WALLET_REQUEST_TIMEOUT_MS } from './timeout';
import {
  AWAITING_CONNECT_ONLY_CONNECTION,
  AWAITING_CONNECTION,
  CONNECT_ONLY_AUTHENTICATED_SCREEN,
  CONNECT_ONLY_LANDING_SCREEN,
  INSTALL_PHANTOM_SCREEN,
  INSTALL_WALLET_SCREEN,
  LINK_WALLET_SCREEN,
  LOGIN_FAILED_SCREEN,
  PHANTOM_INTERSTITIAL_SCREEN,
  WALLET_LIST_SCREEN,
} from './screen-names';

export type { SiweProofActions } from './actions';
export type { Eip1193Provider, WalletSource } from './eip1193';
export type { ConnectionStatus, SiweState } from './flow';
export type { WalletChainType, WalletOption } from './wallet-options';
export type { DetectedWallet } from './discovery';
export { KNOWN_WALLETS, type KnownWallet } from './catalogue';
export { siweMessages, type SiweMessages } from './messages';

export interface SiwePluginOptions extends WalletFlowOptions {
  messages?: Partial<SiweMessages>;
  /** How long a wallet may leave a request unanswered before "Wallet request timed out"; two minutes by default. */
  requestTimeoutMs?: number;
}

const walletList = { load: () => import('./screens/WalletListScreen') };
const awaiting = { load: () => import('./screens/AwaitingConnectionScreen') };
const install = { load: () => import('./screens/InstallWalletScreen') };

/**
 * External Ethereum wallets: EIP-6963 discovery, the wallet list, Sign-In With Ethereum (login, link, unlink) and
 * connect-only mode. The connection and the proof load with the first use (or the wallet list), viem with the first
 * signature, the screens with the modal.
 */
export function siwe(options: SiwePluginOptions = {}) {
  const messages = { ...siweMessages, ...options.messages };
  return definePlugin({
    id: 'siwe',
    parts: [chainsPart, walletsPart],
    loginMethods: [
      {
        key: 'wallet',
        label: messages.wallet,
        icon: () => import('./marks/wallet'),
        order: 13,
        group: 'web3',
        kind: 'button',
        onSelect: (navigation) => navigation.navigate(WALLET_LIST_SCREEN),
        isAvailable: (appConfig) => appConfig.enabledMethods.wallet,
      },
    ],
    screens: {
      [WALLET_LIST_SCREEN]: walletList,
      [LINK_WALLET_SCREEN]: walletList,
      [CONNECT_ONLY_LANDING_SCREEN]: walletList,
      [CONNECT_ONLY_AUTHENTICATED_SCREEN]: walletList,
      [AWAITING_CONNECTION]: awaiting,
      [AWAITING_CONNECT_ONLY_CONNECTION]: awaiting,
      [INSTALL_WALLET_SCREEN]: install,
      [INSTALL_PHANTOM_SCREEN]: install,
      [PHANTOM_INTERSTITIAL_SCREEN]: install,
      [LOGIN_FAILED_SCREEN]: { load: () => import('./screens/LoginFailedScreen') },
    },
    accountScreens: { wallet: { link: LINK_WALLET_SCREEN } },
    errors: siweErrors(messages),
    setup(ctx) {
      const proof = createProofActions(ctx, messages, options.requestTimeoutMs ?? WALLET_REQUEST_TIMEOUT_MS);
      const flow = createWalletFlow(ctx, messages, proof.actions, options);
      const { state, teardown, urlParams, preload, ...flowActions } = flow;
      return {
        actions: {
          ...proof.actions,
          ...flowActions,
          getState: state.get,
          messages,
          /** Loads the code a wallet's connection and proof run, ahead of the first one (the wallet list does it when shown). */
          preload() {
            preload();
            proof.preload();
          },
        },
        urlParams,
        teardown() {
          teardown();
          proof.teardown();
        },
      };
    },
  });
}

export type SiwePlugin = ReturnType<typeof siwe>;
