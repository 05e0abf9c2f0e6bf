import { Hono } from 'hono';
import { requireApp } from '../auth';
import { readQuery } from '../../shared/body';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { TokenPriceQuery, usdPrice } from '../../shared/token-prices';

/** GET /api/v1/token_price?chainId=…&tokenSymbol=… → `{ usd }`, from the emulator's fixed table. */
export function tokenPriceRoutes(ctx: EmulatorContext) {
  return new Hono<EmulatorEnv>().use(requireApp(ctx)).get('/', (c) => {
    const { chainId, tokenSymbol } = readQuery(c, TokenPriceQuery);
    return c.json({ usd: usdPrice(chainId, tokenSymbol) });
  });
}
