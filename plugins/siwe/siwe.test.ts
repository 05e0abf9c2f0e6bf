// @vitest-environment node
// The SIWE plugin alone, against the in-process emulator, with a viem local account as the wallet. In Node, not
// happy-dom: a page's requests carry its Origin (the emulator binds the message to it), which happy-dom's fetch drops.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortico, memoryStorage } from '../../kernel/index';
import { DEMO_APP_ID, EMULATOR_URL, setupEmulator } from '../../test/support/emulator';
import { createTestWallet } from '../../test/support/test-wallet';
import { siwe, type SiwePluginOptions } from './index';

const PAGE = new URL('http://localhost:3000/');
beforeAll(() => vi.stubGlobal('location', PAGE));
afterAll(() => vi.unstubAllGlobals());

/** A kernel with the plugin alone; its requests carry the page's Origin, as a browser's would. */
async function setup(options: Pick<Parameters<typeof createPortico>[0], 'chains'> = {}, pluginOptions: SiwePluginOptions = {}) {
  const env = setupEmulator();
  await env.configureApp({ wallet_auth: true });
  const fetch = env.fetchFrom(PAGE.origin);
  const portico = createPortico({ appId: DEMO_APP_ID, apiUrl: EMULATOR_URL, plugins: [siwe(pluginOptions)], fetch, storage: memoryStorage(), now: () => env.clock.now, ...options });
  await portico.start();
  const start = env.requests.length;
  /** The requests since the kernel started, as `METHOD /path`. */
  const calls = () => env.requests.slice(start).map((request) => `${request.method} ${new URL(request.url).pathname}`);
  return { env, portico, calls };
}

const source = (provider = createTestWallet()) => ({ provider, walletClientType: 'portico_test_wallet', connectorType: 'injected' });

describe('siwe plugin', () => {
  it('logs in with a signed EIP-4361 message: init, authenticate and the analytics calls only', async () => {
    const { portico, calls } = await setup();
    const wallet = createTestWallet();
    const user = await portico.siwe.login(source(wallet));
    expect(user.wallet?.address).toBe(wallet.address);
    expect(wallet.calls).toEqual(['eth_requestAccounts', 'eth_chainId', 'personal_sign']);
    expect(calls().filter((path) => !path.endsWith('/analytics_events'))).toEqual(['POST /api/v1/siwe/init', 'POST /api/v1/siwe/authenticate']);
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

  it('connect-only: a wallet joins the connected wallets with its provider, without a login or any provider call', async () => {
    const { portico, calls } = await setup();
    const wallet = createTestWallet();
    const connected = await portico.siwe.connect(source(wallet));
    expect(connected).toMatchObject({ address: wallet.address, chainId: 'eip155:31337', walletClientType: 'portico_test_wallet', provider: wallet });
    expect(wallet.calls).toEqual(['eth_requestAccounts', 'eth_chainId']);
    expect(calls()).toEqual([]);
    expect(portico.getSnapshot().status).toBe('unauthenticated');
  });

  it('follows the wallet: a chain change applies to the connected wallets, an empty account list disconnects it', async () => {
    const { portico } = await setup();
    const wallet = createTestWallet();
    await portico.siwe.connect(source(wallet));
    wallet.emit('chainChanged', '0x1');
    expect(portico.getSnapshot().wallets[0]?.chainId).toBe('eip155:1');
    wallet.emit('accountsChanged', []);
    expect(portico.getSnapshot().wallets).toEqual([]);
  });

  it('a wallet on a chain the host does not support is switched to the default chain, added first when unknown (4902)', async () => {
    const local = { id: 31337, name: 'Anvil', rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } };
    const polygon = { id: 137, name: 'Polygon', nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9999'] } } };
    const { portico } = await setup({ chains: [polygon, local] });
    const wallet = createTestWallet(undefined, 1);
    const user = await portico.siwe.login(source(wallet));
    expect(wallet.calls).toEqual(['eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain', 'personal_sign']);
    expect(user.wallet?.chainId).toBe('eip155:137');
  });

  it('a refused switch is only warned about: the wallet logs in on its own chain', async () => {
    const local = { id: 31337, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } };
    const { portico } = await setup({ chains: [local] });
    const wallet = createTestWallet(undefined, 1);
    wallet.failNext('wallet_switchEthereumChain', { code: 4001, message: 'User rejected the request.' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = await portico.siwe.login(source(wallet));
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(user.wallet?.chainId).toBe('eip155:1');
  });

  it('a wallet that leaves the signature unanswered fails with "Wallet request timed out" (retryable)', async () => {
    const { portico } = await setup({}, { requestTimeoutMs: 50 });
    const wallet = createTestWallet();
    const silent = { request: (args: { method: string; params?: readonly unknown[] }) => (args.method === 'personal_sign' ? new Promise(() => {}) : wallet.request(args)) };
    await expect(portico.siwe.login(source(silent as typeof wallet))).rejects.toMatchObject({
      code: 'generic_connect_wallet_error',
      retryable: true,
      shortMessage: 'Wallet request timed out. Please try connecting again.',
    });
  });
});
