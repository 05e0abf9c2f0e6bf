import { expect, test } from 'vitest';
import { codeScreenHeading, emailField, expectAccessible, expectLoggedIn, expectLoggedOut, expectNoPageErrors, finishLogin, gotoDemo, loginButton, loginDialog, logoutButton, newAddress, setUpE2E, successStatus, typeCode, withClockHeld } from './support';

const e2e = setUpE2E();

test('a new user logs in by email, keeps the session across a reload, and logs out for good', async () => {
  // The fake clock only serves to hold "Success!" still for axe; it otherwise runs in real time.
  const { page, errors } = await e2e.newPage({ fakeClock: true });
  const address = newAddress('new-user');

  await gotoDemo(page, e2e.stack);
  await expectAccessible(page, 'demo, logged out');

  await loginButton(page).click();
  const dialog = loginDialog(page);
  await dialog.waitFor();
  expect(await dialog.getAttribute('aria-modal')).toBe('true');
  await dialog.getByRole('heading', { name: 'Log in or sign up' }).waitFor();
  await emailField(page).waitFor();
  await expectAccessible(page, 'landing');

  await emailField(page).pressSequentially(address);
  await emailField(page).press('Enter');
  await codeScreenHeading(page).waitFor();
  await dialog.getByText(`Please check ${address} for an email from Portico Demo and enter your code below.`).waitFor();
  expect(await dialog.getByRole('group', { name: 'Verification code' }).getByRole('textbox').count()).toBe(6);
  await expectAccessible(page, 'code entry');

  await typeCode(page, await e2e.stack.outbox(address));
  await successStatus(page).waitFor();
  await withClockHeld(page, () => expectAccessible(page, 'success'));
  expect(await successStatus(page).isVisible(), '"Success!" was still shown when axe finished').toBe(true);

  await finishLogin(page);
  await expectLoggedIn(page, address);
  await expectAccessible(page, 'demo, logged in');

  await page.reload();
  await expectLoggedIn(page, address);

  await logoutButton(page).click();
  await expectLoggedOut(page, address);
  await page.reload();
  await expectLoggedOut(page, address);

  expectNoPageErrors(errors);
});
