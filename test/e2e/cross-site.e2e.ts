/**
 * The host page on another site than the provider, in the two storage profiles a wallet meets (harness.ts
 * StorageProfile): the demo reached as http://localhost:PORT embeds the provider's wallet frame from 127.0.0.1, and
 * the frame's storage is asserted from inside it. The same frame under the demo on 127.0.0.1 (same site) gets its
 * origin's own storage in both profiles.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_APP_ID } from '../../emulator/provider/apps';
import { collectPageErrors, expectFrameStorage, launchProfile, startStack, type ProfileBrowser, type Stack, type StorageProfile } from './harness';

let stack: Stack | undefined;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const walletFrameUrl = () => `${stack!.emulatorUrl}/apps/${DEMO_APP_ID}/embedded-wallets`;

/** Opens the demo at `demoUrl` and adds the provider's wallet frame to it, hidden, as the embedded-wallet plugin does. */
async function openDemoWithWalletFrame(page: Page, demoUrl: string): Promise<void> {
  await page.goto(demoUrl);
  await page.evaluate((src) => {
    const iframe = document.createElement('iframe');
    iframe.src = src;
    iframe.title = 'Embedded wallet';
    iframe.style.display = 'none';
    document.body.append(iframe);
  }, walletFrameUrl());
}

const PROFILES: StorageProfile[] = ['partitioned', 'blocked'];

describe.each(PROFILES)('the %s profile', (profile) => {
  let browser: ProfileBrowser | undefined;
  beforeAll(async () => {
    browser = await launchProfile(profile);
    browser.context.setDefaultTimeout(10_000);
  });
  afterAll(async () => {
    await browser?.close();
  });

  test(`the wallet frame in the demo on another site has ${profile} storage`, async () => {
    const page = await browser!.context.newPage();
    const errors = collectPageErrors(page);
    const { crossSiteDemoUrl, emulatorUrl } = stack!;
    expect(new URL(crossSiteDemoUrl).hostname).toBe('localhost');
    expect(new URL(emulatorUrl).hostname).toBe('127.0.0.1');

    await openDemoWithWalletFrame(page, crossSiteDemoUrl);
    const found = await expectFrameStorage(page, walletFrameUrl(), profile);

    expect(found.frameUrl.startsWith(walletFrameUrl())).toBe(true);
    if (profile === 'blocked') {
      expect(found.localStorage).toMatch(/^SecurityError: /);
      expect(found.indexedDB).toMatch(/^UnknownError: /);
    }
    console.log(`[${profile}] cross-site:`, JSON.stringify(found), errors.length > 0 ? `page errors: ${errors.join(' | ')}` : '');
    await page.close();
  });

  test('the wallet frame in the demo on the same site has first-party storage', async () => {
    const page = await browser!.context.newPage();
    await openDemoWithWalletFrame(page, stack!.demoUrl);
    const found = await expectFrameStorage(page, walletFrameUrl(), 'first-party');
    console.log(`[${profile}] same-site:`, JSON.stringify(found));
    await page.close();
  });
});
