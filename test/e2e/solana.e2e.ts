// Issue 15's embedded half in the demo: a person logged in (their Ethereum wallet created) creates an embedded Solana
// wallet and signs a message through the embedded wallet's sign prompt; the signature verifies for the address.
import { base58 } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519';
import type { Page } from 'playwright-core';
import { hexToBytes, type Hex } from 'viem';
import { expect, test } from 'vitest';
import { expectAccessible, expectNoPageErrors, gotoDemo, logInByEmail, logoutButton, newAddress, setUpE2E } from './support';
import { approvalWindowSteps } from './test-wallet-approvals';

const e2e = setUpE2E({ crossSite: true });
const dialog = (page: Page) => page.getByRole('dialog');
const solanaPanel = (page: Page) => page.getByRole('region', { name: 'Solana wallet' });

test('a person creates an embedded Solana wallet and signs a message that verifies for its address', async () => {
  await e2e.stack.configureApp({ email_auth: true, embedded_wallet_config: { create_on_login: 'users-without-wallets' } });
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  await logInByEmail(page, e2e.stack, newAddress('solana'));

  await solanaPanel(page).getByRole('button', { name: 'Create a Solana wallet' }).click();
  const address = (await solanaPanel(page).getByLabel('Solana wallet address').textContent()) as string;
  expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);

  await solanaPanel(page).getByRole('button', { name: 'Sign a message on Solana' }).click();
  await dialog(page).getByText('Hello from the Portico demo on Solana').waitFor();
  await expectAccessible(page, 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN (Solana message)');
  await dialog(page).getByRole('button', { name: 'Sign and continue' }).click();
  const signature = (await solanaPanel(page).getByLabel('Solana signature').textContent()) as string;
  const message = new TextEncoder().encode('Hello from the Portico demo on Solana');
  expect(ed25519.verify(hexToBytes(`0x${signature}` as Hex), message, base58.decode(address))).toBe(true);

  // Export: the provider's page inside the export screen shows the 64-byte secret key (seed, then public key) in base58.
  await solanaPanel(page).getByRole('button', { name: 'Export the Solana key' }).click();
  const key = page.frameLocator('iframe[title="Your private key"]').locator('.key');
  await key.waitFor();
  await expectAccessible(page, 'EMBEDDED_WALLET_KEY_EXPORT_SCREEN (Solana)');
  const secret = base58.decode((await key.textContent()) as string);
  expect(secret.length).toBe(64);
  expect(ed25519.getPublicKey(secret.slice(0, 32))).toEqual(base58.decode(address));
  expect(await page.content()).not.toContain((await key.textContent()) as string);
  await dialog(page).getByRole('button', { name: 'Done' }).click();
  await dialog(page).waitFor({ state: 'detached' });
  expectNoPageErrors(errors);
});

const solanaWallet = approvalWindowSteps('Portico Test Solana Wallet');

test('a visitor connects the test Solana wallet from the wallet list, without logging in, and signs with it', async () => {
  await e2e.stack.configureApp({ wallet_auth: true });
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);

  await solanaPanel(page).getByRole('button', { name: 'Connect a Solana wallet' }).click();
  const entry = dialog(page).getByRole('button', { name: /Portico Test Solana Wallet.*Solana/ });
  await entry.waitFor();
  // The panel asks for Solana wallets only: the test Ethereum wallet, in this browser too, is not offered.
  await expect(dialog(page).getByRole('button', { name: /^Portico Test Wallet/ }).count()).resolves.toBe(0);
  await expectAccessible(page, 'CONNECT_ONLY_LANDING_SCREEN (with a Solana wallet)');
  await entry.click();
  await solanaWallet.asked(page, 'Connect');
  await solanaWallet.click(page, 'Approve');
  const address = (await solanaPanel(page).getByLabel('Connected Solana wallet address').textContent()) as string;
  expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  await dialog(page).waitFor({ state: 'detached' });

  await solanaPanel(page).getByRole('button', { name: 'Sign a message with the connected Solana wallet' }).click();
  await solanaWallet.asked(page, 'Sign message');
  await solanaWallet.click(page, 'Approve');
  const signature = (await solanaPanel(page).getByLabel('Solana signature').textContent()) as string;
  const message = new TextEncoder().encode('Hello from the Portico demo on Solana');
  expect(ed25519.verify(hexToBytes(`0x${signature}` as Hex), message, base58.decode(address))).toBe(true);
  expectNoPageErrors(errors);
});

test('on a phone, absent Phantom opens the page in its app with a forked session; outside Phantom that link fails', async () => {
  await e2e.stack.configureApp({ email_auth: true, wallet_auth: true, appearance: { wallet_list: ['phantom'] } });
  const phone = { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', viewport: { width: 390, height: 844 } };
  const { page, errors } = await e2e.newPage({ contextOptions: phone });
  await gotoDemo(page, e2e.stack);
  await logInByEmail(page, e2e.stack, newAddress('phantom'));

  await page.getByRole('region', { name: 'Connected wallets' }).getByRole('button', { name: 'Connect a wallet' }).click();
  await dialog(page).getByRole('button', { name: /Phantom/ }).click();
  const open = dialog(page).getByRole('button', { name: 'Open in Phantom' });
  await open.waitFor();
  await expectAccessible(page, 'PHANTOM_INTERSTITIAL_SCREEN');
  // Phantom's universal link is not reachable here: catch the navigation and read the page it carries.
  const deepLink = new Promise<string>((resolve) => void page.route('https://phantom.app/**', (route) => {
    resolve(route.request().url());
    return route.abort();
  }));
  await open.click();
  const carried = new URL(decodeURIComponent(new URL(await deepLink).pathname.replace('/ul/browse/', '')));
  expect(carried.searchParams.get('privy_connector')).toBe('injected');
  expect(carried.searchParams.get('privy_wallet_client')).toBe('phantom');
  expect(carried.searchParams.get('privy_token')).toMatch(/.{20,}/);

  // The same link opened in an ordinary browser (no Phantom there): logged in by the forked session, LOGIN_FAILED_SCREEN.
  const { page: other, errors: otherErrors } = await e2e.newPage({ contextOptions: phone });
  await other.goto(carried.toString());
  await dialog(other).getByText('Phantom is not available in this browser', { exact: false }).waitFor();
  await expectAccessible(other, 'LOGIN_FAILED_SCREEN');
  expect(new URL(other.url()).searchParams.has('privy_token')).toBe(false);
  await dialog(other).getByRole('button', { name: 'Choose another wallet' }).click();
  await other.keyboard.press('Escape');
  await logoutButton(other).waitFor();
  expectNoPageErrors(errors);
  expectNoPageErrors(otherErrors);
});
