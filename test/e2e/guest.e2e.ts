import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, expectNoPageErrors, finishLogin, gotoDemo, newAddress, setUpE2E, submitEmail, typeCode } from './support';

const e2e = setUpE2E();

const guestFact = (page: Page) => page.locator('dt', { hasText: 'Guest' }).locator('xpath=following-sibling::dd[1]');
const userId = (page: Page) => page.locator('dt', { hasText: 'User id' }).locator('xpath=following-sibling::dd[1]');

test('a visitor continues as a guest, stays the same guest after a reload, then keeps the account by logging in', async () => {
  await e2e.stack.configureApp({ email_auth: true, guest_auth: true });
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);

  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect.poll(() => guestFact(page).textContent()).toBe('yes');
  const guestId = await userId(page).textContent();
  await expectAccessible(page, 'demo, guest');

  await page.reload();
  await expect.poll(() => guestFact(page).textContent()).toBe('yes');
  expect(await userId(page).textContent()).toBe(guestId);

  const address = newAddress('guest-upgrade');
  await page.getByRole('button', { name: 'Log in to keep this guest account' }).click();
  await submitEmail(page, address);
  await typeCode(page, await e2e.stack.outbox(address));
  await finishLogin(page);
  await expect.poll(() => guestFact(page).textContent()).toBe('no');
  expect(await userId(page).textContent()).toBe(guestId);
  expectNoPageErrors(errors);
});
