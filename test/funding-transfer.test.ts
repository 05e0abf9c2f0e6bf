// The funding plugin's transfer from another wallet or network: the embedded wallet (its frame in process) funded from
// a connected external wallet (the test EIP-1193 wallet, through the siwe plugin), on one chain and bridged from a
// second through the emulator's quote service, against two real chains (anvil) with the test USDC on both.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { parseEther, parseUnits, type Address } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { credit } from '../emulator/stand-ins/funding/credit';
import { startTestChains, type TestChains } from '../emulator/stand-ins/funding/test-chains';
import { LOCAL_CHAIN_ID, SECOND_CHAIN_ID } from '../emulator/stand-ins/local-chain';
import type { Portico } from '../kernel/index';
import { funding, type FundingPlugin } from '../plugins/funding/index';
import { siwe, type SiwePlugin } from '../plugins/siwe/index';
import { PorticoProvider } from '../ui/index';
import { walletKernel } from './support/embedded-wallet-kernel';
import { expectAccessible } from './support/axe';
import { EMULATOR_URL } from './support/emulator';
import { createTestWallet, type TestWallet } from './support/test-wallet';

let chains: TestChains;

beforeAll(async () => void (chains = await startTestChains()), 30_000);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => chains?.close());

const SECOND_CHAIN_NAME = 'Local chain B';

/** A new external wallet, on chain A, holding what `holdings` says on each chain. */
async function externalWallet(holdings: { chainId: number; asset: 'native' | 'USDC'; amount: string }[] = []): Promise<TestWallet> {
  const wallet = createTestWallet(generatePrivateKey(), LOCAL_CHAIN_ID, chains.chainRpcUrls);
  for (const holding of holdings) await credit(chains, { ...holding, address: wallet.address });
  return wallet;
}

/** A wallet with gas money and `usdc` USDC on the chain. */
const usdcWallet = (chainId: number, usdc: string) =>
  externalWallet([
    { chainId, asset: 'native', amount: '1' },
    { chainId, asset: 'USDC', amount: usdc },
  ]);

async function setup(external: TestWallet | null) {
  vi.stubGlobal('location', new URL('http://localhost:3000/'));
  const wallet = await walletKernel({
    rpcUrl: chains.chainRpcUrls[LOCAL_CHAIN_ID] as string,
    prompts: true,
    emulatorChains: { chainRpcUrls: chains.chainRpcUrls, usdc: chains.usdc },
    moreChains: [{ id: SECOND_CHAIN_ID, name: SECOND_CHAIN_NAME, rpcUrls: { default: { http: [chains.chainRpcUrls[SECOND_CHAIN_ID] as string] } } }],
    plugins: [funding({ usdcAddresses: chains.usdc, quoteServiceUrl: `${EMULATOR_URL}/relay` }), siwe()],
    appConfig: { funding_config: { methods: ['external'] } },
  });
  const kernel = wallet.kernel as typeof wallet.kernel & Portico<[FundingPlugin, SiwePlugin]>;
  // The quote service is asked with the page's fetch: the emulator answers it, anvil answers the chain reads.
  const emulatorFetch = wallet.env.emulator.fetch.bind(wallet.env.emulator);
  const realFetch = globalThis.fetch;
  const quoteService = vi.fn((input: RequestInfo | URL, init?: RequestInit) => emulatorFetch(input, init));
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input instanceof Request ? input.url : input).startsWith(EMULATOR_URL) ? quoteService(input, init) : realFetch(input, init),
  );
  if (external) {
    const branding = { name: 'Portico Test Wallet', icon: null, id: 'portico.test' };
    await kernel.siwe.connect({ provider: external, walletClientType: 'portico_test_wallet', connectorType: 'injected', branding });
  }
  render(createElement(PorticoProvider, { kernel }));
  return { ...wallet, kernel, quoteService };
}

/** Opens the funding flow (only 'external' configured: straight to the transfer) and answers its screen. */
async function transferScreen(kernel: Portico<[FundingPlugin]>, address: string, options: Parameters<Portico<[FundingPlugin]>['funding']['fundWallet']>[1]) {
  const flow = kernel.funding.fundWallet(address, options);
  flow.catch(() => {});
  const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  const title = await within(dialog).findByRole('heading', { name: /Transfer from another network|No wallet connected/ }, { timeout: 5000 });
  return { flow, view: title.closest('.ptc-screen') as HTMLElement };
}

const choose = (view: HTMLElement, label: 'From' | 'To', chainId: number) =>
  fireEvent.change(within(view).getByLabelText(label), { target: { value: String(chainId) } });
const confirm = (view: HTMLElement) => fireEvent.click(within(view).getByRole('button', { name: 'Confirm with Portico Test Wallet' }));
const dialogView = () => within(screen.getByRole('dialog'));

/** A promise and the function that settles it. */
function gate(): [() => void, Promise<void>] {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return [open, opened];
}

/** The awaiting screen's outcome once the funds arrived. */
const completed = () => dialogView().findByRole('heading', { name: 'Transfer complete' }, { timeout: 10_000 });

/** What the form says when it will not send (and that nothing was sent). */
async function refusal(view: HTMLElement, wallet: TestWallet): Promise<string | null> {
  const alert = await within(view).findByRole('alert');
  expect(wallet.calls).not.toContain('eth_sendTransaction');
  return alert.textContent;
}

/** Continue on the completed transfer ends the flow. */
async function continueToTheEnd(flow: Promise<void>) {
  fireEvent.click(dialogView().getByRole('button', { name: 'Continue' }));
  await expect(flow).resolves.toBeUndefined();
}

describe('transfer from another wallet, on the same chain', () => {
  it('sends ETH straight from the connected wallet: no quote, and the wallet’s balance reaches the amount', async () => {
    const external = await externalWallet([{ chainId: LOCAL_CHAIN_ID, asset: 'native', amount: '2' }]);
    const { kernel, wallet, quoteService } = await setup(external);
    const { flow, view } = await transferScreen(kernel, wallet, { amount: '0.5' });
    expect(within(view).getByText('Send ETH from a wallet you connected to your wallet on Anvil.')).toBeTruthy();
    expect((within(view).getByLabelText('From') as HTMLSelectElement).value).toBe(String(LOCAL_CHAIN_ID));
    expect((within(view).getByLabelText('Amount (ETH)') as HTMLInputElement).value).toBe('0.5');
    await within(view).findByText('≈ $1,500.00');
    await expectAccessible(screen.getByRole('dialog'));
    expect(await chains.balance(LOCAL_CHAIN_ID, wallet as Address, 'native')).toBe(0n);

    confirm(view);
    await completed();
    expect(dialogView().getByText('0.5 ETH arrived in your wallet on Anvil.')).toBeTruthy();
    await expectAccessible(screen.getByRole('dialog'));
    expect(await chains.balance(LOCAL_CHAIN_ID, wallet as Address, 'native')).toBe(parseEther('0.5'));
    expect(external.calls).toContain('eth_sendTransaction');
    expect(quoteService.mock.calls.some(([input]) => String(input).includes('/relay/'))).toBe(false);
    await continueToTheEnd(flow);
  }, 30_000);

});

describe('transfer from another network (a bridge through the quote service)', () => {
  it('bridges ETH from chain B to the embedded wallet on chain A: the confirm view, the deposit, the payout', async () => {
    const external = await externalWallet([{ chainId: SECOND_CHAIN_ID, asset: 'native', amount: '2' }]);
    const { kernel, wallet, quoteService } = await setup(external);
    const { flow, view } = await transferScreen(kernel, wallet, { amount: '0.25' });
    choose(view, 'From', SECOND_CHAIN_ID);
    const walletBefore = await chains.balance(SECOND_CHAIN_ID, external.address, 'native');

    // The wallet holds the approval until the confirm view has been seen, the service its first status until the
    // awaiting screen has.
    const [approve, approved] = gate();
    const request = external.request.bind(external);
    external.request = async (args) => {
      if (args.method === 'eth_sendTransaction') await approved;
      return request(args);
    };
    const [release, released] = gate();
    const answer = quoteService.getMockImplementation()!;
    quoteService.mockImplementation(async (input, init) => {
      if (String(input).includes('/intents/status')) await released;
      return answer(input, init);
    });
    confirm(view);
    await dialogView().findByRole('heading', { name: 'Bridging with Portico Test Wallet' }, { timeout: 10_000 });
    const details = dialogView().getByLabelText('Transfer details');
    const row = (label: string) => within(details).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(row('Total')).toBe('0.25025 ETH$750.75');
    // Shortened on screen, whole for screen readers and in the tooltip.
    expect(row('To')).toBe(`${wallet.slice(0, 6)}…${wallet.slice(-4)}${wallet}`);
    expect(row('Network')).toBe(`${SECOND_CHAIN_NAME} to Anvil`);
    // The service's 0.1% ($0.75) and the deposit's network fee.
    expect(row('Estimated fee')).toMatch(/^\$0\.[89]\d$/);
    await expectAccessible(screen.getByRole('dialog'));
    approve();

    await dialogView().findByRole('heading', { name: 'Transfer in progress' }, { timeout: 10_000 });
    expect(dialogView().getByText(`0.25 ETH are on their way from ${SECOND_CHAIN_NAME} to your wallet on Anvil.`)).toBeTruthy();
    await expectAccessible(screen.getByRole('dialog'));
    release();
    await completed();
    expect(await chains.balance(LOCAL_CHAIN_ID, wallet as Address, 'native')).toBe(parseEther('0.25'));
    const spent = walletBefore - (await chains.balance(SECOND_CHAIN_ID, external.address, 'native'));
    // 0.25 ETH, the service's 0.1%, and the deposit's network fee.
    expect(spent).toBeGreaterThan(parseEther('0.25025'));
    expect(spent).toBeLessThan(parseEther('0.2503'));
    expect(external.calls).toEqual(expect.arrayContaining(['wallet_switchEthereumChain', 'eth_sendTransaction']));
    const asked = quoteService.mock.calls.map(([input]) => new URL(String(input)).pathname);
    expect(asked).toContain('/relay/execute/swap');
    expect(asked).toContain('/relay/intents/status');
    await continueToTheEnd(flow);
  }, 30_000);

});

describe('USDC, with a token transfer', () => {
  it.each([
    { case: 'on the same chain', from: LOCAL_CHAIN_ID, amount: '12.5', left: '87.5' },
    // 20 USDC and the service's 0.1%.
    { case: 'bridged from chain B', from: SECOND_CHAIN_ID, amount: '20', left: '79.98' },
  ])('$case: the recipient gets the amount on chain A', async ({ from, amount, left }) => {
    const external = await usdcWallet(from, '100');
    const { kernel, wallet } = await setup(external);
    const { view } = await transferScreen(kernel, wallet, { amount, asset: 'USDC' });
    await within(view).findByText(`≈ $${Number(amount).toFixed(2)}`);
    choose(view, 'From', from);
    confirm(view);
    await completed();
    expect(await chains.balance(LOCAL_CHAIN_ID, wallet as Address, 'USDC')).toBe(parseUnits(amount, 6));
    expect(await chains.balance(from, external.address, 'USDC')).toBe(parseUnits(left, 6));
  }, 30_000);
});

describe('not enough funds: section 8’s errors, nothing sent', () => {
  it.each([
    { case: 'on the same chain', from: LOCAL_CHAIN_ID, error: () => 'You need more funds on the Anvil network. Bridge from another blockchain network.' },
    { case: 'on the From chain of a bridge', from: SECOND_CHAIN_ID, error: (address: string) => `Wallet ${address} does not have enough funds.` },
  ])('$case', async ({ from, error }) => {
    const external = await externalWallet([{ chainId: from, asset: 'native', amount: '0.1' }]);
    const { kernel, wallet } = await setup(external);
    const { view } = await transferScreen(kernel, wallet, { amount: '0.5' });
    choose(view, 'From', from);
    confirm(view);
    expect(await refusal(view, external)).toBe(error(external.address));
    await expectAccessible(screen.getByRole('dialog'));
  });
});

describe('the transfer’s other outcomes', () => {
  it('declined in the wallet: back on the form, with the reason', async () => {
    const external = await externalWallet([{ chainId: LOCAL_CHAIN_ID, asset: 'native', amount: '1' }]);
    external.failNext('eth_sendTransaction', { code: 4001, message: 'User rejected the request.' });
    const { kernel, wallet } = await setup(external);
    const { view } = await transferScreen(kernel, wallet, { amount: '0.1' });
    confirm(view);
    const alert = await dialogView().findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toBe('The transfer was declined in Portico Test Wallet.');
    expect(dialogView().getByRole('button', { name: 'Confirm with Portico Test Wallet' })).toBeTruthy();
    expect(await chains.balance(LOCAL_CHAIN_ID, wallet as Address, 'native')).toBe(0n);
  });

  it('no external wallet connected: says so', async () => {
    const { kernel, wallet } = await setup(null);
    const { view } = await transferScreen(kernel, wallet, { amount: '0.1' });
    expect(within(view).getByText('Connect a wallet to this app first, then transfer funds from it.')).toBeTruthy();
    await expectAccessible(screen.getByRole('dialog'));
  });

  it('funding the connected wallet itself needs another From chain', async () => {
    const external = await externalWallet([{ chainId: SECOND_CHAIN_ID, asset: 'native', amount: '1' }]);
    const { kernel } = await setup(external);
    const { view } = await transferScreen(kernel, external.address, { amount: '0.1' });
    expect((await within(view).findByRole('alert')).textContent).toBe('This is the wallet you are funding: choose another network to transfer from.');
    choose(view, 'From', SECOND_CHAIN_ID);
    expect(within(view).queryByRole('alert')).toBeNull();
  });
});
