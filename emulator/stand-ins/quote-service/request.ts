import * as z from 'zod/mini';

/**
 * POST /relay/execute/swap's body (section 3's quote request). Fields are checked loosely here so that the refusals
 * come in the service's own words ('Invalid address …', 'Unsupported chain …') from the service itself.
 */
export const QuoteBody = z.object({
  user: z.string(),
  recipient: z.string(),
  originChainId: z.int(),
  destinationChainId: z.int(),
  originCurrency: z.string(),
  destinationCurrency: z.string(),
  amount: z.string(),
  tradeType: z.string(),
});
export type QuoteBody = z.output<typeof QuoteBody>;

/** GET /relay/intents/status's query. */
export const QuoteStatusQuery = z.object({ requestId: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)) });
