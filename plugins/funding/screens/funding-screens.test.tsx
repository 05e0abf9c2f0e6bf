import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Portico } from '../../../kernel/index';
import { expectAccessible } from '../../../test/support/axe';
import { walletKernel } from '../../../test/support/embedded-wallet-kernel';
import { fakeChain } from '../../../test/support/fake-chain';
import { PorticoProvider } from '../../../ui/index';
import { funding, type FundingPlugin } from '../index';

// The modal loads screens lazily; transforming one cold under a busy run can outlast findBy's wait.
beforeAll(() => Promise.all([import('./MethodSelectionScreen'), import('./ManualTransferScreen')]));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ETHER = 10n ** 18n;

/** The chain as a fetch stub; the wallet's balance is `chain.balance`. */
function stubChain() {
  const state = { balance: 0n };
  vi.stubGlobal('fetch', fakeChain({ eth_getBalance: () => `0x${state.balance.toString(16)}` }).fetch);
  return state;
}

async function setup(methods: string[], amount: string | null = '0.5') {
  const wallet = await walletKernel({
    rpcUrl: 'http://chain.test',
    prompts: true,
    plugins: [funding()],
    appConfig: { funding_config: { methods, default_recommended_amount: amount } },
  });
  const kernel = wallet.kernel as typeof wallet.kernel & Portico<[FundingPlugin]>;
  render(<PorticoProvider kernel={kernel} />);
  return { ...wallet, kernel };
}

const dialog = () => screen.findByRole('dialog');
const heading = async (name: string) => within(await dialog()).findByRole('heading', { name }, { timeout: 5000 });
const screenOf = async (name: string) => (await heading(name)).closest('.ptc-screen') as HTMLElement;
const row = (container: HTMLElement, label: string) => within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('FUNDING_METHOD_SELECTION_SCREEN', () => {
  it('lists the configured methods; the amount follows section 5; a method opens over it and the header goes back', async () => {
    stubChain();
    const { kernel, wallet } = await setup(['coinbase-onramp', 'manual']);
    const funded = kernel.funding.fundWallet(wallet);
    const selection = await screenOf('Add funds');
    expect(within(selection).getByText('Choose how to add funds to your wallet on Anvil.')).toBeTruthy();
    const methods = within(within(selection).getByRole('list', { name: 'Funding methods' })).getAllByRole('button');
    expect(methods.map((button) => button.querySelector('.ptc-method__label')?.textContent)).toEqual(['Buy with Coinbase', 'Receive funds']);
    // Not coming from the send screen and on the first screen: nowhere to go back to.
    expect(within(await dialog()).queryByRole('button', { name: 'Back' })).toBeNull();
    await expectAccessible(await dialog());

    const amount = within(selection).getByLabelText('Amount (ETH)') as HTMLInputElement;
    expect(amount.value).toBe('0.5');
    fireEvent.change(amount, { target: { value: '1.2.3' } });
    expect(amount.value).toBe('0.5');
    fireEvent.change(amount, { target: { value: '0' } });
    expect(within(selection).getByRole('alert').textContent).toBe('Enter an amount above 0.');
    expect(methods.every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    fireEvent.change(amount, { target: { value: '.25' } });
    expect(methods.every((button) => !(button as HTMLButtonElement).disabled)).toBe(true);

    fireEvent.click(methods[1]!);
    const manual = await screenOf('Receive funds');
    // Section 5: '.25' became '0.25'.
    expect(within(manual).getByText('Send 0.25 ETH on Anvil to this wallet address.')).toBeTruthy();
    expect(kernel.getSnapshot().modal).toMatchObject({ intent: 'funding', history: [] });
    // The modal header's back, beside Close.
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Back' }));
    const again = await screenOf('Add funds');
    expect((within(again).getByLabelText('Amount (ETH)') as HTMLInputElement).value).toBe('0.5');

    kernel.navigation.close();
    await expect(funded).rejects.toMatchObject({ code: 'user_rejected_request', providerCode: 4001 });
  });

  it('without an amount anywhere, a single method still asks for one first', async () => {
    stubChain();
    const { kernel, wallet } = await setup(['manual'], null);
    void kernel.funding.fundWallet(wallet).catch(() => {});
    const selection = await screenOf('Add funds');
    expect((within(selection).getByLabelText('Amount (ETH)') as HTMLInputElement).value).toBe('');
    expect((within(selection).getByRole('button', { name: /Receive funds/ }) as HTMLButtonElement).disabled).toBe(true);
    kernel.navigation.close();
  });
});

describe('FUNDING_MANUAL_TRANSFER_SCREEN', () => {
  it('address, QR code and Copy; the balance read every 2 s turns the status green with Close once the amount arrived', async () => {
    const chain = stubChain();
    // The wallet already holds more than the 0.5 asked: that is not funds received.
    chain.balance = ETHER;
    const { kernel, wallet } = await setup(['manual']);
    const funded = kernel.funding.fundWallet(wallet);
    const manual = await screenOf('Receive funds');
    expect(within(manual).getByText('Send 0.5 ETH on Anvil to this wallet address.')).toBeTruthy();
    // Shortened on screen, whole in the tooltip and for screen readers.
    expect(within(manual).getByText('Wallet address', { selector: 'dt' }).nextElementSibling?.querySelector('.ptc-hex')?.getAttribute('title')).toBe(wallet);
    await within(manual).findByRole('img', { name: 'QR code of your wallet address' }, { timeout: 5000 });
    await waitFor(() => expect(row(manual, 'Balance')).toBe('1.000 ETH'));
    expect(within(manual).getByText('Waiting for funds')).toBeTruthy();
    expect(within(manual).queryByRole('button', { name: 'Close' })).toBeNull();
    await expectAccessible(await dialog());

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    fireEvent.click(within(manual).getByRole('button', { name: 'Copy address' }));
    await within(manual).findByRole('button', { name: 'Copied' });
    expect(writeText).toHaveBeenCalledWith(wallet);

    chain.balance = ETHER + ETHER / 2n;
    const status = await within(manual).findByText('Funds received', {}, { timeout: 4000 });
    expect(status.className).toContain('ptc-funding__status--done');
    expect(row(manual, 'Balance')).toBe('1.500 ETH');
    await expectAccessible(await dialog());
    fireEvent.click(within(manual).getByRole('button', { name: 'Close' }));
    await expect(funded).resolves.toBeUndefined();
    expect(kernel.getSnapshot().modal.open).toBe(false);
  });
});
