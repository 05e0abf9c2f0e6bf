// @vitest-environment node
import { base58 } from '@scure/base';
import { createHmac, pbkdf2Sync } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { startEmulator } from '../test-support';
import { ANVIL_TEST_MNEMONIC } from './test-wallet/accounts';

/** Account 0 of anvil's test mnemonic at m/44'/501'/0'/0', the address other tools publish for it (not derived here). */
const SOLANA_ACCOUNT_0 = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96';
const SignatureAnswer = z.object({ signature: z.string().check(z.regex(/^[A-Za-z0-9+/]{86}==$/)) });

/**
 * SLIP-0010 Ed25519 written out with node:crypto, apart from the emulator's code: BIP-39 seed (PBKDF2-HMAC-SHA512,
 * salt "mnemonic", 2048 rounds), master HMAC-SHA512("ed25519 seed", seed), then hardened children
 * HMAC-SHA512(chain code, 0x00 || key || ser32(index + 2^31)).
 */
function independentKey(mnemonic: string, path: number[]): Buffer {
  let node = createHmac('sha512', 'ed25519 seed').update(pbkdf2Sync(mnemonic, 'mnemonic', 2048, 64, 'sha512')).digest();
  for (const index of path) {
    const hardened = Buffer.alloc(4);
    hardened.writeUInt32BE(index + 0x8000_0000);
    node = createHmac('sha512', node.subarray(32)).update(Buffer.concat([Buffer.alloc(1), node.subarray(0, 32), hardened])).digest();
  }
  return node.subarray(0, 32);
}
const independentPrivateKey = (account: number) => independentKey(ANVIL_TEST_MNEMONIC, [44, 501, account, 0]);

const wallet = () => startEmulator();
const ScriptConfig = z.object({ account: z.number(), address: z.string(), publicKey: z.array(z.number()) });
/** The account wallet.js was made for, from the config it starts with. */
const configOf = (script: string) => ScriptConfig.parse(JSON.parse(/var config = (\{.*\});/.exec(script)![1]!));

describe('the test Solana wallet script (GET /test-solana-wallet/wallet.js)', () => {
  it('is JavaScript any page may load, for the account asked for, with its public key and no private key', async () => {
    const headers = { origin: 'https://dapp.example' };
    const answer = await wallet().call('/test-solana-wallet/wallet.js?account=3', { appId: null, headers });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.text).toContain('"name":"Portico Test Solana Wallet"');
    expect(answer.text).toContain('"icon":"data:image/svg+xml;base64,');
    expect(answer.text).toContain('"chains":["solana:mainnet","solana:devnet","solana:testnet"]');
    const privateKey = independentPrivateKey(3);
    const publicKey = ed25519.getPublicKey(privateKey);
    const config = configOf(answer.text);
    expect(config.account).toBe(3);
    expect(base58.decode(config.address)).toEqual(publicKey);
    expect(config.publicKey).toEqual([...publicKey]);
    for (const encoding of ['hex', 'base64'] as const) expect(answer.text).not.toContain(privateKey.toString(encoding));
    expect(answer.text).not.toContain(JSON.stringify([...privateKey]).slice(1, -1));
  });

  it('is account 0 without ?account: the address SLIP-0010 gives at m/44’/501’/0’/0’', async () => {
    const { address } = configOf((await wallet().call('/test-solana-wallet/wallet.js', { appId: null })).text);
    expect(address).toBe(SOLANA_ACCOUNT_0);
    expect(base58.decode(address)).toEqual(ed25519.getPublicKey(independentPrivateKey(0)));
  });

  it('refuses an account that is not an integer from 0 to 999', async () => {
    const api = wallet();
    const refused = { status: 400, code: 'invalid_data', error: 'Invalid account: expected an integer from 0 to 999' };
    for (const account of ['1000', '-1', 'abc', '1.5', '']) {
      expect(await api.fail(`/test-solana-wallet/wallet.js?account=${account}`, { appId: null }), `account=${account}`).toEqual(refused);
    }
  });
});

describe('the approval page (GET /test-solana-wallet/approve)', () => {
  it('is the Ethereum test wallet’s approval page under this wallet’s name', async () => {
    const api = wallet();
    const page = await api.call('/test-solana-wallet/approve', { appId: null });
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('<h1>Portico Test Solana Wallet</h1>');
    const ethereumPage = await api.call('/test-wallet/approve', { appId: null });
    expect(page.text.replaceAll('Portico Test Solana Wallet', 'Portico Test Wallet')).toBe(ethereumPage.text);
  });
});

describe('signing (POST /test-solana-wallet/sign)', () => {
  const sign = (body: unknown, headers: Record<string, string> = {}) =>
    wallet().call('/test-solana-wallet/sign', { body, appId: null, headers });
  const message = new TextEncoder().encode('Sign in to Portico with Solana ✓');
  const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

  it('signs the message’s bytes with Ed25519, which verifies against the account’s address', async () => {
    for (const account of [0, 3]) {
      const answer = await sign({ account, message: base64(message) });
      expect(answer.status).toBe(200);
      const { signature } = SignatureAnswer.parse(JSON.parse(answer.text));
      const { address } = configOf((await wallet().call(`/test-solana-wallet/wallet.js?account=${account}`, { appId: null })).text);
      expect(ed25519.verify(Buffer.from(signature, 'base64'), message, base58.decode(address))).toBe(true);
    }
  });

  it('signs bytes that are not text', async () => {
    const bytes = Uint8Array.from([0, 255, 128, 7]);
    const { signature } = SignatureAnswer.parse(JSON.parse((await sign({ account: 0, message: base64(bytes) })).text));
    expect(ed25519.verify(Buffer.from(signature, 'base64'), bytes, base58.decode(SOLANA_ACCOUNT_0))).toBe(true);
  });

  it('signs only for the emulator’s own approval page when a browser names the calling page', async () => {
    const body = { account: 0, message: base64(message) };
    expect(await wallet().fail('/test-solana-wallet/sign', { body, appId: null, headers: { origin: 'http://localhost:5173' } })).toEqual({
      status: 403,
      code: 'invalid_origin',
      error: 'Only the test wallet’s approval page may carry out approvals',
    });
    expect((await sign(body, { origin: 'http://emulator.test' })).status).toBe(200);
  });

  it.each([
    [{ account: 1000, message: 'aGk=' }, 'Invalid account: too big'],
    [{ account: -1, message: 'aGk=' }, 'Invalid account: too small'],
    [{ account: '0', message: 'aGk=' }, 'Invalid account: expected number'],
    [{ account: 0 }, 'Invalid message: expected string'],
    [{ account: 0, message: 'hi there' }, 'Invalid message: invalid value'],
    [{ account: 0, message: 'aGk' }, 'Invalid message: invalid value'],
  ])('refuses %j with a typed 400', async (body, error) => {
    expect(await wallet().fail('/test-solana-wallet/sign', { body, appId: null })).toEqual({ status: 400, code: 'invalid_data', error });
  });

  it('refuses a body that is not JSON', async () => {
    expect(await wallet().fail('/test-solana-wallet/sign', { rawBody: '{', appId: null })).toEqual({
      status: 400,
      code: 'invalid_data',
      error: 'Request body is not valid JSON',
    });
  });
});
