// @vitest-environment node
// The SIWE plugin alone, against the in-process emulator, with a viem local account as the wallet. In Node, not
// happy-dom: a page's requests carry its Origin (the emulator binds the message to it), which happy-dom's fetch drops.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortico } from '../../kernel/index';
import { memoryStorage } from '../../kernel/storage';
import { DEMO_APP_ID, EMULATOR_URL, setupEmulator } from '../../test/support/emulator';
import { createTestWallet } from '../../test/support/test-wallet';
import { siwe } from './index';

const PAGE = new URL('http://localhost:3000/');
beforeAll(() => vi.stubGlobal('location', PAGE));
afterAll(() => vi.unstubAllGlobals());

/** A kernel with the plugin alone; its requests carry the page's Origin, as a browser's would. */
async function setup() {
  const env = setupEmulator();
  await env.configureApp({ wallet_auth: true });
  const paths: string[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    request.headers.set('origin', PAGE.origin);
    paths.push(`${request.method} ${new URL(request.url).pathname}`);
    return env.emulator.fetch(request);
  };
  const portico = createPortico({ appId: DEMO_APP_ID, apiUrl: EMULATOR_URL, plugins: [siwe()], fetch, storage: memoryStorage(), now: () => env.clock.now });
  await portico.start();
  paths.length = 0;
  return { env, portico, paths };
}

const source = (provider = createTestWallet()) => ({ provider, walletClientType: 'portico_test_wallet', connectorType: 'injected' });

describe('siwe plugin', () => {
  it('logs in with a signed EIP-4361 message: init, authenticate and the analytics calls only', async () => {
    const { portico, paths } = await setup();
    const wallet = createTestWallet();
    const user = await portico.siwe.login(source(wallet));
    expect(user.wallet?.address).toBe(wallet.address);
    expect(wallet.calls).toEqual(['eth_requestAccounts', 'eth_chainId', 'personal_sign']);
    expect(paths.filter((path) => !path.endsWith('/analytics_events'))).toEqual(['POST /api/v1/siwe/init', 'POST /api/v1/siwe/authenticate']);
    expect(portico.getSnapshot().wallets).toMatchObject([{ address: wallet.address, chainId: 'eip155:31337', connectorType: 'injected' }]);
  });

  it('the same wallet logs the same user back in', async () => {
    const { portico } = await setup();
    const first = await portico.siwe.login(source());
    await portico.logout();
    expect((await portico.siwe.login(source())).id).toBe(first.id);
  });

  it('a refused connection or signature is the retryable "You rejected the request" (4001)', async () => {
    const { portico } = await setup();
    const wallet = createTestWallet();
    wallet.failNext('personal_sign', { code: 4001, message: 'User rejected the request.' });
    await expect(portico.siwe.login(source(wallet))).rejects.toMatchObject({
      code: 'user_rejected_request',
      providerCode: 4001,
      retryable: true,
      shortMessage: 'You rejected the request. Please try connecting again.',
    });
    wallet.failNext('eth_requestAccounts', { code: -32002, message: 'Request of type wallet_requestPermissions already pending' });
    await expect(portico.siwe.login(source(wallet))).rejects.toMatchObject({ code: 'generic_connect_wallet_error', providerCode: -32002 });
    expect(portico.getSnapshot().status).toBe('unauthenticated');
    // Retry works.
    await expect(portico.siwe.login(source(wallet))).resolves.toMatchObject({ wallet: { address: wallet.address } });
  });

  it('links a second wallet to the logged-in user and unlinks it; another user’s wallet is refused with the wallet wording', async () => {
    const { portico } = await setup();
    await portico.siwe.login(source());
    const second = createTestWallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
    const linked = await portico.siwe.link(source(second));
    expect(linked.linkedAccounts.filter((account) => account.type === 'wallet')).toHaveLength(2);
    const unlinked = await portico.siwe.unlink(second.address);
    expect(unlinked.linkedAccounts.filter((account) => account.type === 'wallet')).toHaveLength(1);

    await portico.logout();
    await portico.siwe.login(source(second));
    await expect(portico.siwe.link(source())).rejects.toMatchObject({
      code: 'linked_to_another_user',
      shortMessage: 'User already exists for this address. Try another address!',
    });
  });

  it('link and unlink need a logged-in user', async () => {
    const { portico } = await setup();
    await expect(portico.siwe.link(source())).rejects.toMatchObject({ code: 'must_be_authenticated' });
    await expect(portico.siwe.unlink(createTestWallet().address)).rejects.toMatchObject({ code: 'must_be_authenticated' });
  });
});
