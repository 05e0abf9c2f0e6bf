/**
 * The test mobile wallet page (GET /test-mobile-wallet) as a person uses it: it pairs with a URI that
 * connectWalletConnect made in Node, through the emulator's relay double, and answers the requests that come in.
 */
import type { Page } from 'playwright-core';
import { stringToHex, verifyMessage } from 'viem';
import { expect, test } from 'vitest';
import { WALLETCONNECT_RELAY_PATH } from '../../emulator/stand-ins/walletconnect-relay/websocket';
import { connectWalletConnect } from '../../plugins/siwe/walletconnect/connect';
import { expectAccessible, expectNoPageErrors, setUpE2E } from './support';

const e2e = setUpE2E();

/** Anvil's second default account: the mobile wallet's account 1, its default. */
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const DAPP = { name: 'Portico E2E dApp', description: 'The dApp side, in Node', url: 'http://127.0.0.1:5173', icons: [] };

/** Starts a WalletConnect connection in Node and hands back its pairing URI as soon as it is shown. */
async function startDappConnection(signal = new AbortController().signal) {
  const stack = e2e.stack;
  let showUri: (uri: string) => void = () => {};
  const uri = new Promise<string>((resolve) => (showUri = resolve));
  const connecting = connectWalletConnect(
    {
      projectId: 'portico-e2e',
      relayUrl: `${stack.emulatorUrl.replace('http:', 'ws:')}${WALLETCONNECT_RELAY_PATH}`,
      chains: [{ id: 31337, rpcUrl: stack.chainUrl }],
      metadata: DAPP,
    },
    { signal, onDisplayUri: showUri },
  );
  connecting.catch(() => {}); // awaited by the test; this only keeps an early failure from being reported as unhandled
  return { connecting, uri: await uri };
}

/** Opens the wallet page; any request that would leave this machine is recorded and refused. */
async function openWallet(query = '') {
  const { page, errors } = await e2e.newPage();
  const offMachine: string[] = [];
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      offMachine.push(route.request().url());
      return route.abort();
    },
  );
  await page.goto(`${e2e.stack.emulatorUrl}/test-mobile-wallet${query}`);
  await page.getByRole('heading', { name: 'Test mobile wallet', level: 1 }).waitFor();
  return { page, errors, offMachine };
}

const connectionRequest = (page: Page) => page.getByRole('region', { name: 'Connection request' });
const walletRequest = (page: Page, title: string) => page.getByRole('region', { name: title });
const walletStatus = (page: Page) => page.getByRole('status');

test('pairs with a URI typed in, approves the connection and a personal_sign by clicking, and the signature verifies', async () => {
  const { page, errors, offMachine } = await openWallet();
  await expect(page.getByText(ACCOUNT_1).count()).resolves.toBe(1);
  await expectAccessible(page, 'the empty wallet');

  const { connecting, uri } = await startDappConnection();
  await page.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri);
  await page.getByRole('button', { name: 'Pair' }).click();

  await connectionRequest(page).waitFor();
  await expect(connectionRequest(page).getByText(DAPP.name).count()).resolves.toBe(1);
  await expect(connectionRequest(page).getByText(DAPP.url).count()).resolves.toBe(1);
  await expect(connectionRequest(page).getByText('eip155:31337').count()).resolves.toBe(1);
  await expectAccessible(page, 'the connection request');
  await connectionRequest(page).getByRole('button', { name: 'Approve' }).click();

  const { provider, peer } = await connecting;
  expect(peer).toMatchObject({ name: 'Portico Test Wallet', url: e2e.stack.emulatorUrl });
  expect(await provider.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_1]);
  await walletStatus(page).getByText(`Connected to ${DAPP.name}.`).waitFor();

  const text = 'Sign in to Portico E2E\nNonce: 7';
  const signing = provider.request({ method: 'personal_sign', params: [stringToHex(text), ACCOUNT_1] });
  signing.catch(() => {});
  const request = walletRequest(page, 'Sign message');
  await request.waitFor();
  await expect(request.getByText(text).count()).resolves.toBe(1);
  await expectAccessible(page, 'the sign request');
  await request.getByRole('button', { name: 'Approve' }).click();

  const signature = (await signing) as `0x${string}`;
  expect(await verifyMessage({ address: ACCOUNT_1, message: text, signature })).toBe(true);
  await request.getByText('Approved.').waitFor();

  await provider.disconnect();
  await walletStatus(page).getByText('The app disconnected.').waitFor();
  expectNoPageErrors(errors);
  expect(offMachine).toEqual([]);
});

test('pairs from ?uri= and answers from the keyboard: a rejection reaches the dApp as 5000, a transaction as 4200', async () => {
  const { connecting, uri } = await startDappConnection();
  const { page, errors, offMachine } = await openWallet(`?account=2&uri=${encodeURIComponent(uri)}`);

  // The new request takes focus, so Tab reaches its first button.
  await connectionRequest(page).waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Connection request');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const { provider } = await connecting;
  const account2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
  expect(await provider.request({ method: 'eth_accounts' })).toEqual([account2]);

  const signing = provider.request({ method: 'personal_sign', params: [stringToHex('Refuse me'), account2] });
  signing.catch(() => {});
  const request = walletRequest(page, 'Sign message');
  await request.waitFor();
  await expect(request.getByText('Refuse me').count()).resolves.toBe(1);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Sign message');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Reject');
  await page.keyboard.press('Enter');

  await expect(signing).rejects.toMatchObject({ code: 5000, message: 'User rejected.' });
  await request.getByText('Rejected.').waitFor();

  // Transactions are refused for now, at once, as EIP-1193's unsupported method.
  const sending = provider.request({ method: 'eth_sendTransaction', params: [{ from: account2, to: ACCOUNT_1, value: '0x1' }] });
  await expect(sending).rejects.toMatchObject({ code: 4200 });
  await page.getByRole('heading', { name: 'Refused eth_sendTransaction' }).waitFor();
  await expectAccessible(page, 'the answered requests');
  await provider.disconnect();
  expectNoPageErrors(errors);
  expect(offMachine).toEqual([]);
});
