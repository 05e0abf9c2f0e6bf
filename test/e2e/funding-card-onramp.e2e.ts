// The card on-ramps' stand-in pages in Chromium, as a person meets them in the provider's popup: the first provider's
// signed buy page and the second provider's select-asset page, each with its strict CSP (a violation is a console
// error), axe, and the purchase credited on local chain A. The widget's side of the flow (the demo's funding panel)
// is left to the demo's own test once the demo has one.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO_APP_ID } from '../../emulator/provider/apps';
import { expectAccessible, expectNoPageErrors, setUpE2E } from './support';

const e2e = setUpE2E();

let people = 0;

/** The emulator's API as the widget calls it, for a new person logged in by email. */
async function loggedIn() {
  await e2e.stack.configureApp({ email_auth: true });
  const call = async (path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${e2e.stack.emulatorUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', 'privy-app-id': DEMO_APP_ID, ...(token && { authorization: `Bearer ${token}` }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<Record<string, string>>;
  };
  const email = `onramp${(people += 1)}.${Date.now()}@example.com`;
  await call('/api/v1/passwordless/init', { email });
  const { token } = await call('/api/v1/passwordless/authenticate', { email, code: await e2e.stack.outbox(email) });
  return { call: (path: string, body?: unknown) => call(path, body, token) };
}

/** A fresh address's balance on local chain A: native, or the test USDC's (balanceOf). */
async function balance(address: string, asset: 'native' | 'USDC'): Promise<bigint> {
  const usdc = e2e.stack.usdc[31337];
  const request =
    asset === 'native'
      ? { method: 'eth_getBalance', params: [address, 'latest'] }
      : { method: 'eth_call', params: [{ to: usdc, data: `0x70a08231${address.slice(2).toLowerCase().padStart(64, '0')}` }, 'latest'] };
  const response = await fetch(e2e.stack.chainUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, ...request }) });
  return BigInt(((await response.json()) as { result: string }).result);
}

/**
 * axe on the page at `page`'s URL, seen in a second context that ignores CSP: the pages' strict CSP (kept in the
 * person's context, where a violation is a console error) refuses axe's injected script. A GET has no effect here.
 */
async function expectPageAccessible(page: Page, screen: string): Promise<void> {
  const { page: copy } = await e2e.newPage({ contextOptions: { bypassCSP: true, viewport: { width: 440, height: 680 } } });
  await copy.goto(page.url());
  await expectAccessible(copy, screen);
}

const freshAddress = () => `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
const status = (page: Page) => page.getByRole('status');

test('the first provider’s buy page: wait for authorisation, then complete; the wallet is credited', async () => {
  const { call } = await loggedIn();
  const address = freshAddress();
  const { signedUrl, externalTransactionId } = await call('/api/v1/plugins/moonpay_on_ramp/sign', {
    address,
    useSandbox: true,
    config: { currencyCode: 'ETH_ETHEREUM', quoteCurrencyAmount: 0.25 },
  });
  const { page, errors } = await e2e.newPage({ contextOptions: { viewport: { width: 440, height: 680 } } });
  await page.goto(signedUrl!);
  await page.getByRole('heading', { name: 'Buy 0.25 ETH' }).waitFor();
  await expectPageAccessible(page, 'first provider: buy page');

  await page.getByRole('button', { name: 'Wait for authorisation' }).click();
  await status(page).filter({ hasText: 'Waiting for your card issuer' }).waitFor();
  await expectPageAccessible(page, 'first provider: waiting for authorisation');
  await page.getByRole('button', { name: 'Complete purchase' }).click();
  await status(page).filter({ hasText: 'Purchase complete.' }).waitFor();
  await expectPageAccessible(page, 'first provider: complete');
  expect(await balance(address, 'native')).toBe(250_000_000_000_000_000n);

  const answer = await fetch(`${e2e.stack.emulatorUrl}/moonpay/v1/transactions/ext/${externalTransactionId}?apiKey=pk_test_portico_emulator`);
  expect(((await answer.json()) as { status: string }[])[0]?.status).toBe('completed');
  expectNoPageErrors(errors);
});

test('the second provider’s buy page: buy USDC; the session’s status turns to success', async () => {
  const { call } = await loggedIn();
  const address = freshAddress();
  const session = await call('/api/v1/funding/coinbase_on_ramp/init', { addresses: [{ address, blockchains: ['ethereum'] }], assets: ['USDC'] });
  const query = new URLSearchParams({
    appId: session.app_id!,
    sessionToken: session.session_token!,
    partnerUserId: session.partner_user_id!,
    defaultExperience: 'buy',
    presetCryptoAmount: '15',
    defaultNetwork: 'ethereum',
    defaultAsset: 'USDC',
  });
  const { page, errors } = await e2e.newPage({ contextOptions: { viewport: { width: 440, height: 680 } } });
  await page.goto(`${e2e.stack.emulatorUrl}/dev/coinbase-pay/buy/select-asset?${query}`);
  await page.getByRole('heading', { name: 'Buy 15 USDC' }).waitFor();
  await expectPageAccessible(page, 'second provider: buy page');
  const statusPath = `/api/v1/funding/coinbase_on_ramp/status?partnerUserId=${session.partner_user_id}`;
  expect((await call(statusPath)).status).toBe('pending');

  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await status(page).filter({ hasText: 'Purchase complete.' }).waitFor();
  await expectPageAccessible(page, 'second provider: complete');
  expect((await call(statusPath)).status).toBe('success');
  expect(await balance(address, 'USDC')).toBe(15_000_000n);
  expectNoPageErrors(errors);
});
