import { createHash, randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { verifyMessage, type Hex } from 'viem';
import { expect, test } from 'vitest';
import * as z from 'zod/mini';
import { CrossAppInitAnswer } from '../../schemas/cross-app';
import { CrossAppAuthResponseWire } from '../../schemas/cross-app-auth';
import { DEMO_APP_ID } from '../../emulator/provider/apps';
import { PROVIDER_APP_ID } from '../../emulator/provider/seed';
import { expectNoAxeViolations } from './harness';
import { expectNoPageErrors, newAddress, setUpE2E } from './support';

const e2e = setUpE2E();
/** axe is added to the pages as a script, which their CSP (script-src 'self') would block. */
const AXE_CONTEXT = { bypassCSP: true };
const PROVIDER = `privy:${PROVIDER_APP_ID}`;
const CrossAppWallets = z.object({ embedded_wallets: z.array(z.object({ address: z.string() })) });

async function api<S extends z.ZodMiniType>(path: string, body: unknown, schema: S): Promise<z.output<S>> {
  const response = await fetch(`${e2e.stack.emulatorUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'privy-app-id': DEMO_APP_ID },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  return schema.parse(JSON.parse(text));
}

/** The person at the provider app's consent page: logs in with an email code and approves (or denies). */
async function consentAt(page: Page, email: string, decision: 'Approve' | 'Deny' = 'Approve') {
  const verifier = randomBytes(36).toString('base64url');
  const state = randomBytes(24).toString('base64url');
  const redirectTo = `${e2e.stack.demoUrl}/`;
  const code_challenge = createHash('sha256').update(verifier).digest('base64url');
  const { url } = await api('/cross-app/init', { provider: PROVIDER, redirect_to: redirectTo, code_challenge, state_code: state }, CrossAppInitAnswer);
  await page.goto(url);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Portico Demo wants to use your Portico Provider Demo account');
  await expectNoAxeViolations(page);
  if (decision === 'Approve') {
    await page.getByLabel('Your Portico Provider Demo email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('status').filter({ hasText: `We sent a code to ${email}.` }).waitFor();
    await page.getByLabel('Code').fill(await e2e.stack.outbox(email));
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('A wallet will be created for you when you approve.').waitFor();
    await expectNoAxeViolations(page);
  }
  await page.getByRole('button', { name: decision }).click();
  // The demo page at redirectTo reads and removes the parameters, so keep the URL as it arrives.
  let back = new URL('about:blank');
  await page.waitForURL((current) => current.searchParams.has('privy_oauth_code') && Boolean((back = current)));
  return { back, verifier, state, redirectTo };
}

test('consent: log in at the provider app, approve, and the code and state come back; the code logs in', async () => {
  const { page, errors } = await e2e.newPage({ contextOptions: AXE_CONTEXT });
  const { back, verifier, state, redirectTo } = await consentAt(page, newAddress('provider'));
  expect(back.origin + back.pathname).toBe(redirectTo);
  expect(back.searchParams.get('privy_oauth_state')).toBe(state);
  expect(back.searchParams.get('privy_oauth_provider')).toBe(PROVIDER);
  const authorization_code = back.searchParams.get('privy_oauth_code') ?? '';
  const answer = await api('/cross-app/authenticate', { authorization_code, state_code: state, code_verifier: verifier, provider: PROVIDER }, CrossAppAuthResponseWire);
  const account = answer.user?.linked_accounts.find((entry) => entry.type === 'cross_app');
  expect(account).toMatchObject({ provider_app_id: PROVIDER_APP_ID, embedded_wallets: [{ address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) }] });
  expectNoPageErrors(errors);
});

test('consent: Deny returns the code "error" with the state', async () => {
  const { page } = await e2e.newPage({ contextOptions: AXE_CONTEXT });
  const { back, state } = await consentAt(page, newAddress('provider'), 'Deny');
  expect(back.searchParams.get('privy_oauth_code')).toBe('error');
  expect(back.searchParams.get('privy_oauth_state')).toBe(state);
});

declare global {
  interface Window {
    crossAppAnswers?: unknown[];
  }
}

test("transact: approving a personal_sign posts the provider wallet's signature to the opener", async () => {
  const context = await e2e.newContext(AXE_CONTEXT);
  const { page } = await e2e.newPage({ context });
  // The consent creates the wallet in the provider's frame: its device share stays in this context's storage.
  const { back, verifier, state } = await consentAt(page, newAddress('signer'));
  const authorization_code = back.searchParams.get('privy_oauth_code') ?? '';
  const answer = await api('/cross-app/authenticate', { authorization_code, state_code: state, code_verifier: verifier, provider: PROVIDER }, CrossAppAuthResponseWire);
  const account = CrossAppWallets.parse(answer.user?.linked_accounts.find((entry) => entry.type === 'cross_app'));
  const address = (account.embedded_wallets[0]?.address ?? '') as Hex;

  await page.goto(`${e2e.stack.demoUrl}/`);
  await page.evaluate(() => {
    window.crossAppAnswers = [];
    addEventListener('message', (event) => window.crossAppAnswers!.push(event.data));
  });
  const message = 'Sign in to Portico Demo';
  const request = { content: { request: { request: { method: 'personal_sign', params: [message, address] } } }, timestamp: Date.now(), callbackUrl: `${e2e.stack.demoUrl}/` };
  const transactUrl = `${e2e.stack.emulatorUrl}/oauth/transact?token=${encodeURIComponent(answer.oauth_tokens.access_token)}&request=${encodeURIComponent(JSON.stringify(request))}`;
  const [popup] = await Promise.all([context.waitForEvent('page'), page.evaluate((url) => void window.open(url, 'transact', 'width=400,height=680'), transactUrl)]);
  await popup.getByRole('heading', { name: 'Portico Demo asks you to sign with your Portico Provider Demo wallet' }).waitFor();
  await expectNoAxeViolations(popup);
  await popup.getByRole('button', { name: 'Approve' }).click();
  await expect.poll(() => page.evaluate(() => window.crossAppAnswers!.length), { timeout: 15_000 }).toBeGreaterThan(0);
  const [reply] = (await page.evaluate(() => window.crossAppAnswers!)) as { type: string; result: Hex }[];
  expect(reply?.type).toBe('PRIVY_CROSS_APP_ACTION_RESPONSE');
  expect(await verifyMessage({ address, message, signature: reply!.result })).toBe(true);
});

test('transact: a bad token posts the action error to the opener', async () => {
  const context = await e2e.newContext();
  const { page } = await e2e.newPage({ context });
  await page.goto(`${e2e.stack.demoUrl}/`);
  await page.evaluate(() => {
    window.crossAppAnswers = [];
    addEventListener('message', (event) => window.crossAppAnswers!.push(event.data));
  });
  const request = { content: { request: { request: { method: 'personal_sign', params: ['hi', '0x1111111111111111111111111111111111111111'] } } }, timestamp: Date.now(), callbackUrl: `${e2e.stack.demoUrl}/` };
  const url = `${e2e.stack.emulatorUrl}/oauth/transact?token=nope&request=${encodeURIComponent(JSON.stringify(request))}`;
  await page.evaluate((url) => void window.open(url, 'transact', 'width=400,height=680'), url);
  await expect.poll(() => page.evaluate(() => window.crossAppAnswers!), { timeout: 15_000 }).toContainEqual({
    type: 'PRIVY_CROSS_APP_ACTION_ERROR',
    error: 'Transactions require a valid token',
  });
});
