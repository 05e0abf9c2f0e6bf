import { base58 } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519';
import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features';
import type { Wallet, WindowAppReadyEventAPI, WindowRegisterWalletEvent } from '@wallet-standard/base';
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from './harness';
import { expectNoPageErrors, gotoDemo, setUpE2E } from './support';
import { approvalWindowSteps, forgeApprovalAnswers } from './test-wallet-approvals';

const e2e = setUpE2E();

/**
 * Account 3 of anvil's test mnemonic at m/44'/501'/3'/0', the wallet's account for ?account=3 (the emulator's
 * derivation, which emulator/stand-ins/test-solana-wallet.test.ts checks against SLIP-0010 written out by hand).
 */
const ACCOUNT_3 = '9Tj3srBSxH7RFRCm8uharreY7ZBS49XSfpwCeYa7Xaqp';
/** Account 0: an account of the same mnemonic that is not this wallet's. */
const ACCOUNT_0 = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96';
const WALLET_NAME = 'Portico Test Solana Wallet';
const { frameSelector, approvalWindow, asked, click, approvalFrame, openApprovals } = approvalWindowSteps(WALLET_NAME);
const STORAGE_KEY = 'portico-test-solana-wallet:3:connected';

type TestSolanaWallet = Wallet & {
  features: StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature & SolanaSignMessageFeature;
};

/** What a call gave back, as plain data: addresses for accounts, byte arrays for bytes. */
interface Outcome {
  result?: unknown;
  error?: { code: unknown; message: string };
}

interface SignedMessage {
  signedMessage: number[];
  signature: number[];
  signatureType?: string;
}

/** What the test keeps in the page: the wallet under test, its change events and the outcome of each call. */
interface SolanaWalletProbe {
  /** Wallets handed over through wallet-standard:register-wallet events since the probe was set up. */
  registeredByEvent: Wallet[];
  /** Wallets registered when the page announced wallet-standard:app-ready. */
  registeredOnAppReady: Wallet[];
  wallet?: TestSolanaWallet;
  /** Each change event's accounts, as addresses. */
  changes: string[][];
  outcomes: Promise<Outcome>[];
  track(call: Promise<unknown>): number;
  /** The most approval windows open at once. */
  mostOpen: number;
}

declare global {
  interface Window {
    solanaWalletProbe?: SolanaWalletProbe;
  }
}

/**
 * Adds `<script src=".../test-solana-wallet/wallet.js?account=3">` to the page as a Wallet Standard app would meet it:
 * the wallet registers itself through a register-wallet event, and again when the page announces app-ready.
 */
async function loadWallet(page: Page): Promise<void> {
  await page.evaluate((frameSelector) => {
    const probe: SolanaWalletProbe = {
      registeredByEvent: [],
      registeredOnAppReady: [],
      changes: [],
      outcomes: [],
      mostOpen: 0,
      track(call) {
        const outcome = call.then(
          (result) => ({ result }),
          (error: Error & { code?: unknown }) => ({ error: { code: error.code, message: error.message } }),
        );
        return probe.outcomes.push(outcome) - 1;
      },
    };
    window.solanaWalletProbe = probe;
    window.addEventListener('wallet-standard:register-wallet', (event) => {
      (event as unknown as WindowRegisterWalletEvent).detail({
        register: (...wallets) => {
          probe.registeredByEvent.push(...wallets);
          return () => {};
        },
      });
    });
    new MutationObserver(() => {
      probe.mostOpen = Math.max(probe.mostOpen, document.querySelectorAll(frameSelector).length);
    }).observe(document.documentElement, { childList: true, subtree: true });
  }, frameSelector);
  await page.addScriptTag({ url: `${e2e.stack.emulatorUrl}/test-solana-wallet/wallet.js?account=3` });
  await page.evaluate((name) => {
    const probe = window.solanaWalletProbe!;
    const added = probe.registeredByEvent.filter((wallet) => wallet.name === name);
    if (added.length !== 1) throw new Error(`expected the script to register one wallet, got ${added.length}`);
    probe.wallet = added[0] as TestSolanaWallet;
    const api: WindowAppReadyEventAPI = Object.freeze({
      register: (...wallets: Wallet[]) => {
        probe.registeredOnAppReady.push(...wallets);
        return () => {};
      },
    });
    window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }));
    probe.wallet.features['standard:events'].on('change', ({ accounts }) => {
      probe.changes.push((accounts ?? []).map(({ address }) => address));
    });
  }, WALLET_NAME);
}

/** Starts standard:connect without waiting for it; `outcome` waits and gives the accounts' addresses. */
const startConnect = (page: Page, silent = false) =>
  page.evaluate((silent) => {
    const probe = window.solanaWalletProbe!;
    const connecting = probe.wallet!.features['standard:connect'].connect({ silent });
    return probe.track(connecting.then(({ accounts }) => accounts.map(({ address }) => address)));
  }, silent);

/**
 * Starts solana:signMessage for `messages` as `address` (the connected account object when the wallet has it, else
 * one made up with that address); `outcome` gives the outputs with their bytes as arrays.
 */
const startSign = (page: Page, messages: number[][], address = ACCOUNT_3) =>
  page.evaluate(
    ({ messages, address }) => {
      const probe = window.solanaWalletProbe!;
      const wallet = probe.wallet!;
      const account = wallet.accounts.find((candidate) => candidate.address === address) ?? {
        address,
        publicKey: new Uint8Array(32),
        chains: [],
        features: [],
      };
      const inputs = messages.map((message) => ({ account, message: Uint8Array.from(message) }));
      const signing = wallet.features['solana:signMessage'].signMessage(...inputs);
      return probe.track(
        signing.then((outputs) =>
          outputs.map(({ signedMessage, signature, signatureType }) => ({
            signedMessage: [...signedMessage],
            signature: [...signature],
            signatureType,
          })),
        ),
      );
    },
    { messages, address },
  );

const outcome = (page: Page, index: number): Promise<Outcome> =>
  page.evaluate((index) => window.solanaWalletProbe!.outcomes[index]!, index);
const connectedAddresses = (page: Page) => page.evaluate(() => window.solanaWalletProbe!.wallet!.accounts.map(({ address }) => address));
const changes = (page: Page) => page.evaluate(() => window.solanaWalletProbe!.changes);
const mostOpenApprovals = (page: Page) => page.evaluate(() => window.solanaWalletProbe!.mostOpen);
/** Waits for the approval window to show `message` as the message to sign. */
const shows = (page: Page, message: string) => approvalWindow(page).getByText(message, { exact: true }).waitFor();
const headingHasFocus = (page: Page, action: string) =>
  approvalWindow(page)
    .getByRole('heading', { name: action })
    .evaluate((heading) => heading === document.activeElement);

async function connect(page: Page): Promise<void> {
  const connecting = await startConnect(page);
  await asked(page, 'Connect');
  await click(page, 'Approve');
  expect(await outcome(page, connecting)).toEqual({ result: [ACCOUNT_3] });
}

const bytesOf = (text: string) => [...new TextEncoder().encode(text)];

/** The output's signature checks out in Node with the public key the address names, over the message asked for. */
function expectSignedBy(address: string, message: number[], output: SignedMessage): void {
  expect(output.signedMessage).toEqual(message);
  expect(output.signatureType).toBe('ed25519');
  expect(ed25519.verify(Uint8Array.from(output.signature), Uint8Array.from(message), base58.decode(address))).toBe(true);
}

test('a page gets the wallet through the Wallet Standard, connects, signs, is remembered after a reload and disconnects', async () => {
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  const pageOrigin = new URL(page.url()).origin;
  await loadWallet(page);

  const described = await page.evaluate(() => {
    const probe = window.solanaWalletProbe!;
    const wallet = probe.wallet!;
    return {
      version: wallet.version,
      name: wallet.name,
      icon: wallet.icon,
      chains: wallet.chains,
      accounts: wallet.accounts.length,
      features: Object.fromEntries(
        Object.entries(wallet.features).map(([name, feature]) => [name, (feature as { version: string }).version]),
      ),
      frozen: Object.isFrozen(wallet) && Object.isFrozen(wallet.features),
      registeredOnAppReady: probe.registeredOnAppReady.filter((registered) => registered === wallet).length,
    };
  });
  expect(described).toEqual({
    version: '1.0.0',
    name: WALLET_NAME,
    icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    chains: ['solana:mainnet', 'solana:devnet', 'solana:testnet'],
    accounts: 0,
    features: {
      'standard:connect': '1.0.0',
      'standard:disconnect': '1.0.0',
      'standard:events': '1.0.0',
      'solana:signMessage': '1.0.0',
    },
    frozen: true,
    registeredOnAppReady: 1,
  });
  expect(Buffer.from(described.icon.split(',')[1]!, 'base64').toString()).toMatch(/^<svg [^>]*>.*<\/svg>$/);

  // Before any approval: a silent connect gets nothing and asks nothing, and nothing can be signed.
  expect(await outcome(page, await startConnect(page, true))).toEqual({ result: [] });
  expect(await mostOpenApprovals(page)).toBe(0);
  expect((await outcome(page, await startSign(page, [bytesOf('too early')]))).error?.message).toBe(
    `The account ${ACCOUNT_3} is not connected: call standard:connect first`,
  );

  const connecting = await startConnect(page);
  await asked(page, 'Connect');
  const approval = approvalWindow(page);
  expect(await approval.getByText(pageOrigin, { exact: true }).count(), 'the approval names the asking page').toBe(1);
  expect(await approval.getByText(`${ACCOUNT_3} (account 3)`).count()).toBe(1);
  await expectNoAxeViolations(await approvalFrame(page));
  await click(page, 'Approve');
  expect(await outcome(page, connecting)).toEqual({ result: [ACCOUNT_3] });
  expect(await openApprovals(page), 'the approval window is gone once answered').toBe(0);
  expect(await changes(page)).toEqual([[ACCOUNT_3]]);
  const account = await page.evaluate(() => {
    const [connected] = window.solanaWalletProbe!.wallet!.accounts;
    const { address, publicKey, chains, features, label } = connected!;
    return { address, publicKey: [...publicKey], chains, features, label, frozen: Object.isFrozen(connected) };
  });
  expect(account).toEqual({
    address: ACCOUNT_3,
    publicKey: [...base58.decode(ACCOUNT_3)],
    chains: ['solana:mainnet', 'solana:devnet', 'solana:testnet'],
    features: ['solana:signMessage'],
    label: 'Account 3',
    frozen: true,
  });

  // Approved by keyboard: the window takes focus on what it asks, Tab reaches the message (it scrolls), then Approve,
  // and Enter presses it.
  const message = bytesOf('Sign in to Portico with the test Solana wallet ✓');
  const signing = await startSign(page, [message]);
  await asked(page, 'Sign message');
  const shownAsText = approval.getByText('Sign in to Portico with the test Solana wallet ✓', { exact: true });
  expect(await shownAsText.count(), 'the message shows as text').toBe(1);
  await expectNoAxeViolations(await approvalFrame(page));
  await expect.poll(() => headingHasFocus(page, 'Sign message')).toBe(true);
  await page.keyboard.press('Tab');
  expect(await shownAsText.evaluate((text) => text === document.activeElement)).toBe(true);
  await page.keyboard.press('Tab');
  expect(await approval.getByRole('button', { name: 'Approve' }).evaluate((button) => button === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  const signed = await outcome(page, signing);
  const outputs = signed.result as SignedMessage[];
  expect(outputs).toHaveLength(1);
  expectSignedBy(ACCOUNT_3, message, outputs[0]!);

  const refused = await startSign(page, [[0xff, 0xfe, 0x00, 0x01]]);
  await asked(page, 'Sign message');
  expect(await approval.getByText('fffe0001', { exact: true }).count(), 'bytes that are not UTF-8 show in hex').toBe(1);
  await forgeApprovalAnswers(page, 'AAAA');
  await click(page, 'Reject');
  expect((await outcome(page, refused)).error).toEqual({ code: 4001, message: 'User rejected the request.' });
  expect(await openApprovals(page)).toBe(0);

  // The page's origin stays approved: after a reload a silent connect gets the account without asking.
  await page.reload();
  await loadWallet(page);
  expect(await connectedAddresses(page)).toEqual([]);
  expect(await outcome(page, await startConnect(page, true))).toEqual({ result: [ACCOUNT_3] });
  expect(await mostOpenApprovals(page), 'no approval was asked after the reload').toBe(0);

  await page.evaluate(() => window.solanaWalletProbe!.wallet!.features['standard:disconnect'].disconnect());
  expect(await changes(page)).toEqual([[ACCOUNT_3], []]);
  expect(await connectedAddresses(page)).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  expect(await outcome(page, await startConnect(page, true))).toEqual({ result: [] });
  expectNoPageErrors(errors);
});

test('one approval at a time: a call’s messages and a later call wait their turn; Escape rejects; other accounts refused', async () => {
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  await loadWallet(page);
  await connect(page);

  expect((await outcome(page, await startSign(page, [bytesOf('not mine')], ACCOUNT_0))).error?.message).toBe(
    `The Portico Test Solana Wallet has no account ${ACCOUNT_0}; it signs for ${ACCOUNT_3} only`,
  );
  expect((await outcome(page, await startSign(page, [bytesOf('hello')], `${ACCOUNT_3}x`))).error?.message).toMatch(/has no account/);

  const first = bytesOf('First of two');
  const second = bytesOf('Second of two');
  const both = await startSign(page, [first, second]);
  const later = await startSign(page, [bytesOf('Asked later')]);
  await shows(page, 'First of two');
  expect(await openApprovals(page)).toBe(1);
  await click(page, 'Approve');
  await shows(page, 'Second of two');
  await click(page, 'Approve');
  const signedBoth = (await outcome(page, both)).result as SignedMessage[];
  expect(signedBoth).toHaveLength(2);
  expectSignedBy(ACCOUNT_3, first, signedBoth[0]!);
  expectSignedBy(ACCOUNT_3, second, signedBoth[1]!);

  await shows(page, 'Asked later');
  await expect.poll(() => headingHasFocus(page, 'Sign message')).toBe(true);
  await page.keyboard.press('Escape');
  expect((await outcome(page, later)).error).toEqual({ code: 4001, message: 'User rejected the request.' });
  expect(await mostOpenApprovals(page), 'never two approval windows at once').toBe(1);
  expectNoPageErrors(errors);
});
