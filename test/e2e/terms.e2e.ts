import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { codeScreenHeading, demoNotice, enterCodeUntilSuccess, eventLog, expectAccessible, expectLoggedIn, expectLoggedOut, expectNoPageErrors, finishLogin, gotoDemo, loginDialog, logoutButton, newAddress, setUpE2E } from './support';

const e2e = setUpE2E();
const TERMS_URL = 'https://example.com/terms';

beforeAll(async () => {
  // A terms URL and no privacy policy URL: "View Terms" shows, "View Privacy Policy" does not.
  await e2e.stack.configureApp({ email_auth: true, require_users_accept_terms: true, terms_and_conditions_url: TERMS_URL });
});

/** Waits for section 2.7's consent screen after "Success!" and checks its text, links and buttons. */
async function expectConsentScreen(page: Page): Promise<void> {
  const dialog = loginDialog(page);
  await dialog.getByRole('heading', { name: 'One last step' }).waitFor();
  await dialog.getByText('By signing up, you agree to our terms and privacy policy.').waitFor();
  expect(await dialog.getByRole('link', { name: 'View Terms' }).getAttribute('href')).toBe(TERMS_URL);
  expect(await dialog.getByRole('link', { name: 'View Privacy Policy' }).count(), 'no privacy link without a URL').toBe(0);
  await dialog.getByRole('button', { name: 'No thanks' }).waitFor();
  await dialog.getByRole('button', { name: 'Accept' }).waitFor();
  await expectAccessible(page, 'terms consent');
}

test('"Accept" on "One last step" completes the login, and the terms are not asked again', async () => {
  const { page, errors } = await e2e.newPage();
  const address = newAddress('accepts-terms');
  await gotoDemo(page, e2e.stack);
  await enterCodeUntilSuccess(page, e2e.stack, address);
  await expectConsentScreen(page);

  await loginDialog(page).getByRole('button', { name: 'Accept' }).click();
  await finishLogin(page);
  await expectLoggedIn(page, address);
  await demoNotice(page).getByText(/^Logged in as /).waitFor();

  // Logged out and in again, the same user goes straight from "Success!" to the demo.
  await logoutButton(page).click();
  await expectLoggedOut(page, address);
  await enterCodeUntilSuccess(page, e2e.stack, address);
  await finishLogin(page);
  await expectLoggedIn(page, address);
  expectNoPageErrors(errors);
});

test('"No thanks" leaves the person logged out, and the event log shows the exit', async () => {
  const { page, errors } = await e2e.newPage();
  const address = newAddress('declines-terms');
  await gotoDemo(page, e2e.stack);
  await enterCodeUntilSuccess(page, e2e.stack, address);
  await expectConsentScreen(page);

  await loginDialog(page).getByRole('button', { name: 'No thanks' }).click();
  await finishLogin(page);
  await expectLoggedOut(page, address);
  // Closing before the flow succeeded is reported as exited_auth_flow, then the decline logs out (newest first).
  const entries = eventLog(page).getByRole('listitem');
  await entries.filter({ hasText: /\berror exited_auth_flow: .*\(during login\)/ }).waitFor();
  await entries.filter({ hasText: /\blogout reason: / }).waitFor();
  expect(await entries.first().textContent()).toMatch(/\blogout reason: /);
  await demoNotice(page).getByText('Logged out.', { exact: true }).waitFor();
  await expectAccessible(page, 'demo after declining the terms');

  await page.reload();
  await expectLoggedOut(page, address);
  expect(await codeScreenHeading(page).count()).toBe(0);
  expectNoPageErrors(errors);
});
