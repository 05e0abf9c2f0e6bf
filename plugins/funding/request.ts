import type { Address, TokenInfo } from './assets';

/** The funding methods an app may configure (appConfig.funding.methods), in the order the selection lists them. */
const FUNDING_METHODS = ['moonpay', 'coinbase-onramp', 'external', 'manual'] as const;
export type FundingMethod = (typeof FUNDING_METHODS)[number];
export type CardOnRampMethod = Extract<FundingMethod, 'moonpay' | 'coinbase-onramp'>;

export const isFundingMethod = (value: string): value is FundingMethod => (FUNDING_METHODS as readonly string[]).includes(value);

/**
 * Section 3's funding request: what every funding screen is opened with (the prompt's data), passed on unchanged
 * from the method selection to the chosen method's screen.
 */
export type FundingRequest = {
  /** The wallet to fund. */
  address: string;
  /** In whole units of the asset ('0.05' ETH, '10' USDC), section 5's rules applied. */
  amount: string;
  chainId: number;
  /** The token to fund with; null for the chain's native currency. */
  erc20Address: Address | null;
  /** The token's symbol and decimals; null for the native currency (the chain's own). */
  erc20ContractInfo: TokenInfo | null;
  isUSDC: boolean;
  /** The chosen method's screen; null on the method selection. */
  methodScreen: string | null;
  /** The flow was opened by the send-transaction screen's 'Add funds': the header's back goes there. */
  comingFromSendTransactionScreen: boolean;
  /** Opened over another funding screen (a method over the selection, a status over its prompt): back goes to it. */
  overFundingScreen?: boolean;
  /** Overrides of the first card provider's purchase (its currency code and amount). */
  cardOnRamp?: { currencyCode?: string; quoteCurrencyAmount?: number };
};

/** The symbol and decimals of what a request funds: its token's, else the chain's native currency. */
export function requestAsset(request: FundingRequest, native: TokenInfo): TokenInfo {
  return request.erc20ContractInfo ?? native;
}
