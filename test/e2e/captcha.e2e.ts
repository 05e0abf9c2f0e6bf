import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { codeScreenHeading, emailField, expectAccessible, expectNoPageErrors, finishLogin, gotoDemo, logInByEmail, loginDialog, newAddress, openLoginModal, setUpE2E, typeCode } from './support';

const e2e = setUpE2E();

const captchaHeading = (page: Page) => loginDialog(page).getByRole('heading', { name: 'Verifying you are human' });

test('with the captcha on, an email login passes through CAPTCHA_SCREEN, then the code screen, and the person logs in', async () => {
  await e2e.stack.configureApp({ email_auth: true, captcha_enabled: true, captcha_site_key: 'test-pass-demo' });
  const { page, errors } = await e2e.newPage();
  const address = newAddress('captcha');
  await gotoDemo(page, e2e.stack);
  await openLoginModal(page);

  await emailField(page).fill(address);
  await emailField(page).press('Enter');
  await captchaHeading(page).waitFor();
  await codeScreenHeading(page).waitFor();
  await typeCode(page, await e2e.stack.outbox(address));
  await finishLogin(page);
  await page.getByRole('main').getByText(address, { exact: true }).waitFor();

  // Each token is single use: logging in again after logging out passes a new captcha.
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await logInByEmail(page, e2e.stack, address);
  expectNoPageErrors(errors);
});

test('CAPTCHA_SCREEN is accessible, and a captcha that never answers ends in "Something went wrong! Please try again later." after 20 s', async () => {
  await e2e.stack.configureApp({ email_auth: true, captcha_enabled: true, captcha_site_key: 'test-hang-demo' });
  const { page, errors } = await e2e.newPage({ fakeClock: true });
  await gotoDemo(page, e2e.stack);
  await openLoginModal(page);

  await emailField(page).fill(newAddress('hanging-captcha'));
  await emailField(page).press('Enter');
  await captchaHeading(page).waitFor();
  await loginDialog(page).getByRole('status').filter({ hasText: 'Loading' }).waitFor();
  await expectAccessible(page, 'CAPTCHA_SCREEN');

  await page.clock.runFor(20_000);
  const title = loginDialog(page).getByRole('heading', { name: 'Something went wrong! Please try again later.' });
  await title.waitFor();
  await expectAccessible(page, 'captcha timeout');
  await loginDialog(page).getByRole('button', { name: 'Try again' }).click();
  await emailField(page).waitFor();
  expect(await captchaHeading(page).count()).toBe(0);
  expectNoPageErrors(errors);
});
