import type { ScreenEntry } from '../../../kernel/index';
import {
  COINBASE_ONRAMP_PROMPT_SCREEN,
  COINBASE_ONRAMP_STATUS_SCREEN,
  MOONPAY_PROMPT_SCREEN,
  MOONPAY_STATUS_SCREEN,
} from './screen-names';

export { cardOnRampMessages,  } from './messages';
export { createCardOnRamps,  } from './actions';
;
;

/** The card on-ramps' screens, loaded on first use. */
export const cardOnRampScreens: Record<string, ScreenEntry> = {
  [MOONPAY_PROMPT_SCREEN]: { load: () => import('./screens/MoonpayPromptScreen') },
  [MOONPAY_STATUS_SCREEN]: { load: () => import('./screens/MoonpayStatusScreen') },
  [COINBASE_ONRAMP_PROMPT_SCREEN]: { load: () => import('./screens/CoinbaseOnRampPromptScreen') },
  [COINBASE_ONRAMP_STATUS_SCREEN]: { load: () => import('./screens/CoinbaseOnRampStatusScreen') },
};

