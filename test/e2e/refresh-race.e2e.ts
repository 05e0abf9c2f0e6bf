import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO_APP_ID } from '../../emulator/provider/apps';
import { expOf } from '../support/jwt';
import { expectNoPageErrors, gotoDemo, logInByEmail, loginButton, logoutButton, newAddress, setUpE2E } from './support';

const e2e = setUpE2E();

const TABS = 5;
const RACES = 20;
// The kernel renews a token that expires within 30 s, so a 31 s token needs renewing one second after it is issued.
const TOKEN_TTL_SECONDS = 31;
const RENEWAL_MARGIN_MS = 30_000;
const TOKEN_KEY = `privy:${DEMO_APP_ID}:accessToken`;

/** The expiry (seconds) of the access token the tab's demo panel last got from getAccessToken(). */
async function shownExpiry(page: Page): Promise<number> {
  return Number(await page.locator('output[data-exp]').getAttribute('data-exp'));
}

/** Clicks "Get access token" in every tab at one instant, scheduled inside each page on the shared clock. */
async function renewAllAt(tabs: Page[], at: number): Promise<void> {
  await Promise.all(
    tabs.map((tab) =>
      tab.evaluate((at) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Get access token');
        if (!button) throw new Error('no "Get access token" button');
        setTimeout(() => button.click(), at - Date.now());
      }, at),
    ),
  );
}

test(`${TABS} tabs renewing one session at the same moment send one refresh and stay logged in (${RACES} races)`, async () => {
  await e2e.stack.configureApp({ email_auth: true, access_token_ttl_seconds: TOKEN_TTL_SECONDS });
  const context = await e2e.newContext();
  let refreshes = 0;
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/sessions') refreshes += 1;
  });
  const opened = [];
  for (let i = 0; i < TABS; i += 1) opened.push(await e2e.newPage({ context }));
  const tabs = opened.map(({ page }) => page);
  // Every tab is open before the login, so the others learn of it from the first, without a refresh.
  for (const tab of tabs) await gotoDemo(tab, e2e.stack);
  await logInByEmail(tabs[0]!, e2e.stack, newAddress('race'));
  for (const tab of tabs) await logoutButton(tab).waitFor();

  const perRace: number[] = [];
  for (let race = 0; race < RACES; race += 1) {
    const before = await Promise.all(tabs.map(shownExpiry));
    const stored = await tabs[0]!.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    const expiresAt = expOf(stored!) * 1000;
    // Just inside the renewal margin, when every tab wants a new token at once.
    const at = Math.max(Date.now() + 200, expiresAt - RENEWAL_MARGIN_MS + 100);
    refreshes = 0;
    await renewAllAt(tabs, at);
    await Promise.all(
      tabs.map((tab, index) =>
        tab
          .waitForFunction(
            (previous) => Number(document.querySelector('output[data-exp]')?.getAttribute('data-exp')) > previous,
            before[index]!,
          )
          .catch(async () => {
            const loggedOut = (await loginButton(tab).count()) > 0;
            throw new Error(`race ${race + 1}: tab ${index + 1} got no newer token${loggedOut ? ' and was logged out' : ''}`);
          }),
      ),
    );
    perRace.push(refreshes);
    for (const tab of tabs) expect(await loginButton(tab).count(), `race ${race + 1}: a tab was logged out`).toBe(0);
  }
  console.log(`refreshes per race: ${perRace.join(' ')}`);
  expect(perRace).toEqual(Array(RACES).fill(1));

  // A logout in one tab reaches every other tab within a second.
  await logoutButton(tabs[0]!).click();
  await Promise.all(tabs.slice(1).map((tab) => loginButton(tab).waitFor({ timeout: 1000 })));
  for (const { errors } of opened) expectNoPageErrors(errors);
});
