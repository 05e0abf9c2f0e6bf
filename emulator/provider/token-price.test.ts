// @vitest-environment node
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../test-support';

const TokenPriceAnswer = z.object({ usd: z.number() });

const price = (query: string) => `/api/v1/token_price?${query}`;

describe('GET /api/v1/token_price', () => {
  it.each([
    { tokenSymbol: 'ETH', usd: 3000 },
    { tokenSymbol: 'PTT', usd: 1.25 },
    { tokenSymbol: 'USDC', usd: 1 },
  ])('answers $tokenSymbol on the local chain at $usd USD', async ({ tokenSymbol, usd }) => {
    const api = startEmulator();
    expect(await api.ok(TokenPriceAnswer, price(`chainId=31337&tokenSymbol=${tokenSymbol}`))).toEqual({ usd });
  });

  it.each([
    { tokenSymbol: 'ETH', usd: 3000 },
    { tokenSymbol: 'USDC', usd: 1 },
  ])('answers $tokenSymbol on the second local chain (31338) at $usd USD', async ({ tokenSymbol, usd }) => {
    const api = startEmulator();
    expect(await api.ok(TokenPriceAnswer, price(`chainId=31338&tokenSymbol=${tokenSymbol}`))).toEqual({ usd });
  });

  it.each([
    { case: 'an unknown symbol', query: 'chainId=31337&tokenSymbol=DOGE' },
    { case: 'a symbol in another case', query: 'chainId=31337&tokenSymbol=eth' },
    { case: 'a chain without prices', query: 'chainId=1&tokenSymbol=ETH' },
  ])('answers 404 not_found for $case', async ({ query }) => {
    const answer = await startEmulator().fail(price(query));
    expect(answer).toMatchObject({ status: 404, code: 'not_found' });
  });

  it.each([
    { case: 'no query', query: '', error: 'Invalid chainId: expected string' },
    { case: 'no symbol', query: 'chainId=31337', error: 'Invalid tokenSymbol: expected string' },
    { case: 'a CAIP-2 chain id', query: 'chainId=eip155:31337&tokenSymbol=ETH', error: 'Invalid chainId: invalid value' },
    { case: 'a chain id of 0', query: 'chainId=0&tokenSymbol=ETH', error: 'Invalid chainId: invalid value' },
    { case: 'an empty symbol', query: 'chainId=31337&tokenSymbol=', error: 'Invalid tokenSymbol: invalid value' },
    { case: 'a symbol of 33 characters', query: `chainId=31337&tokenSymbol=${'A'.repeat(33)}`, error: 'Invalid tokenSymbol: invalid value' },
  ])('answers 400 invalid_data for $case', async ({ query, error }) => {
    const answer = await startEmulator().fail(price(query));
    expect(answer).toEqual({ status: 400, code: 'invalid_data', error });
  });

  it('needs the app header, like every API call', async () => {
    const answer = await startEmulator().fail(price('chainId=31337&tokenSymbol=ETH'), { appId: null });
    expect(answer).toMatchObject({ status: 400, code: 'invalid_data', error: 'Missing privy-app-id header' });
  });
});
