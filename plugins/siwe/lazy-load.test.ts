// @vitest-environment node
// The code the plugin loads on first use (./proof, ./connection): what runs before it, and a load that fails.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortico, memoryStorage, type PorticoError } from '../../kernel/index';
import { DEMO_APP_ID, EMULATOR_URL, setupEmulator } from '../../test/support/emulator';
import { createTestWallet } from '../../test/support/test-wallet';
import { siwe } from './index';

const PAGE = new URL('http://localhost:3000/');
beforeAll(() => vi.stubGlobal('location', PAGE));
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  vi.doUnmock('./proof');
  vi.doUnmock('./connection');
});

async function setup() {
  const env = setupEmulator();
  await env.configureApp({ wallet_auth: true });
  const portico = createPortico({ appId: DEMO_APP_ID, apiUrl: EMULATOR_URL, plugins: [siwe()], fetch: env.fetchFrom(PAGE.origin), storage: memoryStorage(), now: () => env.clock.now });
  await portico.start();
  return portico;
}

const source = (provider = createTestWallet()) => ({ provider, walletClientType: 'portico_test_wallet', connectorType: 'injected' });
const unreachable = () => {
  throw new Error('chunk unreachable');
};

describe('siwe code loaded on first use', () => {
  it('asks the wallet for its accounts within the call, before the proof loads (a page-opened wallet window needs the click)', async () => {
    const portico = await setup();
    const wallet = createTestWallet();
    const login = portico.siwe.login(source(wallet));
    expect(wallet.calls).toEqual(['eth_requestAccounts']);
    await expect(login).resolves.toMatchObject({ wallet: { address: wallet.address } });
  });

  it('turns a failed load of the proof into a retryable network_error, and loads it again on the next call', async () => {
    const portico = await setup();
    vi.doMock('./proof', unreachable);
    const failure = (await portico.siwe.connect(source()).catch((error: PorticoError) => error)) as PorticoError;
    expect(failure).toMatchObject({ code: 'network_error', retryable: true, shortMessage: 'Could not load the code that signs in with wallets' });

    vi.doUnmock('./proof');
    const wallet = createTestWallet();
    await expect(portico.siwe.connect(source(wallet))).resolves.toMatchObject({ address: wallet.address });
  });

  it('a failed load of the connection is the retryable network_error, for connectWith and for the awaiting screen', async () => {
    const portico = await setup();
    vi.doMock('./connection', unreachable);
    const expected = { code: 'network_error', retryable: true, shortMessage: 'Could not load the code that connects wallets' };
    await expect(portico.siwe.connectWith('metamask')).rejects.toMatchObject(expected);
    await portico.siwe.start('metamask');
    expect(portico.siwe.getState()).toMatchObject({ status: 'error', walletId: 'metamask', error: expected });

    vi.doUnmock('./connection');
    // Loaded now: the wallet is absent from this page (no EIP-6963 here), as before the code was lazy.
    await expect(portico.siwe.connectWith('metamask')).rejects.toMatchObject({ code: 'unknown_connect_wallet_error', shortMessage: 'Unsupported wallet' });
  });
});
