// Issue 13's first flow in the demo: a person adds an authenticator app (the emulator stands in for the app and shows
// its current code), and signing with the embedded wallet then asks for a code before the signature.
import type { Page } from 'playwright-core';
import { verifyMessage } from 'viem';
import { expect, test } from 'vitest';
import { codeBox, expectAccessible, expectNoPageErrors, gotoDemo, logInByEmail, newAddress, setUpE2E } from './support';

const e2e = setUpE2E();
const dialog = (page: Page) => page.getByRole('dialog');
const mfaPanel = (page: Page) => page.getByRole('region', { name: 'Verification (MFA)' });

/** The emulator's stand-in authenticator app: the page the demo's panel links to. */
async function authenticatorCodes(page: Page): Promise<{ code: string; next_code: string }> {
  const link = await mfaPanel(page).getByRole('link', { name: 'current codes for your secret' }).getAttribute('href');
  const response = await fetch(link!);
  expect(response.status).toBe(200);
  return (await response.json()) as { code: string; next_code: string };
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
