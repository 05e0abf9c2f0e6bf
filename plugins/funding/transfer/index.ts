import type { ScreenEntry } from '../../../kernel/index';
import { FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN, FUNDING_TRANSFER_FROM_WALLET_SCREEN } from './screen-names';

export { createWalletTransfer,  } from './actions';
export { transferMessages,  } from './messages';
;
;

/** The transfer's screens, loaded on first use (viem with them, for the fee estimate and a token transfer's data). */
export const transferScreens: Record<string, ScreenEntry> = {
  [FUNDING_TRANSFER_FROM_WALLET_SCREEN]: { load: () => import('./screens/TransferFromWalletScreen') },
  [FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN]: { load: () => import('./screens/AwaitingTransferScreen') },
};
