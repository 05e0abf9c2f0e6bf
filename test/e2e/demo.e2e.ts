import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { collectPageErrors, expectNoAxeViolations, launchBrowser, startStack, type Stack } from './harness';

let stack: Stack | undefined;
let browser: Browser | undefined;
let context: BrowserContext | undefined;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});

afterEach(async () => {
  await context?.close();
});

afterAll(async () => {
  try {
    await browser?.close();
  } finally {
    await stack?.stop();
  }
});

test('the demo loads with a Log in button, no console errors, and no axe violations', async () => {
  context = await browser!.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);

  const response = await page.goto(stack!.demoUrl);
  expect(response?.status()).toBe(200);
  // The button appears once the kernel is ready and has found no session.
  await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();

  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
