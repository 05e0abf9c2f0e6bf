// The funding plugin with the embedded wallet (its frame in process) against the in-process emulator, on a real chain
// (anvil): fundWallet's rules, the method selection, and the manual transfer watching the wallet's balance.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { createPublicClient, createWalletClient, http, parseEther, parseUnits, type Address } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalChain, type LocalChain } from '../emulator/stand-ins/local-chain';
import { testTokenAbi } from '../emulator/stand-ins/test-token/artifact';
import { deployTestToken, TEST_USDC, type DeployedTestToken } from '../emulator/stand-ins/test-token/deploy';
import { testWalletAccount } from '../emulator/stand-ins/test-wallet/accounts';
import type { Portico } from '../kernel/index';
import { funding, type FundingPlugin, type FundingRequest } from '../plugins/funding/index';
import { PorticoProvider } from '../ui/index';
import { walletKernel } from './support/embedded-wallet-kernel';

let chain: LocalChain;
let usdc: DeployedTestToken;
const funder = testWalletAccount(0);

beforeAll(async () => {
  chain = await startLocalChain({ port: 0 });
  usdc = await deployTestToken(chain.url, TEST_USDC);
}, 30_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

afterAll(() => chain?.close());

async function setup(fundingConfig: Record<string, unknown> | null, { prompts = false } = {}) {
  vi.stubGlobal('location', new URL('http://localhost:3000/'));
  const wallet = await walletKernel({
    rpcUrl: chain.url,
    prompts,
    plugins: [funding({ usdcAddresses: { 31337: usdc.address } })],
    appConfig: fundingConfig ? { funding_config: fundingConfig } : {},
  });
  return { ...wallet, kernel: wallet.kernel as typeof wallet.kernel & Portico<[FundingPlugin]> };
}

const modal = (kernel: { getSnapshot(): { modal: { screen: string | null; intent: string | null; data: Readonly<Record<string, unknown>> } } }) =>
  kernel.getSnapshot().modal;

/** Opens the flow and answers what it opened with; the flow stays open (closed by the caller or the test's end). */
async function opened(kernel: Portico<[FundingPlugin]>, ...args: Parameters<Portico<[FundingPlugin]>['funding']['fundWallet']>) {
  const flow = kernel.funding.fundWallet(...args);
  flow.catch(() => {});
  await vi.waitFor(() => expect(kernel.getSnapshot().modal.open).toBe(true));
  return { flow, ...modal(kernel), request: modal(kernel).data as FundingRequest };
}

describe('fundWallet', () => {
  it('with several methods opens the method selection with section 3’s request', async () => {
    const { kernel, wallet } = await setup({ methods: ['moonpay', 'manual'], default_recommended_amount: '.05' });
    const { screen: shown, intent, request } = await opened(kernel, wallet);
    expect(shown).toBe('FUNDING_METHOD_SELECTION_SCREEN');
    expect(intent).toBe('funding');
    expect(request).toEqual({
      address: wallet,
      amount: '0.05',
      chainId: 31337,
      erc20Address: null,
      erc20ContractInfo: null,
      isUSDC: false,
      methodScreen: null,
      comingFromSendTransactionScreen: false,
    });
  });

  it('with one method goes straight to it', async () => {
    const { kernel, wallet } = await setup({ methods: ['manual'], default_recommended_amount: '1' });
    const { screen: shown, request } = await opened(kernel, wallet, { amount: '2' });
    expect(shown).toBe('FUNDING_MANUAL_TRANSFER_SCREEN');
    expect(request).toMatchObject({ amount: '2', methodScreen: 'FUNDING_MANUAL_TRANSFER_SCREEN' });
  });

  it('methods the widget does not know are left out; none known means funding is not enabled', async () => {
    const { kernel, wallet } = await setup({ methods: ['paypal', 'manual'] });
    expect((await opened(kernel, wallet, { amount: '1' })).screen).toBe('FUNDING_MANUAL_TRANSFER_SCREEN');
    const off = await setup({ methods: [] });
    await expect(off.kernel.funding.fundWallet(off.wallet)).rejects.toMatchObject({ code: 'funding_not_enabled', shortMessage: 'Wallet funding is not enabled' });
    const none = await setup(null);
    await expect(none.kernel.funding.fundWallet(none.wallet)).rejects.toMatchObject({ code: 'funding_not_enabled', shortMessage: 'Wallet funding is not enabled' });
    expect(none.kernel.getSnapshot().modal.open).toBe(false);
  });

  it('refuses an amount that is not above 0, a chain that is not configured and a wallet that is not the user’s', async () => {
    const { kernel, wallet } = await setup({ methods: ['moonpay', 'manual'] });
    for (const amount of ['0', 'abc', '1.2.3', '-1']) {
      await expect(kernel.funding.fundWallet(wallet, { amount })).rejects.toMatchObject({ code: 'invalid_data', shortMessage: `Invalid funding amount: ${amount}` });
    }
    await expect(kernel.funding.fundWallet(wallet, { amount: '1', chainId: 1 })).rejects.toMatchObject({ code: 'unsupported_chain_id' });
    const stranger = '0x000000000000000000000000000000000000dEaD';
    await expect(kernel.funding.fundWallet(stranger, { amount: '1' })).rejects.toMatchObject({
      code: 'invalid_data',
      shortMessage: `Cannot fund ${stranger}: it is not a wallet of this user.`,
    });
    expect(kernel.getSnapshot().modal.open).toBe(false);
  });

  it('USDC: the host’s test token for the local chain, 6 decimals; the app’s recommended currency picks it too', async () => {
    const { kernel, wallet } = await setup({ methods: ['moonpay', 'manual'], default_recommended_amount: '10', default_recommended_currency: 'eip155:31337:USDC' });
    const { request, flow } = await opened(kernel, wallet);
    expect(request).toMatchObject({ amount: '10', chainId: 31337, erc20Address: usdc.address, erc20ContractInfo: { symbol: 'USDC', decimals: 6 }, isUSDC: true });
    kernel.navigation.close();
    await expect(flow).rejects.toMatchObject({ providerCode: 4001 });
  });

  it('any ERC-20 token: its symbol and decimals are read from the chain', async () => {
    const { kernel, wallet } = await setup({ methods: ['manual'] });
    const token = await deployTestToken(chain.url);
    const { request } = await opened(kernel, wallet, { amount: '5', asset: { erc20Address: token.address } });
    expect(request).toMatchObject({ erc20Address: token.address, erc20ContractInfo: { symbol: 'PTT', decimals: 18 }, isUSDC: false });
  });
});

describe('manual transfer', () => {
  const client = () => createPublicClient({ transport: http(chain.url), pollingInterval: 50 });
  const payer = () => createWalletClient({ account: funder, transport: http(chain.url) });

  async function manualScreen(kernel: Portico<[FundingPlugin]>, wallet: string, options: Parameters<Portico<[FundingPlugin]>['funding']['fundWallet']>[1]) {
    render(createElement(PorticoProvider, { kernel }));
    const flow = kernel.funding.fundWallet(wallet, options);
    const dialog = await screen.findByRole('dialog');
    const title = await within(dialog).findByRole('heading', { name: 'Receive funds' }, { timeout: 5000 });
    // The screen without the modal's header (whose close control is also named Close).
    return { flow, dialog: title.closest('.ptc-screen') as HTMLElement };
  }

  it('the status turns green with Close once a transfer on the chain brings the balance to the amount', async () => {
    const { kernel, wallet } = await setup({ methods: ['manual'] }, { prompts: true });
    const { flow, dialog } = await manualScreen(kernel, wallet, { amount: '0.5' });
    expect(within(dialog).getByText('Send 0.5 ETH on Anvil to this wallet address.')).toBeTruthy();
    await within(dialog).findByText('0.000 ETH');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();

    const hash = await payer().sendTransaction({ to: wallet as Address, value: parseEther('0.5'), chain: null });
    await client().waitForTransactionReceipt({ hash });
    await within(dialog).findByText('Funds received', {}, { timeout: 5000 });
    expect(within(dialog).getByText('0.500 ETH')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(flow).resolves.toBeUndefined();
  });

  it('USDC: the token balance is watched, not the native one', async () => {
    const { kernel, wallet } = await setup({ methods: ['manual'] }, { prompts: true });
    const { flow, dialog } = await manualScreen(kernel, wallet, { amount: '25', asset: 'USDC' });
    expect(within(dialog).getByText('Send 25 USDC on Anvil to this wallet address.')).toBeTruthy();
    await within(dialog).findByText('0.000 USDC');
    // Ether does not count towards USDC.
    await client().waitForTransactionReceipt({ hash: await payer().sendTransaction({ to: wallet as Address, value: parseEther('30'), chain: null }) });
    const hash = await payer().writeContract({ address: usdc.address, abi: testTokenAbi, functionName: 'transfer', args: [wallet as Address, parseUnits('25', 6)], chain: null });
    await client().waitForTransactionReceipt({ hash });
    await within(dialog).findByText('25.000 USDC', {}, { timeout: 5000 });
    expect(within(dialog).getByText('Funds received')).toBeTruthy();
    kernel.navigation.close();
    await expect(flow).rejects.toMatchObject({ providerCode: 4001 });
  });
});
