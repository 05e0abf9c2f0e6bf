import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { expectAccessible } from '../../../test/support/axe';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { definePlugin } from '../../../kernel/index';
import { walletKernel } from '../../../test/support/embedded-wallet-kernel';
import { fakeChain, RpcFailure, wireReceipt, type RpcHandler } from '../../../test/support/fake-chain';
import { PorticoProvider } from '../../../ui/index';
import { shortHex } from '../../../ui/primitives/ShortHex';

// The modal loads screens lazily; transforming one cold under a busy run can outlast findBy's wait.
beforeAll(() => import('./SendTransactionScreen'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TO = '0x2222222222222222222222222222222222222222';
const HASH = `0x${'ab'.repeat(32)}`;
const ETHER = 10n ** 18n;
const hex = (n: bigint) => `0x${n.toString(16)}`;
const receipt = (status: '0x0' | '0x1') => wireReceipt({ from: TO, to: TO, hash: HASH, status });

/** The chain as a fetch stub (1 gwei base fee and tip, the wallet's balance in `funds.balance`). */
function stubChain(overrides: Record<string, RpcHandler> = {}) {
  const funds = { balance: ETHER };
  vi.stubGlobal(
    'fetch',
    fakeChain({
      eth_getTransactionCount: () => '0x0',
      eth_estimateGas: () => '0x5208',
      eth_getBlockByNumber: () => ({ baseFeePerGas: '0x3b9aca00' }),
      eth_maxPriorityFeePerGas: () => '0x3b9aca00',
      eth_getBalance: () => hex(funds.balance),
      eth_sendRawTransaction: () => HASH,
      eth_getTransactionReceipt: () => receipt('0x1'),
      eth_blockNumber: () => '0x10',
      ...overrides,
    }).fetch,
  );
  return funds;
}

async function setup(plugins: Parameters<typeof walletKernel>[0]['plugins'] = []) {
  const wallet = await walletKernel({ rpcUrl: 'http://chain.test', prompts: true, plugins });
  render(<PorticoProvider kernel={wallet.kernel} />);
  return wallet;
}

const dialog = () => screen.findByRole('dialog');
const heading = async (name: string) => within(await dialog()).findByRole('heading', { name }, { timeout: 5000 });
const statusText = async () => within(await dialog()).getAllByRole('status').map((region) => region.textContent);
/** The review's value for a label (its <dd>). */
const row = (container: HTMLElement, label: string) => within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
/** An address row: what it shows (shortened) and its whole value (the tooltip, also read to screen readers). */
const hexRow = (container: HTMLElement, label: string) => {
  const hex = within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.querySelector('.ptc-hex');
  return { shown: hex?.querySelector('[aria-hidden="true"]')?.textContent, value: hex?.getAttribute('title') };
};


describe('EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN', () => {
  it('review -> approve -> receipt, each step announced; Close resolves with the receipt', async () => {
    stubChain();
    const { kernel, wallet } = await setup();
    const sending = kernel.embeddedWallet.sendTransaction(
      { to: TO, value: ETHER / 2n },
      { transactionInfo: { title: 'Pay Ada', contractInfo: { imgUrl: 'https://example.com/ada.png', imgAltText: 'Ada' } }, description: 'For the books', buttonText: 'Pay', successHeader: 'Paid' },
    );

    const review = (await heading('Pay Ada')).closest('.ptc-screen') as HTMLElement;
    expect(await statusText()).toContain('Pay Ada');
    expect(within(review).getByRole('img', { name: 'Ada' })).toBeTruthy();
    expect(within(review).getByText('For the books')).toBeTruthy();
    expect(hexRow(review, 'From')).toEqual({ shown: shortHex(wallet), value: wallet });
    expect(hexRow(review, 'To')).toEqual({ shown: shortHex(TO), value: TO });
    expect(row(review, 'Action')).toBe('Transfer');
    expect(row(review, 'Amount')).toBe('0.500 ETH$1,500.00');
    // 21000 gas at 2 gwei at $3000 per ETH.
    expect(row(review, 'Est. Fees')).toBe('<0.001 ETH$0.13');
    expect(row(review, 'Total')).toBe('0.500 ETH$1,500.13');
    expect(row(review, 'Balance')).toBe('1.000 ETH');
    expect(within(review).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await expectAccessible(await dialog());

    fireEvent.click(within(review).getByRole('button', { name: 'Pay' }));
    const doneHeading = await heading('Paid');
    const done = doneHeading.closest('.ptc-screen') as HTMLElement;
    // The Pay button went away: focus moves to the new view's heading rather than being lost.
    await waitFor(() => expect(document.activeElement).toBe(doneHeading));
    expect(await statusText()).toContain('Paid');
    expect(within(done).getByText('Your transaction was confirmed.')).toBeTruthy();
    expect(within(done).getByText(HASH)).toBeTruthy();
    expect(within(done).queryByRole('link')).toBeNull();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    fireEvent.click(within(done).getByRole('button', { name: 'Copy transaction hash' }));
    await within(done).findByRole('button', { name: 'Copied' });
    expect(writeText).toHaveBeenCalledWith(HASH);
    await expectAccessible(await dialog());

    fireEvent.click(within(done).getByRole('button', { name: 'Close' }));
    const { hash, receipt: answer } = await sending;
    expect(hash).toBe(HASH);
    expect(answer).toMatchObject({ status: 1, blockNumber: 16, gasUsed: 21000n });
  });

  it('a failure shows its code and message with Retry; a failure after broadcast shows the hash, copyable', async () => {
    let estimates = 0;
    let receipts = 0;
    stubChain({
      eth_estimateGas: () => {
        estimates += 1;
        if (estimates === 1) throw new RpcFailure('execution reverted', 3);
        return '0x5208';
      },
      eth_getTransactionReceipt: () => receipt((receipts += 1) === 1 ? '0x0' : '0x1'),
    });
    const { kernel } = await setup();
    const sending = kernel.embeddedWallet.sendTransaction({ to: TO, data: '0x12345678' });

    const failed = (await heading('There was an issue preparing your transaction')).closest('.ptc-screen') as HTMLElement;
    expect(within(failed).getByText('There was an error preparing your transaction. Your transaction request will likely fail.')).toBeTruthy();
    expect(within(failed).getByText('Error code: 32603')).toBeTruthy();
    expect(within(failed).queryByRole('button', { name: 'Copy transaction hash' })).toBeNull();
    await expectAccessible(await dialog());

    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    const review = (await heading('Confirm transaction')).closest('.ptc-screen') as HTMLElement;
    expect(row(review, 'Action')).toBe('Contract call');
    fireEvent.click(within(review).getByRole('button', { name: 'Approve' }));

    const reverted = (await heading('Something went wrong')).closest('.ptc-screen') as HTMLElement;
    expect(within(reverted).getByText('The transaction was reverted.')).toBeTruthy();
    expect(within(reverted).getByText('Error code: transaction_failure')).toBeTruthy();
    expect(within(reverted).getByText(HASH)).toBeTruthy();
    expect(within(reverted).getByRole('button', { name: 'Copy transaction hash' })).toBeTruthy();
    await expectAccessible(await dialog());

    fireEvent.click(within(reverted).getByRole('button', { name: 'Retry' }));
    fireEvent.click(within((await heading('Confirm transaction')).closest('.ptc-screen') as HTMLElement).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within((await heading('Transaction complete')).closest('.ptc-screen') as HTMLElement).getByRole('button', { name: 'Close' }));
    expect((await sending).hash).toBe(HASH);
  });

  it('short funds: the message and a disabled Approve; Cancel rejects with 4001', async () => {
    stubChain({ eth_getBalance: () => '0x0' });
    const { kernel } = await setup();
    const sending = kernel.embeddedWallet.sendTransaction({ to: TO, value: ETHER });
    const review = (await heading('Confirm transaction')).closest('.ptc-screen') as HTMLElement;
    expect(within(review).getByText('Add funds on Anvil to complete transaction.', { selector: '.ptc-text--error' })).toBeTruthy();
    expect((within(review).getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(review).queryByRole('button', { name: 'Add funds' })).toBeNull();
    fireEvent.click(within(review).getByRole('button', { name: 'Cancel' }));
    await expect(sending).rejects.toMatchObject({ code: 'user_rejected_request', providerCode: 4001 });
  });

  it('short funds with a funding plugin: Add funds asks it for the shortfall, then the review is prepared again', async () => {
    const funds = stubChain({});
    funds.balance = 0n;
    const fundWallet = vi.fn(async () => {
      funds.balance = 2n * ETHER;
    });
    const funding = definePlugin({ id: 'fundingStandIn', provides: ['funding'], setup: () => ({ actions: {}, services: { funding: { fundWallet } } }) });
    const { kernel, wallet } = await setup([funding]);
    const sending = kernel.embeddedWallet.sendTransaction({ to: TO, value: ETHER });
    const review = (await heading('Confirm transaction')).closest('.ptc-screen') as HTMLElement;
    fireEvent.click(within(review).getByRole('button', { name: 'Add funds' }));
    // 1 ETH and 21000 gas at the 3 gwei max fee.
    await waitFor(() => expect(fundWallet).toHaveBeenCalledWith(wallet, { chainId: 31337, amount: '1.000063' }));
    await waitFor(async () => expect(row(await dialog(), 'Balance')).toBe('2.000 ETH'));
    expect((within(await dialog()).getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(false);
    kernel.navigation.close();
    await expect(sending).rejects.toMatchObject({ providerCode: 4001 });
  });

  it('a token transfer short of tokens: Balance shows the token’s and the native one, Add funds asks for the missing tokens', async () => {
    const TOKEN = '0x3333333333333333333333333333333333333333';
    const word = (value: string) => value.padStart(64, '0');
    const tokens = { held: 3n * ETHER };
    stubChain({
      eth_call: ([call]) => {
        const { data } = call as { data: string };
        if (data === '0x95d89b41') return `0x${word('20')}${word('3')}${Buffer.from('PTT').toString('hex').padEnd(64, '0')}`;
        if (data === '0x313ce567') return `0x${word('12')}`;
        return `0x${word(tokens.held.toString(16))}`;
      },
    });
    const fundWallet = vi.fn(async () => {
      tokens.held = 10n * ETHER;
    });
    const funding = definePlugin({ id: 'fundingStandIn', provides: ['funding'], setup: () => ({ actions: {}, services: { funding: { fundWallet } } }) });
    const { kernel, wallet } = await setup([funding]);
    const sending = kernel.embeddedWallet.sendTransaction({ to: TOKEN, data: `0xa9059cbb${word(TO.slice(2))}${word((5n * ETHER).toString(16))}` });
    const review = (await heading('Confirm transaction')).closest('.ptc-screen') as HTMLElement;
    expect(row(review, 'Balance')).toBe('3.000 PTT · 1.000 ETH');
    expect(within(review).getByText('Add funds on Anvil to complete transaction.', { selector: '.ptc-text--error' })).toBeTruthy();
    fireEvent.click(within(review).getByRole('button', { name: 'Add funds' }));
    await waitFor(() => expect(fundWallet).toHaveBeenCalledWith(wallet, { chainId: 31337, amount: '2', asset: TOKEN }));
    await waitFor(async () => expect(row(await dialog(), 'Balance')).toBe('10.000 PTT · 1.000 ETH'));
    expect((within(await dialog()).getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(false);
    kernel.navigation.close();
    await expect(sending).rejects.toMatchObject({ providerCode: 4001 });
  });
});
