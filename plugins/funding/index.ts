import { chainsPart, definePlugin } from '../../kernel/index';
import { createFundingActions } from './actions';
import { cardOnRampScreens } from './card-onramp/index';
import { fundingErrors } from './errors';
import { fundingMessages } from './messages';
import type { FundingPluginOptions } from './options';
import { FUNDING_MANUAL_TRANSFER_SCREEN, FUNDING_METHOD_SELECTION_SCREEN } from './screen-names';
import { transferScreens } from './transfer/index';

export type { FundingActions, FundWalletOptions } from './actions';
export type { Address, FundingAsset, TokenInfo } from './assets';
export type { FundingPluginOptions } from './options';
export type { FundingMethod, FundingRequest } from './request';
export { fundingMessages, type FundingMessages } from './messages';
export { FUNDING_MANUAL_TRANSFER_SCREEN, FUNDING_METHOD_SELECTION_SCREEN } from './screen-names';
export { useFundWallet } from './use-fund-wallet';

/**
 * Funding the user's wallets (section 4): `fundWallet` and the `funding` service the embedded wallet's send screen
 * asks when funds are short, through the methods the app configured: card on-ramps, a transfer from another wallet
 * or network, and a manual transfer to the wallet's address.
 */
export function funding(options: FundingPluginOptions = {}) {
  const messages = { ...fundingMessages, ...options.messages };
  return definePlugin({
    id: 'funding',
    parts: [chainsPart],
    provides: ['funding'],
    screens: {
      [FUNDING_METHOD_SELECTION_SCREEN]: { load: () => import('./screens/MethodSelectionScreen') },
      [FUNDING_MANUAL_TRANSFER_SCREEN]: { load: () => import('./screens/ManualTransferScreen') },
      ...cardOnRampScreens,
      ...transferScreens,
    },
    errors: fundingErrors(messages),
    setup: (ctx) => createFundingActions(ctx, messages, options),
  });
}

export type FundingPlugin = ReturnType<typeof funding>;
