/**
 * The real Privy React SDK (compat/privy, pinned in its own package.json) against the emulator, driven through its own
 * modal in Chromium: the strongest check of the wire format there is, a client no one here wrote. The host page is on
 * localhost and the emulator on 127.0.0.1, two sites, as in production. `npm run test:compat` builds the page first.
 */
import { fileURLToPath } from 'node:url';
import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { createPublicClient, createWalletClient, http, parseEther, verifyMessage, verifyTypedData, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { anvil } from 'viem/chains';
import { MAIL } from '../../compat/privy/src/mail';
import { ANVIL_KEY_0 } from '../support/test-wallet';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { setUpE2E } from '../e2e/support';
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
async function openHost(methods: string): Promise<{ page: Page; requests: string[]; bodies: Map<string, unknown> }> {
  const { page } = await e2e.newPage();
  const requests: string[] = [];
  /** The last JSON body sent to each emulator route. */
  const bodies = new Map<string, unknown>();
  page.on('request', (request) => {
    if (!request.url().startsWith(e2e.stack.emulatorUrl)) return;
    const route = `${request.method()} ${new URL(request.url()).pathname}`;
    requests.push(route);
    const body = request.postData();
    if (body?.startsWith('{')) bodies.set(route, JSON.parse(body));
  });
  const url = `${host.url.replace('127.0.0.1', 'localhost')}/?api=${encodeURIComponent(e2e.stack.emulatorUrl)}&methods=${methods}`;
  await page.goto(url);
  await page.getByRole('status').filter({ hasText: /^Logged (in|out)$/ }).waitFor();
  return { page, requests, bodies };
}

const privyModal = (page: Page) => page.getByRole('dialog');
/** Where the host page's "Send 0.001 ETH" sends: anvil's account 9. */
const RECIPIENT = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

const status = (page: Page) => page.getByRole('status').filter({ hasText: /^Logged (in|out)$/ });

/**
 * Logs in through the SDK's email form with the code the emulator sent. `sentAfter` (an earlier code's time) waits for
 * a new code rather than reading the last one again.
 */
async function logInByEmail(page: Page, address: string, sentAfter?: string): Promise<void> {
  await page.getByRole('button', { name: 'Log in' }).click();
  await privyModal(page).getByPlaceholder('your@email.com').fill(address);
  await privyModal(page).getByRole('button', { name: 'Submit' }).click();
  await typeCode(page, sentAfter ? await e2e.stack.nextCode(address, sentAfter) : await e2e.stack.outbox(address));
}

/** The embedded wallet's address, once the SDK shows it. */
async function embeddedWalletAddress(page: Page): Promise<Hex> {
  const wallet = page.getByLabel('Wallet address');
  await expect.poll(async () => /^0x[0-9a-fA-F]{40}$/.test((await wallet.textContent().catch(() => '')) ?? ''), { timeout: 30_000 }).toBe(true);
  return (await wallet.textContent()) as Hex;
}

/** Signs the host page's message through the SDK's useSignMessage and checks it with viem for `address`. */
async function expectMessageSignedBy(page: Page, address: Hex): Promise<void> {
  await page.getByRole('button', { name: 'Sign a message' }).click();
  const message = page.getByLabel('Message signature');
  await expect.poll(async () => (await message.textContent()) || (await page.getByLabel('Wallet error').textContent()), { timeout: 20_000 }).toMatch(/^0x/);
  expect(await verifyMessage({ address, message: 'Hello from the Privy SDK', signature: (await message.textContent()) as Hex })).toBe(true);
}

/** Types a six-digit code into the SDK's code boxes: a login code's are code-0 … code-5, an MFA code's pin-0 … pin-5. */
async function typeCode(page: Page, code: string, boxes: 'code' | 'pin' = 'code'): Promise<void> {
  for (const [index, digit] of [...code].entries()) await page.locator(`input[name="${boxes}-${index}"]`).fill(digit);
}

test('email: a person logs in through the SDK\'s modal, stays logged in across a reload (the session is refreshed), and logs out', async () => {
  await e2e.stack.configureApp({ email_auth: true });
  const { page, requests } = await openHost('email');
  const address = `compat-${Date.now()}@example.com`;

  await logInByEmail(page, address);
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

test('embedded wallet: created on login in the emulator\'s frame, then signMessage and signTypedData from the SDK\'s hooks, verified with viem', async () => {
  await e2e.stack.configureApp({ email_auth: true, embedded_wallet_config: { create_on_login: 'users-without-wallets' } });
  const { page } = await openHost('email&create=on');
  const address = `compat-wallet-${Date.now()}@example.com`;
  await logInByEmail(page, address);
  const walletAddress = await embeddedWalletAddress(page);

  await expectMessageSignedBy(page, walletAddress);

  await page.getByRole('button', { name: 'Sign typed data' }).click();
  const typed = page.getByLabel('Typed data signature');
  await expect.poll(() => typed.textContent(), { timeout: 20_000 }).toMatch(/^0x/);
  expect(await verifyTypedData({ address: walletAddress, ...MAIL, signature: (await typed.textContent()) as Hex })).toBe(true);
  expect(await page.getByLabel('Wallet error').textContent()).toBe('');
});

test('embedded wallet on a second device: the SDK recovers it in the emulator\'s frame (automatic recovery) and signs as the same address', async () => {
  await e2e.stack.configureApp({ email_auth: true, embedded_wallet_config: { create_on_login: 'users-without-wallets' } });
  const address = `compat-device-${Date.now()}@example.com`;
  const { page: phone } = await openHost('email&create=on');
  await logInByEmail(phone, address);
  const walletAddress = await embeddedWalletAddress(phone);
  const { sentAt } = await e2e.stack.outboxMessage(address);

  // A fresh browser context: the frame's storage holds no device share of the wallet.
  const { page: laptop } = await openHost('email&create=on');
  await logInByEmail(laptop, address, sentAt);
  expect(await embeddedWalletAddress(laptop)).toBe(walletAddress);
  await expectMessageSignedBy(laptop, walletAddress);
});

test('embedded wallet: sendTransaction from the SDK\'s hook on the local chain, checked on anvil', async () => {
  await e2e.stack.configureApp({ email_auth: true, embedded_wallet_config: { create_on_login: 'users-without-wallets' } });
  const { page } = await openHost(`email&create=on&chain=${encodeURIComponent(e2e.stack.chainUrl)}`);
  const address = `compat-send-${Date.now()}@example.com`;
  await logInByEmail(page, address);
  const from = await embeddedWalletAddress(page);

  // Anvil's first account funds the new wallet, as a faucet would.
  const chain = { ...anvil, rpcUrls: { default: { http: [e2e.stack.chainUrl] } } };
  const chainClient = createPublicClient({ chain, transport: http(e2e.stack.chainUrl) });
  const funder = createWalletClient({ account: privateKeyToAccount(ANVIL_KEY_0), chain, transport: http(e2e.stack.chainUrl) });
  await chainClient.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: from, value: parseEther('1') }) });
  const before = await chainClient.getBalance({ address: RECIPIENT });

  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click();
  const sent = page.getByLabel('Transaction hash');
  await expect.poll(async () => (await sent.textContent()) || (await page.getByLabel('Wallet error').textContent()), { timeout: 30_000 }).toMatch(/^0x/);
  const receipt = await chainClient.waitForTransactionReceipt({ hash: (await sent.textContent()) as Hex });
  expect(receipt).toMatchObject({ status: 'success', from: from.toLowerCase(), to: RECIPIENT.toLowerCase() });
  expect((await chainClient.getBalance({ address: RECIPIENT })) - before).toBe(parseEther('0.001'));
});

/** Anvil's first default account: the test wallet's account when its script is given no `?account=`. */
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** The test wallet's approval window, over the page as an extension's popup would be. */
const walletWindow = (page: Page) => page.frameLocator('iframe[title="Portico Test Wallet"]');
/**
 * Approves the request the wallet window shows, by a click event on its Approve button rather than a pointer click:
 * once in a clean-clone CI run, 30 s after a pointer click on Approve the just-framed cross-site window still showed
 * the connect request and the SDK still waited for it (as it had once before): the window never took the click.
 * What is under test here is the SDK against the emulator; the wallet's own pointer path is test-wallet.e2e's.
 */
const approveInWallet = (page: Page) => walletWindow(page).getByRole('button', { name: 'Approve' }).dispatchEvent('click');

test('SIWE: a person picks the Portico Test Wallet in the SDK\'s modal, connects, signs in with it, stays logged in across a reload, and logs out', async () => {
  await e2e.stack.configureApp({ wallet_auth: true });
  const { page, requests, bodies } = await openHost('wallet');

  await page.getByRole('button', { name: 'Log in' }).click();
  await privyModal(page).getByRole('button', { name: 'Portico Test Wallet' }).click();
  // The wallet's first window asks to connect; once it has gone, the SDK asks for the SIWE signature in a second one.
  await walletWindow(page).getByText('wants to connect to your account.').waitFor();
  await approveInWallet(page);
  // The SDK asks for the signature once its connector has the account: once, in a loaded CI run, that was not within
  // 10 s (cause not found). Should it never come, the failure says what the SDK's modal shows instead.
  const signRequest = walletWindow(page).getByText('wants you to sign in with your Ethereum account:', { exact: false });
  await signRequest.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
    const modal = await privyModal(page).textContent().catch(() => '(no modal)');
    const windows = await page.locator('iframe[title="Portico Test Wallet"]').count();
    const shown = await walletWindow(page).locator('#request').textContent({ timeout: 1_000 }).catch(() => '(none)');
    // The window disables its buttons once it has taken an answer.
    const answered = await walletWindow(page).getByRole('button', { name: 'Approve' }).isDisabled({ timeout: 1_000 }).catch(() => null);
    throw new Error(
      `No signature request from the SDK; its modal shows: ${JSON.stringify(modal)}; ${windows} wallet window(s), showing ${JSON.stringify(shown)} (answered: ${answered})`,
      { cause: error },
    );
  });
  await approveInWallet(page);

  await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toBe('Logged in');
  expect(await page.getByLabel('Wallet address').textContent()).toBe(ACCOUNT_0);
  expect(await page.getByLabel('Wallet client').textContent()).toBe('portico_test_wallet');
  expect(bodies.get('POST /api/v1/siwe/init')).toMatchObject({ address: ACCOUNT_0 });
  expect(bodies.get('POST /api/v1/siwe/authenticate')).toMatchObject({
    chainId: 'eip155:31337',
    walletClientType: 'portico_test_wallet',
    connectorType: 'injected',
    mode: 'login-or-sign-up',
  });
  const userId = await page.getByLabel('User id').textContent();

  requests.length = 0;
  await page.reload();
  await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toBe('Logged in');
  expect(requests).toContain('POST /api/v1/sessions');
  expect(await page.getByLabel('User id').textContent()).toBe(userId);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect.poll(() => status(page).textContent()).toBe('Logged out');
});
test('Solana embedded wallet: created on login in the emulator\'s frame, and signMessage from the SDK\'s Solana hooks verifies for its address', async () => {
  await e2e.stack.configureApp({ email_auth: true });
  const { page } = await openHost('email&solana=on');
  const address = `compat-solana-${Date.now()}@example.com`;
  await logInByEmail(page, address);
  const wallet = page.getByLabel('Solana address');
  await expect.poll(async () => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test((await wallet.textContent().catch(() => '')) ?? ''), { timeout: 30_000 }).toBe(true);
  const solanaAddress = (await wallet.textContent()) as string;

  await page.getByRole('button', { name: 'Sign a Solana message' }).click();
  const signature = page.getByLabel('Solana signature');
  await expect.poll(async () => (await signature.textContent()) || (await page.getByLabel('Solana error').textContent()), { timeout: 20_000 }).toMatch(/^[A-Za-z0-9+/]+=*$/);
  const signed = base64.decode((await signature.textContent()) as string);
  expect(ed25519.verify(signed, new TextEncoder().encode('Hello from the Privy SDK'), base58.decode(solanaAddress))).toBe(true);
});
test('MFA: the person enrols the authenticator app through the SDK\'s modal, and its MFA prompt comes before a signature', async () => {
  await e2e.stack.configureApp({ email_auth: true, mfa_methods: ['totp'], embedded_wallet_config: { create_on_login: 'users-without-wallets' } });
  const { page } = await openHost('email&create=on');
  const address = `compat-mfa-${Date.now()}@example.com`;
  await logInByEmail(page, address);
  const walletAddress = await embeddedWalletAddress(page);

  await page.getByRole('button', { name: 'Set up MFA' }).click();
  await privyModal(page).getByRole('button', { name: 'Continue' }).click();
  await privyModal(page).getByRole('button', { name: /Authenticator app/ }).click();
  await privyModal(page).getByText('Scan QR code').waitFor();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await privyModal(page).getByRole('button', { name: 'Copy' }).click();
  const authenticator = new TOTP({ secret: Secret.fromBase32(await page.evaluate(() => navigator.clipboard.readText())) });
  await privyModal(page).getByRole('button', { name: 'Continue' }).click();
  await privyModal(page).getByText('Enter enrollment code').waitFor();
  await typeCode(page, authenticator.generate(), 'pin');
  await expect.poll(() => page.getByLabel('MFA methods').textContent(), { timeout: 20_000 }).toBe('totp');
  await page.getByRole('button', { name: 'Sign a message' }).click();
  // The provider releases the key's auth share only with a fresh MFA proof: the SDK's own prompt asks for a code.
  await privyModal(page).getByText('Enter verification code').waitFor();
  // The code of the step enrolment used is spent (no reuse): the next step's is inside the ±1 window.
  await typeCode(page, authenticator.generate({ timestamp: Date.now() + 30_000 }), 'pin');
  const message = page.getByLabel('Message signature');
  await expect.poll(async () => (await message.textContent()) || (await page.getByLabel('Wallet error').textContent()), { timeout: 20_000 }).toMatch(/^0x/);
  expect(await verifyMessage({ address: walletAddress, message: 'Hello from the Privy SDK', signature: (await message.textContent()) as Hex })).toBe(true);
});
