import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupEmulator } from '../../test/support/emulator';
import { createTestWallet } from '../../test/support/test-wallet';
import type { Eip1193Provider } from './index';
import { PorticoProvider } from '../../ui/index';
import { siwe } from './index';
import { STILL_HERE_DELAY_MS } from './use-still-here';

const stops: (() => void)[] = [];
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  stops.splice(0).forEach((stop) => stop());
});

/** Announces `provider` through EIP-6963, as an installed extension does. */
function announce(provider: Eip1193Provider, name = 'Portico Test Wallet') {
  const detail = Object.freeze({ info: { uuid: crypto.randomUUID(), name, icon: 'data:image/svg+xml,<svg/>', rdns: `test.${name}` }, provider });
  const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', send);
  stops.push(() => window.removeEventListener('eip6963:requestProvider', send));
  send();
}

async function setup(options: Parameters<typeof siwe>[0] = {}) {
  const env = setupEmulator();
  await env.configureApp({ wallet_auth: true });
  const kernel = env.kernel([siwe(options)]);
  await kernel.start();
  render(<PorticoProvider kernel={kernel} />);
  await waitFor(() => expect(kernel.getSnapshot().ready).toBe(true));
  return { kernel };
}

const dialog = () => screen.findByRole('dialog');
/** A wallet that takes the request and never answers it; `onRequest` opens its window, if any. */
const silentWallet = (onRequest = () => {}): Eip1193Provider => ({
  request: () => {
    onRequest();
    return new Promise(() => {});
  },
});

/** Picks the announced wallet in connect-only mode; fake timers from here, so the hint's wait can be skipped. */
async function awaitWallet() {
  const { kernel } = await setup();
  void kernel.siwe.connectWallet().catch(() => {});
  const modal = await dialog();
  const pick = await within(modal).findByRole('button', { name: /Portico Test Wallet/ });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fireEvent.click(pick);
  await within(modal).findByRole('heading', { name: 'Waiting for Portico Test Wallet' });
  // Always laid out, shown by visibility: its showing moves nothing.
  const hint = within(modal).getByText('Still here?');
  return { shown: () => getComputedStyle(hint).visibility !== 'hidden' };
}

describe('wallet screens', () => {
  it('lists an installed wallet before the named ones, and an absent extension leads to its install page', async () => {
    announce(createTestWallet());
    const { kernel } = await setup();
    void kernel.siwe.connectWallet().catch(() => {});
    const modal = await dialog();
    await within(modal).findByRole('heading', { name: 'Connect a wallet' });
    // A row's words, its icon (a wallet's monogram is drawn text) aside.
    const words = (button: HTMLElement) => {
      const copy = button.cloneNode(true) as HTMLElement;
      for (const icon of copy.querySelectorAll('svg')) icon.remove();
      return copy.textContent;
    };
    const names = within(modal).getAllByRole('button').map(words);
    expect(names.filter((name) => /Wallet|MetaMask/.test(name ?? ''))).toEqual(['Portico Test WalletConnect', 'MetaMaskInstall', 'Coinbase WalletInstall']);

    fireEvent.click(within(modal).getByRole('button', { name: /MetaMask/ }));
    await within(modal).findByRole('heading', { name: 'Install MetaMask' });
    expect(within(modal).getByRole('link', { name: 'Get MetaMask' }).getAttribute('href')).toBe('https://metamask.io/download/');
    within(modal).getByRole('button', { name: 'Reload' });
  });

  it('connect-only: picking the wallet resolves connectWallet() with it and closes the modal, still logged out', async () => {
    const wallet = createTestWallet();
    announce(wallet);
    const { kernel } = await setup();
    const connecting = kernel.siwe.connectWallet();
    fireEvent.click(await within(await dialog()).findByRole('button', { name: /Portico Test Wallet/ }));
    await expect(connecting).resolves.toMatchObject({ address: wallet.address, walletClientType: 'portico_test_wallet', connectorType: 'injected' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(kernel.getSnapshot().status).toBe('unauthenticated');
    expect(kernel.getSnapshot().wallets.map((connected) => connected.address)).toEqual([wallet.address]);
  });

  it('closing the connect-only modal rejects with the user-rejected error (4001)', async () => {
    announce(createTestWallet());
    const { kernel } = await setup();
    const connecting = kernel.siwe.connectWallet();
    await dialog();
    kernel.navigation.close();
    await expect(connecting).rejects.toMatchObject({ code: 'user_rejected_request', providerCode: 4001 });
  });

  it('a refused connection shows "You rejected the request" with Retry, twice at most', async () => {
    let attempts = 0;
    const refusing: Eip1193Provider = {
      request: async () => {
        attempts += 1;
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      },
    };
    announce(refusing);
    const { kernel } = await setup();
    void kernel.siwe.connectWallet().catch(() => {});
    const modal = await dialog();
    fireEvent.click(await within(modal).findByRole('button', { name: /Portico Test Wallet/ }));
    for (let retry = 1; retry <= 2; retry += 1) {
      await within(modal).findByText('You rejected the request. Please try connecting again.');
      fireEvent.click(await within(modal).findByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(attempts).toBe(retry + 1));
    }
    await within(modal).findByText('You rejected the request. Please try connecting again.');
    expect(within(modal).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('absent Phantom has its own screens: INSTALL_PHANTOM_SCREEN with Reload, on a phone PHANTOM_INTERSTITIAL_SCREEN', async () => {
    const { kernel } = await setup({ walletList: ['phantom'] });
    void kernel.siwe.connectWallet().catch(() => {});
    fireEvent.click(await within(await dialog()).findByRole('button', { name: /Phantom/ }));
    await within(await dialog()).findByRole('heading', { name: 'Install Phantom' });
    expect(kernel.getSnapshot().modal.screen).toBe('INSTALL_PHANTOM_SCREEN');
    within(await dialog()).getByRole('button', { name: 'Reload' });

    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' });
    stops.push(() => vi.unstubAllGlobals());
    kernel.navigation.back();
    fireEvent.click(await within(await dialog()).findByRole('button', { name: /Phantom/ }));
    await within(await dialog()).findByRole('button', { name: 'Open in Phantom' });
    expect(kernel.getSnapshot().modal.screen).toBe('PHANTOM_INTERSTITIAL_SCREEN');
  });

  it('"Still here?" shows only once the wallet has been silent for 8 s with no window of its open', async () => {
    announce(silentWallet());
    const { shown } = await awaitWallet();
    await vi.advanceTimersByTimeAsync(1500);
    expect(shown()).toBe(false);
    expect(within(await dialog()).queryByRole('button', { name: 'Try again' })).toBeNull();
    await vi.advanceTimersByTimeAsync(STILL_HERE_DELAY_MS - 1500);
    await waitFor(() => expect(shown()).toBe(true));
    within(await dialog()).getByRole('button', { name: 'Try again' });
  });

  it('"Still here?" stays hidden while the wallet\'s popup window has the focus', async () => {
    let focused = true;
    vi.spyOn(document, 'hasFocus').mockImplementation(() => focused);
    announce(silentWallet(() => {
      // An extension's popup window takes the focus from the page.
      focused = false;
      window.dispatchEvent(new Event('blur'));
    }));
    const { shown } = await awaitWallet();
    await vi.advanceTimersByTimeAsync(STILL_HERE_DELAY_MS * 2);
    expect(shown()).toBe(false);
    // The person comes back to the page and the wallet has still not answered.
    focused = true;
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(shown()).toBe(true));
  });

  it('an approval frame on the page counts as an open window', async () => {
    const frame = document.createElement('iframe');
    frame.title = 'Portico Test Wallet';
    frame.srcdoc = '<button>Approve</button>';
    announce(silentWallet(() => document.body.append(frame)));
    const { shown } = await awaitWallet();
    await vi.advanceTimersByTimeAsync(STILL_HERE_DELAY_MS * 2);
    expect(shown()).toBe(false);
    frame.remove();
    await waitFor(() => expect(shown()).toBe(true));
  });
});
