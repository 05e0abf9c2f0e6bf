import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { codeScreenHeading, describeFocus, emailField, expectAccessible, expectLoggedIn, expectNoPageErrors, finishLogin, focusIsInDialog, gotoDemo, isFocused, loginButton, loginDialog, newAddress, setUpE2E, typeCode } from './support';

const e2e = setUpE2E();

/** Presses Tab (or Shift+Tab) until `target` has focus, failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, { limit = 10, backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (!(await isFocused(target))) throw new Error(`${limit} Tab presses did not reach it; focus is on ${await describeFocus(page)}`);
}

/** Opens the modal from the keyboard: Tab to "Log in", Enter; focus must land inside the dialog. */
async function openWithKeyboard(page: Page): Promise<void> {
  await tabTo(page, loginButton(page));
  await page.keyboard.press('Enter');
  await loginDialog(page).waitFor();
  await expect.poll(() => focusIsInDialog(page), { message: 'focus lands in the dialog when it opens' }).toBe(true);
  await emailField(page).waitFor();
}

test('the keyboard alone completes the email login', async () => {
  const { page, errors } = await e2e.newPage();
  const address = newAddress('keyboard');
  await gotoDemo(page, e2e.stack);

  await openWithKeyboard(page);
  await tabTo(page, emailField(page));
  await page.keyboard.type(address);
  await page.keyboard.press('Enter');
  await codeScreenHeading(page).waitFor();
  await expectAccessible(page, 'code entry, reached by keyboard');

  await typeCode(page, await e2e.stack.outbox(address));
  await finishLogin(page);
  await expectLoggedIn(page, address);
  expectNoPageErrors(errors);
});

test('Escape closes the modal and gives focus back to "Log in"', async () => {
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);

  await openWithKeyboard(page);
  await page.keyboard.press('Escape');
  await finishLogin(page);
  expect(await isFocused(loginButton(page)), `focus is back on "Log in", not on ${await describeFocus(page)}`).toBe(true);

  // It opens again from there with Enter.
  await page.keyboard.press('Enter');
  await loginDialog(page).waitFor();
  expectNoPageErrors(errors);
});

test('Tab and Shift+Tab stay inside the open dialog', async () => {
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  await openWithKeyboard(page);
  await expectAccessible(page, 'landing, opened by keyboard');

  const tabbables = await loginDialog(page).evaluate(
    (dialog) => dialog.querySelectorAll('button:not(:disabled), input:not(:disabled), a[href], [tabindex="0"]').length,
  );
  expect(tabbables, 'the dialog has a close button and the email field at least').toBeGreaterThanOrEqual(2);
  // Twice round the dialog each way: every stop must be inside it.
  const visited = new Set<string>();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < 2 * tabbables + 1; press += 1) {
      await page.keyboard.press(key);
      const where = await describeFocus(page);
      expect(await focusIsInDialog(page), `after ${press + 1} × ${key}, focus escaped to ${where}`).toBe(true);
      visited.add(where);
    }
  }
  expect(visited.size, 'Tab moves between several controls, not stuck on one').toBeGreaterThanOrEqual(2);
  expectNoPageErrors(errors);
});
