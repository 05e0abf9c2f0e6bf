// Issue 13's first flow in the demo: a person adds an authenticator app (the emulator stands in for the app and shows
// its current code), and signing with the embedded wallet then asks for a code before the signature.
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { verifyMessage } from 'viem';
import { expect, test } from 'vitest';
import { codeBox, expectAccessible, expectNoPageErrors, gotoDemo, logInByEmail, newAddress, setUpE2E } from './support';

const e2e = setUpE2E({ crossSite: true });
const dialog = (page: Page) => page.getByRole('dialog');
const mfaPanel = (page: Page) => page.getByRole('region', { name: 'Verification (MFA)' });

const authenticatorLink = (page: Page) => mfaPanel(page).getByRole('link', { name: 'stand-in authenticator app (opens in a new tab)' });

/** The page the demo's panel links to, opened in a tab beside the modal (which covers the link itself), as a person does. */
/**
 * The page reloads itself when its code changes: with less than `marginMs` left before that, waits for the reload, so
 * what follows reads one page.
 */
async function untilReloadIsFar(tab: Page, marginMs: number) {
  const msLeft = Number(await tab.locator('#seconds-left').getAttribute('data-ms-left'));
  if (msLeft < marginMs) await tab.waitForEvent('load', { timeout: msLeft + 10_000 });
}

async function openAuthenticator(page: Page, contextOptions?: BrowserContextOptions) {
  const opened = await e2e.newPage(contextOptions ? { contextOptions } : { context: page.context() });
  expect((await opened.page.goto((await authenticatorLink(page).getAttribute('href'))!))?.status()).toBe(200);
  await opened.page.getByLabel('Account', { exact: true }).filter({ hasText: /: mfa/ }).waitFor();
  return opened;
}

/** The emulator's stand-in authenticator app's codes, read off its page. */
async function authenticatorCodes(page: Page): Promise<{ code: string; next_code: string }> {
  const { page: tab, errors } = await openAuthenticator(page);
  await untilReloadIsFar(tab, 3_000);
  const read = async (name: string) => (await tab.getByLabel(name, { exact: true }).textContent())!;
  const codes = { code: await read('Current code'), next_code: await read('Next code') };
  await tab.close();
  expectNoPageErrors(errors);
  return codes;
}

/**
 * The authenticator page's countdown runs under its strict CSP (the inline script is allowed by hash), and the page
 * passes axe, checked on a copy in a context that ignores CSP, which would refuse axe's own script.
 */
async function expectAuthenticatorPageWorks(page: Page) {
  const { page: tab, errors } = await openAuthenticator(page);
  const left = tab.locator('#seconds-left');
  const first = await left.textContent();
  await expect.poll(() => left.textContent(), { timeout: 3000 }).not.toBe(first);
  await tab.close();
  expectNoPageErrors(errors);
  const { page: copy } = await openAuthenticator(page, { bypassCSP: true });
  await untilReloadIsFar(copy, 15_000);
  await expectAccessible(copy, 'stand-in authenticator app');
}

/** The MFA panel's flow: the chooser, then the method's own steps. */
async function openChooser(page: Page) {
  await mfaPanel(page).getByRole('button', { name: 'Set up verification' }).click();
  await dialog(page).getByRole('heading', { name: 'Choose a verification method' }).waitFor();
}

/** Enrols the authenticator app from the demo; answers with the code source. */
async function enrolAuthenticator(page: Page) {
  await openChooser(page);
  await dialog(page).getByRole('button', { name: /Authenticator app/ }).click();
  await dialog(page).getByRole('button', { name: 'Continue' }).click();
  await typeInto(page, (await authenticatorCodes(page)).code);
  await dialog(page).getByText('Authenticator app verification added').waitFor();
  await dialog(page).getByRole('button', { name: 'Done' }).click();
  await mfaPanel(page).getByLabel('MFA methods').filter({ hasText: 'authenticator app' }).waitFor();
}

/** Chromium's virtual authenticator (a platform passkey provider with user verification). */
async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}

async function typeInto(page: Page, code: string) {
  await codeBox(page, 0).click();
  for (const digit of code) await page.keyboard.press(digit);
}

test('an authenticator app added in the demo is asked for before the embedded wallet signs', async () => {
  await e2e.stack.configureApp({
    email_auth: true,
    embedded_wallet_config: { create_on_login: 'users-without-wallets' },
    mfa_methods: ['totp', 'sms', 'passkey'],
  });
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  await logInByEmail(page, e2e.stack, newAddress('mfa'));
  const address = (await page.getByLabel('Embedded wallet address').textContent()) as `0x${string}`;

  await mfaPanel(page).getByRole('button', { name: 'Set up verification' }).click();
  await dialog(page).getByRole('button', { name: /Authenticator app/ }).waitFor();
  await expectAccessible(page, 'MFA_ENROLLMENT_FLOW_SCREEN (chooser)');
  await dialog(page).getByRole('button', { name: /Authenticator app/ }).click();
  await dialog(page).getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  await expectAccessible(page, 'MFA_ENROLLMENT_FLOW_SCREEN (scan QR code)');
  await dialog(page).getByRole('button', { name: 'Continue' }).click();
  await expectAuthenticatorPageWorks(page);
  await typeInto(page, (await authenticatorCodes(page)).code);
  await dialog(page).getByText('Authenticator app verification added').waitFor();
  await dialog(page).getByRole('button', { name: 'Done' }).click();
  await mfaPanel(page).getByLabel('MFA methods').filter({ hasText: 'authenticator app' }).waitFor();

  await page.getByRole('region', { name: 'Embedded wallet' }).getByRole('button', { name: 'Sign a message with viem' }).click();
  await dialog(page).getByRole('heading', { name: 'Sign message' }).waitFor();
  await dialog(page).getByRole('button', { name: 'Sign and continue' }).click();
  // The provider releases the key's auth share only with a fresh MFA proof: the prompt follows the person's yes.
  await dialog(page).getByRole('heading', { name: 'Verify your identity' }).waitFor();
  await expectAccessible(page, 'MFA_VERIFY_SCREEN');
  // The code of the step enrolment used is spent (no reuse): the next step's is inside the ±1 window.
  await typeInto(page, (await authenticatorCodes(page)).next_code);
  const signature = (await page.getByLabel('Message signature').textContent()) as `0x${string}`;
  expect(await verifyMessage({ address, message: 'Hello from the Portico demo', signature })).toBe(true);
  expectNoPageErrors(errors, [403]);
});

test('a transaction with MFA enrolled asks for a code over the send screen, with the transaction in an accordion', async () => {
  await e2e.stack.configureApp({
    email_auth: true,
    embedded_wallet_config: { create_on_login: 'users-without-wallets' },
    mfa_methods: ['totp'],
  });
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  await logInByEmail(page, e2e.stack, newAddress('mfa-send'));
  await enrolAuthenticator(page);
  const sendPanel = page.getByRole('region', { name: 'Send from the embedded wallet' });
  await sendPanel.getByRole('button', { name: 'Get test ETH and PTT' }).click();
  await page.getByRole('main').getByRole('status').filter({ hasText: 'The faucet sent' }).waitFor();

  await sendPanel.getByRole('button', { name: 'Send 0.01 ETH to the test wallet' }).click();
  await dialog(page).getByRole('button', { name: 'Approve' }).click();
  // The prompt takes the send screen's place inside the same modal.
  await dialog(page).getByRole('heading', { name: 'Verify your identity' }).waitFor();
  await dialog(page).getByText('Transaction details').click();
  await dialog(page).getByText('Total including fees').waitFor();
  await expect(dialog(page).getByText('Transfer').count()).resolves.toBeGreaterThan(0);
  await expectAccessible(page, 'MFA_VERIFY_SCREEN (transaction details open)');
  await typeInto(page, (await authenticatorCodes(page)).next_code);
  // Verified: the send screen comes back and the transaction lands.
  await dialog(page).getByRole('heading', { name: '0.01 ETH sent' }).waitFor();
  await dialog(page).getByRole('button', { name: 'Close' }).last().click();
  await page.getByLabel('Transaction receipt').filter({ hasText: 'success' }).waitFor();
  expectNoPageErrors(errors, [403]);
});

test('SMS and a new passkey are added, SMS is removed, and signing then verifies with the passkey at once', async () => {
  await e2e.stack.configureApp({
    email_auth: true,
    passkey_auth: true,
    embedded_wallet_config: { create_on_login: 'users-without-wallets' },
    mfa_methods: ['totp', 'sms', 'passkey'],
  });
  const context = await e2e.newContext();
  const { page, errors } = await e2e.newPage({ context });
  await addVirtualAuthenticator(context, page);
  // WebAuthn needs a domain for its relying party: the demo is opened as localhost.
  await page.goto(e2e.stack.demoUrl.replace('127.0.0.1', 'localhost'));
  await logInByEmail(page, e2e.stack, newAddress('mfa-methods'));
  const address = (await page.getByLabel('Embedded wallet address').textContent()) as `0x${string}`;
  const phone = `+1415555${String(Date.now() % 10_000).padStart(4, '0')}`;

  // SMS: the number, then the code the emulator's outbox holds.
  await openChooser(page);
  await dialog(page).getByRole('button', { name: 'SMS', exact: true }).click();
  await dialog(page).getByRole('heading', { name: 'Set up SMS verification' }).waitFor();
  await expectAccessible(page, 'MFA_ENROLLMENT_FLOW_SCREEN (SMS number)');
  await dialog(page).getByLabel('Phone number').fill(phone);
  await dialog(page).getByRole('button', { name: 'Send code' }).click();
  await dialog(page).getByRole('heading', { name: 'Enter enrollment code' }).waitFor();
  const enrolment = await e2e.stack.outboxMessage(phone);
  await typeInto(page, enrolment.code);
  await dialog(page).getByText('SMS verification added').waitFor();
  await dialog(page).getByRole('button', { name: 'Done' }).click();

  // Passkey: a second method needs a verification first (SMS), then 'Add new passkey' links and enrols one.
  await openChooser(page);
  await dialog(page).getByRole('button', { name: 'Passkey', exact: true }).click();
  await dialog(page).getByRole('heading', { name: 'Verify your identity' }).waitFor();
  // The prompt shows before its code has gone out: wait for the new one, not the enrolment's.
  await typeInto(page, await e2e.stack.nextCode(phone, enrolment.sentAt));
  await dialog(page).getByRole('heading', { name: 'Set up passkey verification' }).waitFor();
  await expectAccessible(page, 'MFA_ENROLLMENT_FLOW_SCREEN (passkey)');
  await dialog(page).getByRole('button', { name: 'Add new passkey' }).click();
  await dialog(page).getByText('Passkey verification added').waitFor();
  await dialog(page).getByRole('button', { name: 'Done' }).click();
  await mfaPanel(page).getByLabel('MFA methods').filter({ hasText: 'SMS, passkey' }).waitFor();

  // Removing SMS (the proof of this flow's verification is still live, so no second code).
  await openChooser(page);
  await dialog(page).getByRole('button', { name: 'Remove SMS' }).click();
  await dialog(page).getByRole('heading', { name: 'Remove SMS verification?' }).waitFor();
  await expectAccessible(page, 'MFA_ENROLLMENT_FLOW_SCREEN (remove)');
  await dialog(page).getByRole('button', { name: 'Remove', exact: true }).click();
  await dialog(page).getByRole('heading', { name: 'Choose a verification method' }).waitFor();
  await page.keyboard.press('Escape');
  await mfaPanel(page).getByLabel('MFA methods').filter({ hasText: /^passkey$/ }).waitFor();

  // Signing: the only method left is the passkey, which verifies without a code.
  await page.getByRole('region', { name: 'Embedded wallet' }).getByRole('button', { name: 'Sign a message with viem' }).click();
  await dialog(page).getByRole('button', { name: 'Sign and continue' }).click();
  const signature = (await page.getByLabel('Message signature').textContent()) as `0x${string}`;
  expect(await verifyMessage({ address, message: 'Hello from the Portico demo', signature })).toBe(true);
  expectNoPageErrors(errors, [403]);
});
