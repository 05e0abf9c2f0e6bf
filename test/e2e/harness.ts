import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
import { DEMO_APP_ID } from '../../emulator/apps';
import { startDemoServer } from '../../scripts/demo-server';
import { startEmulatorServer, type RunningServer } from '../../emulator/http-server';
import { LOCAL_CHAIN_ID, SECOND_CHAIN_ID, startLocalChain } from '../../emulator/local-chain';
import { deployTestToken } from '../../emulator/test-token/deploy';
import { deployTestUsdc } from '../../emulator/test-token/usdc';

export interface Stack {
  /** The local chain's JSON-RPC URL (anvil, chain id 31337, its default accounts funded). */
  chainUrl: string;
  /** The second local chain's JSON-RPC URL (anvil, chain id 31338, the same accounts funded). */
  secondChainUrl: string;
  /** The test USDC's address per chain id (6 decimals, held by anvil's account 0). */
  usdc: Readonly<Record<number, `0x${string}`>>;
  emulatorUrl: string;
  demoUrl: string;
  /** The latest code the emulator sent to an address (email or phone). */
  outbox(to: string): Promise<string>;
  /** Replaces the demo app's configuration (PUT /dev/apps/:appId); unset fields take their defaults. */
  configureApp(config: Record<string, unknown>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The two local chains with the test token (PTT, chain A) and the test USDC (both) deployed, the emulator (fresh SQLite
 * file) checking contract wallets on them and funding addresses (POST /dev/faucet), and the demo pointed at the
 * emulator, each on a free port of 127.0.0.1.
 */
export async function startStack(): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-e2e-'));
  const servers: RunningServer[] = [];
  const stop = async () => {
    await Promise.allSettled(servers.map((server) => server.close()));
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const startChain = async (chainId: number) => {
      const started = await startLocalChain({ port: 0, chainId });
      servers.push(started);
      return started;
    };
    // Both settle before going on, so a failure of one never leaves the other starting after stop().
    const [first, second] = await Promise.allSettled([startChain(LOCAL_CHAIN_ID), startChain(SECOND_CHAIN_ID)]);
    if (first.status === 'rejected') throw first.reason;
    if (second.status === 'rejected') throw second.reason;
    const [chain, secondChain] = [first.value, second.value];
    const chainRpcUrls = { [LOCAL_CHAIN_ID]: chain.url, [SECOND_CHAIN_ID]: secondChain.url };
    // PTT first: it keeps account 0's first address on chain A, as under `npm start`.
    const testToken = { chainId: LOCAL_CHAIN_ID, ...(await deployTestToken(chain.url)) };
    const usdc = await deployTestUsdc(chainRpcUrls);
    const emulator = await startEmulatorServer({
      port: 0,
      chainRpcUrls,
      testToken,
      usdc,
      dataFile: join(dataDir, 'emulator.sqlite'),
      // Sent codes are read through outbox(); only the emulator's own failures belong in the test output.
      log: (line) => {
        if (line.startsWith('[error]')) console.error(line);
      },
    });
    servers.push(emulator);
    const demo = await startDemoServer({ port: 0, apiUrl: emulator.url, chainUrl: chain.url, secondChainUrl: secondChain.url, usdc, log: () => {} });
    servers.push(demo);
    // Fail here, with esbuild's messages, rather than later as a blank page.
    const page = await fetch(demo.url);
    if (!page.ok) throw new Error(`The demo is not served (${page.status}):\n${await page.text()}`);

    return {
      chainUrl: chain.url,
      secondChainUrl: secondChain.url,
      usdc,
      emulatorUrl: emulator.url,
      demoUrl: demo.url,
      async outbox(to) {
        const response = await fetch(`${emulator.url}/dev/outbox?to=${encodeURIComponent(to)}`);
        if (!response.ok) throw new Error(`No code in the outbox for ${to}: ${response.status} ${await response.text()}`);
        return ((await response.json()) as { code: string }).code;
      },
      async configureApp(config) {
        const response = await fetch(`${emulator.url}/dev/apps/${DEMO_APP_ID}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id: DEMO_APP_ID, name: 'Portico Demo', ...config }),
        });
        if (!response.ok) throw new Error(`configureApp failed: ${response.status} ${await response.text()}`);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Debian's Chromium (scripts/install-chromium.sh), headless, with the background services that add noise turned off. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
}

/** Collects console errors and uncaught exceptions of a page, for a test to assert there are none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_21_AA: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } };

declare global {
  interface Window {
    axe?: { run(context: string, options: RunOptions): Promise<AxeResults> };
  }
}

/** Runs axe-core's WCAG 2.1 A and AA rules on the page (or a frame), or on the part a CSS selector names, and fails with a readable list. */
export async function expectNoAxeViolations(page: Page | Frame, context = 'html'): Promise<void> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(
    async ({ context, options }) => (await window.axe!.run(context, options)).violations,
    { context, options: WCAG_21_AA },
  );
  if (violations.length === 0) return;
  const report = violations.map(
    (violation) =>
      `- ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    at ${node.target.join(' ')}`).join('\n'),
  );
  throw new Error(`axe found ${violations.length} WCAG 2.1 A/AA violation(s):\n${report.join('\n')}`);
}
