// Issue 14's flows in the demo: a person logs in with Farcaster by opening the widget's link in the (stand-in)
// Farcaster app and approving there, then approves a signer the same way; the signer signs a message hash.
import { ed25519 } from '@noble/curves/ed25519';
import type { BrowserContext, Page } from 'playwright-core';
import { hexToBytes, type Hex } from 'viem';
import { expect, test } from 'vitest';
import { expectAccessible, expectNoPageErrors, finishLogin, gotoDemo, loginButton, setUpE2E } from './support';

const e2e = setUpE2E({ crossSite: true });
const dialog = (page: Page) => page.getByRole('dialog');
const farcasterPanel = (page: Page) => page.getByRole('region', { name: 'Farcaster' });

/**
 * The link the QR code holds, as the provider answered it (`field` of the answer to `path`): what the person's phone
 * would read from the code.
 */
function linkAnswered(page: Page, path: string, field: 'connect_uri' | 'signer_approval_url'): Promise<string> {
  return page
    .waitForResponse(async (response) => response.url().endsWith(path) && typeof (await response.json().catch(() => ({})))[field] === 'string')
    .then(async (response) => (await response.json())[field] as string);
}

/**
 * The stand-in Farcaster app on the person's phone, opened at `link`: they press Approve or Reject (as `account`) and
 * see its outcome. The page stays open, as a phone's would (closing one mid-navigation can stall Chromium).
 */
async function answerInFarcasterApp(context: BrowserContext, link: string, decision: 'Approve' | 'Reject', account?: string): Promise<void> {
  const phone = await context.newPage();
  await phone.goto(link);
  if (account) await phone.getByLabel(new RegExp(`@${account}\\b`)).check();
  await phone.getByRole('button', { name: decision, exact: true }).click();
  await phone.getByRole('status').waitFor();
}

/** Logged in as a seeded Farcaster account (each test its own: a signer approved once stays approved). */
async function loggedInWithFarcaster(account: 'alice' | 'bob', fid: number) {
  await e2e.stack.configureApp({ email_auth: true, farcaster_auth: true, embedded_wallet_config: { create_on_login: 'users-without-wallets' } });
  const context = await e2e.newContext();
  const { page, errors } = await e2e.newPage({ context });
  await gotoDemo(page, e2e.stack);
  await loginButton(page).click();
  const connectLink = linkAnswered(page, '/api/v1/farcaster/init', 'connect_uri');
  await dialog(page).getByRole('button', { name: 'Farcaster' }).click();
  await dialog(page).getByRole('heading', { name: 'Log in with Farcaster' }).waitFor();
  await dialog(page).getByRole('img', { name: 'QR code to continue in the Farcaster app' }).waitFor();
  await expectAccessible(page, 'AWAITING_FARCASTER_CONNECTION');
  await dialog(page).getByRole('button', { name: 'Copy link' }).waitFor();
  const link = await connectLink;
  expect(link).toContain('/dev/farcaster/connect?channel_token=');

  await answerInFarcasterApp(context, link, 'Approve', account);
  // The widget asks the channel every 2 s: the login completes (with the new wallet's screen) and the modal closes.
  await finishLogin(page);
  await farcasterPanel(page).getByLabel('Farcaster fid').filter({ hasText: String(fid) }).waitFor();
  return { context, page, errors };
}

test('a person logs in with Farcaster by approving in the Farcaster app, and approves a signer that then signs', async () => {
  const { context, page, errors } = await loggedInWithFarcaster('alice', 1001);

  const approvalLink = linkAnswered(page, '/api/v1/farcaster/signer/status', 'signer_approval_url');
  await farcasterPanel(page).getByRole('button', { name: 'Approve a Farcaster signer' }).click();
  await dialog(page).getByRole('heading', { name: 'Approve in Farcaster' }).waitFor();
  await dialog(page).getByRole('img', { name: 'QR code to approve this app in Farcaster' }).waitFor();
  await expectAccessible(page, 'AWAITING_FARCASTER_SIGNER');
  await answerInFarcasterApp(context, await approvalLink, 'Approve');
  await dialog(page).getByRole('heading', { name: 'Signer approved' }).waitFor({ timeout: 15_000 });
  await dialog(page).getByRole('button', { name: 'Close' }).last().click();

  const publicKey = (await farcasterPanel(page).getByLabel('Farcaster signer').textContent()) as Hex;
  expect(publicKey).toMatch(/^0x[0-9a-f]{64}$/);
  await farcasterPanel(page).getByRole('button', { name: 'Sign a Farcaster message hash' }).click();
  const signature = (await farcasterPanel(page).getByLabel('Farcaster signature').textContent()) as Hex;
  const hash = '0x6c3a9b0d8e7f1a2b3c4d5e6f708192a3b4c5d6e7';
  expect(ed25519.verify(hexToBytes(signature), hexToBytes(hash), hexToBytes(publicKey))).toBe(true);
  expectNoPageErrors(errors);
});

test('a signer refused in the Farcaster app shows "Connect failed" with Retry', async () => {
  const { context, page, errors } = await loggedInWithFarcaster('bob', 1002);
  const approvalLink = linkAnswered(page, '/api/v1/farcaster/signer/status', 'signer_approval_url');
  await farcasterPanel(page).getByRole('button', { name: 'Approve a Farcaster signer' }).click();
  await dialog(page).getByRole('img', { name: 'QR code to approve this app in Farcaster' }).waitFor();
  await answerInFarcasterApp(context, await approvalLink, 'Reject');
  await dialog(page).getByRole('heading', { name: 'Connect failed' }).waitFor({ timeout: 15_000 });
  await dialog(page).getByText('Request rejected: The request was rejected. Please try again.').waitFor();
  await expect(dialog(page).getByRole('button', { name: 'Retry' }).count()).resolves.toBe(1);
  await expectAccessible(page, 'AWAITING_FARCASTER_SIGNER (rejected)');
  expectNoPageErrors(errors);
});
