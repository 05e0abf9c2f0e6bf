// The funding plugin's card on-ramps with the embedded wallet (its frame in process) against the in-process emulator,
// whose stand-in providers credit the wallet on a real chain (anvil) once the person completes the purchase on their page.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { parseEther, parseUnits, type Address } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestChains, type TestChains } from '../emulator/stand-ins/funding/test-chains';
import { LOCAL_CHAIN_ID } from '../emulator/stand-ins/local-chain';
import { deployTestToken } from '../emulator/stand-ins/test-token/deploy';
import type { Portico } from '../kernel/index';
import { COINBASE_MAX_POLLS, COINBASE_POLL_MS } from '../plugins/funding/card-onramp/coinbase';
import { MOONPAY_POLL_MS } from '../plugins/funding/card-onramp/moonpay';
import { funding, type FundingPlugin, type FundWalletOptions } from '../plugins/funding/index';
import type { CardOnRampMethod } from '../plugins/funding/request';
import { PorticoProvider } from '../ui/index';
import { walletKernel } from './support/embedded-wallet-kernel';
import { EMULATOR_URL } from './support/emulator';

let chains: TestChains;

beforeAll(async () => {
  // The modal loads screens lazily; transforming them cold under a busy run can outlast findBy's wait.
  [chains] = await Promise.all([
    startTestChains(),
    import('../plugins/funding/card-onramp/screens/MoonpayPromptScreen'),
    import('../plugins/funding/card-onramp/OnRampStatusView'),
    import('../plugins/funding/card-onramp/screens/CoinbaseOnRampPromptScreen'),
  ]);
}, 60_000);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

afterAll(() => chains?.close());

/** The provider's window as the widget sees it: where it was pointed, and whether the person closed it. */
interface FakePopup {
  closed: boolean;
  location: { href: string };
  close(): void;
}

/** The screen on show under `title` (without the modal's header, whose close control is also named Close). */
const screenOf = async (title: string) =>
  (await within(await screen.findByRole('dialog', {}, { timeout: 10_000 })).findByRole('heading', { name: title }, { timeout: 10_000 })).closest(
    '.ptc-screen',
  ) as HTMLElement;

/** Fake timers that still run on their own, so the emulator and anvil answer while a test jumps over the polls. */
const fakeTimers = () => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });

const PROMPT_TITLE: Record<CardOnRampMethod, string> = { moonpay: 'Pay with card', 'coinbase-onramp': 'Continue to the provider' };

async function setup(method: CardOnRampMethod) {
  vi.stubGlobal('location', new URL('http://localhost:3000/'));
  const rpcUrl = chains.chainRpcUrls[LOCAL_CHAIN_ID] as string;
  const wallet = await walletKernel({
    rpcUrl,
    prompts: true,
    emulatorChains: { chainRpcUrls: chains.chainRpcUrls, usdc: chains.usdc },
    plugins: [
      funding({
        usdcAddresses: { [LOCAL_CHAIN_ID]: chains.usdc[LOCAL_CHAIN_ID] as Address },
        moonpay: { statusApiUrl: `${EMULATOR_URL}/moonpay/v1` },
        coinbaseOnramp: { payUrl: `${EMULATOR_URL}/dev/coinbase-pay` },
      }),
    ],
    appConfig: { funding_config: { methods: [method] } },
  });
  const kernel = wallet.kernel as typeof wallet.kernel & Portico<[FundingPlugin]>;
  const emulatorFetch = wallet.env.emulator.fetch.bind(wallet.env.emulator);
  // The kernel's calls in flight: a test moves the clock on only once they answered, so no call of the widget's times
  // out while the emulator verifies a token (real crypto, not a fake timer).
  const inFlight = new Set<Promise<Response>>();
  vi.spyOn(wallet.env.emulator, 'fetch').mockImplementation((input, init) => {
    const answer = emulatorFetch(input, init);
    inFlight.add(answer);
    void answer.finally(() => inFlight.delete(answer)).catch(() => {});
    return answer;
  });
  /** Jumps over `ms` of polling, then waits until the calls it made have answered. */
  const advance = async (ms: number) => {
    await vi.advanceTimersByTimeAsync(ms);
    await vi.waitFor(() => expect(inFlight.size).toBe(0));
  };

  // The first provider's status host is asked with the page's fetch: the emulator's answers it, anvil answers the rest.
  const realFetch = globalThis.fetch;
  const statusHost = vi.fn((input: RequestInfo | URL, init?: RequestInit) => emulatorFetch(input, init));
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input instanceof Request ? input.url : input).startsWith(EMULATOR_URL) ? statusHost(input, init) : realFetch(input, init),
  );

  const popups: FakePopup[] = [];
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    const popup: FakePopup = { closed: false, location: { href: 'about:blank' }, close: () => void (popup.closed = true) };
    popups.push(popup);
    return popup as unknown as Window;
  });

  render(createElement(PorticoProvider, { kernel }));
  const balance = (asset: 'native' | 'USDC') => chains.balance(LOCAL_CHAIN_ID, wallet.wallet as Address, asset);

  /** The person on the provider's page in the latest popup: reads the page, then presses `decision`'s button. */
  async function decide(decision: string) {
    const url = popups.at(-1)?.location.href ?? '';
    expect(url.startsWith(EMULATOR_URL)).toBe(true);
    const page = await (await emulatorFetch(url)).text();
    const query = page.match(/name="query" value="([^"]+)"/)?.[1]?.replaceAll('&#38;', '&') ?? '';
    const answer = await emulatorFetch(new URL(url).origin + new URL(url).pathname, {
      method: 'POST',
      body: new URLSearchParams({ query, decision }).toString(),
    });
    expect(answer.status).toBe(303);
    return page;
  }

  /** Fault injection on the emulator's API paths (service failures). */
  const faults = (list: Record<string, unknown>[]) =>
    emulatorFetch(`${EMULATOR_URL}/dev/faults`, { method: 'PUT', body: JSON.stringify({ faults: list }), headers: { 'content-type': 'application/json' } });

  // The local chain is no network of the providers': Ethereum's currencies stand in, with a warning once per page.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

  /** fundWallet, then the prompt's Continue with fake timers on; resolves once the provider's page is in the popup. */
  async function purchase(options: FundWalletOptions) {
    const flow = kernel.funding.fundWallet(wallet.wallet, options);
    flow.catch(() => {});
    const prompt = await screenOf(PROMPT_TITLE[method]);
    fakeTimers();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    const progress = await screenOf('In Progress');
    await vi.waitFor(() => expect(kernel.funding.cardOnRamps.getState()?.status).toBe('pending'));
    return { flow, prompt, progress };
  }

  return { ...wallet, kernel, popups, open, statusHost, balance, decide, faults, advance, warn, purchase };
}

describe('the first card provider', () => {
  it('signs the purchase, opens its buy page in a 440 x 680 popup, and shows it funded once the person completed it', async () => {
    const { wallet, open, popups, decide, balance, statusHost, advance, purchase, kernel } = await setup('moonpay');
    const { flow, prompt, progress } = await purchase({ amount: '0.05' });
    expect(within(prompt).getByText('Buy 0.05 ETH on Anvil with a card through MoonPay. Its window opens to take your payment.')).toBeTruthy();
    expect(open).toHaveBeenCalledWith('about:blank', expect.any(String), expect.stringContaining('width=440,height=680'));
    expect(popups[0]?.location.href).toMatch(/\/dev\/moonpay\/buy\?apiKey=pk_live_portico_emulator&currencyCode=ETH_ETHEREUM&/);
    expect(within(progress).getByText('Finish your purchase in the MoonPay window.')).toBeTruthy();
    expect(within(progress).getByRole('link', { name: 'Open MoonPay' }).getAttribute('href')).toBe(popups[0]?.location.href);

    // The status host reports the purchase pending (200, no console error) until the person acts, and is asked every 3 s.
    await vi.waitFor(() => expect(statusHost).toHaveBeenCalledTimes(1));
    expect((await statusHost.mock.results[0]?.value)?.status).toBe(200);
    expect(kernel.funding.cardOnRamps.getState()?.status).toBe('pending');
    expect(await decide('complete')).toContain(`<code>${wallet}</code>`);
    await advance(MOONPAY_POLL_MS);
    const funded = await screenOf("You've funded your account!");
    expect(within(funded).getByText('It may take a few minutes for the assets to appear.')).toBeTruthy();
    expect(await balance('native')).toBe(parseEther('0.05'));
    fireEvent.click(within(funded).getByRole('button', { name: 'Continue' }));
    await expect(flow).resolves.toBeUndefined();
    expect(kernel.getSnapshot().modal.open).toBe(false);
  });

  it('buys USDC; shows Processing payment while the card issuer authorises', async () => {
    const { decide, balance, advance, purchase } = await setup('moonpay');
    await purchase({ amount: '12.5', asset: 'USDC' });
    await decide('wait');
    await advance(MOONPAY_POLL_MS);
    const waiting = await screenOf('Processing payment');
    expect(within(waiting).getByText('This may take up to a few hours. You will receive an email when the purchase is complete.')).toBeTruthy();
    await decide('complete');
    await advance(MOONPAY_POLL_MS);
    await screenOf("You've funded your account!");
    expect(await balance('USDC')).toBe(parseUnits('12.5', 6));
  });

  it('shows the failure when the person fails the purchase; Try again starts a new one', async () => {
    const { decide, balance, popups, advance, purchase } = await setup('moonpay');
    await purchase({ amount: '0.02' });
    await decide('fail');
    await advance(MOONPAY_POLL_MS);
    const failed = await screenOf('Funding failed');
    expect(within(failed).getByRole('alert').textContent).toBe(
      'Something went wrong adding funds from MoonPay. Please try again or use another method to fund your wallet.',
    );
    expect(await balance('native')).toBe(0n);

    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await screenOf('In Progress');
    await vi.waitFor(() => expect(popups[1]?.location.href).toContain('/dev/moonpay/buy'));
    expect(popups[1]?.location.href).not.toBe(popups[0]?.location.href);
    await decide('complete');
    await advance(MOONPAY_POLL_MS);
    await screenOf("You've funded your account!");
    expect(await balance('native')).toBe(parseEther('0.02'));
  });

  it('three failed status requests (404s excepted) give the service failure', async () => {
    const { kernel, statusHost, advance, purchase } = await setup('moonpay');
    statusHost.mockImplementation(async () => new Response('{"message":"down"}', { status: 503 }));
    await purchase({ amount: '0.01' });
    await vi.waitFor(() => expect(statusHost).toHaveBeenCalledTimes(1));
    await advance(MOONPAY_POLL_MS);
    expect(kernel.funding.cardOnRamps.getState()?.status).toBe('pending');
    await advance(MOONPAY_POLL_MS);
    const failed = await screenOf('Funding failed');
    expect(statusHost).toHaveBeenCalledTimes(3);
    expect(within(failed).getByText('MoonPay could not be reached. Your purchase may still go through: check your balance before you try again.')).toBeTruthy();
  });

  it('stops asking the status host once the person went back from the status screen', async () => {
    const { statusHost, advance, purchase } = await setup('moonpay');
    await purchase({ amount: '0.01' });
    await vi.waitFor(() => expect(statusHost).toHaveBeenCalledTimes(1));
    // The back arrow is the dialog header's.
    fireEvent.click(within(document.body).getByRole('button', { name: 'Back' }));
    await screenOf('Pay with card');
    await advance(MOONPAY_POLL_MS * 3);
    expect(statusHost).toHaveBeenCalledTimes(1);
  });

  it('warns about an asset it does not sell, and offers no Continue', async () => {
    const { kernel, wallet, open, warn } = await setup('moonpay');
    const token = await deployTestToken(chains.chainRpcUrls[LOCAL_CHAIN_ID] as string);
    void kernel.funding.fundWallet(wallet, { amount: '5', asset: { erc20Address: token.address } }).catch(() => {});
    const prompt = await screenOf('Pay with card');
    expect(within(prompt).getByRole('alert').textContent).toBe('MoonPay does not sell PTT on Anvil. Use another method to fund your wallet.');
    expect(within(prompt).queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(warn).toHaveBeenCalledWith(`Portico funding: the token ${token.address} is not sold by the card on-ramps`);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('the second card provider', () => {
  it('opens a session’s buy page in a popup, polls every 1.5 s and shows it funded once the person bought', async () => {
    const { popups, decide, balance, env, advance, warn, purchase } = await setup('coinbase-onramp');
    const { flow, prompt } = await purchase({ amount: '0.3' });
    expect(within(prompt).getByText('The first purchase can take a few hours while Coinbase completes its compliance checks.')).toBeTruthy();
    // Once per page at most (an earlier test here may have had it), however often the screens ask for the offer.
    const chainWarnings = warn.mock.calls.filter(([text]) => String(text).includes('chain 31337 has no card on-ramp network'));
    expect(chainWarnings.length).toBeLessThanOrEqual(1);
    const page = new URL(popups[0]?.location.href ?? '');
    expect(page.pathname).toBe('/dev/coinbase-pay/buy/select-asset');
    expect(Object.fromEntries(page.searchParams)).toMatchObject({ defaultExperience: 'buy', presetCryptoAmount: '0.3', defaultNetwork: 'ethereum', defaultAsset: 'ETH' });

    const statusCalls = () => env.requests.filter((request) => request.url.includes('/coinbase_on_ramp/status')).length;
    const before = statusCalls();
    await advance(COINBASE_POLL_MS);
    expect(statusCalls()).toBe(before + 1);
    await decide('buy');
    await advance(COINBASE_POLL_MS);
    const funded = await screenOf("You've funded your account!");
    expect(await balance('native')).toBe(parseEther('0.3'));
    fireEvent.click(within(funded).getByRole('button', { name: 'Continue' }));
    await expect(flow).resolves.toBeUndefined();
  });

  it('shows the failure when the purchase fails', async () => {
    const { popups, decide, advance, purchase } = await setup('coinbase-onramp');
    await purchase({ amount: '10', asset: 'USDC' });
    expect(popups[0]?.location.href).toContain('defaultAsset=USDC');
    await decide('fail');
    await advance(COINBASE_POLL_MS);
    const failed = await screenOf('Funding failed');
    expect(within(failed).getByRole('alert').textContent).toBe(
      'Something went wrong adding funds from Coinbase Onramp. Please try again or use another method to fund your wallet.',
    );
  });

  it('the popup closed before an answer: the person exited', async () => {
    const { popups, advance, purchase } = await setup('coinbase-onramp');
    await purchase({ amount: '0.1' });
    popups[0]?.close();
    await advance(COINBASE_POLL_MS);
    const failed = await screenOf('Funding failed');
    expect(within(failed).getByText('User exited Coinbase Onramp flow before transaction response.')).toBeTruthy();
  });

  it('waiting for authorisation is an answer: closing the popup then is no exit', async () => {
    const { kernel, popups, decide, advance, purchase } = await setup('coinbase-onramp');
    await purchase({ amount: '0.1' });
    await decide('wait');
    await advance(COINBASE_POLL_MS);
    await screenOf('Processing payment');
    popups[0]?.close();
    await advance(COINBASE_POLL_MS * 3);
    expect(kernel.funding.cardOnRamps.getState()?.status).toBe('waitingAuthorization');
  });

  it('times out after the maximum count of polls', async () => {
    const { kernel, advance, purchase } = await setup('coinbase-onramp');
    await purchase({ amount: '0.1' });
    for (let poll = 0; poll < COINBASE_MAX_POLLS && kernel.funding.cardOnRamps.getState()?.status === 'pending'; poll += 1) {
      await advance(COINBASE_POLL_MS);
    }
    const failed = await screenOf('Funding failed');
    expect(within(failed).getByText('Timed out waiting for transaction response from Coinbase Onramp.')).toBeTruthy();
  }, 60_000);

  it('three failed status requests give the service failure', async () => {
    const { faults, advance, purchase } = await setup('coinbase-onramp');
    await faults([{ path: '/api/v1/funding/coinbase_on_ramp/status', status: 502 }]);
    await purchase({ amount: '0.1' });
    await advance(COINBASE_POLL_MS * 2);
    const failed = await screenOf('Funding failed');
    expect(within(failed).getByText('Coinbase Onramp could not be reached. Your purchase may still go through: check your balance before you try again.')).toBeTruthy();
  });
});
