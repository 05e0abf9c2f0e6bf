import { expect, test } from 'vitest';
import { codeScreenHeading, emailField, expectAccessible, expectNoPageErrors, finishLogin, gotoDemo, loginButton, loginDialog, logoutButton, setUpE2E, successStatus, typeCode, withClockHeld } from './support';

const e2e = setUpE2E();

test('a person picks a country, types a number formatted as they type, and logs in with the code sent by SMS', async () => {
  // The app turns SMS login on (the demo offers each login method the app enables) and sets GB as default country.
  await e2e.stack.configureApp({ email_auth: true, sms_auth: true, intl_config: { default_country: 'GB' } });
  // The fake clock only serves to hold "Success!" still for axe; it otherwise runs in real time.
  const { page, errors } = await e2e.newPage({ fakeClock: true });
  await gotoDemo(page, e2e.stack);

  await loginButton(page).click();
  const dialog = loginDialog(page);
  await emailField(page).waitFor();
  await dialog.getByRole('button', { name: 'Continue with SMS' }).click();

  const country = dialog.getByRole('combobox', { name: 'Country' });
  const number = dialog.getByRole('textbox', { name: 'Phone number' });
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await number.waitFor();
  expect(await country.inputValue(), 'the app default country').toBe('GB');
  expect(await number.getAttribute('placeholder')).toBe('07400 123456');
  await expectAccessible(page, 'landing, SMS input');

  await country.selectOption({ label: 'US +1' });
  expect(await number.getAttribute('placeholder')).toBe('(201) 555-0123');
  await number.pressSequentially('415555012');
  expect(await number.inputValue()).toBe('(415) 555-012');
  expect(await submit.isDisabled(), 'Submit waits for a valid number').toBe(true);
  await number.press('3');
  expect(await number.inputValue()).toBe('(415) 555-0123');
  expect(await submit.isEnabled()).toBe(true);
  await number.press('Enter');

  await codeScreenHeading(page).waitFor();
  await dialog
    .getByText('Please check +1 415 555 0123 for a text message from Portico Demo and enter your code below.')
    .waitFor();
  await expectAccessible(page, 'SMS code entry');

  await typeCode(page, await e2e.stack.outbox('+14155550123'));
  await successStatus(page).waitFor();
  await withClockHeld(page, () => expectAccessible(page, 'success'));

  await finishLogin(page);
  await page.getByRole('main').getByText('phone: +14155550123', { exact: true }).waitFor();
  await logoutButton(page).waitFor();
  await expectAccessible(page, 'demo, logged in by SMS');
  expectNoPageErrors(errors);
});

test('a number of a region the app does not support gets "This region is not supported"', async () => {
  await e2e.stack.configureApp({
    email_auth: true,
    sms_auth: true,
    login_methods_and_order: { primary: ['sms', 'email'] },
    sms_unsupported_regions: ['+44'],
  });
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  await loginButton(page).click();
  const dialog = loginDialog(page);
  // SMS first in the app's order: the phone is the input, email the "Continue with" button.
  const number = dialog.getByRole('textbox', { name: 'Phone number' });
  await number.waitFor();
  await dialog.getByRole('button', { name: 'Continue with Email' }).waitFor();

  await dialog.getByRole('combobox', { name: 'Country' }).selectOption('GB');
  await number.pressSequentially('07400123456');
  await number.press('Enter');
  await dialog.getByRole('heading', { name: 'This region is not supported' }).waitFor();
  await dialog.getByText('SMS authentication from this region is not available').waitFor();
  await expectAccessible(page, 'SMS region not supported');

  await dialog.getByRole('button', { name: 'Try another method' }).click();
  await number.waitFor();
  expectNoPageErrors(errors, [400]);
});
