import type { FundingMessages } from './messages';
import type { Address } from './assets';

/** What `funding(options)` takes. */
export interface FundingPluginOptions {
  messages?: Partial<FundingMessages>;
  /** Test USDC (6 decimals) per chain id, merged over the known USDC contracts of section 9. */
  usdcAddresses?: Record<number, Address>;
  /** The first card provider: its publishable key and status host ('https://api.moonpay.com/v1' by default). */
  moonpay?: { apiKey?: string; statusApiUrl?: string };
  /** The second card provider's pay page host ('https://pay.coinbase.com' by default). */
  coinbaseOnramp?: { payUrl?: string };
  /** The bridge and swap quote service ('https://api.relay.link' by default). */
  quoteServiceUrl?: string;
}
