import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Frame, type Page } from 'playwright-core';
import { DEMO_APP_ID } from '../../emulator/provider/apps';
import { startDemoServer } from '../../scripts/demo-server';
import { startEmulatorServer, type RunningServer } from '../../emulator/http-server';
import { LOCAL_CHAIN_ID, SECOND_CHAIN_ID, startLocalChain } from '../../emulator/stand-ins/local-chain';
import { deployTestToken } from '../../emulator/stand-ins/test-token/deploy';
import { deployTestUsdc } from '../../emulator/stand-ins/test-token/usdc';

export interface Stack {
  /** The local chain's JSON-RPC URL (anvil, chain id 31337, its default accounts funded). */
  chainUrl: string;
  /** The second local chain's JSON-RPC URL (anvil, chain id 31338, the same accounts funded). */
  secondChainUrl: string;
  /** The test USDC's address per chain id (6 decimals, held by anvil's account 0). */
  usdc: Readonly<Record<number, `0x${string}`>>;
  emulatorUrl: string;
  demoUrl: string;
  /**
   * The same demo server reached as http://localhost:PORT: another site than the emulator (127.0.0.1), so the
   * provider's frames in it are third-party. The emulator accepts localhost origins (cors.ts, frame-ancestors), and
   * the demo still calls the emulator on 127.0.0.1.
   */
  crossSiteDemoUrl: string;
  /** The latest code the emulator sent to an address (email or phone), waiting up to 10 s for a first one. */
  outbox(to: string): Promise<string>;
  /**
   * The next code sent to an address after the one sent at `sentAfter` (an ISO time from `outboxMessage`): waits for it,
   * since a screen may show before its code has gone out.
   */
  nextCode(to: string, sentAfter: string): Promise<string>;
  /** The latest code's message, with the time it was sent. */
  outboxMessage(to: string): Promise<{ code: string; sentAt: string }>;
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
    // The only pages that may call the dev routes reading secrets or changing settings; filled once the demo listens.
    const demoOrigins: string[] = [];
    const emulator = await startEmulatorServer({
      port: 0,
      chainRpcUrls,
      testToken,
      usdc,
      demoOrigins,
      dataFile: join(dataDir, 'emulator.sqlite'),
      // Sent codes are read through outbox(); only the emulator's own failures belong in the test output.
      log: (line) => {
        if (line.startsWith('[error]')) console.error(line);
      },
    });
    servers.push(emulator);
    const demo = await startDemoServer({ port: 0, apiUrl: emulator.url, chainUrl: chain.url, secondChainUrl: secondChain.url, usdc, log: () => {} });
    servers.push(demo);
    demoOrigins.push(demo.url, demo.url.replace('127.0.0.1', 'localhost'));
    const outboxMessage = async (to: string) => {
      const response = await fetch(`${emulator.url}/dev/outbox?to=${encodeURIComponent(to)}`);
      if (!response.ok) throw new Error(`No code in the outbox for ${to}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { code: string; sentAt: string };
    };
    // Fail here, with esbuild's messages, rather than later as a blank page.
    const page = await fetch(demo.url);
    if (!page.ok) throw new Error(`The demo is not served (${page.status}):\n${await page.text()}`);

    return {
      chainUrl: chain.url,
      secondChainUrl: secondChain.url,
      usdc,
      emulatorUrl: emulator.url,
      demoUrl: demo.url,
      crossSiteDemoUrl: crossSiteUrl(demo.url),
      // A click that sends a code returns before the code has gone out: wait for it rather than race it.
      async outbox(to) {
        const deadline = Date.now() + 10_000;
        for (;;) {
          const response = await fetch(`${emulator.url}/dev/outbox?to=${encodeURIComponent(to)}`);
          if (response.ok) return ((await response.json()) as { code: string }).code;
          if (response.status !== 404 || Date.now() > deadline) throw new Error(`No code in the outbox for ${to}: ${response.status} ${await response.text()}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      },
      outboxMessage,
      async nextCode(to, sentAfter) {
        const deadline = Date.now() + 10_000;
        for (;;) {
          const message = await outboxMessage(to);
          if (message.sentAt > sentAfter) return message.code;
          if (Date.now() > deadline) throw new Error(`No code sent to ${to} after ${sentAfter}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
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

/** A 127.0.0.1 URL of the stack as http://localhost (same port): another site, as a host page on its own domain is. */
function crossSiteUrl(url: string): string {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`crossSiteUrl: ${url} is not on 127.0.0.1`);
  return url.replace('//127.0.0.1', '//localhost');
}

const CHROMIUM = '/usr/bin/chromium';
const BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** Debian's Chromium (scripts/install-chromium.sh), headless, with the background services that add noise turned off. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: BASE_ARGS });
}

/**
 * How the browser treats the storage of a provider frame embedded in a host page of another site:
 * - 'partitioned': allowed, but keyed by the top-level site (Chrome's default today): the frame gets localStorage and
 *   IndexedDB, and does not see what the provider's own pages (or the same frame under another site) stored;
 * - 'blocked': refused (third-party cookies blocked, without storage partitioning): reading localStorage throws a
 *   SecurityError and indexedDB.open() fails.
 *
 * Found empirically with Debian's Chromium 156 (headless, playwright-core 1.65) and a page on http://localhost:P that
 * embeds a frame of http://127.0.0.1:P, the frame writing a value under localhost, then read under http://127.0.0.2:P
 * and by 127.0.0.1 top-level:
 * - playwright passes --disable-features=...,ThirdPartyStoragePartitioning,... (its issue 32230), so storage is never
 *   partitioned unless that list is passed again without it: Chromium keeps the LAST --disable-features (adding
 *   --enable-features=ThirdPartyStoragePartitioning does nothing, the disable wins);
 * - the Preferences pref profile.cookie_controls_mode (0 allow third-party cookies, 1 block them) needs a persistent
 *   profile; browser.newContext() is off the record, where they are blocked, and a fresh persistent profile blocks them
 *   too. CDP Network.setCookieControls({ enableThirdPartyCookieRestriction: false }) changed nothing;
 * - partitioning off + third-party cookies blocked (mode 1, or any newContext()): localStorage throws "SecurityError:
 *   Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", indexedDB.open()
 *   fails with "UnknownError: The user denied permission to access the database.", hasStorageAccess() false;
 * - partitioning off + mode 0: allowed but shared (127.0.0.2 and 127.0.0.1 top-level read what the frame wrote
 *   under localhost);
 * - partitioning on + mode 0: allowed and partitioned (nothing read under 127.0.0.2 or top-level; the localhost value
 *   read again under localhost), hasStorageAccess() true;
 * - partitioning on + mode 1 (or newContext()): also allowed and partitioned (hasStorageAccess() false): blocking
 *   third-party cookies does not block partitioned storage, so 'blocked' keeps partitioning off.
 * A same-site page (127.0.0.1 embedding 127.0.0.1) gets the first-party storage in every case.
 */
export type StorageProfile = 'partitioned' | 'blocked';

/** playwright-core 1.65's own --disable-features list (chromiumSwitches.ts) without ThirdPartyStoragePartitioning. */
const PLAYWRIGHT_DISABLED_FEATURES_BUT_PARTITIONING = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

const PROFILES: Record<StorageProfile, { cookieControlsMode: 0 | 1; args: string[] }> = {
  partitioned: { cookieControlsMode: 0, args: [`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES_BUT_PARTITIONING.join(',')}`] },
  blocked: { cookieControlsMode: 1, args: [] },
};

export interface ProfileBrowser {
  profile: StorageProfile;
  /** The profile's one (persistent) context: its pages share storage until close(). */
  context: BrowserContext;
  /** Closes the browser and deletes the profile directory. */
  close(): Promise<void>;
}

/**
 * Chromium as launchBrowser() does, on a fresh persistent profile (a temporary user-data-dir) set up for `profile`.
 * Assert it took with expectFrameStorage(): nothing else fails when a switch stops working.
 */
export async function launchProfile(profile: StorageProfile, options: BrowserContextOptions = {}): Promise<ProfileBrowser> {
  const { cookieControlsMode, args } = PROFILES[profile];
  const userDataDir = mkdtempSync(join(tmpdir(), `portico-e2e-${profile}-`));
  mkdirSync(join(userDataDir, 'Default'));
  const preferences = { profile: { cookie_controls_mode: cookieControlsMode } };
  writeFileSync(join(userDataDir, 'Default', 'Preferences'), JSON.stringify(preferences));
  try {
    const context = await chromium.launchPersistentContext(userDataDir, { ...options, executablePath: CHROMIUM, args: [...BASE_ARGS, ...args] });
    return {
      profile,
      context,
      async close() {
        try {
          await context.close();
        } finally {
          rmSync(userDataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    rmSync(userDataDir, { recursive: true, force: true });
    throw error;
  }
}

/** What a frame got of its storage: 'ok', or the error ("Name: message"). */
export interface FrameStorage {
  frameUrl: string;
  localStorage: string;
  indexedDB: string;
  /**
   * Whether a value the frame stored in localStorage is read by a page of the frame's origin opened top-level in the
   * same context: true when the frame has its origin's first-party storage, false when its storage is partitioned,
   * null when it could not store.
   */
  sharedWithFirstParty: boolean | null;
}

const PROBE_KEY = 'portico-e2e-storage-probe';

/**
 * Probes the storage of the page's first frame whose URL starts with `frameUrlPrefix`, from inside it: localStorage
 * (write, read back, remove) and indexedDB.open() of a throwaway database (deleted after). Opens, then closes, a
 * second page of the same context on the frame's URL to tell partitioned storage from shared.
 */
async function probeFrameStorage(page: Page, frameUrlPrefix: string, timeoutMs = 10_000): Promise<FrameStorage> {
  const deadline = Date.now() + timeoutMs;
  let frame: Frame | undefined;
  while (!(frame = page.frames().find((candidate) => candidate !== page.mainFrame() && candidate.url().startsWith(frameUrlPrefix)))) {
    if (Date.now() > deadline) {
      const urls = page.frames().map((candidate) => candidate.url());
      throw new Error(`probeFrameStorage: no frame at ${frameUrlPrefix}* in ${page.url()} (frames: ${urls.join(', ')})`);
    }
    await page.waitForTimeout(50);
  }
  await frame.waitForLoadState('domcontentloaded');
  const marker = `probe-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const inFrame = await frame.evaluate(
    async ({ key, marker }) => {
      // No named function in here: a bundler's keepNames (tsx) would wrap it in a helper the page lacks.
      let localStorageResult = 'ok';
      try {
        window.localStorage.setItem(key, marker);
        if (window.localStorage.getItem(key) !== marker) localStorageResult = 'Error: the value did not read back';
      } catch (error) {
        localStorageResult = `${(error as Error).name}: ${(error as Error).message}`;
      }
      const indexedDBResult = await new Promise<string>((resolve) => {
        const name = `${key}-${marker}`;
        setTimeout(() => resolve('Error: indexedDB.open() neither succeeded nor failed in 5 s'), 5_000);
        try {
          const request = indexedDB.open(name);
          request.onsuccess = () => {
            request.result.close();
            indexedDB.deleteDatabase(name);
            resolve('ok');
          };
          request.onerror = () => resolve(`${request.error?.name}: ${request.error?.message}`);
          request.onblocked = () => resolve('Error: blocked');
        } catch (error) {
          resolve(`${(error as Error).name}: ${(error as Error).message}`);
        }
      });
      return { localStorage: localStorageResult, indexedDB: indexedDBResult };
    },
    { key: PROBE_KEY, marker },
  );

  let sharedWithFirstParty: boolean | null = null;
  if (inFrame.localStorage === 'ok') {
    const firstParty = await page.context().newPage();
    try {
      // An empty page of the frame's origin (the emulator answers a 404), so no provider script touches the storage.
      await firstParty.goto(`${new URL(frame.url()).origin}/__portico-e2e-storage-probe`);
      sharedWithFirstParty = (await firstParty.evaluate((key) => window.localStorage.getItem(key), PROBE_KEY)) === marker;
    } finally {
      await firstParty.close();
    }
    await frame.evaluate((key) => window.localStorage.removeItem(key), PROBE_KEY);
  }
  return { frameUrl: frame.url(), ...inFrame, sharedWithFirstParty };
}

/**
 * Asserts, from inside the frame (probeFrameStorage), that `expected` is in force: 'partitioned' and 'blocked' as
 * StorageProfile says, 'first-party' for a same-site frame (storage works and is the origin's own).
 */
export async function expectFrameStorage(page: Page, frameUrlPrefix: string, expected: StorageProfile | 'first-party'): Promise<FrameStorage> {
  const found = await probeFrameStorage(page, frameUrlPrefix);
  const ok = found.localStorage === 'ok' && found.indexedDB === 'ok';
  const holds = {
    'first-party': ok && found.sharedWithFirstParty === true,
    partitioned: ok && found.sharedWithFirstParty === false,
    blocked: found.localStorage.startsWith('SecurityError:') && found.indexedDB !== 'ok',
  }[expected];
  if (!holds) {
    throw new Error(`expected ${expected} storage in the frame of ${page.url()}, found:\n${JSON.stringify(found, null, 2)}`);
  }
  return found;
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
