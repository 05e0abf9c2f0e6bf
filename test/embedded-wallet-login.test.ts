// @vitest-environment node
// The embedded wallet plugin with the email plugin (a login to create on) against the in-process emulator; the
// provider's frame logic runs in process as the frame (in a browser it runs in the hidden frame:
// test/e2e/embedded-wallet*.e2e.ts).
import { verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../kernel/index';
import { email } from '../plugins/email/index';
import { embeddedWallet } from '../plugins/embedded-wallet/index';
import { setupEmulator } from './support/emulator';
import { inProcessFrame } from './support/embedded-wallet-frame';

beforeAll(() => vi.stubGlobal('location', new URL('http://localhost:3000/')));
afterAll(() => vi.unstubAllGlobals());

async function setup(createOnLogin: 'off' | 'all-users' | 'users-without-wallets', noPromptOnSignature = true) {
  const env = setupEmulator();
  await env.configureApp({ email_auth: true, embedded_wallet_config: { create_on_login: createOnLogin } });
  const frame = inProcessFrame(env);
  const kernel = env.kernel([email(), embeddedWallet({ frame, noPromptOnSignature })], memoryStorage());
  await kernel.start();
  const logIn = async (address: string) => {
    await kernel.email.sendCode(address);
    return kernel.email.loginWithCode(await env.latestCode(address));
  };
  return { env, kernel, frame, logIn };
}

describe('embedded wallet plugin', () => {
  it('a headless login with create on login creates the wallet before login resolves, and lists it', async () => {
    const { kernel, frame, logIn } = await setup('all-users');
    const user = await logIn('ada@example.com');
    expect(frame.events).toEqual(['wallet:create']);
    expect(user.wallet).toMatchObject({ walletClientType: 'privy', connectorType: 'embedded', walletIndex: 0, recoveryMethod: 'privy' });
    expect(kernel.getSnapshot().wallets).toMatchObject([{ address: user.wallet!.address, connectorType: 'embedded', walletClientType: 'privy' }]);
  });

  it('creates nothing when create on login is off, and createWallet() makes one, once', async () => {
    const { kernel, frame, logIn } = await setup('off');
    const user = await logIn('grace@example.com');
    expect(user.wallet).toBeUndefined();
    expect(frame.events).toEqual([]);
    const withWallet = await kernel.embeddedWallet.createWallet();
    expect(withWallet.wallet?.walletClientType).toBe('privy');
    await expect(kernel.embeddedWallet.createWallet()).rejects.toMatchObject({ code: 'embedded_wallet_already_exists' });
  });

  it('signs with the frame through its EIP-1193 provider; the signature verifies against the wallet address', async () => {
    const { kernel, logIn } = await setup('all-users');
    const user = await logIn('alan@example.com');
    const provider = kernel.embeddedWallet.getEthereumProvider();
    const address = user.wallet!.address as `0x${string}`;
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address]);
    const message = 'Signed inside the frame';
    const hex = `0x${Buffer.from(message).toString('hex')}`;
    const signature = (await provider.request({ method: 'personal_sign', params: [hex, address] })) as `0x${string}`;
    expect(await verifyMessage({ address, message, signature })).toBe(true);
    await expect(provider.request({ method: 'eth_sendTransaction', params: [] })).rejects.toMatchObject({ code: 'invalid_transaction_request' });
  });

  it('refuses what section 5 refuses: an empty message, params that are not an array (4200), no session (4900)', async () => {
    const { kernel, frame, logIn } = await setup('all-users');
    const user = await logIn('emmy@example.com');
    const provider = kernel.embeddedWallet.getEthereumProvider();
    const address = user.wallet!.address;
    await expect(provider.request({ method: 'personal_sign', params: ['', address] })).rejects.toMatchObject({ code: 'invalid_message' });
    await expect(provider.request({ method: 'personal_sign', params: { message: 'hi' } as never })).rejects.toMatchObject({ code: 4200 });
    await kernel.logout();
    await expect(provider.request({ method: 'personal_sign', params: ['0x6869', address] })).rejects.toMatchObject({ code: 4900 });
    expect(frame.events).toEqual(['wallet:create']);
  });

  it('the wallet leaves the connected wallets on logout, and getEthereumProvider() then fails', async () => {
    const { kernel, logIn } = await setup('all-users');
    await logIn('joan@example.com');
    await kernel.logout();
    expect(kernel.getSnapshot().wallets).toEqual([]);
    expect(() => kernel.embeddedWallet.getEthereumProvider()).toThrow(expect.objectContaining({ code: 'embedded_wallet_not_found' }));
  });

  it('a signature the person refuses (the sign screen closed) fails as EIP-1193 asks: code 4001', async () => {
    const { kernel, frame, logIn } = await setup('all-users', false);
    const user = await logIn('mary@example.com');
    const signing = kernel.embeddedWallet.getEthereumProvider().request({ method: 'personal_sign', params: ['0x6869', user.wallet!.address] });
    await vi.waitFor(() => expect(kernel.getSnapshot().modal.screen).toBe('EMBEDDED_WALLET_SIGN_REQUEST_SCREEN'));
    kernel.navigation.close();
    await expect(signing).rejects.toMatchObject({ code: 4001 });
    expect(frame.events).toEqual(['wallet:create']);
  });
});
