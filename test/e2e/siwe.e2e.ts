import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectAccessible, expectNoPageErrors, gotoDemo, loginButton, loginDialog, logoutButton, setUpE2E } from './support';

const e2e = setUpE2E();

/** Anvil's first default account: the test wallet's account unless its script is told otherwise. */
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** Anvil's second account: the test mobile wallet's by default. */
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** The test wallet's approval window, over the page as an extension's popup would be. */
const walletWindow = (page: Page) => page.frameLocator('iframe[title="Portico Test Wallet"]');
const approve = (page: Page) => walletWindow(page).getByRole('button', { name: 'Approve' }).click();
const reject = (page: Page) => walletWindow(page).getByRole('button', { name: 'Reject' }).click();

/** Picks WalletConnect in the open wallet list and reads the pairing link with "Copy link", as a person would share it. */
async function pairingLinkFromList(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog');
  // Four wallets (the test wallet, MetaMask and Coinbase Wallet to install, WalletConnect): two show, then "More wallets".
  await dialog.getByRole('button', { name: 'More wallets' }).click();
  await dialog.getByRole('button', { name: 'WalletConnect' }).click();
  await dialog.getByRole('heading', { name: 'Scan with your wallet app' }).waitFor();
  await dialog.getByRole('img', { name: 'WalletConnect QR code' }).waitFor();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await dialog.getByRole('button', { name: 'Copied' }).waitFor();
  const uri = await page.evaluate(() => navigator.clipboard.readText());
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  return uri;
}

/** The emulator's test mobile wallet, given the link as a scanner would read it; approves the session. */
async function approveOnPhone(uri: string): Promise<Page> {
  const { page: phone } = await e2e.newPage();
  await phone.goto(`${e2e.stack.emulatorUrl}/test-mobile-wallet?uri=${encodeURIComponent(uri)}`);
  await phone.getByRole('region', { name: 'Connection request' }).getByRole('button', { name: 'Approve' }).click();
  return phone;
}

/**
 * Approves the connection, then answers the signature request. The sign request's window opens only after the
 * connection's window has gone (the dialog then asks for the signature), so each click reaches its own window.
 */
async function connectAndAnswerSignature(page: Page, answer: (page: Page) => Promise<void> = approve): Promise<void> {
  await approve(page);
  await loginDialog(page).getByText('Sign the message in your wallet to verify it belongs to you.').waitFor();
  await answer(page);
}

async function chooseTestWallet(page: Page): Promise<void> {
  await loginDialog(page).getByRole('button', { name: 'Portico Test Wallet' }).click();
  await loginDialog(page).getByRole('heading', { name: 'Waiting for Portico Test Wallet' }).waitFor();
}

test('a person logs in with the Portico Test Wallet: wallet list, connect, sign, logged in with the wallet account', async () => {
  await e2e.stack.configureApp({ email_auth: true, wallet_auth: true });
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  await loginButton(page).click();
  await loginDialog(page).getByRole('button', { name: 'Continue with a wallet' }).click();
  await loginDialog(page).getByRole('heading', { name: 'Log in or sign up with a wallet' }).waitFor();
  await expectAccessible(page, 'the wallet list');

  await chooseTestWallet(page);
  await expectAccessible(page, 'AWAITING_CONNECTION');
  await connectAndAnswerSignature(page, async () => {
    await expect(walletWindow(page).getByText('By signing, you are proving you own this wallet').count()).resolves.toBe(1);
    await approve(page);
  });

  await loginDialog(page).waitFor({ state: 'detached' });
  await logoutButton(page).waitFor();
  await page.getByRole('main').getByText(ACCOUNT_0, { exact: false }).first().waitFor();
  expectNoPageErrors(errors);
});

test('a refused signature shows "You rejected the request" with Retry, and Retry signs and logs in', async () => {
  await e2e.stack.configureApp({ wallet_auth: true });
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  await loginButton(page).click();
  // With wallets the only method, the landing shows the wallet entry itself.
  await loginDialog(page).getByRole('button', { name: 'Wallet' }).click();
  await chooseTestWallet(page);
  await connectAndAnswerSignature(page, reject);
  await loginDialog(page).getByText('You rejected the request. Please try connecting again.').waitFor();
  await expectAccessible(page, 'the wallet failure');
  await loginDialog(page).getByRole('button', { name: 'Retry' }).click();
  await approve(page);
  await loginDialog(page).waitFor({ state: 'detached' });
  await logoutButton(page).waitFor();
  expectNoPageErrors(errors);
});

test('connect-only: a visitor connects the wallet without logging in, and the page lists it', async () => {
  await e2e.stack.configureApp({ email_auth: true, wallet_auth: true });
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  await page.getByRole('button', { name: 'Connect a wallet' }).click();
  await page.getByRole('dialog').getByRole('heading', { name: 'Connect a wallet' }).waitFor();
  await expectAccessible(page, 'CONNECT_ONLY_LANDING_SCREEN');
  await page.getByRole('dialog').getByRole('button', { name: 'Portico Test Wallet' }).click();
  await approve(page);
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  const wallets = page.getByRole('list', { name: 'Connected wallets' });
  await wallets.getByText(ACCOUNT_0).waitFor();
  expect(await loginButton(page).count(), 'still logged out').toBe(1);
  expectNoPageErrors(errors);
});

test('a person pairs the test mobile wallet through WalletConnect (QR code, copied link) and logs in with it', async () => {
  await e2e.stack.configureApp({ email_auth: true, wallet_auth: true, wallet_connect_cloud_project_id: 'portico-e2e' });
  const context = await e2e.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { page, errors } = await e2e.newPage({ context });
  await gotoDemo(page, e2e.stack);
  await loginButton(page).click();
  await loginDialog(page).getByRole('button', { name: 'Continue with a wallet' }).click();
  const uri = await pairingLinkFromList(page);
  await expectAccessible(page, 'the WalletConnect QR code');
  const phone = await approveOnPhone(uri);
  const signRequest = phone.getByRole('region', { name: 'Sign message' });
  await signRequest.waitFor();
  await loginDialog(page).getByText('Sign the message in your wallet to verify it belongs to you.').waitFor();
  await signRequest.getByRole('button', { name: 'Approve' }).click();

  await loginDialog(page).waitFor({ state: 'detached' });
  await logoutButton(page).waitFor();
  await page.getByRole('main').getByText(ACCOUNT_1, { exact: false }).first().waitFor();
  expectNoPageErrors(errors);
});

test('a person logged in with the test wallet connects a second wallet, the phone, in connect-only mode', async () => {
  await e2e.stack.configureApp({ wallet_auth: true, wallet_connect_cloud_project_id: 'portico-e2e' });
  const context = await e2e.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { page, errors } = await e2e.newPage({ context });
  await gotoDemo(page, e2e.stack);
  await loginButton(page).click();
  await loginDialog(page).getByRole('button', { name: 'Wallet' }).click();
  await chooseTestWallet(page);
  await connectAndAnswerSignature(page);
  await logoutButton(page).waitFor();

  await page.getByRole('button', { name: 'Connect a wallet' }).click();
  await page.getByRole('dialog').getByRole('heading', { name: 'Connect a wallet' }).waitFor();
  await expectAccessible(page, 'CONNECT_ONLY_AUTHENTICATED_SCREEN');
  await approveOnPhone(await pairingLinkFromList(page));
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  // The newest connection first; only the first is one of the user's linked wallets.
  const wallets = page.getByRole('list', { name: 'Connected wallets' }).getByRole('listitem');
  await expect.poll(() => wallets.count()).toBe(2);
  await expect(wallets.nth(0).getByText(ACCOUNT_1).count()).resolves.toBe(1);
  await expect(wallets.nth(1).getByText(ACCOUNT_0).count()).resolves.toBe(1);
  await expect(wallets.nth(1).getByText('Linked').count()).resolves.toBe(1);
  await expect(wallets.nth(0).getByText('Linked').count()).resolves.toBe(0);
  expectNoPageErrors(errors);
});
