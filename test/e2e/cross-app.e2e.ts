// Issue 17 in the demo: a person logs in with the "Portico Provider Demo" app's account (its consent page in a popup,
// an email code there, Approve), signs a message and sends test ETH on anvil with that app's wallet, each approved in
// its transact popup; links that account to an email login; and meets the read-only and closed-window refusals.
import type { Page } from 'playwright-core';
import { createPublicClient, http, parseEther, verifyMessage, type Hex } from 'viem';
import { expect, test } from 'vitest';
import { TEST_WALLET_ADDRESS } from '../../examples/demo/local-chain';
import { PROVIDER_APP_ID } from '../../emulator/provider/seed';
import { demoNotice, expectAccessible, expectNoPageErrors, gotoDemo, logInByEmail, loginButton, loginDialog, logoutButton, newAddress, setUpE2E } from './support';

const e2e = setUpE2E();
const PROVIDER_NAME = 'Portico Provider Demo';

const configure = (readOnly = false) =>
  e2e.stack.configureApp({ email_auth: true, cross_app_connections: [{ provider_app_id: PROVIDER_APP_ID, read_only: readOnly }] });
const crossAppPanel = (page: Page) => page.getByRole('region', { name: 'Another app’s account' });

/** The popup showing `path` (the widget reuses a named window, so it is looked up by its page, not by a popup event). */
async function popupAt(page: Page, open: () => Promise<void>, path: string): Promise<Page> {
  await open();
  const showing = () => page.context().pages().find((other) => other !== page && new URL(other.url(), 'http://x').pathname === path);
  await expect.poll(() => Boolean(showing()), { timeout: 10_000 }).toBe(true);
  return showing()!;
}

/** The person at the provider app's consent page: logs in there with an email code and approves sharing. */
async function approveAtProvider(consent: Page): Promise<void> {
  const email = newAddress('provider');
  await consent.getByLabel(`Your ${PROVIDER_NAME} email`).fill(email);
  await consent.getByRole('button', { name: 'Send code' }).click();
  await consent.getByLabel('Code').fill(await e2e.stack.outbox(email));
  await consent.getByRole('button', { name: 'Log in' }).click();
  await consent.getByRole('button', { name: 'Approve' }).click();
}

/** From the landing screen, through the provider app's consent popup, to logged in; returns the cross-app wallet's address. */
async function logInWithProviderApp(page: Page): Promise<Hex> {
  await gotoDemo(page, e2e.stack);
  await loginButton(page).click();
  const entry = loginDialog(page).getByRole('button', { name: 'Continue with another app' });
  await loginDialog(page).getByRole('heading').first().waitFor();
  // With more methods than the landing shows, the entry is under "More options".
  if (!(await entry.isVisible())) await loginDialog(page).getByRole('button', { name: /More options|Other socials/ }).click();
  await entry.click();
  await loginDialog(page).getByRole('heading', { name: 'Log in with another app' }).waitFor();
  await expectAccessible(page, 'CROSS_APP_AUTH_SCREEN (provider apps)');
  const consent = await popupAt(page, () => loginDialog(page).getByRole('button', { name: PROVIDER_NAME }).click(), '/oauth/authorize');
  await loginDialog(page).getByRole('heading', { name: `Connecting to ${PROVIDER_NAME}` }).waitFor();
  await expectAccessible(page, 'CROSS_APP_AUTH_SCREEN (waiting)');
  await approveAtProvider(consent);
  await logoutButton(page).waitFor({ timeout: 30_000 });
  return (await crossAppPanel(page).locator('code').textContent()) as Hex;
}

/** Approves the request shown in the provider app's transact popup that `open` opened. */
async function approveInProvider(page: Page, open: () => Promise<void>): Promise<void> {
  const transact = await popupAt(page, open, '/oauth/transact');
  // A refused request's window closes at once: then the demo's notice says what the widget was answered.
  await transact
    .getByRole('button', { name: 'Approve' })
    .click()
    .catch(async (error: unknown) => {
      throw new Error(`No Approve in the transact window; the demo says: ${await demoNotice(page).textContent()}`, { cause: error });
    });
}

test('a person logs in with the provider app’s account, signs and sends test ETH on anvil, each approved in its popup', async () => {
  await configure();
  const { page, errors } = await e2e.newPage();
  const address = await logInWithProviderApp(page);
  const chain = createPublicClient({ transport: http(e2e.stack.chainUrl) });
  await crossAppPanel(page).getByRole('button', { name: 'Get test ETH' }).waitFor();
  await expectAccessible(page, 'the demo with the provider app’s account');

  const wallet = page.getByRole('list', { name: 'Connected wallets' }).getByRole('listitem').filter({ hasText: 'cross_app' });
  await approveInProvider(page, () => wallet.getByRole('button', { name: /Sign a message/ }).click());
  // The provider's page loads its wallet frame and signs there: allow it more than a click's time.
  const output = page.locator('output[aria-label="Signature"]');
  await expect.poll(() => output.count(), { timeout: 30_000 }).toBe(1);
  expect(await verifyMessage({ address, message: 'Hello from the Portico demo', signature: (await output.textContent()) as Hex })).toBe(true);

  await crossAppPanel(page).getByRole('button', { name: 'Get test ETH' }).click();
  await demoNotice(page).filter({ hasText: 'The faucet sent' }).waitFor();
  const before = await chain.getBalance({ address: TEST_WALLET_ADDRESS });
  await approveInProvider(page, () => crossAppPanel(page).getByRole('button', { name: 'Send 0.001 ETH to the test wallet' }).click());
  const hash = (await crossAppPanel(page).getByLabel('Cross-app transaction').textContent({ timeout: 30_000 })) as Hex;
  const receipt = await chain.waitForTransactionReceipt({ hash });
  expect(receipt).toMatchObject({ status: 'success', from: address.toLowerCase(), to: TEST_WALLET_ADDRESS.toLowerCase() });
  expect((await chain.getBalance({ address: TEST_WALLET_ADDRESS })) - before).toBe(parseEther('0.001'));
  expectNoPageErrors(errors);
});

test('a person logged in by email links the provider app’s account, whose wallet joins theirs; unlinking removes it', async () => {
  await configure();
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  await logInByEmail(page, e2e.stack, newAddress('linker'));
  const consent = await popupAt(page, () => crossAppPanel(page).getByRole('button', { name: `Link your ${PROVIDER_NAME} account` }).click(), '/oauth/authorize');
  await approveAtProvider(consent);
  await demoNotice(page).filter({ hasText: `${PROVIDER_NAME} linked.` }).waitFor({ timeout: 30_000 });
  const address = await crossAppPanel(page).locator('code').textContent();
  await page.getByRole('list', { name: 'Connected wallets' }).getByRole('listitem').filter({ hasText: address ?? '' }).waitFor();

  await crossAppPanel(page).getByRole('button', { name: 'Unlink' }).click();
  await crossAppPanel(page).getByText('Not linked').waitFor();
  await expect.poll(() => page.getByRole('list', { name: 'Connected wallets' }).getByText(address ?? '').count()).toBe(0);
  expectNoPageErrors(errors);
});

test('a read-only provider app refuses to transact without a window; a closed transact window is "User rejected request"', async () => {
  await configure(true);
  const { page, errors } = await e2e.newPage();
  await logInWithProviderApp(page);
  const send = crossAppPanel(page).getByRole('button', { name: 'Send 0.001 ETH to the test wallet' });
  await send.click();
  await demoNotice(page).filter({ hasText: 'Sending did not complete: Cannot transact against a read-only provider app' }).waitFor();
  expect(page.context().pages().filter((other) => new URL(other.url(), 'http://x').pathname === '/oauth/transact')).toHaveLength(0);

  await configure(false);
  await page.reload();
  await logoutButton(page).waitFor();
  const transact = await popupAt(page, () => crossAppPanel(page).getByRole('button', { name: 'Send 0.001 ETH to the test wallet' }).click(), '/oauth/transact');
  await transact.close();
  await demoNotice(page).filter({ hasText: 'Sending did not complete: User rejected request' }).waitFor();
  expectNoPageErrors(errors);
});
