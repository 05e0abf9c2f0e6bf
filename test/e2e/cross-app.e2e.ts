// Issue 17 in the demo: a person logs in with the "Portico Provider Demo" app's account (its consent page in a popup,
// an email code there, Approve), and signs a message with that app's wallet through its transact popup.
import type { Page } from 'playwright-core';
import { verifyMessage, type Hex } from 'viem';
import { expect, test } from 'vitest';
import { PROVIDER_APP_ID } from '../../emulator/seed';
import { expectNoPageErrors, gotoDemo, loginButton, loginDialog, logoutButton, newAddress, setUpE2E } from './support';

const e2e = setUpE2E();

/** The popup showing `path` on the provider's origin, once `open` opened it. */
async function popupAt(page: Page, open: () => Promise<void>, path: string): Promise<Page> {
  await open();
  const showing = () => page.context().pages().find((other) => new URL(other.url(), 'http://x').pathname === path);
  await expect.poll(() => Boolean(showing()), { timeout: 10_000 }).toBe(true);
  return showing()!;
}

test('a person logs in with the provider app’s account and signs with its wallet through the provider’s popup', async () => {
  await e2e.stack.configureApp({ email_auth: true, cross_app_connections: [{ provider_app_id: PROVIDER_APP_ID, read_only: false }] });
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  await loginButton(page).click();
  // With more methods than the landing shows, the entry is under "More options".
  const entry = loginDialog(page).getByRole('button', { name: 'Continue with another app' });
  await loginDialog(page).getByRole('heading').first().waitFor();
  if (!(await entry.isVisible())) await loginDialog(page).getByRole('button', { name: /More options|Other socials/ }).click();
  await entry.click();
  const consent = await popupAt(page, () => loginDialog(page).getByRole('button', { name: 'Portico Provider Demo' }).click(), '/oauth/authorize');

  const email = newAddress('provider');
  await consent.getByLabel('Your Portico Provider Demo email').fill(email);
  await consent.getByRole('button', { name: 'Send code' }).click();
  await consent.getByLabel('Code').fill(await e2e.stack.outbox(email));
  await consent.getByRole('button', { name: 'Log in' }).click();
  await consent.getByRole('button', { name: 'Approve' }).click();
  await logoutButton(page).waitFor({ timeout: 30_000 });

  const wallets = page.getByRole('list', { name: 'Connected wallets' }).getByRole('listitem');
  const crossApp = wallets.filter({ hasText: 'cross_app' });
  await crossApp.waitFor();
  const address = (await crossApp.locator('code').first().textContent()) as Hex;
  const transact = await popupAt(page, () => crossApp.getByRole('button', { name: /Sign a message/ }).click(), '/oauth/transact');
  await transact.getByRole('button', { name: 'Approve' }).click();
  // The provider's page loads its wallet frame and signs there: allow it more than a click's time.
  const output = page.locator('output[aria-label="Signature"]');
  await expect.poll(() => output.count(), { timeout: 30_000 }).toBe(1);
  const signature = (await output.textContent()) as Hex;
  expect(await verifyMessage({ address, message: 'Hello from the Portico demo', signature })).toBe(true);
  expectNoPageErrors(errors);
});
