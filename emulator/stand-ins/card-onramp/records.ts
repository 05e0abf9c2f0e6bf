import type { CoinbaseAsset, CoinbaseNetwork, CoinbaseOnRampStatus, MoonpayCurrencyCode, MoonpayTransactionStatus } from '../../../schemas/funding-onramp';

/** What the card on-ramp stand-ins keep, in the emulator's repository (so a purchase survives a restart). */

/** A purchase of the first provider (keyed by its external transaction id). */
export interface MoonpayTransactionRecord {
  /** The provider's own id of the transaction. */
  id: string;
  app_id: string;
  user_id: string;
  api_key: string;
  wallet_address: string;
  currency_code: MoonpayCurrencyCode;
  /** In the currency's units, as a decimal string. */
  quote_amount: string;
  /** `created` until the person acts on the buy page: the status host reports it pending until then. */
  status: 'created' | MoonpayTransactionStatus;
  created_at: number;
  /** The credit's transaction on the local chain, once completed. */
  credit_hash?: string;
}

/** A session of the second provider's buy page (keyed by its token): single-use, for one user and their addresses. */
export interface CoinbaseSessionRecord {
  app_id: string;
  user_id: string;
  partner_user_id: string;
  addresses: { address: string; blockchains: CoinbaseNetwork[] }[];
  assets: CoinbaseAsset[];
  status: CoinbaseOnRampStatus;
  expires_at: number;
  /** Set once the purchase is decided: the token opens nothing more. */
  used_at?: number;
  decision?: 'buy' | 'fail' | 'cancel';
  credit_hash?: string;
}

/** `{appId}:{partnerUserId}` -> the partner's latest session, whose purchase the status call reports. */
interface CoinbasePartnerRecord {
  session_token: string;
}

/** The key the first provider's buy URLs are signed with (one, id `moonpay`), kept so URLs verify after a restart. */
interface OnRampSecretRecord {
  secret: string;
}

// The on-ramps' collections join the repository's from here, so the generic store needs no edit for them.
declare module '../../shared/repository' {
  interface Collections {
    moonpay_transactions: MoonpayTransactionRecord;
    coinbase_onramp_sessions: CoinbaseSessionRecord;
    coinbase_onramp_partners: CoinbasePartnerRecord;
    onramp_secrets: OnRampSecretRecord;
  }
}
