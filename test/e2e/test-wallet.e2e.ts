import type { Page } from 'playwright-core';
import { createPublicClient, http, parseEther, stringToHex, toHex, verifyMessage, verifyTypedData, type Hex } from 'viem';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from './harness';
import { expectNoPageErrors, gotoDemo, isFocused, loginButton, setUpE2E } from './support';
import { approvalWindowSteps, forgeApprovalAnswers } from './test-wallet-approvals';

const e2e = setUpE2E();

/** anvil's default account 3, as anvil prints it: the wallet's account for ?account=3. */
const ANVIL_ACCOUNT_3 = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const { approvalWindow, asked, click, approvalFrame, openApprovals } = approvalWindowSteps('Portico Test Wallet');
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Outcome {
  result?: unknown;
  error?: { code: unknown; message: string };
}

interface Announcement {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: {
    request(args: { method: string; params?: unknown[] }): Promise<unknown>;
    on(event: string, listener: (value: unknown) => void): void;
  };
}

/** What the test keeps in the page: the wallet under test, its events and the outcome of each request. */
interface WalletProbe {
  /** uuids of the wallets the page had before the script was added (the demo loads its own test wallet). */
  before: string[];
  announcements: Announcement[];
  wallet?: Announcement;
  events: [string, unknown][];
  outcomes: Promise<Outcome>[];
  /** The most approval windows open at once. */
  mostOpen: number;
}

declare global {
  interface Window {
    walletProbe?: WalletProbe;
  }
}

/** Adds `<script src=".../test-wallet/wallet.js?account=3">` to the page and finds the wallet it announces. */
async function loadWallet(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe: WalletProbe = { before: [], announcements: [], events: [], outcomes: [], mostOpen: 0 };
    window.walletProbe = probe;
    window.addEventListener('eip6963:announceProvider', (event) => {
      probe.announcements.push((event as CustomEvent<Announcement>).detail);
    });
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    probe.before = probe.announcements.map(({ info }) => info.uuid);
    new MutationObserver(() => {
      probe.mostOpen = Math.max(probe.mostOpen, document.querySelectorAll('iframe[title="Portico Test Wallet"]').length);
    }).observe(document.documentElement, { childList: true, subtree: true });
  });
  await page.addScriptTag({ url: `${e2e.stack.emulatorUrl}/test-wallet/wallet.js?account=3` });
  await page.evaluate(() => {
    const probe = window.walletProbe!;
    const added = probe.announcements.filter(({ info }) => !probe.before.includes(info.uuid));
    if (added.length !== 1) throw new Error(`expected one new wallet announced, got ${added.length}`);
    probe.wallet = added[0]!;
    for (const name of ['accountsChanged', 'chainChanged', 'connect', 'disconnect']) {
      probe.wallet.provider.on(name, (value) => {
        const plain = value instanceof Error ? { code: (value as Error & { code?: unknown }).code } : value;
        probe.events.push([name, plain]);
      });
    }
  });
}

/** Sends a request without waiting for it; `outcome` waits. */
const start = (page: Page, method: string, params: unknown[] = []) =>
  page.evaluate(
    ({ method, params }) => {
      const probe = window.walletProbe!;
      const outcome = probe.wallet!.provider.request({ method, params }).then(
        (result) => ({ result }),
        (error: Error & { code?: unknown }) => ({ error: { code: error.code, message: error.message } }),
      );
      return probe.outcomes.push(outcome) - 1;
    },
    { method, params },
  );
const outcome = (page: Page, index: number): Promise<Outcome> => page.evaluate((index) => window.walletProbe!.outcomes[index]!, index);
const call = async (page: Page, method: string, params: unknown[] = []) => outcome(page, await start(page, method, params));
const events = (page: Page) => page.evaluate(() => window.walletProbe!.events);
const mostOpenApprovals = (page: Page) => page.evaluate(() => window.walletProbe!.mostOpen);

async function connect(page: Page): Promise<void> {
  const request = await start(page, 'eth_requestAccounts');
  await asked(page, 'Connect');
  await click(page, 'Approve');
  expect(await outcome(page, request)).toEqual({ result: [ANVIL_ACCOUNT_3] });
}

const TYPED_DATA_TYPES = {
  EIP712Domain: [
    { name: 'name', type: 'string' },
    { name: 'chainId', type: 'uint256' },
  ],
  Greeting: [
    { name: 'text', type: 'string' },
    { name: 'amount', type: 'uint256' },
  ],
} as const;

test('a page finds the wallet through EIP-6963, connects, signs, is remembered after a reload and disconnects', async () => {
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  const pageOrigin = new URL(page.url()).origin;
  await loadWallet(page);

  const announced = await page.evaluate(() => {
    const probe = window.walletProbe!;
    const count = probe.announcements.length;
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    const again = probe.announcements.slice(count).filter(({ info }) => info.uuid === probe.wallet!.info.uuid);
    return { info: probe.wallet!.info, reannounced: again.map(({ provider }) => provider === probe.wallet!.provider) };
  });
  expect(announced.info).toEqual({
    uuid: expect.stringMatching(UUID_V4),
    name: 'Portico Test Wallet',
    icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    rdns: 'dev.portico.testwallet',
  });
  expect(Buffer.from(announced.info.icon.split(',')[1]!, 'base64').toString()).toMatch(/^<svg [^>]*>.*<\/svg>$/);
  expect(announced.reannounced, 'announced again, with the same provider, on eip6963:requestProvider').toEqual([true]);
  // The demo's own test wallet does not inject either: EIP-6963 only.
  expect(await page.evaluate(() => 'ethereum' in window)).toBe(false);

  expect(await call(page, 'eth_accounts')).toEqual({ result: [] });
  expect(await call(page, 'eth_chainId')).toEqual({ result: '0x7a69' });
  expect(await call(page, 'net_version')).toEqual({ result: '31337' });
  expect((await call(page, 'personal_sign', [stringToHex('too early'), ANVIL_ACCOUNT_3])).error?.code).toBe(4100);
  expect((await call(page, 'eth_sendTransaction', [{ from: ANVIL_ACCOUNT_3 }])).error?.code).toBe(4100);

  const connecting = await start(page, 'eth_requestAccounts');
  await asked(page, 'Connect');
  const approval = approvalWindow(page);
  expect(await approval.getByText(pageOrigin, { exact: true }).count(), 'the approval names the asking page').toBe(1);
  expect(await approval.getByText(`${ANVIL_ACCOUNT_3} (account 3)`).count()).toBe(1);
  await expectNoAxeViolations(await approvalFrame(page));
  await click(page, 'Approve');
  expect(await outcome(page, connecting)).toEqual({ result: [ANVIL_ACCOUNT_3] });
  expect(await openApprovals(page), 'the approval window is gone once answered').toBe(0);
  expect(await events(page)).toEqual([
    ['accountsChanged', [ANVIL_ACCOUNT_3]],
  ]);
  expect(await call(page, 'eth_accounts')).toEqual({ result: [ANVIL_ACCOUNT_3] });

  const message = 'Sign in to Portico with the test wallet ✓';
  const signing = await start(page, 'personal_sign', [stringToHex(message), ANVIL_ACCOUNT_3]);
  await asked(page, 'Sign message');
  expect(await approval.getByText(message, { exact: true }).count(), 'the message shows as text').toBe(1);
  await expectNoAxeViolations(await approvalFrame(page));
  await click(page, 'Approve');
  const signed = await outcome(page, signing);
  expect(await verifyMessage({ address: ANVIL_ACCOUNT_3, message, signature: signed.result as Hex })).toBe(true);

  const refused = await start(page, 'personal_sign', [stringToHex('Send everything'), ANVIL_ACCOUNT_3]);
  await asked(page, 'Sign message');
  await forgeApprovalAnswers(page, '0xforged');
  await click(page, 'Reject');
  expect((await outcome(page, refused)).error).toEqual({ code: 4001, message: 'User rejected the request.' });
  expect(await openApprovals(page)).toBe(0);

  // The page's origin stays connected: after a reload the wallet answers without asking.
  await page.reload();
  await loadWallet(page);
  expect(await call(page, 'eth_accounts')).toEqual({ result: [ANVIL_ACCOUNT_3] });
  expect(await call(page, 'eth_requestAccounts')).toEqual({ result: [ANVIL_ACCOUNT_3] });
  expect(await mostOpenApprovals(page), 'no approval was asked after the reload').toBe(0);

  expect(await call(page, 'wallet_revokePermissions', [{ eth_accounts: {} }])).toEqual({ result: null });
  expect(await events(page)).toEqual([
    ['accountsChanged', []],
  ]);
  expect(await call(page, 'eth_accounts')).toEqual({ result: [] });
  expect(await page.evaluate(() => localStorage.getItem('portico-test-wallet:3:connected'))).toBeNull();
  expectNoPageErrors(errors);
});

test('networks: switch by keyboard, an unknown chain, add and switch, reject with Escape; RPC through the emulator', async () => {
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  await loadWallet(page);
  await connect(page);

  // Focus goes back where it was once the window closes.
  await loginButton(page).focus();
  const switching = await start(page, 'wallet_switchEthereumChain', [{ chainId: '0x1' }]);
  await asked(page, 'Switch network');
  const approval = approvalWindow(page);
  expect(await approval.getByText('Ethereum (chain 1)').count()).toBe(1);
  await expectNoAxeViolations(await approvalFrame(page));
  // The window takes focus, on what it asks; Tab reaches Approve and Enter presses it.
  await expect
    .poll(() => approval.getByRole('heading', { name: 'Switch network' }).evaluate((heading) => heading === document.activeElement))
    .toBe(true);
  await page.keyboard.press('Tab');
  expect(await approval.getByRole('button', { name: 'Approve' }).evaluate((button) => button === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  expect(await outcome(page, switching)).toEqual({ result: null });
  expect(await isFocused(loginButton(page)), 'focus is back on the page’s "Log in"').toBe(true);
  expect(await call(page, 'eth_chainId')).toEqual({ result: '0x1' });
  expect(await call(page, 'net_version')).toEqual({ result: '1' });
  // Chain 1 is known but the emulator has no RPC URL for it.
  expect((await call(page, 'eth_blockNumber')).error?.code).toBe(4901);

  expect((await call(page, 'wallet_switchEthereumChain', [{ chainId: '0x89' }])).error?.code).toBe(4902);

  // Polygon's chain id, served by anvil: the added network's RPC URL is used for its calls.
  const adding = await start(page, 'wallet_addEthereumChain', [
    {
      chainId: '0x89',
      chainName: 'Polygon (anvil)',
      rpcUrls: [e2e.stack.chainUrl],
      nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
    },
  ]);
  await asked(page, 'Add network');
  expect(await approval.getByText('Polygon (anvil) (chain 137)').count()).toBe(1);
  expect(await approval.getByText(e2e.stack.chainUrl, { exact: true }).count()).toBe(1);
  await expectNoAxeViolations(await approvalFrame(page));
  await click(page, 'Approve');
  expect(await outcome(page, adding)).toEqual({ result: null });
  expect(await call(page, 'eth_chainId')).toEqual({ result: '0x89' });
  const balance = await call(page, 'eth_getBalance', [ANVIL_ACCOUNT_3, 'latest']);
  expect(BigInt(balance.result as string)).toBe(parseEther('10000'));

  const escaped = await start(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }]);
  await asked(page, 'Switch network');
  await expect
    .poll(() => approval.getByRole('heading', { name: 'Switch network' }).evaluate((heading) => heading === document.activeElement))
    .toBe(true);
  await page.keyboard.press('Escape');
  expect((await outcome(page, escaped)).error?.code).toBe(4001);
  expect(await call(page, 'eth_chainId')).toEqual({ result: '0x89' });
  expect(await events(page)).toEqual([
    ['accountsChanged', [ANVIL_ACCOUNT_3]],
    ['chainChanged', '0x1'],
    ['chainChanged', '0x89'],
  ]);
  expectNoPageErrors(errors, [404]);
});

test('one approval at a time: a second request waits its turn; typed data is signed (EIP-712)', async () => {
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  await loadWallet(page);
  await connect(page);

  const typedData = {
    domain: { name: 'Portico', chainId: 31337 },
    types: TYPED_DATA_TYPES,
    primaryType: 'Greeting',
    message: { text: 'Hello from the test wallet', amount: '1000000000000000000' },
  };
  const switching = await start(page, 'wallet_switchEthereumChain', [{ chainId: '0x1' }]);
  const signing = await start(page, 'eth_signTypedData_v4', [ANVIL_ACCOUNT_3, JSON.stringify(typedData)]);
  await asked(page, 'Switch network');
  expect(await openApprovals(page)).toBe(1);
  await click(page, 'Approve');
  expect(await outcome(page, switching)).toEqual({ result: null });

  await asked(page, 'Sign typed data');
  expect(await approvalWindow(page).getByText(/"text": "Hello from the test wallet"/).count()).toBe(1);
  await expectNoAxeViolations(await approvalFrame(page));
  await click(page, 'Approve');
  const signed = await outcome(page, signing);
  const valid = await verifyTypedData({
    address: ANVIL_ACCOUNT_3,
    domain: { name: 'Portico', chainId: 31337n },
    types: TYPED_DATA_TYPES,
    primaryType: 'Greeting',
    message: { text: 'Hello from the test wallet', amount: 10n ** 18n },
    signature: signed.result as Hex,
  });
  expect(valid).toBe(true);
  expect(await mostOpenApprovals(page), 'never two approval windows at once').toBe(1);

  // Back on the local chain (anvil through the emulator's chain URL), account 3 has anvil's 10,000 ETH.
  const back = await start(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }]);
  await asked(page, 'Switch network');
  await click(page, 'Approve');
  expect(await outcome(page, back)).toEqual({ result: null });
  const balance = await call(page, 'eth_getBalance', [ANVIL_ACCOUNT_3, 'latest']);
  expect(BigInt(balance.result as string)).toBe(parseEther('10000'));
  expectNoPageErrors(errors);
});

test('sends a transaction once approved, on the chain it is on (the second local chain too); a refusal sends nothing', async () => {
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  await loadWallet(page);
  await connect(page);
  const recipient = '0x000000000000000000000000000000000000bEEF';
  const balanceOn = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) }).getBalance({ address: recipient });

  const sending = await start(page, 'eth_sendTransaction', [{ from: ANVIL_ACCOUNT_3, to: recipient, value: toHex(parseEther('0.25')) }]);
  await asked(page, 'Send transaction');
  const approval = approvalWindow(page);
  expect(await approval.getByText('Anvil (local) (chain 31337)').count()).toBe(1);
  expect(await approval.getByText('0.25 ETH', { exact: true }).count()).toBe(1);
  await expectNoAxeViolations(await approvalFrame(page));
  await click(page, 'Approve');
  expect((await outcome(page, sending)).result).toMatch(/^0x[0-9a-f]{64}$/);
  expect(await balanceOn(e2e.stack.chainUrl)).toBe(parseEther('0.25'));

  const switching = await start(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]);
  await asked(page, 'Switch network');
  expect(await approval.getByText('Anvil B (local) (chain 31338)').count()).toBe(1);
  await click(page, 'Approve');
  expect(await outcome(page, switching)).toEqual({ result: null });
  const bridged = await start(page, 'eth_sendTransaction', [{ from: ANVIL_ACCOUNT_3, to: recipient, value: toHex(parseEther('0.5')), data: '0x1234' }]);
  await asked(page, 'Send transaction');
  expect(await approval.getByText('0x1234', { exact: true }).count(), 'the data shows').toBe(1);
  await click(page, 'Approve');
  expect((await outcome(page, bridged)).result).toMatch(/^0x[0-9a-f]{64}$/);
  expect(await balanceOn(e2e.stack.secondChainUrl)).toBe(parseEther('0.5'));

  const refused = await start(page, 'eth_sendTransaction', [{ from: ANVIL_ACCOUNT_3, to: recipient, value: toHex(parseEther('1')) }]);
  await asked(page, 'Send transaction');
  await click(page, 'Reject');
  expect((await outcome(page, refused)).error).toEqual({ code: 4001, message: 'User rejected the request.' });
  expect(await balanceOn(e2e.stack.secondChainUrl)).toBe(parseEther('0.5'));
  expectNoPageErrors(errors);
});
