import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupEmulator } from '../../test/support/emulator';
import { createTestWallet } from '../../test/support/test-wallet';
import type { Eip1193Provider } from './index';
import { PorticoProvider } from '../../ui/index';
import { siwe } from './index';

const stops: (() => void)[] = [];
afterEach(() => {
  cleanup();
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

describe('wallet screens', () => {
  it('lists an installed wallet before the named ones, and an absent extension leads to its install page', async () => {
    announce(createTestWallet());
    const { kernel } = await setup();
    void kernel.siwe.connectWallet().catch(() => {});
    const modal = await dialog();
    await within(modal).findByRole('heading', { name: 'Connect a wallet' });
    const names = within(modal).getAllByRole('button').map((button) => button.textContent);
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
});
