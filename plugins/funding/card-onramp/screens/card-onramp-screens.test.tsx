import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Portico } from '../../../../kernel/index';
import { expectAccessible } from '../../../../test/support/axe';
import { walletKernel } from '../../../../test/support/embedded-wallet-kernel';
import { PorticoProvider } from '../../../../ui/index';
import { funding, type FundingPlugin, type FundingRequest } from '../../index';
import type { OnRampState } from '../status';
import type { CardOnRampMethod } from '../../request';
import { COINBASE_ONRAMP_PROMPT_SCREEN } from '../screen-names';

// The modal loads screens lazily; transforming one cold under a busy run can outlast findBy's wait.
beforeAll(() => Promise.all([import('./MoonpayPromptScreen'), import('./MoonpayStatusScreen'), import('./CoinbaseOnRampPromptScreen'), import('./CoinbaseOnRampStatusScreen')]));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The flow of `method` alone, opened by fundWallet on its prompt; `request` is what the prompt was opened with. */
async function setup(method: CardOnRampMethod) {
  const wallet = await walletKernel({ rpcUrl: 'http://chain.test', prompts: true, plugins: [funding()], appConfig: { funding_config: { methods: [method] } } });
  const kernel = wallet.kernel as typeof wallet.kernel & Portico<[FundingPlugin]>;
  render(<PorticoProvider kernel={kernel} />);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const flow = kernel.funding.fundWallet(wallet.wallet, { amount: '0.5' });
  flow.catch(() => {});
  await vi.waitFor(() => expect(kernel.getSnapshot().modal.screen).toBe(kernel.funding.cardOnRamps.methodScreen(method)));
  const request = kernel.getSnapshot().modal.data as FundingRequest;
  const onRamps = kernel.funding.cardOnRamps;
  /** Continue on the prompt, with the purchase itself left to the test. */
  async function toStatus(title: string) {
    const start = vi.spyOn(onRamps, 'start').mockImplementation(() => new Promise(() => {}));
    fireEvent.click(within(await screenOf(title)).getByRole('button', { name: 'Continue' }));
    await screenOf('In Progress');
    return start;
  }
  return { kernel, request, flow, onRamps, toStatus };
}

const screenOf = async (title: string) =>
  (await within(await screen.findByRole('dialog', {}, { timeout: 5000 })).findByRole('heading', { name: title }, { timeout: 5000 })).closest('.ptc-screen') as HTMLElement;

describe('the card on-ramps’ prompts', () => {
  it('MOONPAY_PROMPT_SCREEN: what is bought; Continue opens the popup in the click, starts the purchase and shows its status', async () => {
    const { request, toStatus } = await setup('moonpay');
    const popup = { closed: false, location: { href: 'about:blank' }, close() {} };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const prompt = await screenOf('Pay with card');
    expect(within(prompt).getByText('Buy 0.5 ETH on Anvil with a card through MoonPay. Its window opens to take your payment.')).toBeTruthy();
    await expectAccessible(await screen.findByRole('dialog'));
    const start = await toStatus('Pay with card');
    expect(open).toHaveBeenCalledWith('about:blank', expect.any(String), expect.stringContaining('width=440,height=680'));
    expect(start).toHaveBeenCalledWith('moonpay', request, popup);
  });

  it('COINBASE_ONRAMP_PROMPT_SCREEN: continue to the provider, with the compliance note', async () => {
    await setup('coinbase-onramp');
    const prompt = await screenOf('Continue to the provider');
    expect(within(prompt).getByText('Buy 0.5 ETH on Anvil with Coinbase in a new window.')).toBeTruthy();
    expect(within(prompt).getByText('The first purchase can take a few hours while Coinbase completes its compliance checks.')).toBeTruthy();
    expect(within(prompt).getByRole('button', { name: 'Continue' })).toBeTruthy();
    await expectAccessible(await screen.findByRole('dialog'));
  });

  it('says when the provider does not sell the asset, instead of Continue', async () => {
    const { kernel, request } = await setup('coinbase-onramp');
    const token = { ...request, erc20Address: '0x0000000000000000000000000000000000000001', erc20ContractInfo: { symbol: 'PTT', decimals: 18 } } as const;
    // Over the prompt on show, the same screen with a token the provider does not sell.
    kernel.prompts.open(COINBASE_ONRAMP_PROMPT_SCREEN, { intent: 'funding', over: true, data: token }).catch(() => {});
    await vi.waitFor(() => expect(kernel.getSnapshot().modal.data).toBe(token));
    const prompt = await screenOf('Continue to the provider');
    expect(within(prompt).getByRole('alert').textContent).toBe('Coinbase Onramp does not sell PTT on Anvil. Use another method to fund your wallet.');
    expect(within(prompt).queryByRole('button', { name: 'Continue' })).toBeNull();
    await expectAccessible(await screen.findByRole('dialog'));
  });
});

describe('the card on-ramps’ status screens', () => {
  /** The purchase's state, set by the test: the screen reads it as it reads the real one. */
  function fakeState(onRamps: Portico<[FundingPlugin]>['funding']['cardOnRamps']) {
    let current: OnRampState | null = null;
    const listeners = new Set<() => void>();
    vi.spyOn(onRamps, 'getState').mockImplementation(() => current);
    vi.spyOn(onRamps, 'subscribe').mockImplementation((listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    });
    return (state: Partial<OnRampState>) =>
      act(() => {
        current = { provider: 'moonpay', status: 'pending', url: null, reason: null, ...state };
        for (const listener of listeners) listener();
      });
  }

  it('in progress (with a link to the provider’s page), then funded: Continue ends the flow', async () => {
    const { onRamps, flow, toStatus } = await setup('moonpay');
    const set = fakeState(onRamps);
    vi.spyOn(window, 'open').mockReturnValue(null);
    await toStatus('Pay with card');
    const progress = await screenOf('In Progress');
    expect(within(progress).getByText('Finish your purchase in the MoonPay window.')).toBeTruthy();
    expect(within(progress).queryByRole('link')).toBeNull();
    set({ url: 'https://buy.example/?id=1' });
    expect(within(progress).getByRole('link', { name: 'Open MoonPay' }).getAttribute('href')).toBe('https://buy.example/?id=1');
    expect(within(progress).queryByRole('button', { name: 'Continue' })).toBeNull();
    // The header's back returns to the prompt under this screen.
    expect(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Back' })).toBeTruthy();
    await expectAccessible(await screen.findByRole('dialog'));

    set({ status: 'completed' });
    const funded = await screenOf("You've funded your account!");
    expect(within(funded).getByText('It may take a few minutes for the assets to appear.')).toBeTruthy();
    // Funded: the flow is over, nothing to go back to.
    expect(within(await screen.findByRole('dialog')).queryByRole('button', { name: 'Back' })).toBeNull();
    await expectAccessible(await screen.findByRole('dialog'));
    fireEvent.click(within(funded).getByRole('button', { name: 'Continue' }));
    await expect(flow).resolves.toBeUndefined();
  });

  it('processing payment while the card issuer authorises, with Continue', async () => {
    const { onRamps, toStatus } = await setup('coinbase-onramp');
    const set = fakeState(onRamps);
    vi.spyOn(window, 'open').mockReturnValue(null);
    await toStatus('Continue to the provider');
    set({ provider: 'coinbase-onramp', status: 'waitingAuthorization' });
    const waiting = await screenOf('Processing payment');
    expect(within(waiting).getByText('This may take up to a few hours. You will receive an email when the purchase is complete.')).toBeTruthy();
    expect(within(waiting).getByRole('button', { name: 'Continue' })).toBeTruthy();
    await expectAccessible(await screen.findByRole('dialog'));
  });

  it('failed with the provider’s reason, or a service failure; Try again opens a new popup and starts again', async () => {
    const { onRamps, request, toStatus } = await setup('coinbase-onramp');
    const set = fakeState(onRamps);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const start = await toStatus('Continue to the provider');
    set({ provider: 'coinbase-onramp', status: 'failed', reason: 'User exited Coinbase Onramp flow before transaction response.' });
    const failed = await screenOf('Funding failed');
    expect(within(failed).getByRole('alert').textContent).toBe(
      'Something went wrong adding funds from Coinbase Onramp. Please try again or use another method to fund your wallet.' +
        'User exited Coinbase Onramp flow before transaction response.',
    );
    await expectAccessible(await screen.findByRole('dialog'));
    set({ provider: 'coinbase-onramp', status: 'serviceFailure' });
    expect(within(failed).getByText('Coinbase Onramp could not be reached. Your purchase may still go through: check your balance before you try again.')).toBeTruthy();
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(start).toHaveBeenLastCalledWith('coinbase-onramp', expect.objectContaining(request), null);
  });
});
