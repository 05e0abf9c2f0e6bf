/**
 * Shared pieces of the login-modal browser tests: one stack and one browser per file, one context per test,
 * and the steps a person takes in the demo, found by role, label and the spec's strings (never by CSS class).
 */
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { waitForAnimations } from './animations';
import { collectPageErrors, expectNoAxeViolations, launchBrowser, launchProfile, startStack, type ProfileBrowser, type Stack, type StorageProfile } from './harness';
import { screenFitProblems } from './screen-fit-rules';

export { waitForAnimations };

/** How long a step may take before a test fails with the step's own message (well under the 60 s test timeout). */
const STEP_TIMEOUT_MS = 10_000;

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions, for expectNoPageErrors. */
  errors: string[];
}

interface NewPageOptions {
  /** Another page of the same context (shared storage); default a fresh context. */
  context?: BrowserContext;
  /** For the fresh context, e.g. a viewport. */
  contextOptions?: BrowserContextOptions;
  fakeClock?: boolean;
}

export interface E2E {
  readonly stack: Stack;
  /** A fresh context (own storage), closed after the test. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /**
   * A page of `context` (else of a fresh context) that collects its errors. `fakeClock` installs playwright's clock
   * before anything runs, so a test can move timers on (the resend cooldown) or hold a screen still.
   */
  newPage(options?: NewPageOptions): Promise<OpenedPage>;
}

/** The storage profile of the cross-site runs: `PORTICO_E2E_PROFILE=blocked` for third-party storage blocked. */
export const E2E_PROFILE: StorageProfile = process.env.PORTICO_E2E_PROFILE === 'blocked' ? 'blocked' : 'partitioned';

export interface E2EOptions {
  /**
   * Wallet and session flows run as deployed: the demo on another site than the provider (localhost against the
   * emulator's 127.0.0.1, so `stack.demoUrl` is the cross-site one), each context a Chromium profile of E2E_PROFILE.
   */
  crossSite?: boolean;
}

/** Registers the hooks of a test file: the stack and the browser for the file, a context per test. */
export function setUpE2E({ crossSite = false }: E2EOptions = {}): E2E {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const profiles: ProfileBrowser[] = [];

  beforeAll(async () => {
    stack = await startStack();
    if (crossSite) stack = { ...stack, demoUrl: stack.crossSiteDemoUrl };
    else browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    await Promise.all(profiles.splice(0).map((profile) => profile.close()));
  });
  afterAll(async () => {
    try {
      await browser?.close();
    } finally {
      await stack?.stop();
    }
  });

  const e2e: E2E = {
    get stack() {
      if (!stack) throw new Error('the stack is not started (beforeAll failed)');
      return stack;
    },
    async newContext(options) {
      // A profile is a browser of its own (a persistent context): one per context, as a person's second device is.
      const profile = crossSite ? await launchProfile(E2E_PROFILE, options) : undefined;
      if (profile) profiles.push(profile);
      if (!profile && !browser) throw new Error('the browser is not launched (beforeAll failed)');
      const context = profile?.context ?? (await browser!.newContext(options));
      context.setDefaultTimeout(STEP_TIMEOUT_MS);
      if (!profile) contexts.push(context);
      return context;
    },
    async newPage({ context, contextOptions, fakeClock = false } = {}) {
      const owner = context ?? (await e2e.newContext(contextOptions));
      const page = await owner.newPage();
      const errors = collectPageErrors(page);
      if (fakeClock) await page.clock.install();
      return { page, errors };
    },
  };
  return e2e;
}

/** A new address per call, so every test signs up a new user and stays under the emulator's send limit. */
let addressCount = 0;
export function newAddress(label: string): string {
  addressCount += 1;
  return `${label}-${Date.now().toString(36)}-${addressCount}@example.com`;
}

// ---- What a person sees -------------------------------------------------------------------------------------

const DIALOG_NAME = 'log in or sign up';
export const loginDialog = (page: Page) => page.getByRole('dialog', { name: DIALOG_NAME, exact: true });
export const loginButton = (page: Page) => page.getByRole('button', { name: 'Log in', exact: true });
export const logoutButton = (page: Page) => page.getByRole('button', { name: 'Log out', exact: true });
export const emailField = (page: Page) => loginDialog(page).getByRole('textbox', { name: 'Email address' });
const codeBoxes = (page: Page) =>
  loginDialog(page).getByRole('group', { name: 'Verification code' }).getByRole('textbox');
export const codeBox = (page: Page, index: number) =>
  loginDialog(page).getByRole('textbox', { name: `Digit ${index + 1} of 6`, exact: true });
export const codeScreenHeading = (page: Page) =>
  loginDialog(page).getByRole('heading', { name: 'Enter confirmation code' });
export const successStatus = (page: Page) => loginDialog(page).getByRole('status').filter({ hasText: 'Success!' });
/** The demo's list of kernel events, newest first. */
export const eventLog = (page: Page) => page.getByRole('list', { name: 'Events' });
/** The demo's status line: the last flow callback. */
export const demoNotice = (page: Page) => page.getByRole('main').getByRole('status');

/** The logged-in user's address as the demo's account panel shows it (the modal is outside <main>). */
const shownAddress = (page: Page, address: string) => page.getByRole('main').getByText(address, { exact: true });

export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Where keyboard focus is, described for a failure message. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
    return `<${element.tagName.toLowerCase()}> "${name.slice(0, 40)}"`;
  });
}

/** Whether focus is inside the (open) login dialog. */
export async function focusIsInDialog(page: Page): Promise<boolean> {
  return loginDialog(page).evaluate((dialog) => dialog.contains(document.activeElement));
}

// ---- Steps ---------------------------------------------------------------------------------------------------

/** Opens the demo and waits until the kernel is ready: either "Log in" or "Log out" shows. */
export async function gotoDemo(page: Page, stack: Stack): Promise<void> {
  const response = await page.goto(stack.demoUrl);
  expect(response?.status()).toBe(200);
  await loginButton(page).or(logoutButton(page)).waitFor();
}

/** Clicks "Log in" and waits for the dialog and its email field. */
export async function openLoginModal(page: Page): Promise<void> {
  await loginButton(page).click();
  await loginDialog(page).waitFor();
  await emailField(page).waitFor();
}

/** Types an address into the landing screen's field and submits it with Enter; waits for the code screen. */
export async function submitEmail(page: Page, address: string): Promise<void> {
  await emailField(page).fill(address);
  await emailField(page).press('Enter');
  await codeScreenHeading(page).waitFor();
}

/** Types a code digit by digit from the keyboard into the focused box (the first, autofocused). */
export async function typeCode(page: Page, code: string): Promise<void> {
  await expect
    .poll(() => isFocused(codeBox(page, 0)), { message: 'the first code box has focus', timeout: STEP_TIMEOUT_MS })
    .toBe(true);
  for (const digit of code) await page.keyboard.press(digit);
}

/** The six boxes' values. */
export async function codeValues(page: Page): Promise<string[]> {
  return codeBoxes(page).evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
}

export async function expectLoggedIn(page: Page, address: string): Promise<void> {
  await shownAddress(page, address).waitFor();
  await logoutButton(page).waitFor();
  expect(await loginButton(page).count(), '"Log in" is gone while logged in').toBe(0);
}

export async function expectLoggedOut(page: Page, address: string): Promise<void> {
  await loginButton(page).waitFor();
  expect(await shownAddress(page, address).count(), `${address} is not shown while logged out`).toBe(0);
  expect(await logoutButton(page).count(), '"Log out" is gone while logged out').toBe(0);
}

/** From the logged-out demo: opens the modal, sends a code to `address` and types it. */
async function enterEmailAndCode(page: Page, stack: Stack, address: string): Promise<void> {
  await openLoginModal(page);
  await submitEmail(page, address);
  await typeCode(page, await stack.outbox(address));
}

/**
 * Waits for a login's modal to end: a login that made an embedded wallet shows "Your wallet is ready" until the person
 * presses Continue, which this does.
 */
export async function finishLogin(page: Page, timeout = 20_000): Promise<void> {
  const walletReady = loginDialog(page).getByRole('heading', { name: 'Your wallet is ready' });
  await expect
    .poll(async () => (await walletReady.count()) > 0 || (await loginDialog(page).count()) === 0, { message: 'the login ends, or shows the new wallet', timeout })
    .toBe(true);
  if ((await walletReady.count()) > 0) await loginDialog(page).getByRole('button', { name: 'Continue' }).click();
  await loginDialog(page).waitFor({ state: 'detached' });
}

/** The whole email login from the logged-out demo, until the modal is gone and the demo shows the user. */
export async function logInByEmail(page: Page, stack: Stack, address: string): Promise<void> {
  await enterEmailAndCode(page, stack, address);
  await finishLogin(page);
  await expectLoggedIn(page, address);
}

/** The email login up to "Success!" (the modal then moves on by itself). */
export async function enterCodeUntilSuccess(page: Page, stack: Stack, address: string): Promise<void> {
  await enterEmailAndCode(page, stack, address);
  await successStatus(page).waitFor();
}

/** A code that is not `code`: each digit moved on by one. */
export function wrongCode(code: string): string {
  return code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
}

// ---- Checks --------------------------------------------------------------------------------------------------

/**
 * axe-core, WCAG 2.1 A and AA, on the whole page once it is still; then, when a dialog is on screen, the layout rules
 * at both sizes (screen-fit-rules.ts: the main action in view without scrolling, nothing wider than the dialog). Fails
 * with the screen's name.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await waitForAnimations(page);
  try {
    await expectNoAxeViolations(page);
  } catch (error) {
    throw new Error(`On "${screen}": ${(error as Error).message}`);
  }
  if ((await page.getByRole('dialog').count()) === 0) return;
  const problems = await screenFitProblems(page, screen);
  if (problems.length > 0) throw new Error(`On "${screen}": ${problems.join('; ')}`);
}

/**
 * Runs `check` while the page's clock (installed with `fakeClock`) creeps forward by at most `budgetMs`, for a
 * screen that moves on by itself after a timer, such as "Success!". The clock cannot simply stay paused: axe-core
 * yields through setTimeout between its rules, so its timers are run in 1 ms steps until the check is done.
 */
/**
 * Pauses the page's clock a few milliseconds ahead of its present. The page's time runs on between reading it and
 * pausing (more so on a loaded machine), and pauseAt cannot go back: a pause that came too late is asked again.
 */
async function pauseSoon(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 20);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

export async function withClockHeld(page: Page, check: () => Promise<void>, budgetMs = 300): Promise<void> {
  await pauseSoon(page);
  try {
    let settled = false;
    const checking = check().finally(() => {
      settled = true;
    });
    checking.catch(() => {}); // awaited below; this only keeps an early failure from being reported as unhandled
    let elapsed = 0;
    for (; !settled && elapsed < budgetMs; elapsed += 1) await page.clock.runFor(1);
    if (!settled) throw new Error(`the check did not finish within ${budgetMs} ms of the page's clock`);
    await checking;
  } finally {
    await page.clock.resume();
  }
}

const FAILED_REQUEST = /^console\.error: Failed to load resource: the server responded with a status of (\d{3})\b/;

/**
 * No console errors or uncaught exceptions. `expectedStatuses` lets through Chromium's "Failed to load resource"
 * line for the statuses a test causes on purpose (a wrong code's 401), and nothing else.
 */
export function expectNoPageErrors(errors: string[], expectedStatuses: number[] = []): void {
  const unexpected = errors.filter((line) => {
    const status = FAILED_REQUEST.exec(line)?.[1];
    return !(status && expectedStatuses.includes(Number(status)));
  });
  expect(unexpected).toEqual([]);
}

/** Sets the emulator's injected faults (PUT /dev/faults); an empty list clears them. */
export async function setFaults(stack: Stack, faults: Record<string, unknown>[]): Promise<void> {
  const response = await fetch(`${stack.emulatorUrl}/dev/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ faults }),
  });
  if (!response.ok) throw new Error(`setFaults failed: ${response.status} ${await response.text()}`);
}
