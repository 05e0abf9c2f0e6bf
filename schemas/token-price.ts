import * as z from 'zod/mini';

/**
 * GET /api/v1/token_price?chainId={id}&tokenSymbol={symbol} (section 7): the token's price in US dollars. Not
 * re-exported by schemas/index: only the embedded wallet's transaction screen and the emulator read it.
 */
export const TokenPriceAnswer = z.object({ usd: z.number().check(z.gte(0)) });
export type TokenPriceAnswer = z.output<typeof TokenPriceAnswer>;
