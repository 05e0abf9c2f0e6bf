// @vitest-environment node
import { parseEther, toHex, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { startTestChains, type TestChains } from './funding/test-chains';
import { LOCAL_CHAIN_ID, SECOND_CHAIN_ID } from './local-chain';
import { startEmulator } from '../test-support';
import { testWalletAccount } from './test-wallet/accounts';

let chains: TestChains;
beforeAll(async () => void (chains = await startTestChains()), 30_000);
afterAll(() => chains?.close());

const HashAnswer = z.object({ hash: z.string().check(z.regex(/^0x[0-9a-f]{64}$/)) });
const sender = testWalletAccount(5);
const stranger = (): Address => privateKeyToAccount(generatePrivateKey()).address;
const wallet = () => startEmulator({ chainRpcUrls: chains.chainRpcUrls, usdc: chains.usdc });
const send = (body: unknown, headers?: Record<string, string>) => wallet().call('/test-wallet/send', { body, appId: null, headers });

describe('sending (POST /test-wallet/send): what a person approved in the test wallet', () => {
  it('signs with the account’s key and broadcasts on the chain the wallet is on', async () => {
    const to = stranger();
    const answer = await send({ account: 5, chainId: SECOND_CHAIN_ID, transaction: { from: sender.address, to, value: toHex(parseEther('0.5')), data: '0x1234' } });
    expect(answer.status).toBe(200);
    HashAnswer.parse(JSON.parse(answer.text));
    expect(await chains.balance(SECOND_CHAIN_ID, to, 'native')).toBe(parseEther('0.5'));
    expect(await chains.balance(LOCAL_CHAIN_ID, to, 'native')).toBe(0n);
  });

  it('refuses another account’s transaction, another page, a chain it does not know, and what the chain refuses', async () => {
    const transaction = { from: sender.address, to: stranger(), value: toHex(parseEther('1')) };
    const other = await send({ account: 4, chainId: LOCAL_CHAIN_ID, transaction });
    expect(other.status).toBe(400);
    expect(JSON.parse(other.text).error).toBe(`Account 4 is ${testWalletAccount(4).address}, not ${sender.address}`);
    expect((await send({ account: 5, chainId: LOCAL_CHAIN_ID, transaction }, { origin: 'http://evil.test' })).status).toBe(403);
    expect((await send({ account: 5, chainId: 8453, transaction })).status).toBe(404);
    const tooMuch = await send({ account: 5, chainId: LOCAL_CHAIN_ID, transaction: { ...transaction, value: toHex(parseEther('1000000')) } });
    expect(tooMuch.status).toBe(400);
    expect(JSON.parse(tooMuch.text).code).toBe('transaction_refused');
    expect((await send({ account: 5, chainId: LOCAL_CHAIN_ID, transaction: { ...transaction, value: '12' } })).status).toBe(400);
  });
});
