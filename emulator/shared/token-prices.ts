import * as z from 'zod/mini';
import { ApiError } from './http-error';
import { LOCAL_CHAIN_ID, SECOND_CHAIN_ID } from './chains';

/** GET /api/v1/token_price's query: `chainId` as a decimal EVM chain id (31337), `tokenSymbol` as the contract spells it. */
export const TokenPriceQuery = z.object({
  chainId: z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,15}$/)), z.transform(Number)),
  tokenSymbol: z.string().check(z.regex(/^\S{1,32}$/)),
});

/** Fixed USD prices per chain id and token symbol, so balances in USD are the same on every run. */
const USD_PRICES: Readonly<Record<number, Readonly<Record<string, number>>>> = {
  [LOCAL_CHAIN_ID]: { ETH: 3000, PTT: 1.25, USDC: 1 },
  [SECOND_CHAIN_ID]: { ETH: 3000, USDC: 1 },
};

/** The symbol's USD price on the chain; symbols match exactly, as the token contract spells them. */
export function usdPrice(chainId: number, tokenSymbol: string): number {
  const usd = USD_PRICES[chainId]?.[tokenSymbol];
  if (usd === undefined) throw new ApiError(404, 'not_found', `No price for ${tokenSymbol} on chain ${chainId}`);
  return usd;
}
