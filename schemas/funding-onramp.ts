import * as z from 'zod/mini';

/**
 * The card on-ramps' calls (section 7, Funding): the first provider's signed buy URL and its status host (MoonPay's
 * own camelCase wire), the second provider's session and status (the provider API's snake_case). Not re-exported by
 * schemas/index: only the funding plugin's card on-ramps and the emulator load them.
 */

/** Section 5's currency codes of the first provider: the native currency and USDC per network. */
export const MOONPAY_CURRENCY_CODES = [
  'ETH_ETHEREUM',
  'ETH_BASE',
  'ETH_OPTIMISM',
  'POL_POLYGON',
  'ETH_ARBITRUM',
  'USDC_ETHEREUM',
  'USDC_BASE',
  'USDC_OPTIMISM',
  'USDC_POLYGON',
] as const;
export type MoonpayCurrencyCode = (typeof MOONPAY_CURRENCY_CODES)[number];

/** Section 5's networks and assets of the second provider. */
const COINBASE_NETWORKS = ['ethereum', 'base', 'optimism', 'polygon', 'arbitrum'] as const;
export type CoinbaseNetwork = (typeof COINBASE_NETWORKS)[number];
const COINBASE_ASSETS = ['ETH', 'POL', 'USDC'] as const;
export type CoinbaseAsset = (typeof COINBASE_ASSETS)[number];

const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));

/** POST /api/v1/plugins/moonpay_on_ramp/sign: what the buy page opens with; the amount in the currency's units. */
export const MoonpaySignRequest = z.object({
  address: evmAddress,
  useSandbox: z.boolean(),
  config: z.object({
    currencyCode: z.optional(z.enum(MOONPAY_CURRENCY_CODES)),
    quoteCurrencyAmount: z.optional(z.number().check(z.positive())),
    /** The page's accent, `#rrggbb`. */
    colorCode: z.optional(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/))),
    theme: z.optional(z.enum(['light', 'dark'])),
  }),
});
export type MoonpaySignRequest = z.input<typeof MoonpaySignRequest>;

export const MoonpaySignAnswer = z.object({ signedUrl: z.string(), externalTransactionId: z.string() });
export type MoonpaySignAnswer = z.output<typeof MoonpaySignAnswer>;

const MOONPAY_TRANSACTION_STATUSES = ['pending', 'waitingAuthorization', 'completed', 'failed'] as const;
export type MoonpayTransactionStatus = (typeof MOONPAY_TRANSACTION_STATUSES)[number];

/** One transaction as the status host answers it (GET {statusApiUrl}/transactions/ext/{externalTransactionId}). */
export const MoonpayTransactionWire = z.object({
  id: z.string(),
  externalTransactionId: z.string(),
  status: z.enum(MOONPAY_TRANSACTION_STATUSES),
  paymentMethod: z.nullish(z.string()),
  cardPaymentType: z.nullish(z.string()),
  currency: z.object({ code: z.string() }),
  baseCurrencyAmount: z.nullish(z.number()),
  quoteCurrencyAmount: z.nullish(z.number()),
  feeAmount: z.nullish(z.number()),
  extraFeeAmount: z.nullish(z.number()),
  networkFeeAmount: z.nullish(z.number()),
});
export type MoonpayTransactionWire = z.input<typeof MoonpayTransactionWire>;

/** Section 3's card on-ramp transaction status, the status host's array flattened to its latest transaction. */
export interface CardOnRampTransactionStatus {
  externalTransactionId: string;
  status: MoonpayTransactionStatus;
  paymentMethod: string | null;
  cardPaymentType: string | null;
  currencyCode: string;
  baseCurrencyAmount: number | null;
  quoteCurrencyAmount: number | null;
  feeAmount: number | null;
  extraFeeAmount: number | null;
  networkFeeAmount: number | null;
}

/** The status host's answer: the transactions of one external id, newest last; the latest is the one that counts. */
export const MoonpayTransactionsAnswer = z.pipe(
  z.array(MoonpayTransactionWire).check(z.minLength(1)),
  z.transform((transactions): CardOnRampTransactionStatus => {
    const latest = transactions[transactions.length - 1] as z.output<typeof MoonpayTransactionWire>;
    return {
      externalTransactionId: latest.externalTransactionId,
      status: latest.status,
      paymentMethod: latest.paymentMethod ?? null,
      cardPaymentType: latest.cardPaymentType ?? null,
      currencyCode: latest.currency.code,
      baseCurrencyAmount: latest.baseCurrencyAmount ?? null,
      quoteCurrencyAmount: latest.quoteCurrencyAmount ?? null,
      feeAmount: latest.feeAmount ?? null,
      extraFeeAmount: latest.extraFeeAmount ?? null,
      networkFeeAmount: latest.networkFeeAmount ?? null,
    };
  }),
);

/** POST /api/v1/funding/coinbase_on_ramp/init: the wallets the session may buy for, and the assets it may buy. */
export const CoinbaseOnRampInitRequest = z.object({
  addresses: z
    .array(z.object({ address: evmAddress, blockchains: z.array(z.enum(COINBASE_NETWORKS)).check(z.minLength(1), z.maxLength(5)) }))
    .check(z.minLength(1), z.maxLength(5)),
  assets: z.array(z.enum(COINBASE_ASSETS)).check(z.minLength(1), z.maxLength(3)),
});
export type CoinbaseOnRampInitRequest = z.input<typeof CoinbaseOnRampInitRequest>;

/** Section 3's card on-ramp input of the second provider. */
export const CoinbaseOnRampInitWire = z.object({ app_id: z.string(), session_token: z.string(), partner_user_id: z.string() });
export type CoinbaseOnRampInitWire = z.input<typeof CoinbaseOnRampInitWire>;
export const CoinbaseOnRampInitAnswer = z.pipe(
  CoinbaseOnRampInitWire,
  z.transform((wire) => ({ appId: wire.app_id, sessionToken: wire.session_token, partnerUserId: wire.partner_user_id })),
);

/** GET /api/v1/funding/coinbase_on_ramp/status?partnerUserId: where the partner's latest purchase stands. */
export const CoinbaseOnRampStatusQuery = z.object({ partnerUserId: z.string().check(z.minLength(1), z.maxLength(128)) });
const COINBASE_ONRAMP_STATUSES = ['pending', 'waiting_authorization', 'success', 'failure'] as const;
export type CoinbaseOnRampStatus = (typeof COINBASE_ONRAMP_STATUSES)[number];
export const CoinbaseOnRampStatusAnswer = z.object({ status: z.enum(COINBASE_ONRAMP_STATUSES) });
export type CoinbaseOnRampStatusAnswer = z.input<typeof CoinbaseOnRampStatusAnswer>;
