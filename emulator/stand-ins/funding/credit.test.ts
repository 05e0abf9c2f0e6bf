// @vitest-environment node
import { parseEther, parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { LOCAL_CHAIN_ID, rpcChainId, SECOND_CHAIN_ID } from '../local-chain';
import { startEmulator } from '../../test-support';
import { credit } from './credit';
import { startTestChains, type TestChains } from './test-chains';

let chains: TestChains;
beforeAll(async () => void (chains = await startTestChains()), 30_000);
afterAll(() => chains?.close());

/** What credit() reads of the emulator: the chains and the USDC addresses. */
const context = () => ({ chainRpcUrls: chains.chainRpcUrls, usdc: chains.usdc });

const stranger = (): Address => privateKeyToAccount(generatePrivateKey()).address;

describe('the second local chain and the test USDC', () => {
  it('runs chain B as 31338 beside chain A, with USDC (6 decimals) on both', async () => {
    expect(await rpcChainId(chains.chainRpcUrls[LOCAL_CHAIN_ID]!)).toBe(LOCAL_CHAIN_ID);
    expect(await rpcChainId(chains.chainRpcUrls[SECOND_CHAIN_ID]!)).toBe(SECOND_CHAIN_ID);
    expect(Object.keys(chains.usdc).map(Number).sort()).toEqual([LOCAL_CHAIN_ID, SECOND_CHAIN_ID]);
  });

  it('lists the chains and their USDC at GET /dev/chains', async () => {
    const api = startEmulator({ chainRpcUrls: chains.chainRpcUrls, usdc: chains.usdc });
    const answer = await api.ok(z.object({ chains: z.array(z.object({ id: z.number(), rpcUrl: z.string(), usdc: z.nullable(z.string()) })) }), '/dev/chains', { appId: null });
    expect(answer.chains).toEqual([
      { id: LOCAL_CHAIN_ID, rpcUrl: chains.chainRpcUrls[LOCAL_CHAIN_ID], usdc: chains.usdc[LOCAL_CHAIN_ID] },
      { id: SECOND_CHAIN_ID, rpcUrl: chains.chainRpcUrls[SECOND_CHAIN_ID], usdc: chains.usdc[SECOND_CHAIN_ID] },
    ]);
  });

  it('answers a null USDC where none was deployed', async () => {
    const api = startEmulator({ chainRpcUrls: { [LOCAL_CHAIN_ID]: 'http://127.0.0.1:9' } });
    const answer = JSON.parse((await api.call('/dev/chains', { appId: null })).text);
    expect(answer).toEqual({ chains: [{ id: LOCAL_CHAIN_ID, rpcUrl: 'http://127.0.0.1:9', usdc: null }] });
  });
});

describe('credit (what a completed on-ramp purchase pays)', () => {
  it('pays native currency on chain B, mined, exactly the amount', async () => {
    const address = stranger();
    const hash = await credit(context(), { chainId: SECOND_CHAIN_ID, address, asset: 'native', amount: '0.25' });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await chains.balance(SECOND_CHAIN_ID, address, 'native')).toBe(parseEther('0.25'));
    expect(await chains.balance(LOCAL_CHAIN_ID, address, 'native')).toBe(0n);
  });

  it('pays USDC with 6 decimals on chain A; credits at once do not collide', async () => {
    const address = stranger();
    await Promise.all([
      credit(context(), { chainId: LOCAL_CHAIN_ID, address, asset: 'USDC', amount: '12.5' }),
      credit(context(), { chainId: LOCAL_CHAIN_ID, address, asset: 'USDC', amount: '.5' }),
      credit(context(), { chainId: LOCAL_CHAIN_ID, address, asset: 'native', amount: '1' }),
      credit(context(), { chainId: LOCAL_CHAIN_ID, address, asset: 'native', amount: '1' }),
    ]);
    expect(await chains.balance(LOCAL_CHAIN_ID, address, 'USDC')).toBe(parseUnits('13', 6));
    expect(await chains.balance(LOCAL_CHAIN_ID, address, 'native')).toBe(parseEther('2'));
  });

  it('refuses an unknown chain, a bad address or amount, and USDC where there is none', async () => {
    const address = stranger();
    await expect(credit(context(), { chainId: 1, address, asset: 'native', amount: '1' })).rejects.toMatchObject({ status: 400, code: 'unsupported_chain' });
    await expect(credit(context(), { chainId: LOCAL_CHAIN_ID, address: '0x12', asset: 'native', amount: '1' })).rejects.toMatchObject({ status: 400 });
    await expect(credit(context(), { chainId: LOCAL_CHAIN_ID, address, asset: 'native', amount: '0' })).rejects.toMatchObject({ status: 400 });
    await expect(credit(context(), { chainId: LOCAL_CHAIN_ID, address, asset: 'native', amount: '1e3' })).rejects.toMatchObject({ status: 400 });
    const noUsdc = { chainRpcUrls: chains.chainRpcUrls, usdc: {} };
    await expect(credit(noUsdc, { chainId: LOCAL_CHAIN_ID, address, asset: 'USDC', amount: '1' })).rejects.toMatchObject({ status: 409, code: 'no_test_usdc' });
  });

  it('answers 502 credit_failed when the chain does not answer', async () => {
    const down = { chainRpcUrls: { [LOCAL_CHAIN_ID]: 'http://127.0.0.1:9' }, usdc: {} };
    await expect(credit(down, { chainId: LOCAL_CHAIN_ID, address: stranger(), asset: 'native', amount: '1' })).rejects.toMatchObject({ status: 502, code: 'credit_failed' });
  }, 20_000);
});

describe('POST /dev/credit', () => {
  it('pays USDC on chain B, and answers the transaction', async () => {
    const api = startEmulator({ chainRpcUrls: chains.chainRpcUrls, usdc: chains.usdc });
    const address = stranger();
    const answer = await api.ok(z.object({ tx_hash: z.string() }), '/dev/credit', {
      body: { chain_id: SECOND_CHAIN_ID, address, asset: 'USDC', amount: '250' },
      appId: null,
    });
    expect(answer.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await chains.balance(SECOND_CHAIN_ID, address, 'USDC')).toBe(parseUnits('250', 6));
    const refused = await api.fail('/dev/credit', { body: { chain_id: 1, address, asset: 'USDC', amount: '1' }, appId: null });
    expect(refused).toMatchObject({ status: 400, code: 'unsupported_chain' });
    expect((await api.fail('/dev/credit', { body: { chain_id: SECOND_CHAIN_ID, address, asset: 'DAI', amount: '1' }, appId: null })).status).toBe(400);
  });
});
