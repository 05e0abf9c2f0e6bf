import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectAccessible, expectNoPageErrors, finishLogin, gotoDemo, loginButton, loginDialog, logoutButton, setFaults, setUpE2E, withClockHeld } from './support';
import { collectPageErrors } from './harness';

const e2e = setUpE2E();

/** A new GitHub username per test, so each test signs up its own user. */
let count = 0;
const newUsername = (label: string) => `${label}-${Date.now().toString(36)}-${++count}`;

const githubButton = (page: Page) => loginDialog(page).getByRole('button', { name: 'GitHub', exact: true });
const heading = (page: Page, name: string) => loginDialog(page).getByRole('heading', { name });
/** The demo's account panel lists each linked account as `type: handle`. */
const linkedGithub = (page: Page, username: string) => page.getByRole('main').getByText(`github_oauth: ${username}`, { exact: true });

/** At the emulated GitHub page: types the username over the shown test identity and answers. */
async function answerAtGithub(provider: Page, username: string, decision: 'Approve' | 'Deny'): Promise<void> {
  await provider.getByRole('heading', { name: 'Sign in to GitHub' }).waitFor();
  await provider.getByRole('textbox', { name: 'Username' }).fill(username);
  await provider.getByRole('button', { name: decision, exact: true }).click();
}

/** Clicks GitHub on the landing screen and returns the popup it opens, once it shows the provider's page. */
async function openGithubPopup(page: Page): Promise<Page> {
  const opened = page.waitForEvent('popup');
  await githubButton(page).click();
  const popup = await opened;
  await popup.waitForURL(/\/oauth\/github\/authorize\?request=/);
  return popup;
}

test('a person logs in with GitHub through the popup', async () => {
  await e2e.stack.configureApp({ email_auth: true, github_oauth: true });
  const { page, errors } = await e2e.newPage({ fakeClock: true });
  const username = newUsername('popup');
  await gotoDemo(page, e2e.stack);
  await loginButton(page).click();
  await githubButton(page).waitFor();
  await expectAccessible(page, 'landing with GitHub');

  const popup = await openGithubPopup(page);
  const popupErrors = collectPageErrors(popup);
  const size = await popup.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
  expect(size).toEqual({ width: 440, height: 680 });
  await heading(page, 'Log in with GitHub').waitFor();
  await loginDialog(page).getByText('Continue in the GitHub window. Closing it cancels.').waitFor();
  await expectAccessible(page, 'AWAITING_OAUTH_SCREEN, waiting for GitHub');
  await popup.getByRole('heading', { name: 'Sign in to GitHub' }).waitFor();
  await expectAccessible(popup, 'the emulated GitHub page');

  const closed = popup.waitForEvent('close');
  await answerAtGithub(popup, username, 'Approve');
  await closed; // the return page handed the code to this page and closed itself
  await heading(page, 'Successfully connected with GitHub').waitFor();
  await withClockHeld(page, () => expectAccessible(page, 'AWAITING_OAUTH_SCREEN, connected'));

  await finishLogin(page);
  await linkedGithub(page, username).waitFor();
  await logoutButton(page).waitFor();
  expectNoPageErrors(errors);
  expectNoPageErrors(popupErrors);
});

test('a person logs in with GitHub through the redirect flow, and comes back to the demo page', async () => {
  await e2e.stack.configureApp({ email_auth: true, github_oauth: true });
  const { page, errors } = await e2e.newPage();
  const username = newUsername('redirect');
  const demo = new URL(e2e.stack.demoUrl);
  demo.searchParams.set('oauthFlow', 'redirect');
  await page.goto(demo.toString());
  await loginButton(page).click();

  await githubButton(page).click();
  await page.waitForURL(/\/oauth\/github\/authorize\?request=/);
  await page.getByRole('heading', { name: 'Sign in to GitHub' }).waitFor();
  await expectAccessible(page, 'the emulated GitHub page');
  // The emulator answers slowly once, so the verifying state stays long enough to check.
  await setFaults(e2e.stack, [{ path: '/api/v1/oauth/authenticate', latency_ms: 1_500, times: 1 }]);
  await answerAtGithub(page, username, 'Approve');

  await page.waitForURL((url) => url.origin === demo.origin);
  await heading(page, 'Verifying connection to GitHub').waitFor();
  await expectAccessible(page, 'AWAITING_OAUTH_SCREEN, verifying');
  await linkedGithub(page, username).waitFor();
  await finishLogin(page);
  // Back on the page it left from, its own parameter kept and the provider's removed.
  const back = new URL(page.url());
  expect(back.pathname + back.search).toBe('/?oauthFlow=redirect');
  await expectAccessible(page, 'demo, logged in with GitHub');
  expectNoPageErrors(errors);
});

test('a person who denies at the provider sees the failure screen, and Retry starts again', async () => {
  await e2e.stack.configureApp({ email_auth: true, github_oauth: true });
  const { page, errors } = await e2e.newPage();
  const username = newUsername('denies');
  await gotoDemo(page, e2e.stack);
  await loginButton(page).click();

  const denied = await openGithubPopup(page);
  await answerAtGithub(denied, username, 'Deny');
  await heading(page, 'Authentication failed').waitFor();
  await loginDialog(page).getByText('Retry and check GitHub to finish connecting your account.').waitFor();
  await expectAccessible(page, 'AWAITING_OAUTH_SCREEN, failed');
  await page.getByRole('main').getByText('Login did not complete: Retry and check GitHub to finish connecting your account.').waitFor();

  const opened = page.waitForEvent('popup');
  await loginDialog(page).getByRole('button', { name: 'Retry' }).click();
  const retried = await opened;
  await retried.waitForURL(/\/oauth\/github\/authorize\?request=/);
  await answerAtGithub(retried, username, 'Approve');
  await finishLogin(page);
  await linkedGithub(page, username).waitFor();
  expectNoPageErrors(errors);
});
