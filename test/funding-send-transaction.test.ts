// The send-transaction screen's "Add funds" with the real funding plugin: the embedded wallet (its frame in process)
// and the in-process emulator, on a real chain (anvil) that the manual transfer's funds and the transaction land on.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { createPublicClient, createWalletClient, http, parseEther, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalChain, type LocalChain } from '../emulator/stand-ins/local-chain';
import { testWalletAccount } from '../emulator/stand-ins/test-wallet/accounts';
import type { Portico } from '../kernel/index';
import { funding, type FundingPlugin } from '../plugins/funding/index';
import { PorticoProvider } from '../ui/index';
import { walletKernel } from './support/embedded-wallet-kernel';

let chain: LocalChain;

beforeAll(async () => {
  chain = await startLocalChain({ port: 0 });
}, 30_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

afterAll(() => chain?.close());

const client = () => createPublicClient({ transport: http(chain.url), pollingInterval: 50 });

async function setup() {
  vi.stubGlobal('location', new URL('http://localhost:3000/'));
  const wallet = await walletKernel({
    rpcUrl: chain.url,
    prompts: true,
    plugins: [funding()],
    appConfig: { funding_config: { methods: ['moonpay', 'manual'] } },
  });
  const kernel = wallet.kernel as typeof wallet.kernel & Portico<[FundingPlugin]>;
  render(createElement(PorticoProvider, { kernel }));
  return { ...wallet, kernel };
}

const dialog = () => screen.findByRole('dialog');
/** The screen on show under `title` (without the modal's header, whose close control is also named Close). */
const screenOf = async (title: string) =>
  (await within(await dialog()).findByRole('heading', { name: title }, { timeout: 10_000 })).closest('.ptc-screen') as HTMLElement;

describe('Add funds from the send-transaction screen', () => {
  it('opens the funding flow over the send screen; its back and its Close give the send screen back, prepared again', async () => {
    const { kernel, wallet } = await setup();
    const open = vi.spyOn(kernel.prompts, 'open');
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const sending = kernel.embeddedWallet.sendTransaction({ to, value: parseEther('0.5') });

    let review = await screenOf('Confirm transaction');
    fireEvent.click(within(review).getByRole('button', { name: 'Add funds' }));
    let selection = await screenOf('Add funds');
    expect(open).toHaveBeenLastCalledWith('FUNDING_METHOD_SELECTION_SCREEN', expect.objectContaining({ intent: 'funding', over: true }));
    expect(kernel.getSnapshot().modal.data).toMatchObject({ address: wallet, chainId: 31337, comingFromSendTransactionScreen: true });
    const amount = (within(selection).getByLabelText('Amount (ETH)') as HTMLInputElement).value;
    // The shortfall: 0.5 ETH and the most the gas may cost.
    expect(Number(amount)).toBeGreaterThan(0.5);

    // The header's back: the send screen again, the transaction still waiting.
    fireEvent.click(within(document.body).getByRole('button', { name: 'Back' }));
    review = await screenOf('Confirm transaction');
    expect(kernel.getSnapshot().modal.screen).toBe('EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN');

    // Again, now through the manual transfer: the funds arrive, Close gives the send screen back, ready to approve.
    fireEvent.click(within(review).getByRole('button', { name: 'Add funds' }));
    selection = await screenOf('Add funds');
    fireEvent.click(within(selection).getByRole('button', { name: /Receive funds/ }));
    const manual = await screenOf('Receive funds');
    expect(within(document.body).getByRole('button', { name: 'Back' })).toBeTruthy();
    const payer = createWalletClient({ account: testWalletAccount(0), transport: http(chain.url) });
    await client().waitForTransactionReceipt({ hash: await payer.sendTransaction({ to: wallet as Address, value: parseEther('1'), chain: null }) });
    await within(manual).findByText('Funds received', {}, { timeout: 5000 });
    fireEvent.click(within(manual).getByRole('button', { name: 'Close' }));

    review = await screenOf('Confirm transaction');
    const approve = await within(review).findByRole('button', { name: 'Approve' });
    await vi.waitFor(() => expect((approve as HTMLButtonElement).disabled).toBe(false), { timeout: 10_000 });
    expect(kernel.getSnapshot().modal).toMatchObject({ open: true, intent: 'transaction', history: [] });
    fireEvent.click(approve);
    const done = await screenOf('Transaction complete');
    fireEvent.click(within(done).getByRole('button', { name: 'Close' }));
    const { receipt } = await sending;
    expect(receipt.status).toBe(1);
    expect(await client().getBalance({ address: to })).toBe(parseEther('0.5'));
  }, 40_000);
});
