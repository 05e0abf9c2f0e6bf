/**
 * The real Privy React SDK (compat/privy, pinned in its own package.json) against the emulator, driven through its own
 * modal in Chromium: the strongest check of the wire format there is, a client no one here wrote. The host page is on
 * localhost and the emulator on 127.0.0.1, two sites, as in production. `npm run test:compat` builds the page first.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { setUpE2E } from '../e2e/support';
import { approvalWindowSteps } from '../e2e/test-wallet-approvals';
import { serveFolder } from './static-server';

const DIST = fileURLToPath(new URL('../../compat/privy/dist/', import.meta.url));
const e2e = setUpE2E();
let host: Awaited<ReturnType<typeof serveFolder>>;

beforeAll(async () => {
  host = await serveFolder(DIST);
});
afterAll(async () => {
  await host?.close();
});

/** The host page for `methods`, on another site than the emulator. */
async function openHost(methods: string): Promise<{ page: Page; requests: string[] }> {
  const { page } = await e2e.newPage();
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(e2e.stack.emulatorUrl)) requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  const url = `${host.url.replace('127.0.0.1', 'localhost')}/?api=${encodeURIComponent(e2e.stack.emulatorUrl)}&methods=${methods}`;
  await page.goto(url);
  await page.getByRole('status').filter({ hasText: /^Logged (in|out)$/ }).waitFor();
  return { page, requests };
}

const privyModal = (page: Page) => page.getByRole('dialog');
/** anvil's default account 3: the test wallet's account for ?account=3. */
const ANVIL_ACCOUNT_3 = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const testWallet = approvalWindowSteps('Portico Test Wallet');

/** Approves the test wallet's request for `action` ("Connect", "Sign message") in its approval window. */
async function approve(page: Page, action: string): Promise<void> {
  await testWallet.asked(page, action);
  await testWallet.click(page, 'Approve');
}
const status = (page: Page) => page.getByRole('status').filter({ hasText: /^Logged (in|out)$/ });

/** Types a six-digit code into the SDK's code boxes (code-0 … code-5). */
async function typeCode(page: Page, code: string): Promise<void> {
  for (const [index, digit] of [...code].entries()) await page.locator(`input[name="code-${index}"]`).fill(digit);
}

test('email: a person logs in through the SDK\'s modal, stays logged in across a reload (the session is refreshed), and logs out', async () => {
  await e2e.stack.configureApp({ email_auth: true });
  const { page, requests } = await openHost('email');
  const address = `compat-${Date.now()}@example.com`;

  await page.getByRole('button', { name: 'Log in' }).click();
  await privyModal(page).getByPlaceholder('your@email.com').fill(address);
  await privyModal(page).getByRole('button', { name: 'Submit' }).click();
  await typeCode(page, await e2e.stack.outbox(address));
  await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toBe('Logged in');
  expect(await page.getByLabel('User email').textContent()).toBe(address);

  requests.length = 0;
  await page.reload();
  await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toBe('Logged in');
  expect(requests).toContain('POST /api/v1/sessions');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect.poll(() => status(page).textContent()).toBe('Logged out');
  expect(requests).toContain('POST /api/v1/sessions/logout');
});

test('SMS: a person logs in with a code sent to their phone', async () => {
  await e2e.stack.configureApp({ sms_auth: true });
  const { page } = await openHost('sms');
  await page.getByRole('button', { name: 'Log in' }).click();
  await privyModal(page).getByRole('button', { name: 'Continue with SMS' }).click();
  await privyModal(page).locator('#phone-number-input').fill('415 555 0199');
  await privyModal(page).getByRole('button', { name: 'Submit' }).click();
  await typeCode(page, await e2e.stack.outbox('+14155550199'));
  await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toBe('Logged in');
  expect(await page.getByLabel('User phone').textContent()).toBe('+14155550199');
});

test('Google: the SDK sends the person to the emulator\'s stand-in consent page and back, and they are logged in', async () => {
  await e2e.stack.configureApp({ google_oauth: true });
  const { page } = await openHost('google');
  await page.getByRole('button', { name: 'Log in' }).click();
  await privyModal(page).getByRole('button', { name: 'Google' }).click();
  await page.getByRole('heading', { name: 'Sign in to Google' }).waitFor();
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toBe('Logged in');
  expect(await page.getByLabel('Google account').textContent()).toBe('grace@example.com');
});

test('wallet: a person logs in with the Portico Test Wallet (Sign-In With Ethereum), approving the connection and the message in it', async () => {
  await e2e.stack.configureApp({ wallet_auth: true });
  const { page } = await openHost('wallet');
  // The test wallet announces itself over EIP-6963, as a browser extension would.
  await page.addScriptTag({ url: `${e2e.stack.emulatorUrl}/test-wallet/wallet.js?account=3` });
  await page.getByRole('button', { name: 'Log in' }).click();
  await privyModal(page).getByRole('button', { name: /Portico Test Wallet/ }).click();
  await approve(page, 'Connect');
  await approve(page, 'Sign message');
  await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toBe('Logged in');
  expect((await page.getByLabel('Wallet address').textContent())?.toLowerCase()).toBe(ANVIL_ACCOUNT_3.toLowerCase());
});
