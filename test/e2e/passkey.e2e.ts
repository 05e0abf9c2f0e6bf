import { expect, test } from 'vitest';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { emailField, expectAccessible, expectLoggedIn, expectNoPageErrors, finishLogin, loginButton, loginDialog, logoutButton, newAddress, setUpE2E, submitEmail, typeCode } from './support';

const e2e = setUpE2E();

/**
 * WebAuthn needs a domain for its relying party (an IP address is refused), so the demo is opened as localhost;
 * the emulator allows local origins and takes the page's hostname as the RP ID.
 */
const demoOnLocalhost = () => e2e.stack.demoUrl.replace('127.0.0.1', 'localhost');

/** Chromium's virtual authenticator: a platform passkey provider with user verification. */
async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

const anyDialog = (page: Page) => page.getByRole('dialog');

test('a person signs up by email, adds a passkey, logs out and logs back in with "I have a passkey"; a refused passkey shows Retry', async () => {
  await e2e.stack.configureApp({ email_auth: true, passkey_auth: true });
  const context = await e2e.newContext();
  const { page, errors } = await e2e.newPage({ context });
  const { cdp, authenticatorId } = await addVirtualAuthenticator(context, page);
  await page.goto(demoOnLocalhost());
  await loginButton(page).waitFor();

  // Sign up by email.
  const address = newAddress('passkey');
  await loginButton(page).click();
  await loginDialog(page).waitFor();
  await expect(loginDialog(page).getByRole('button', { name: 'I have a passkey' }).count()).resolves.toBe(1);
  await expectAccessible(page, 'landing with "I have a passkey"');
  await emailField(page).waitFor();
  await submitEmail(page, address);
  await typeCode(page, await e2e.stack.outbox(address));
  await finishLogin(page);
  await expectLoggedIn(page, address);

  // Add a passkey from the account panel.
  await page.getByRole('button', { name: 'Manage passkeys' }).click();
  const list = anyDialog(page);
  await list.getByRole('heading', { name: 'Your passkeys' }).waitFor();
  await expectAccessible(page, 'Your passkeys, empty');
  await list.getByRole('button', { name: 'Add new passkey' }).click();
  await list.getByRole('button', { name: /^Delete passkey: / }).waitFor();
  expect(await list.getByText(/^Last used/).count()).toBe(1);
  expect(await list.getByText('Chrome on Linux').count()).toBe(1);
  await expectAccessible(page, 'Your passkeys, one');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  await list.getByRole('button', { name: 'Close' }).click();
  await list.waitFor({ state: 'detached' });

  // Log out, then log in with the passkey.
  await logoutButton(page).click();
  await loginButton(page).waitFor();
  await loginButton(page).click();
  await loginDialog(page).getByRole('button', { name: 'I have a passkey' }).click();
  await finishLogin(page);
  await expectLoggedIn(page, address);

  // The person is not verified (the authenticator refuses): NotAllowedError shows with Retry; verified again, Retry logs in.
  await logoutButton(page).click();
  await loginButton(page).waitFor();
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
  await loginButton(page).click();
  await loginDialog(page).getByRole('button', { name: 'I have a passkey' }).click();
  const alert = loginDialog(page).getByRole('alert');
  await alert.waitFor();
  expect(await alert.textContent()).toBe('Passkey request timed out or rejected by user.');
  await expectAccessible(page, 'passkey error with Retry');
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true });
  await loginDialog(page).getByRole('button', { name: 'Retry' }).click();
  await finishLogin(page);
  await expectLoggedIn(page, address);
  expectNoPageErrors(errors);
}, 120_000);

test('AWAITING_PASSKEY_SYSTEM_DIALOGUE waits for the browser’s dialogue (no presence yet) and is accessible', async () => {
  await e2e.stack.configureApp({ email_auth: true, passkey_auth: true });
  const context = await e2e.newContext();
  const { page, errors } = await e2e.newPage({ context });
  const { cdp, authenticatorId } = await addVirtualAuthenticator(context, page);
  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: false });
  await page.goto(demoOnLocalhost());
  // WebAuthn refuses a document without focus at once ("The document is not focused"): the person's tab is in front.
  await page.bringToFront();
  await loginButton(page).click();
  await loginDialog(page).getByRole('button', { name: 'I have a passkey' }).click();
  const waiting = loginDialog(page).getByRole('heading', { name: 'Waiting for your passkey' });
  const failed = loginDialog(page).getByRole('alert');
  await waiting.or(failed).waitFor();
  expect(await failed.count(), `the ceremony failed: ${await failed.textContent().catch(() => '')}`).toBe(0);
  await expectAccessible(page, 'awaiting the passkey dialogue');
  expectNoPageErrors(errors);
});
