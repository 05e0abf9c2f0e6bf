// The "done" flow in the demo: a login gets a wallet, the person sets a password (or backs up to Google Drive),
// signs a message and EIP-712 typed data through viem's WalletClient, then recovers the same address in a fresh
// browser profile. Axe runs on each screen the flows pass.
import type { Page } from 'playwright-core';
import { verifyMessage, verifyTypedData } from 'viem';
import { expect, test } from 'vitest';
import { mailTypedData } from '../../examples/demo/viem-signing';
import { expectAccessible, expectNoPageErrors, gotoDemo, logInByEmail, newAddress, setUpE2E } from './support';

const e2e = setUpE2E({ crossSite: true });
const PASSWORD = 'Correct-horse-9';
const MESSAGE = 'Hello from the Portico demo';

const configure = () =>
  e2e.stack.configureApp({
    email_auth: true,
    embedded_wallet_config: { create_on_login: 'users-without-wallets', user_owned_recovery_options: ['user-passcode', 'google-drive'] },
  });

const dialog = (page: Page) => page.getByRole('dialog');
const panel = (page: Page) => page.getByRole('region', { name: 'Embedded wallet' });

/** A fresh browser profile (its own storage, so no device share) logged in as `email`. */
async function profile(email: string) {
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  await logInByEmail(page, e2e.stack, email);
  const address = (await panel(page).getByLabel('Embedded wallet address').textContent()) as `0x${string}`;
  return { page, errors, address };
}

async function approveSignature(page: Page) {
  await dialog(page).getByRole('heading', { name: 'Sign message' }).waitFor();
  await dialog(page).getByRole('button', { name: 'Sign and continue' }).click();
}

async function signMessage(page: Page, address: `0x${string}`) {
  await panel(page).getByRole('button', { name: 'Sign a message with viem' }).click();
  await approveSignature(page);
  const signature = (await page.getByLabel('Message signature').textContent()) as `0x${string}`;
  return verifyMessage({ address, message: MESSAGE, signature });
}

/** Allows the stand-in Google Drive in the popup the screen's button opens. */
async function allowDrive(page: Page, button: string) {
  const popup = page.waitForEvent('popup');
  await dialog(page).getByRole('button', { name: button }).click();
  const drive = await popup;
  await drive.getByRole('button', { name: 'Allow' }).click();
  await drive.waitForEvent('close');
}

test('a person sets a password, signs a message and typed data with viem, and recovers the address in a new profile', async () => {
  await configure();
  const email = newAddress('recovery-password');
  const first = await profile(email);
  expect(first.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await expect(panel(first.page).getByLabel('Recovery method').textContent()).resolves.toBe('automatic');

  await panel(first.page).getByRole('button', { name: 'Set up recovery' }).click();
  await dialog(first.page).getByRole('heading', { name: 'Secure your wallet' }).waitFor();
  await expectAccessible(first.page, 'EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN');
  await dialog(first.page).getByRole('button', { name: 'Set a password' }).click();

  await dialog(first.page).getByRole('heading', { name: 'Set your password' }).waitFor();
  await dialog(first.page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expectAccessible(first.page, 'EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN (creating)');
  await dialog(first.page).getByRole('button', { name: 'Continue' }).click();
  await dialog(first.page).getByRole('heading', { name: 'Save your password' }).waitFor();
  await expectAccessible(first.page, 'EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN (saving)');
  await dialog(first.page).getByRole('button', { name: 'Continue' }).click();
  await dialog(first.page).getByLabel('Confirm password').fill(PASSWORD);
  await expectAccessible(first.page, 'EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN (confirming)');
  await dialog(first.page).getByRole('button', { name: 'Continue' }).click();
  await dialog(first.page).getByRole('heading', { name: 'Confirm you have saved' }).waitFor();
  await dialog(first.page).getByRole('checkbox').check();
  await expectAccessible(first.page, 'EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN (finalizing)');
  await dialog(first.page).getByRole('button', { name: 'Set Password' }).click();
  await dialog(first.page).getByRole('heading', { name: 'Success' }).waitFor();
  await expectAccessible(first.page, 'EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN (done)');
  await dialog(first.page).getByRole('button', { name: 'Close' }).last().click();
  await panel(first.page).getByLabel('Recovery method').filter({ hasText: 'password' }).waitFor();

  expect(await signMessage(first.page, first.address)).toBe(true);
  await panel(first.page).getByRole('button', { name: 'Sign typed data with viem' }).click();
  await approveSignature(first.page);
  const typed = (await first.page.getByLabel('Typed data signature').textContent()) as `0x${string}`;
  expect(await verifyTypedData({ address: first.address, signature: typed, ...mailTypedData(31337) })).toBe(true);
  expectNoPageErrors(first.errors);

  const second = await profile(email);
  expect(second.address).toBe(first.address);
  // What is to be signed comes first; the password once the person agreed.
  await panel(second.page).getByRole('button', { name: 'Sign a message with viem' }).click();
  await approveSignature(second.page);
  await dialog(second.page).getByRole('heading', { name: 'Enter your password' }).waitFor();
  await expectAccessible(second.page, 'EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN');
  const field = dialog(second.page).getByLabel('Password', { exact: true });
  await field.fill('Wrong-horse-9');
  await dialog(second.page).getByRole('button', { name: 'Recover your account' }).click();
  await dialog(second.page).getByText('Invalid recovery password, please try again.').waitFor();
  await expect(field.inputValue()).resolves.toBe('Wrong-horse-9');
  await field.fill(PASSWORD);
  await dialog(second.page).getByRole('button', { name: 'Recover your account' }).click();
  const signature = (await second.page.getByLabel('Message signature').textContent()) as `0x${string}`;
  expect(await verifyMessage({ address: first.address, message: MESSAGE, signature })).toBe(true);
  // The wrong password's refusal is the frame's answer, not a failed request of the page's.
  expectNoPageErrors(second.errors);
});

test('a person backs the wallet up to Google Drive and recovers it in a new profile through the drive', async () => {
  await configure();
  const email = newAddress('recovery-drive');
  const first = await profile(email);
  await panel(first.page).getByRole('button', { name: 'Set up recovery' }).click();
  await dialog(first.page).getByRole('button', { name: 'Back up to Google Drive' }).click();
  await dialog(first.page).getByRole('heading', { name: 'Back up your wallet' }).waitFor();
  await expectAccessible(first.page, 'EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN (backup)');
  await allowDrive(first.page, 'Continue with Google Drive');
  await panel(first.page).getByLabel('Recovery method').filter({ hasText: 'Google Drive' }).waitFor();
  expectNoPageErrors(first.errors);

  const second = await profile(email);
  await panel(second.page).getByRole('button', { name: 'Sign a message with viem' }).click();
  await approveSignature(second.page);
  await dialog(second.page).getByRole('heading', { name: 'Recover your wallet' }).waitFor();
  await expectAccessible(second.page, 'EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN (recover)');
  await allowDrive(second.page, 'Continue with Google Drive');
  const signature = (await second.page.getByLabel('Message signature').textContent()) as `0x${string}`;
  expect(await verifyMessage({ address: first.address, message: MESSAGE, signature })).toBe(true);
  expectNoPageErrors(second.errors);
});

test('with automatic recovery a new profile recovers without asking anything and signs for the same address', async () => {
  await configure();
  const email = newAddress('recovery-automatic');
  const first = await profile(email);
  const second = await profile(email);
  expect(second.address).toBe(first.address);
  expect(await signMessage(second.page, first.address)).toBe(true);
  expectNoPageErrors(second.errors);
});

test('after a recovery two profiles and two tabs sign in turn 10 times, and none of them recovers again', async () => {
  await configure();
  const email = newAddress('recovery-turns');
  const first = await profile(email);
  const second = await profile(email);
  // A second tab of the first profile: logged in through the host's storage; its frame has the profile's share, or
  // none where the browser blocks the frame's storage.
  const tab = await first.page.context().newPage();
  await gotoDemo(tab, e2e.stack);
  const pages = [first.page, second.page, tab];
  let recoveries = 0;
  for (const page of pages) page.on('request', (request) => void (request.url().endsWith('/embedded_wallets/shares/recovery') && (recoveries += 1)));

  // Each page's first signature: one whose frame holds no current share recovers once, silently.
  for (const page of pages) expect(await signMessage(page, first.address)).toBe(true);
  const afterFirst = recoveries;
  expect(afterFirst).toBeGreaterThanOrEqual(1);
  for (let turn = 0; turn < 10; turn += 1) expect(await signMessage(pages[turn % pages.length]!, first.address)).toBe(true);
  expect(recoveries).toBe(afterFirst);
  expectNoPageErrors(first.errors);
  expectNoPageErrors(second.errors);
});
