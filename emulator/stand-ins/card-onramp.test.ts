// @vitest-environment node
import { createHash } from 'node:crypto';
import { parseEther, parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CoinbaseOnRampInitWire,
  CoinbaseOnRampStatusAnswer,
  MoonpaySignAnswer,
  MoonpayTransactionWire,
  type MoonpaySignRequest,
} from '../../schemas/funding-onramp';
import * as z from 'zod/mini';
import { DEMO_APP_ID } from '../provider/apps';
import { COINBASE_APP_ID, COINBASE_SESSION_TTL_MS, partnerUserId } from './card-onramp/coinbase-sessions';
import { MOONPAY_API_KEYS } from './card-onramp/moonpay-url';
import { startTestChains, type TestChains } from './funding/test-chains';
import { LOCAL_CHAIN_ID } from './local-chain';
import type { UserRecord } from '../shared/records';
import { BASE_URL, startEmulator, testClock, type RawAnswer } from '../test-support';

let chains: TestChains;

beforeAll(async () => {
  chains = await startTestChains();
}, 60_000);

afterAll(() => chains?.close());

const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address;
const balance = (address: Address, asset: 'native' | 'USDC') => chains.balance(LOCAL_CHAIN_ID, address, asset);

/** An emulator on the test chains, and a logged-in user of the demo app. */
async function onRamps() {
  const clock = testClock();
  const api = startEmulator({ now: clock.now, chainRpcUrls: chains.chainRpcUrls, usdc: chains.usdc });
  const token = (await api.logIn('ada@example.com')).token!;
  const other = await api.logIn('bob@example.com');
  const otherToken = other.token!;
  /** A path and query of the emulator, from an absolute URL it answered. */
  const local = (url: string) => {
    expect(url.startsWith(BASE_URL)).toBe(true);
    return url.slice(BASE_URL.length);
  };
  const postForm = (path: string, fields: Record<string, string>) =>
    api.call(path, { method: 'POST', rawBody: new URLSearchParams(fields).toString(), appId: null });
  return { api, clock, token, otherToken, otherUser: other.user, local, postForm };
}

/** The page's CSP allows no script, nothing from elsewhere, and exactly its own inline style (as the other dev pages). */
function expectStrictPage(answer: RawAnswer) {
  expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
  const policy = answer.headers.get('content-security-policy') ?? '';
  const css = answer.text.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
  const hash = createHash('sha256').update(css).digest('base64');
  expect(policy).toBe(`default-src 'none'; style-src 'sha256-${hash}'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`);
  expect(answer.text).not.toContain('<script');
  expect(answer.headers.get('cache-control')).toBe('no-store');
}

const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]+)<\/button>/g)].map((match) => match[1]);
const hiddenQuery = (html: string) => html.match(/name="query" value="([^"]+)"/)?.[1]?.replaceAll('&#38;', '&') ?? '';

describe('POST /api/v1/plugins/moonpay_on_ramp/sign', () => {
  const SIGN = '/api/v1/plugins/moonpay_on_ramp/sign';
  const body = (address: string, config: MoonpaySignRequest['config'] = {}): MoonpaySignRequest => ({ address, useSandbox: true, config });

  it('answers a signed URL of the stand-in buy page and an external transaction id', async () => {
    const { api, token, local } = await onRamps();
    const address = freshAddress();
    const config = { currencyCode: 'ETH_ETHEREUM', quoteCurrencyAmount: 0.05, colorCode: '#123abc', theme: 'dark' } as const;
    const { signedUrl, externalTransactionId } = await api.ok(MoonpaySignAnswer, SIGN, { body: body(address, config), token });
    const url = new URL(signedUrl);
    expect(url.origin + url.pathname).toBe(`${BASE_URL}/dev/moonpay/buy`);
    expect([...url.searchParams.keys()]).toEqual([
      'apiKey',
      'currencyCode',
      'walletAddress',
      'externalTransactionId',
      'quoteCurrencyAmount',
      'colorCode',
      'theme',
      'signature',
    ]);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      apiKey: MOONPAY_API_KEYS.sandbox,
      currencyCode: 'ETH_ETHEREUM',
      walletAddress: address,
      externalTransactionId,
      quoteCurrencyAmount: '0.05',
    });
    const page = await api.call(local(signedUrl), { appId: null });
    expect(page.status).toBe(200);
    expectStrictPage(page);
    expect(page.text).toContain('<h1>Buy 0.05 ETH</h1>');
    expect(page.text).toContain(`<dt>Wallet address</dt><dd><code>${address}</code></dd>`);
    expect(page.text).toContain('<dt>Network</dt><dd>Ethereum (local chain A, anvil 31337)</dd>');
    expect(buttons(page.text)).toEqual(['Complete purchase', 'Wait for authorisation', 'Fail purchase']);
  });

  it('signs ETH_ETHEREUM by default, a live key without the sandbox, and small amounts without an exponent', async () => {
    const { api, token } = await onRamps();
    const { signedUrl } = await api.ok(MoonpaySignAnswer, SIGN, {
      body: { address: freshAddress(), useSandbox: false, config: { quoteCurrencyAmount: 0.0000001 } },
      token,
    });
    const params = new URL(signedUrl).searchParams;
    expect(params.get('currencyCode')).toBe('ETH_ETHEREUM');
    expect(params.get('apiKey')).toBe(MOONPAY_API_KEYS.live);
    expect(params.get('quoteCurrencyAmount')).toBe('0.0000001');
  });

  it('refuses the page when any signed parameter was changed, or the signature is missing', async () => {
    const { api, token, local } = await onRamps();
    const { signedUrl } = await api.ok(MoonpaySignAnswer, SIGN, { body: body(freshAddress(), { quoteCurrencyAmount: 0.05 }), token });
    const tampered = [
      signedUrl.replace('quoteCurrencyAmount=0.05', 'quoteCurrencyAmount=50'),
      signedUrl.replace(/walletAddress=0x[0-9a-fA-F]{40}/, `walletAddress=${freshAddress()}`),
      signedUrl.replace(/&signature=.*$/, ''),
      signedUrl.replace(/&signature=.*$/, '&signature=AAAA'),
    ];
    for (const url of tampered) {
      const page = await api.call(local(url), { appId: null });
      expect(page.status).toBe(403);
      expectStrictPage(page);
      expect(page.text).toContain('This purchase link is not valid');
    }
  });

  it('needs a logged-in user', async () => {
    const { api } = await onRamps();
    expect(await api.fail(SIGN, { body: body(freshAddress()) })).toMatchObject({ status: 401, code: 'must_be_authenticated' });
    expect(await api.fail(SIGN, { body: body(freshAddress()), token: 'not-a-token' })).toMatchObject({ status: 401 });
  });

  it.each([
    { case: 'malformed JSON', rawBody: '{"address": ' },
    { case: 'no address', body: { useSandbox: true, config: {} } },
    { case: 'a short address', body: { address: '0x1234', useSandbox: true, config: {} } },
    { case: 'no useSandbox', body: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', config: {} } },
    { case: 'no config', body: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', useSandbox: true } },
    { case: 'an unknown currency', body: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', useSandbox: true, config: { currencyCode: 'DOGE' } } },
    { case: 'a string amount', body: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', useSandbox: true, config: { quoteCurrencyAmount: '1' } } },
    { case: 'a negative amount', body: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', useSandbox: true, config: { quoteCurrencyAmount: -1 } } },
    { case: 'a colour name', body: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', useSandbox: true, config: { colorCode: 'red' } } },
    {
      case: 'USDC with 7 decimals',
      body: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', useSandbox: true, config: { currencyCode: 'USDC_ETHEREUM', quoteCurrencyAmount: 1.0000001 } },
    },
    { case: 'more than 100 ETH', body: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', useSandbox: true, config: { quoteCurrencyAmount: 101 } } },
  ])('refuses $case with 400 invalid_data', async ({ body: sent, rawBody }) => {
    const { api, token } = await onRamps();
    expect(await api.fail(SIGN, { token, ...(rawBody ? { rawBody } : { body: sent }) })).toMatchObject({ status: 400, code: 'invalid_data' });
  });

  it('answers 400 not_supported for the networks of section 5 the emulator does not sell on', async () => {
    const { api, token } = await onRamps();
    for (const currencyCode of ['ETH_BASE', 'USDC_POLYGON', 'ETH_ARBITRUM'] as const) {
      const answer = await api.fail(SIGN, { body: body(freshAddress(), { currencyCode }), token });
      expect(answer).toEqual({ status: 400, code: 'not_supported', error: `${currencyCode} is not sold by the emulator: only ETH_ETHEREUM and USDC_ETHEREUM are` });
    }
  });
});

describe('the first provider’s buy page and status host', () => {
  const Transactions = z.array(MoonpayTransactionWire);

  async function purchase(config: MoonpaySignRequest['config']) {
    const env = await onRamps();
    const address = freshAddress();
    const { signedUrl, externalTransactionId } = await env.api.ok(MoonpaySignAnswer, '/api/v1/plugins/moonpay_on_ramp/sign', {
      body: { address, useSandbox: true, config },
      token: env.token,
    });
    const pagePath = env.local(signedUrl);
    const query = new URL(signedUrl).search;
    const statusPath = `/moonpay/v1/transactions/ext/${externalTransactionId}?apiKey=${MOONPAY_API_KEYS.sandbox}`;
    const status = () => env.api.call(statusPath, { appId: null });
    const decide = (decision: string) => env.postForm('/dev/moonpay/buy', { query, decision });
    const page = () => env.api.call(pagePath, { appId: null });
    return { ...env, address, externalTransactionId, status, decide, page, statusPath };
  }

  it('answers the transaction pending until the person acts, then as decided; completing credits the wallet on local chain A', async () => {
    const { api, address, externalTransactionId, status, decide, page, statusPath } = await purchase({ quoteCurrencyAmount: 0.05 });
    // As the real host reports a purchase in progress: a 200, so polling before the person acts logs no error.
    expect((await status()).status).toBe(200);
    expect(await api.ok(Transactions, statusPath, { appId: null })).toEqual([expect.objectContaining({ externalTransactionId, status: 'pending' })]);
    const unknown = await api.call(statusPath.replace(externalTransactionId, 'no-such-purchase'), { appId: null });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text)).toEqual({ message: 'Transaction not found', type: 'NotFoundError' });

    const waited = await decide('wait');
    expect(waited.status).toBe(303);
    const waiting = await api.ok(Transactions, statusPath, { appId: null });
    expect(waiting).toEqual([
      {
        id: expect.any(String),
        externalTransactionId,
        status: 'waitingAuthorization',
        paymentMethod: 'credit_debit_card',
        cardPaymentType: 'credit',
        currency: { code: 'ETH_ETHEREUM' },
        baseCurrencyAmount: 150,
        quoteCurrencyAmount: 0.05,
        feeAmount: 6.75,
        extraFeeAmount: 1.5,
        networkFeeAmount: 0.5,
      },
    ]);
    const waitingPage = await page();
    expect(waitingPage.text).toContain('Waiting for your card issuer to authorise the payment.');
    expect(buttons(waitingPage.text)).toEqual(['Complete purchase', 'Fail purchase']);

    expect(await balance(address, 'native')).toBe(0n);
    await decide('complete');
    expect((await api.ok(Transactions, statusPath, { appId: null }))[0]?.status).toBe('completed');
    expect(await balance(address, 'native')).toBe(parseEther('0.05'));
    const donePage = await page();
    expectStrictPage(donePage);
    expect(donePage.text).toContain('<p role="status">Purchase complete. You can close this window and return to the app.</p>');
    expect(donePage.text).toMatch(/<dt>Transaction<\/dt><dd><code>0x[0-9a-f]{64}<\/code><\/dd>/);
    expect(buttons(donePage.text)).toEqual([]);

    // A decided purchase takes no other answer, and is never credited twice.
    await decide('complete');
    await decide('fail');
    expect((await api.ok(Transactions, statusPath, { appId: null }))[0]?.status).toBe('completed');
    expect(await balance(address, 'native')).toBe(parseEther('0.05'));
  });

  it('credits the test USDC for USDC_ETHEREUM', async () => {
    const { api, address, decide, statusPath } = await purchase({ currencyCode: 'USDC_ETHEREUM', quoteCurrencyAmount: 25.5 });
    await decide('complete');
    const [transaction] = await api.ok(Transactions, statusPath, { appId: null });
    expect(transaction).toMatchObject({ status: 'completed', currency: { code: 'USDC_ETHEREUM' }, baseCurrencyAmount: 25.5, quoteCurrencyAmount: 25.5 });
    expect(await balance(address, 'USDC')).toBe(parseUnits('25.5', 6));
  });

  it('fails a purchase on Fail purchase, and credits nothing', async () => {
    const { api, address, decide, page, statusPath } = await purchase({});
    await decide('fail');
    expect((await api.ok(Transactions, statusPath, { appId: null }))[0]?.status).toBe('failed');
    expect((await page()).text).toContain('The purchase failed and nothing was charged.');
    expect(await balance(address, 'native')).toBe(0n);
  });

  it('answers 401 to another API key, and refuses a form whose query is not signed', async () => {
    const { api, externalTransactionId, postForm, page } = await purchase({});
    for (const apiKey of ['pk_test_other', MOONPAY_API_KEYS.live]) {
      const answer = await api.call(`/moonpay/v1/transactions/ext/${externalTransactionId}?apiKey=${apiKey}`, { appId: null });
      expect(answer.status).toBe(401);
    }
    const query = hiddenQuery((await page()).text);
    expect(query).toContain('&signature=');
    const forged = await postForm('/dev/moonpay/buy', { query: query.replace('quoteCurrencyAmount=0.01', 'quoteCurrencyAmount=99'), decision: 'complete' });
    expect(forged.status).toBe(403);
    expect((await postForm('/dev/moonpay/buy', { query, decision: 'steal' })).status).toBe(400);
  });
});

describe('the second provider: coinbase_on_ramp/init, its buy page and status', () => {
  const INIT = '/api/v1/funding/coinbase_on_ramp/init';
  const StatusAnswer = z.object({ status: CoinbaseOnRampStatusAnswer.shape.status });

  async function session(assets: string[] = ['ETH', 'USDC']) {
    const env = await onRamps();
    const address = freshAddress();
    const init = await env.api.ok(CoinbaseOnRampInitWire, INIT, { body: { addresses: [{ address, blockchains: ['ethereum'] }], assets }, token: env.token });
    const status = (partner = init.partner_user_id, token = env.token) =>
      env.api.call(`/api/v1/funding/coinbase_on_ramp/status?partnerUserId=${partner}`, { token });
    const statusOf = async () => StatusAnswer.parse(JSON.parse((await status()).text)).status;
    const pagePath = (query: Record<string, string> = {}) =>
      `/dev/coinbase-pay/buy/select-asset?${new URLSearchParams({
        appId: init.app_id,
        sessionToken: init.session_token,
        partnerUserId: init.partner_user_id,
        defaultExperience: 'buy',
        presetCryptoAmount: '0.2',
        defaultNetwork: 'ethereum',
        defaultAsset: 'ETH',
        ...query,
      })}`;
    const page = (query?: Record<string, string>) => env.api.call(pagePath(query), { appId: null });
    const decide = async (decision: string, query?: Record<string, string>) =>
      env.postForm('/dev/coinbase-pay/buy/select-asset', { query: hiddenQuery((await page(query)).text), decision });
    return { ...env, address, init, status, statusOf, page, decide };
  }

  it('opens a session for the user, whose status is pending, and a buy page for it', async () => {
    const { init, statusOf, page, address } = await session();
    expect(init).toEqual({ app_id: COINBASE_APP_ID, session_token: expect.any(String), partner_user_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(await statusOf()).toBe('pending');
    const answer = await page();
    expect(answer.status).toBe(200);
    expectStrictPage(answer);
    expect(answer.text).toContain('<h1>Buy 0.2 ETH</h1>');
    expect(answer.text).toContain(`<dt>Wallet address</dt><dd><code>${address}</code></dd>`);
    expect(buttons(answer.text)).toEqual(['Buy', 'Wait for authorisation', 'Fail', 'Cancel']);
  });

  it('waits for authorisation, then buys: success, and the wallet credited once', async () => {
    const { statusOf, decide, page, address } = await session();
    expect((await decide('wait')).status).toBe(303);
    expect(await statusOf()).toBe('waiting_authorization');
    expect(buttons((await page()).text)).toEqual(['Buy', 'Fail', 'Cancel']);
    await decide('buy');
    expect(await statusOf()).toBe('success');
    expect(await balance(address, 'native')).toBe(parseEther('0.2'));
    const done = await page();
    expect(done.text).toContain('Purchase complete.');
    expect(buttons(done.text)).toEqual([]);
    // The token is spent: nothing more happens with it.
    await decide('fail');
    expect(await statusOf()).toBe('success');
    expect(await balance(address, 'native')).toBe(parseEther('0.2'));
  });

  it('buys USDC', async () => {
    const { statusOf, decide, address } = await session();
    await decide('buy', { defaultAsset: 'USDC', presetCryptoAmount: '12' });
    expect(await statusOf()).toBe('success');
    expect(await balance(address, 'USDC')).toBe(parseUnits('12', 6));
  });

  it('fails on Fail; stays pending on Cancel (the person left)', async () => {
    const failed = await session();
    await failed.decide('fail');
    expect(await failed.statusOf()).toBe('failure');
    expect(await balance(failed.address, 'native')).toBe(0n);

    const cancelled = await session();
    await cancelled.decide('cancel');
    expect(await cancelled.statusOf()).toBe('pending');
    expect((await cancelled.page()).text).toContain('You cancelled the purchase.');
  });

  it('reports the latest session only: a new init starts pending again', async () => {
    const { api, token, statusOf, decide, init } = await session();
    await decide('fail');
    const again = await api.ok(CoinbaseOnRampInitWire, INIT, { body: { addresses: [{ address: freshAddress(), blockchains: ['ethereum'] }], assets: ['ETH'] }, token });
    expect(again.partner_user_id).toBe(init.partner_user_id);
    expect(again.session_token).not.toBe(init.session_token);
    expect(await statusOf()).toBe('pending');
  });

  it('refuses purchases the session does not allow or the emulator does not sell, with a 400 page', async () => {
    const { page } = await session(['ETH']);
    const refused: [Record<string, string>, string][] = [
      [{ defaultAsset: 'USDC' }, 'This session may not buy USDC.'],
      [{ defaultNetwork: 'base' }, 'This session has no wallet on base.'],
      [{ presetCryptoAmount: '0' }, 'Enter an amount of ETH above 0.'],
      [{ presetCryptoAmount: '1e3' }, 'Enter an amount of ETH above 0.'],
      [{ presetCryptoAmount: '101' }, 'A test purchase buys at most 100 ETH.'],
    ];
    for (const [query, problem] of refused) {
      const answer = await page(query);
      expect(answer.status).toBe(400);
      expectStrictPage(answer);
      expect(answer.text).toContain(`<p role="alert">${problem}</p>`);
    }
    const onBase = await session(['ETH']);
    const other = await onBase.api.ok(CoinbaseOnRampInitWire, INIT, {
      body: { addresses: [{ address: freshAddress(), blockchains: ['base'] }], assets: ['ETH'] },
      token: onBase.token,
    });
    const base = await onBase.api.call(
      `/dev/coinbase-pay/buy/select-asset?appId=${other.app_id}&sessionToken=${other.session_token}&partnerUserId=${other.partner_user_id}&presetCryptoAmount=1&defaultNetwork=base&defaultAsset=ETH`,
      { appId: null },
    );
    expect(base.text).toContain('ETH on base is not sold by the emulator: only ETH and USDC on Ethereum are.');
  });

  it('answers 404 for another partner id, another app id, an unknown token, or an expired session', async () => {
    const { page, clock } = await session();
    const queries: Record<string, string>[] = [{ partnerUserId: 'f'.repeat(32) }, { appId: 'another-app' }, { sessionToken: 'nope' }];
    for (const query of queries) {
      const answer = await page(query);
      expect(answer.status).toBe(404);
      expect(answer.text).toContain('This purchase session has expired');
    }
    clock.advance(COINBASE_SESSION_TTL_MS);
    expect((await page()).status).toBe(404);
  });

  it('answers status to the partner’s own user only, and needs a logged-in user', async () => {
    const { api, status, otherToken, init, token } = await session();
    expect((await status(init.partner_user_id, otherToken)).status).toBe(403);
    expect(await api.fail(`/api/v1/funding/coinbase_on_ramp/status?partnerUserId=${init.partner_user_id}`)).toMatchObject({
      status: 401,
      code: 'must_be_authenticated',
    });
    expect(await api.fail('/api/v1/funding/coinbase_on_ramp/status', { token })).toMatchObject({ status: 400, code: 'invalid_data' });
    expect(await api.fail(INIT, { body: { addresses: [{ address: freshAddress(), blockchains: ['ethereum'] }], assets: ['ETH'] } })).toMatchObject({ status: 401 });
  });

  it('answers 404 to a user who never opened a session', async () => {
    const { api, otherToken, otherUser } = await onRamps();
    const own = partnerUserId({ app_id: DEMO_APP_ID, id: otherUser!.id } as UserRecord);
    expect(await api.fail(`/api/v1/funding/coinbase_on_ramp/status?partnerUserId=${own}`, { token: otherToken })).toMatchObject({ status: 404, code: 'not_found' });
  });

  it.each([
    { case: 'malformed JSON', rawBody: '{"addresses": ' },
    { case: 'no addresses', body: { assets: ['ETH'] } },
    { case: 'no assets', body: { addresses: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', blockchains: ['ethereum'] }] } },
    { case: 'an empty address list', body: { addresses: [], assets: ['ETH'] } },
    { case: 'a bad address', body: { addresses: [{ address: 'abc', blockchains: ['ethereum'] }], assets: ['ETH'] } },
    { case: 'an unknown blockchain', body: { addresses: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', blockchains: ['dogechain'] }], assets: ['ETH'] } },
    { case: 'an unknown asset', body: { addresses: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', blockchains: ['ethereum'] }], assets: ['DOGE'] } },
  ])('init refuses $case with 400 invalid_data', async ({ body, rawBody }) => {
    const { api, token } = await onRamps();
    expect(await api.fail(INIT, { token, ...(rawBody ? { rawBody } : { body }) })).toMatchObject({ status: 400, code: 'invalid_data' });
  });
});
