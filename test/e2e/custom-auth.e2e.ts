import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectAccessible, expectNoPageErrors, gotoDemo, loginButton, setUpE2E } from './support';

const e2e = setUpE2E();

const linkedAccounts = (page: Page) => page.getByRole('heading', { name: 'Linked accounts' }).locator('xpath=following-sibling::ul[1]');

test('the host signs its user in and out; Portico follows with a custom_auth session', async () => {
  await e2e.stack.configureApp({ email_auth: true, custom_jwt_auth: true });
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);

  await page.getByRole('textbox', { name: 'Host user id' }).fill('host-user-42');
  await page.getByRole('button', { name: 'Sign in to the host app' }).click();
  await expect.poll(() => linkedAccounts(page).textContent()).toContain('custom_auth: host-user-42');
  await expectAccessible(page, 'demo, custom-auth session');

  await page.reload();
  await expect.poll(() => linkedAccounts(page).textContent()).toContain('custom_auth: host-user-42');

  await page.getByRole('button', { name: 'Sign out of the host app' }).click();
  await loginButton(page).waitFor();
  expectNoPageErrors(errors);
});
