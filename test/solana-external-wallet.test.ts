import { createElement } from 'react';
import { ed25519 } from '@noble/curves/ed25519';
import { base64 } from '@scure/base';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { siwe } from '../plugins/siwe/index';
import { solana } from '../plugins/solana/index';
import { PorticoProvider } from '../ui/index';
import { setupEmulator } from './support/emulator';
import { registerFakeSolanaWallet, type FakeSolanaWallet } from './support/fake-solana-wallet';

const wallets: FakeSolanaWallet[] = [];
afterEach(() => {
  cleanup();
  wallets.splice(0).forEach((wallet) => wallet.unregister());
});

/** The wallet list (siwe) and the Solana plugin, without the embedded wallet: a host that only connects wallets. */
async function setup() {
  const wallet = registerFakeSolanaWallet();
  wallets.push(wallet);
  const env = setupEmulator();
  await env.configureApp({ wallet_auth: true });
  const kernel = env.kernel([siwe(), solana()]);
  await kernel.start();
  render(createElement(PorticoProvider, { kernel }));
  return { kernel, wallet };
}

describe('external Solana wallets (Wallet Standard)', () => {
  it('are listed with the Ethereum wallets in connect-only mode; picking one connects it and it signs messages', async () => {
    const { kernel, wallet } = await setup();
    const connecting = kernel.siwe.connectWallet();
    const modal = await screen.findByRole('dialog');
    const entry = await within(modal).findByRole('button', { name: /Fake Solana Wallet.*Solana/ });
    fireEvent.click(entry);
    const connected = await connecting;
    expect(connected).toMatchObject({ address: wallet.address, chainType: 'solana', walletClientType: 'fake_solana_wallet', connectorType: 'solana_adapter' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(kernel.getSnapshot().status).toBe('unauthenticated');

    const [solanaWallet] = kernel.solana.getWallets();
    expect(solanaWallet).toMatchObject({ address: wallet.address, connectorType: 'solana_adapter' });
    const message = 'Portico external Solana wallet';
    const signature = await solanaWallet!.signMessage(message);
    expect(ed25519.verify(signature, new TextEncoder().encode(message), wallet.publicKey)).toBe(true);
    // Section 3: the connected wallet's provider supports only signMessage.
    const viaProvider = (await connected.provider.request({ method: 'signMessage', params: [message] })) as string;
    expect(ed25519.verify(base64.decode(viaProvider), new TextEncoder().encode(message), wallet.publicKey)).toBe(true);
    await expect(connected.provider.request({ method: 'eth_accounts' })).rejects.toMatchObject({ code: 4200 });
    await expect(solanaWallet!.signMessage(42 as unknown as string)).rejects.toMatchObject({ code: 'invalid_message' });

    // The person disconnects in the wallet: the page follows.
    wallet.disconnectInWallet();
    expect(kernel.getSnapshot().wallets).toEqual([]);
    expect(kernel.solana.getWallets()).toEqual([]);
  });

  it("connectWallet({ walletChainType: 'solana-only' }) lists the Solana wallets alone; the next connect lists both chains", async () => {
    const { kernel, wallet } = await setup();
    const connecting = kernel.siwe.connectWallet({ walletChainType: 'solana-only' });
    const modal = await screen.findByRole('dialog');
    fireEvent.click(await within(modal).findByRole('button', { name: /Fake Solana Wallet.*Solana/ }));
    // The awaiting screen finds the wallet on the narrowed list too.
    await expect(connecting).resolves.toMatchObject({ address: wallet.address, chainType: 'solana' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const solanaOnly = kernel.siwe.connectWallet({ walletChainType: 'solana-only' });
    const list = await screen.findByRole('dialog');
    await within(list).findByRole('button', { name: /Fake Solana Wallet/ });
    expect(within(list).queryByRole('button', { name: /MetaMask/ })).toBeNull();
    kernel.navigation.close();
    await expect(solanaOnly).rejects.toMatchObject({ code: 'user_rejected_request' });

    void kernel.siwe.connectWallet().catch(() => {});
    const both = await screen.findByRole('dialog');
    await within(both).findByRole('button', { name: /MetaMask/ });
    await within(both).findByRole('button', { name: /Fake Solana Wallet/ });
  });

  it('a refusal in the wallet shows the rejection with Retry, and a second try connects', async () => {
    const { kernel, wallet } = await setup();
    wallet.answer = 'reject';
    const connecting = kernel.siwe.connectWallet();
    fireEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: /Fake Solana Wallet/ }));
    const modal = await screen.findByRole('dialog');
    await within(modal).findByText('You rejected the request. Please try connecting again.');
    wallet.answer = 'approve';
    fireEvent.click(within(modal).getByRole('button', { name: 'Retry' }));
    await expect(connecting).resolves.toMatchObject({ address: wallet.address });
  });

  it('are not offered for a login (there is no Solana proof) and connect headless by id', async () => {
    const { kernel, wallet } = await setup();
    kernel.navigation.open({ intent: 'login', screen: 'WALLET_LIST_SCREEN' });
    const modal = await screen.findByRole('dialog');
    await within(modal).findByRole('heading', { name: 'Log in or sign up with a wallet' });
    expect(within(modal).queryByRole('button', { name: /Fake Solana Wallet/ })).toBeNull();
    kernel.navigation.close();

    await expect(kernel.solana.connectWallet('fake_solana_wallet')).resolves.toMatchObject({ address: wallet.address });
    await expect(kernel.solana.connectWallet('absent_wallet')).rejects.toMatchObject({ code: 'unknown_connect_wallet_error' });
  });
});
