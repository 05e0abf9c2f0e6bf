// @vitest-environment node
import { stringToHex, verifyMessage, verifyTypedData } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { LOCAL_CHAIN_ID } from './local-chain';
import { startEmulator } from '../test-support';

/** anvil's default accounts 0 and 3, as anvil prints them (not derived here, so a wrong derivation fails). */
const ANVIL_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ANVIL_ACCOUNT_3 = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const CHAIN_URL = 'http://127.0.0.1:18545';
const SignatureAnswer = z.object({ signature: z.string().check(z.regex(/^0x[0-9a-f]{130}$/)) });

const MAIL_DOMAIN = { name: 'Ether Mail', version: '1', verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' } as const;
const MAIL_TYPES = {
  EIP712Domain: [
    { name: 'name', type: 'string' },
    { name: 'version', type: 'string' },
    { name: 'chainId', type: 'uint256' },
    { name: 'verifyingContract', type: 'address' },
  ],
  Mail: [
    { name: 'contents', type: 'string' },
    { name: 'amount', type: 'uint256' },
  ],
} as const;
/** Typed data as a page sends it in JSON: a uint256 as a number or a decimal string. */
const MAIL = {
  domain: { ...MAIL_DOMAIN, chainId: LOCAL_CHAIN_ID },
  types: MAIL_TYPES,
  primaryType: 'Mail',
  message: { contents: 'Hello, Bob!', amount: '1000000000000000000000' },
};
/** The same typed data as viem types it, to check the signature with. */
const MAIL_TYPED = {
  domain: { ...MAIL_DOMAIN, chainId: BigInt(LOCAL_CHAIN_ID) },
  types: MAIL_TYPES,
  primaryType: 'Mail',
  message: { contents: 'Hello, Bob!', amount: 10n ** 21n },
} as const;

const wallet = () => startEmulator({ chainRpcUrls: { [LOCAL_CHAIN_ID]: CHAIN_URL } });

/** The chain behind the wallet's RPC proxy: it answers with `answer` and keeps what it was sent. */
function fakeChain(answer: () => Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
}
const sentTo = (chain: ReturnType<typeof fakeChain>) =>
  chain.mock.calls.map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) }));

describe('the test wallet script (GET /test-wallet/wallet.js)', () => {
  it('is JavaScript any page may load, for the account asked for (anvil’s account 3) and no key', async () => {
    const answer = await wallet().call('/test-wallet/wallet.js?account=3', { appId: null, headers: { origin: 'https://dapp.example' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.text).toContain(`"account":3,"address":"${ANVIL_ACCOUNT_3}"`);
    expect(answer.text).toContain('"rdns":"dev.portico.testwallet"');
    expect(answer.text).toContain('"icon":"data:image/svg+xml;base64,');
    // Nothing that looks like a private key (32 bytes of hex) is in the page's script.
    expect(answer.text).not.toMatch(/0x[0-9a-fA-F]{64}/);
  });

  it('is anvil’s first account without ?account', async () => {
    const answer = await wallet().call('/test-wallet/wallet.js', { appId: null });
    expect(answer.text).toContain(`"account":0,"address":"${ANVIL_ACCOUNT_0}"`);
  });

  it.each(['1000', '-1', 'abc', '1.5', ''])('refuses account=%j', async (account) => {
    expect(await wallet().fail(`/test-wallet/wallet.js?account=${account}`, { appId: null })).toEqual({
      status: 400,
      code: 'invalid_data',
      error: 'Invalid account: expected an integer from 0 to 999',
    });
  });
});

describe('the approval page (GET /test-wallet/approve)', () => {
  it('is a self-contained HTML page with Approve and Reject', async () => {
    const answer = await wallet().call('/test-wallet/approve', { appId: null });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.text).toContain('<h1>Portico Test Wallet</h1>');
    expect(answer.text).toContain('<button type="button" class="approve" id="approve">Approve</button>');
    expect(answer.text).toContain('<button type="button" class="secondary" id="reject">Reject</button>');
    // No external scripts, styles or images: every src and href is inline data.
    const references = [...answer.text.matchAll(/\b(?:src|href)="([^"]*)"/g)].map(([, url]) => url);
    expect(references.every((url) => url!.startsWith('data:'))).toBe(true);
  });
});

describe('signing (POST /test-wallet/sign)', () => {
  const sign = (body: unknown, headers: Record<string, string> = {}) =>
    wallet().call('/test-wallet/sign', { body, appId: null, headers });

  it('signs personal_sign’s hex message as its bytes with the account’s key', async () => {
    const message = 'Log in to Portico ✓';
    const answer = await sign({ account: 3, method: 'personal_sign', params: [stringToHex(message), ANVIL_ACCOUNT_3] });
    expect(answer.status).toBe(200);
    const { signature } = SignatureAnswer.parse(JSON.parse(answer.text));
    expect(await verifyMessage({ address: ANVIL_ACCOUNT_3, message, signature: signature as `0x${string}` })).toBe(true);
  });

  it('signs a message sent as text, as wallets accept it', async () => {
    const answer = await sign({ account: 0, method: 'personal_sign', params: ['plain text', ANVIL_ACCOUNT_0.toLowerCase()] });
    const { signature } = SignatureAnswer.parse(JSON.parse(answer.text));
    expect(await verifyMessage({ address: ANVIL_ACCOUNT_0, message: 'plain text', signature: signature as `0x${string}` })).toBe(true);
  });

  it('signs eth_signTypedData_v4’s typed data (EIP-712)', async () => {
    const answer = await sign({ account: 3, method: 'eth_signTypedData_v4', params: [ANVIL_ACCOUNT_3, MAIL] });
    expect(answer.status).toBe(200);
    const { signature } = SignatureAnswer.parse(JSON.parse(answer.text));
    const valid = await verifyTypedData({ address: ANVIL_ACCOUNT_3, ...MAIL_TYPED, signature: signature as `0x${string}` });
    expect(valid).toBe(true);
  });

  it('refuses another account’s address, a bad body and typed data that does not fit its types', async () => {
    const api = wallet();
    const fail = (body: unknown) => api.fail('/test-wallet/sign', { body, appId: null });
    expect(await fail({ account: 3, method: 'personal_sign', params: ['0x68656c6c6f', ANVIL_ACCOUNT_0] })).toEqual({
      status: 400,
      code: 'invalid_data',
      error: `Account 3 is ${ANVIL_ACCOUNT_3}, not ${ANVIL_ACCOUNT_0}`,
    });
    expect(await fail({ account: 1000, method: 'personal_sign', params: ['0x68', ANVIL_ACCOUNT_3] })).toMatchObject({ status: 400 });
    expect(await fail({ account: 3, method: 'eth_sign', params: [ANVIL_ACCOUNT_3, '0x68'] })).toMatchObject({ status: 400 });
    expect(await fail({ account: 3, method: 'personal_sign', params: ['0x68'] })).toMatchObject({ status: 400 });
    const badTypes = { ...MAIL, message: { contents: 'Hi', amount: 'not a number' } };
    expect(await fail({ account: 3, method: 'eth_signTypedData_v4', params: [ANVIL_ACCOUNT_3, badTypes] })).toMatchObject({
      status: 400,
      code: 'invalid_data',
      error: expect.stringMatching(/^Invalid typed data: /),
    });
  });

  it('signs only for the emulator’s own approval page when a browser names the calling page', async () => {
    const body = { account: 3, method: 'personal_sign', params: ['0x68656c6c6f', ANVIL_ACCOUNT_3] };
    expect((await sign(body, { origin: 'http://localhost:5173' })).status).toBe(403);
    expect((await sign(body, { origin: 'http://emulator.test' })).status).toBe(200);
  });
});

describe('the JSON-RPC proxy (POST /test-wallet/rpc) and added networks (POST /test-wallet/chains)', () => {
  const rpc = (api: ReturnType<typeof wallet>, body: unknown) => api.call('/test-wallet/rpc', { body, appId: null });

  it('forwards a call to the emulator’s chain for 31337 and answers with its result', async () => {
    const chain = fakeChain(async () => Response.json({ jsonrpc: '2.0', id: 1, result: '0x21e19e0c9bab2400000' }));
    const answer = await rpc(wallet(), { chainId: LOCAL_CHAIN_ID, method: 'eth_getBalance', params: [ANVIL_ACCOUNT_3, 'latest'] });
    expect({ status: answer.status, body: JSON.parse(answer.text) }).toEqual({ status: 200, body: { result: '0x21e19e0c9bab2400000' } });
    expect(sentTo(chain)).toEqual([
      { url: CHAIN_URL, body: { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [ANVIL_ACCOUNT_3, 'latest'] } },
    ]);
  });

  it('answers with the chain’s JSON-RPC error as the chain gave it', async () => {
    const error = { code: -32601, message: 'Method not found', data: 'eth_nothing' };
    fakeChain(async () => Response.json({ jsonrpc: '2.0', id: 1, error }));
    const answer = await rpc(wallet(), { chainId: LOCAL_CHAIN_ID, method: 'eth_nothing' });
    expect(JSON.parse(answer.text)).toEqual({ error });
  });

  it('names a chain it has no URL for (404) and one that does not answer (502)', async () => {
    const chain = fakeChain(async () => {
      throw new TypeError('fetch failed');
    });
    const api = wallet();
    expect(await api.fail('/test-wallet/rpc', { body: { chainId: 1, method: 'eth_blockNumber' }, appId: null })).toEqual({
      status: 404,
      code: 'unknown_chain',
      error: 'The test wallet has no RPC URL for chain 1',
    });
    expect(chain).not.toHaveBeenCalled();
    expect(await api.fail('/test-wallet/rpc', { body: { chainId: LOCAL_CHAIN_ID, method: 'eth_blockNumber' }, appId: null })).toEqual({
      status: 502,
      code: 'chain_unreachable',
      error: `The chain at ${CHAIN_URL} did not answer`,
    });
  });

  it('refuses a call without a chain or a method', async () => {
    const api = wallet();
    expect((await rpc(api, { method: 'eth_blockNumber' })).status).toBe(400);
    expect((await rpc(api, { chainId: LOCAL_CHAIN_ID, method: '' })).status).toBe(400);
  });

  it('sends calls for an added network to its RPC URL, which a later add replaces', async () => {
    const chain = fakeChain(async () => Response.json({ jsonrpc: '2.0', id: 1, result: '0x89' }));
    const api = wallet();
    const add = (rpcUrl: string) => api.call('/test-wallet/chains', { body: { chainId: 137, rpcUrl }, appId: null });
    expect(JSON.parse((await add('http://127.0.0.1:9000/polygon')).text)).toEqual({ chainId: 137, rpcUrl: 'http://127.0.0.1:9000/polygon' });
    await rpc(api, { chainId: 137, method: 'eth_chainId' });
    await add('http://127.0.0.1:9001/');
    await rpc(api, { chainId: 137, method: 'eth_chainId' });
    expect(sentTo(chain).map(({ url }) => url)).toEqual(['http://127.0.0.1:9000/polygon', 'http://127.0.0.1:9001/']);
    // Another emulator has its own networks.
    expect((await rpc(wallet(), { chainId: 137, method: 'eth_chainId' })).status).toBe(404);
  });

  it('keeps a configured chain’s URL, and adds only for the approval page and http(s) URLs', async () => {
    const api = wallet();
    const add = (body: unknown, headers: Record<string, string> = {}) =>
      api.fail('/test-wallet/chains', { body, appId: null, headers });
    expect(await add({ chainId: LOCAL_CHAIN_ID, rpcUrl: 'http://127.0.0.1:9000/' })).toEqual({
      status: 409,
      code: 'chain_configured',
      error: `Chain ${LOCAL_CHAIN_ID} is configured in the emulator (${CHAIN_URL})`,
    });
    expect(await add({ chainId: 137, rpcUrl: 'http://127.0.0.1:9000/' }, { origin: 'http://localhost:5173' })).toMatchObject({
      status: 403,
    });
    expect(await add({ chainId: 137, rpcUrl: 'file:///etc/passwd' })).toMatchObject({ status: 400 });
    expect(await add({ chainId: 0, rpcUrl: 'http://127.0.0.1:9000/' })).toMatchObject({ status: 400 });
  });
});
