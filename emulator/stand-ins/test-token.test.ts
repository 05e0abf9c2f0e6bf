// @vitest-environment node
import { createPublicClient, createWalletClient, getAddress, http, parseEther, parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CHAIN_ID, startLocalChain, type LocalChain } from './local-chain';
import { startEmulator } from '../test-support';
import { testTokenAbi } from './test-token/artifact';
import { deployTestToken, type TestToken } from './test-token/deploy';
import { testWalletAccount } from './test-wallet/accounts';

const deployer = testWalletAccount(0);

let chain: LocalChain;
let token: TestToken;

beforeAll(async () => {
  chain = await startLocalChain({ port: 0 });
  token = { chainId: LOCAL_CHAIN_ID, ...(await deployTestToken(chain.url)) };
}, 30_000);

afterAll(() => chain?.close());

const client = () => createPublicClient({ transport: http(chain.url) });
const tokenBalance = (address: Address) =>
  client().readContract({ address: token.address, abi: testTokenAbi, functionName: 'balanceOf', args: [address] });
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;

describe('the test token (PTT) on a fresh anvil', () => {
  it('is deployed from account 0 at its first CREATE address, and reads back as a standard ERC-20', async () => {
    expect(deployer.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    // A fresh anvil's account 0 at nonce 0: the address is fixed, though deploy() takes it from the receipt.
    expect(token).toEqual({ chainId: LOCAL_CHAIN_ID, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'PTT', decimals: 18 });
    const read = <F extends 'name' | 'symbol' | 'decimals' | 'totalSupply'>(functionName: F) =>
      client().readContract({ address: token.address, abi: testTokenAbi, functionName });
    expect(await read('name')).toBe('Portico Test Token');
    expect(await read('symbol')).toBe('PTT');
    expect(await read('decimals')).toBe(18);
    expect(await read('totalSupply')).toBe(parseUnits('1000000', 18));
  });

  it('moves balances on transfer', async () => {
    const to = freshAddress();
    const before = await tokenBalance(deployer.address);
    const wallet = createWalletClient({ account: deployer, transport: http(chain.url) });
    const hash = await wallet.writeContract({
      address: token.address,
      abi: testTokenAbi,
      functionName: 'transfer',
      args: [to, parseUnits('2.5', 18)],
      chain: null,
    });
    expect((await client().waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success');
    expect(await tokenBalance(to)).toBe(parseUnits('2.5', 18));
    expect(await tokenBalance(deployer.address)).toBe(before - parseUnits('2.5', 18));
  });
});

const LocalChainAnswer = z.object({
  chain_id: z.number(),
  rpc_url: z.nullable(z.string()),
  test_token: z.nullable(z.object({ address: z.string(), symbol: z.string(), decimals: z.number() })),
});
const FaucetAnswer = z.object({ eth_tx_hash: z.string(), token_tx_hash: z.string() });

describe('GET /dev/local-chain', () => {
  it('names the chain and the test token', async () => {
    const api = startEmulator({ chainRpcUrls: { [LOCAL_CHAIN_ID]: chain.url }, testToken: token });
    expect(await api.ok(LocalChainAnswer, '/dev/local-chain', { appId: null })).toEqual({
      chain_id: LOCAL_CHAIN_ID,
      rpc_url: chain.url,
      test_token: { address: token.address, symbol: 'PTT', decimals: 18 },
    });
  });

  it('answers test_token null when the emulator was started without one', async () => {
    const api = startEmulator({ chainRpcUrls: { [LOCAL_CHAIN_ID]: chain.url } });
    expect((await api.ok(LocalChainAnswer, '/dev/local-chain', { appId: null })).test_token).toBeNull();
  });
});

describe('POST /dev/faucet', () => {
  const api = () => startEmulator({ chainRpcUrls: { [LOCAL_CHAIN_ID]: chain.url }, testToken: token });

  it('sends the amounts asked for, and waits for both transactions', async () => {
    const address = freshAddress();
    const answer = await api().ok(FaucetAnswer, '/dev/faucet', { body: { address, eth: '0.25', tokens: '12.5' }, appId: null });
    expect(await client().getBalance({ address })).toBe(parseEther('0.25'));
    expect(await tokenBalance(address)).toBe(parseUnits('12.5', 18));
    const receipt = await client().getTransactionReceipt({ hash: answer.token_tx_hash as `0x${string}` });
    expect(receipt).toMatchObject({ status: 'success', from: deployer.address.toLowerCase() });
  });

  it('sends 1 ETH and 100 PTT by default, to an address in any letter case, and adds to what is there', async () => {
    const address = freshAddress();
    const faucet = api();
    await faucet.ok(FaucetAnswer, '/dev/faucet', { body: { address: address.toLowerCase() }, appId: null });
    await faucet.ok(FaucetAnswer, '/dev/faucet', { body: { address, tokens: '0.000000000000000001' }, appId: null });
    expect(await client().getBalance({ address })).toBe(parseEther('2'));
    expect(await tokenBalance(getAddress(address))).toBe(parseUnits('100', 18) + 1n);
  });

  it('serves calls made at the same time one after the other', async () => {
    const faucet = api();
    const addresses = [freshAddress(), freshAddress(), freshAddress()];
    await Promise.all(addresses.map((address) => faucet.ok(FaucetAnswer, '/dev/faucet', { body: { address, eth: '0.5' }, appId: null })));
    for (const address of addresses) expect(await client().getBalance({ address })).toBe(parseEther('0.5'));
  });

  it.each([
    { case: 'no address', body: { address: undefined } },
    { case: 'a short address', body: { address: '0x1234' } },
    { case: 'an address without 0x', body: { address: 'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266' } },
    { case: 'a number for eth', body: { eth: 1 } },
    { case: 'zero eth', body: { eth: '0' } },
    { case: 'negative tokens', body: { tokens: '-5' } },
    { case: 'tokens in exponent form', body: { tokens: '1e3' } },
    { case: 'more than 18 decimals', body: { eth: '0.0000000000000000001' } },
    { case: 'more than 10 ETH', body: { eth: '10.000000000000000001' } },
    { case: 'more than 10,000 PTT', body: { tokens: '10001' } },
  ])('refuses $case with 400', async ({ body }) => {
    const address = freshAddress();
    const answer = await api().fail('/dev/faucet', { body: { address, ...body }, appId: null });
    expect(answer).toMatchObject({ status: 400, code: 'invalid_data' });
    expect(await client().getBalance({ address })).toBe(0n);
  });

  it('names the cap that was passed', async () => {
    const answer = await api().fail('/dev/faucet', { body: { address: freshAddress(), eth: '11' }, appId: null });
    expect(answer.error).toBe('Invalid eth: too big');
  });

  it('accepts exactly the caps', async () => {
    const address = freshAddress();
    await api().ok(FaucetAnswer, '/dev/faucet', { body: { address, eth: '10', tokens: '10000' }, appId: null });
    expect(await tokenBalance(address)).toBe(parseUnits('10000', 18));
  });

  it('answers 409 no_test_token when the emulator was started without a test token', async () => {
    const api = startEmulator({ chainRpcUrls: { [LOCAL_CHAIN_ID]: chain.url } });
    expect(await api.fail('/dev/faucet', { body: { address: freshAddress() }, appId: null })).toMatchObject({
      status: 409,
      code: 'no_test_token',
    });
  });

  it('answers 502 faucet_failed when the chain does not answer', async () => {
    const api = startEmulator({ chainRpcUrls: { [LOCAL_CHAIN_ID]: 'http://127.0.0.1:9' }, testToken: token });
    const answer = await api.fail('/dev/faucet', { body: { address: freshAddress() }, appId: null });
    expect(answer).toMatchObject({ status: 502, code: 'faucet_failed' });
  });
});
