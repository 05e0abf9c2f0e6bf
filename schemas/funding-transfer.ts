import * as z from 'zod/mini';

/**
 * The bridge and swap quote service's calls (section 7, Funding): POST {service}/execute/swap and GET
 * {service}/intents/status. The service's own wire is camelCase, so the shapes are its own. Not re-exported by
 * schemas/index: only the funding plugin's transfer and the emulator's stand-in load them.
 */

const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
const hexData = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));
/** An amount in base units as a decimal string (wei, USDC's millionths): too large for a JSON number. */
const baseUnits = z.string().check(z.regex(/^\d{1,78}$/));

/** Section 3's quote request: the recipient gets exactly `amount` (EXACT_OUTPUT); the zero address is native. */
export interface QuoteRequest {
  user: string;
  recipient: string;
  originChainId: number;
  destinationChainId: number;
  originCurrency: string;
  destinationCurrency: string;
  amount: string;
  tradeType: 'EXACT_OUTPUT';
}

/** A transaction the user's wallet sends on the origin chain (value in base units). */
const QuoteStep = z.object({ from: evmAddress, to: evmAddress, value: baseUnits, chainId: z.number(), data: hexData });

/** An amount of one currency on one chain, with its decimal form and its value in US dollars. */
export const QuoteAmount = z.object({
  currency: z.object({ chainId: z.number(), address: evmAddress, symbol: z.string(), decimals: z.number() }),
  amount: baseUnits,
  amountFormatted: z.string(),
  amountUsd: z.string(),
});
export type QuoteAmount = z.output<typeof QuoteAmount>;

export const QuoteAnswer = z.object({
  requestId: hexData,
  steps: z.array(QuoteStep),
  /** `gas`: the origin transaction's network fee; `relayer`: the service's fee, included in what the step pays. */
  fees: z.object({ gas: QuoteAmount, relayer: QuoteAmount }),
  /** What leaves the user's wallet (the fee included) and what the recipient gets. */
  details: z.object({ currencyIn: QuoteAmount, currencyOut: QuoteAmount }),
});
export type QuoteAnswer = z.output<typeof QuoteAnswer>;

const QUOTE_STATUSES = ['waiting', 'pending', 'success', 'failure'] as const;

/** waiting: no deposit yet; pending: deposited, paying out; success: paid out; failure: the deposit was wrong. */
export const QuoteStatusAnswer = z.object({
  status: z.enum(QUOTE_STATUSES),
  txHashes: z.array(hexData),
  details: z.optional(z.string()),
});
export type QuoteStatusAnswer = z.output<typeof QuoteStatusAnswer>;

/** The service's refusals: a message (read by the widget) and a code. */
export const QuoteErrorAnswer = z.object({ message: z.string(), errorCode: z.optional(z.string()) });
export type QuoteErrorAnswer = z.output<typeof QuoteErrorAnswer>;
