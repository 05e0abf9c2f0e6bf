// @vitest-environment node
/**
 * connectWalletConnect against the emulator's relay double, with a wallet played in the same process by
 * WalletConnect's own SignClient: the whole v2 protocol (pairing, proposal, settlement, requests), no mocks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignClient } from '@walletconnect/sign-client';
import type { SignClientTypes } from '@walletconnect/types';
import { getSdkError } from '@walletconnect/utils';
import { hexToString, stringToHex, verifyMessage } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorServer, type RunningEmulator } from '../../../emulator/http-server';
import { connectWalletConnect, type WalletConnectOptions } from './connect';

// anvil's well-known test mnemonic: a test wallet, never a real key.
const account = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 1 });
const WALLET_METADATA = { name: 'Test Mobile Wallet', description: 'A wallet played by the test', url: 'http://wallet.test', icons: ['http://wallet.test/icon.png'] };

type Proposal = SignClientTypes.EventArguments['session_proposal'];
type SessionRequest = SignClientTypes.EventArguments['session_request'];

let dataDir: string;
let emulator: RunningEmulator;
let wallet: InstanceType<typeof SignClient>;
let options: WalletConnectOptions;
const offLocalFetches: string[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  // Nothing here may reach WalletConnect's servers (Verify, analytics): a fetch off this machine is recorded and fails.
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.hostname !== '127.0.0.1') {
      offLocalFetches.push(url.href);
      return Promise.reject(new TypeError('fetch failed: off-machine request in a test'));
    }
    return realFetch(input, init);
  };
  dataDir = mkdtempSync(join(tmpdir(), 'portico-walletconnect-'));
  emulator = await startEmulatorServer({ port: 0, dataFile: join(dataDir, 'emulator.sqlite') });
  options = {
    projectId: 'portico-test',
    relayUrl: emulator.walletConnectRelayUrl,
    chains: [
      { id: 31337, rpcUrl: 'http://127.0.0.1:8545' },
      { id: 1, rpcUrl: 'http://127.0.0.1:8545' },
    ],
    metadata: { name: 'Portico Test', description: 'The dApp side', url: 'http://127.0.0.1:5173', icons: [] },
  };
  // Its own storage prefix, or WalletConnect would hand it the dApp's core (one per prefix and process).
  wallet = await SignClient.init({
    projectId: 'portico-test',
    relayUrl: emulator.walletConnectRelayUrl,
    customStoragePrefix: 'test-wallet',
    telemetryEnabled: false,
    metadata: WALLET_METADATA,
  });
});

afterAll(async () => {
  await wallet?.core.relayer.transportClose();
  await emulator?.close();
  rmSync(dataDir, { recursive: true, force: true });
  globalThis.fetch = realFetch;
  // The wallet's SignClient looks up each proposal and request in WalletConnect's Verify service; refused here, and
  // the flows above passed all the same. Nothing else was attempted.
  expect(offLocalFetches.filter((url) => !url.startsWith('https://verify.walletconnect.org/attestation/'))).toEqual([]);
});

const next = <E extends 'session_proposal' | 'session_request'>(event: E) =>
  new Promise<SignClientTypes.EventArguments[E]>((resolve) => wallet.once(event, resolve));

const approve = (proposal: Proposal) =>
  wallet.approve({
    id: proposal.id,
    namespaces: {
      eip155: {
        chains: ['eip155:31337', 'eip155:1'],
        accounts: [`eip155:31337:${account.address}`, `eip155:1:${account.address}`],
        methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
        events: ['chainChanged', 'accountsChanged'],
      },
    },
  });

/** Starts a connection whose URI the wallet pairs with, and waits for the proposal to reach the wallet. */
async function startConnecting(signal = new AbortController().signal) {
  const proposal = next('session_proposal');
  let uri = '';
  const connecting = connectWalletConnect(options, {
    signal,
    onDisplayUri: (shown) => {
      uri = shown;
      void wallet.pair({ uri: shown });
    },
  });
  connecting.catch(() => {}); // awaited by the test; this only keeps an early failure from being reported as unhandled
  return { connecting, proposal: await proposal, uri: () => uri };
}

async function connectedProvider() {
  const { connecting, proposal } = await startConnecting();
  await approve(proposal);
  return connecting;
}

const answer = (request: SessionRequest, response: { result: unknown } | { error: { code: number; message: string } }) =>
  wallet.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', ...response } });

describe('connectWalletConnect with the relay double', () => {
  it('pairs through the URI, and the provider reports the approved account and chain 31337', async () => {
    const { connecting, proposal, uri } = await startConnecting();
    expect(uri()).toMatch(/^wc:[0-9a-f]{64}@2\?.*relay-protocol=irn/);
    expect(proposal.params.proposer.metadata).toMatchObject({ name: 'Portico Test', url: 'http://127.0.0.1:5173' });
    expect(proposal.params.optionalNamespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:1']);
    expect(proposal.params.optionalNamespaces.eip155?.methods).toContain('personal_sign');

    await approve(proposal);
    const { provider, peer } = await connecting;
    expect(peer).toEqual({ name: 'Test Mobile Wallet', icon: 'http://wallet.test/icon.png', url: 'http://wallet.test' });
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([account.address]);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([account.address]);
    // WalletConnect's provider answers eth_chainId with a number, not EIP-1193's hex string.
    expect(Number(await provider.request({ method: 'eth_chainId' }))).toBe(31337);
  });

  it('relays a personal_sign to the wallet and returns a signature that verifies', async () => {
    const { provider } = await connectedProvider();
    const text = 'Sign in to Portico\nNonce: 42';
    const signing = provider.request({ method: 'personal_sign', params: [stringToHex(text), account.address] });

    const request = await next('session_request');
    expect(request.params.chainId).toBe('eip155:31337');
    expect(request.params.request.method).toBe('personal_sign');
    const [message] = request.params.request.params as [`0x${string}`, string];
    expect(hexToString(message)).toBe(text);
    await answer(request, { result: await account.signMessage({ message: { raw: message } }) });

    const signature = (await signing) as `0x${string}`;
    expect(await verifyMessage({ address: account.address, message: text, signature })).toBe(true);
  });

  it("surfaces the wallet's refusal as WalletConnect's user-rejected error (5000)", async () => {
    const { provider } = await connectedProvider();
    const signing = provider.request({ method: 'personal_sign', params: [stringToHex('No thanks'), account.address] });
    signing.catch(() => {});
    await answer(await next('session_request'), { error: getSdkError('USER_REJECTED') });
    await expect(signing).rejects.toMatchObject({ code: 5000, message: 'User rejected.' });
  });

  it('rejects with user_rejected_request when aborted before approval, and pairs afresh afterwards', async () => {
    const controller = new AbortController();
    const { connecting, proposal } = await startConnecting(controller.signal);
    controller.abort();
    await expect(connecting).rejects.toMatchObject({
      name: 'PorticoError',
      code: 'user_rejected_request',
      message: 'User rejected connection',
      providerCode: 4001,
    });
    // A late approval of the abandoned proposal reaches no one, and does not disturb the next connection.
    await approve(proposal).catch(() => {});

    const { provider } = await connectedProvider();
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([account.address]);
  });

  it('rejects with user_rejected_request when the wallet rejects the connection', async () => {
    const { connecting, proposal } = await startConnecting();
    await wallet.reject({ id: proposal.id, reason: getSdkError('USER_REJECTED') });
    await expect(connecting).rejects.toMatchObject({ code: 'user_rejected_request', providerCode: 4001 });
  });

  it('rejects at once when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(connectWalletConnect(options, { signal: controller.signal, onDisplayUri: () => {} })).rejects.toMatchObject({
      code: 'user_rejected_request',
    });
  });
});
