// In Chromium against the real servers: "login to a ready wallet" (issue 29). An app whose logins create the
// embedded wallet (create_on_login 'users-without-wallets'); a new person logs in by email in the demo.
// Not part of `npm test` (timings are not assertions). Run: `npm run build && npx tsx bench/wallet-ready.ts [runs]`.
//
// What is measured, in the page (performance.now(), so no Playwright round trip is counted):
// - submit to wallet ready: from the keydown of the code's sixth digit (which submits the code) to the first frame
//   painted with "Your wallet is ready" (EMBEDDED_WALLET_CREATED_SCREEN, which shows the new address: the frame has
//   made the key and answered). Found by a MutationObserver; the end is taken in a task queued from the next
//   animation frame, that is once that frame is painted.
// - frame load start and frame ready, relative to the submit (negative: before it): the wallet frame's navigation
//   start (its resource timing entry in the page) and the frame's `iframe:ready` message.
// Two rhythms, each over fresh browser contexts (a new person, nothing cached):
// - at once: the code is typed as soon as the outbox has it (machine speed, the least time for anything to overlap);
// - after a pause: the person spends PAUSE_MS on the code screen before typing it (reading their mail), as people do.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startStack, type Stack } from '../test/e2e/harness';

const RUNS = Number(process.argv[2] ?? 5);
const PAUSE_MS = 3_000;
const FRAME_PATH = '/embedded-wallets';

interface Measure {
  submitted: number;
  ready: number;
  frameStart: number | null;
  frameReady: number | null;
}

/** Arms the in-page measure of one login; read it with `readMeasure`. */
async function arm(page: Page, emulatorOrigin: string): Promise<void> {
  await page.evaluate(
    ({ emulatorOrigin, framePath }) => {
      let submitted = 0;
      let frameReady: number | null = null;
      window.addEventListener(
        'keydown',
        (event) => {
          if ((event.target as Element | null)?.getAttribute?.('aria-label') === 'Digit 6 of 6') submitted = performance.now();
        },
        true,
      );
      window.addEventListener('message', (event) => {
        if (frameReady === null && event.origin === emulatorOrigin && (event.data as { event?: unknown })?.event === 'iframe:ready') {
          frameReady = performance.now();
        }
      });
      const walletReadyShown = () => [...document.querySelectorAll('h1, h2, h3')].some((heading) => heading.textContent?.trim() === 'Your wallet is ready');
      const frameStart = () => {
        const entry = performance.getEntriesByType('resource').find((resource) => new URL(resource.name).pathname.endsWith(framePath));
        return entry ? entry.startTime : null;
      };
      const measure = new Promise<{ submitted: number; ready: number; frameStart: number | null; frameReady: number | null }>((resolve) => {
        const observer = new MutationObserver(() => check());
        function check() {
          if (!submitted || !walletReadyShown()) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve({ submitted, ready: performance.now(), frameStart: frameStart(), frameReady });
            channel.port2.postMessage(null);
          });
        }
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      (window as unknown as { __porticoWalletReady: typeof measure }).__porticoWalletReady = measure;
    },
    { emulatorOrigin, framePath: FRAME_PATH },
  );
}

const readMeasure = (page: Page): Promise<Measure> =>
  page.evaluate(() => (window as unknown as { __porticoWalletReady: Promise<Measure> }).__porticoWalletReady);

let people = 0;

/** One login of a new person in a fresh context: the measure, in ms relative to the submit. */
async function oneLogin(browser: Browser, stack: Stack, pauseMs: number) {
  const context = await browser.newContext();
  context.setDefaultTimeout(30_000);
  // tsx (esbuild, keepNames) wraps the named functions of `arm` in `__name(...)`, which the page lacks.
  await context.addInitScript('globalThis.__name = (target) => target');
  try {
    const page = await context.newPage();
    await page.goto(stack.demoUrl);
    const loginButton = page.getByRole('button', { name: 'Log in', exact: true });
    await loginButton.waitFor();
    await page.waitForLoadState('networkidle');
    await arm(page, new URL(stack.emulatorUrl).origin);
    const address = `wallet-ready-${Date.now().toString(36)}-${(people += 1)}@example.com`;
    await loginButton.click();
    const emailField = page.getByRole('textbox', { name: 'Email address' });
    await emailField.fill(address);
    await emailField.press('Enter');
    const firstBox = page.getByRole('textbox', { name: 'Digit 1 of 6', exact: true });
    await firstBox.waitFor();
    const code = await stack.outbox(address);
    if (pauseMs) await page.waitForTimeout(pauseMs);
    await firstBox.focus();
    for (const digit of code) await page.keyboard.press(digit);
    const { submitted, ready, frameStart, frameReady } = await readMeasure(page);
    return {
      total: ready - submitted,
      frameStart: frameStart === null ? null : frameStart - submitted,
      frameReady: frameReady === null ? null : frameReady - submitted,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(0)}`);

const stack = await startStack();
const browser = await launchBrowser();
try {
  await stack.configureApp({ email_auth: true, embedded_wallet_config: { create_on_login: 'users-without-wallets' } });
  // One login first, not counted: the servers' and the browser's first-time costs (JIT, bundles) stay out.
  await oneLogin(browser, stack, 0);
  console.log(`\n| rhythm | submit to wallet ready, median of ${RUNS} | runs (ms) | frame load start (median, ms from submit) | frame ready (median, ms from submit) |`);
  console.log('|---|---:|---|---:|---:|');
  for (const [label, pause] of [['code typed at once', 0], [`code typed after ${PAUSE_MS / 1000} s on the code screen`, PAUSE_MS]] as const) {
    const results = [];
    for (let run = 0; run < RUNS; run++) results.push(await oneLogin(browser, stack, pause));
    const totals = results.map((result) => result.total);
    const starts = results.flatMap((result) => (result.frameStart === null ? [] : [result.frameStart]));
    const readies = results.flatMap((result) => (result.frameReady === null ? [] : [result.frameReady]));
    console.log(
      `| ${label} | ${median(totals).toFixed(0)} ms | ${totals.map((total) => total.toFixed(0)).join(', ')} | ${starts.length ? ms(median(starts)) : 'n/a'} | ${readies.length ? ms(median(readies)) : 'n/a'} |`,
    );
  }
} finally {
  await browser.close();
  await stack.stop();
}
