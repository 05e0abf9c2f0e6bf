// @vitest-environment node
// Recovery with the embedded wallet plugin alone (plus email, to log in) against the in-process emulator: each
// "device" is a kernel with its own storage and its own in-process frame, so its own device shares. The screens'
// work is done here through the actions they call; the browser test walks the screens themselves.
import { verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../kernel/index';
import { email } from '../plugins/email/index';
import { embeddedWallet } from '../plugins/embedded-wallet/index';
import { setupEmulator } from './support/emulator';
import { inProcessFrame } from './support/embedded-wallet-frame';

beforeAll(() => vi.stubGlobal('location', new URL('http://localhost:3000/')));
afterAll(() => vi.unstubAllGlobals());

const PASSWORD = 'Correct-horse-9';
// The KDF's real cost (600,000 iterations) is the frame's own test; here it would only slow every recovery down.
const TEST_ITERATIONS = 1_000;

async function app(config: Record<string, unknown> = {}) {
  const env = setupEmulator();
  await env.configureApp({ email_auth: true, embedded_wallet_config: { create_on_login: 'all-users', ...config } });
  /** One device of the person's: a kernel and a frame with storage of their own. */
  async function device(noPromptOnSignature: boolean) {
    const frame = inProcessFrame(env, TEST_ITERATIONS);
    const kernel = env.kernel([email(), embeddedWallet({ frame, noPromptOnSignature })], memoryStorage());
    await kernel.start();
    const logIn = async (address: string) => {
      await kernel.email.sendCode(address);
      return kernel.email.loginWithCode(await env.latestCode(address));
    };
    return { kernel, frame, logIn };
  }
  return { env, device };
}

type Device = Awaited<ReturnType<Awaited<ReturnType<typeof app>>['device']>>;

async function signHello({ kernel }: Device) {
  const address = kernel.getSnapshot().user!.wallet!.address as `0x${string}`;
  const signature = (await kernel.embeddedWallet.getEthereumProvider().request({ method: 'personal_sign', params: ['0x6869', address] })) as `0x${string}`;
  return { address, valid: await verifyMessage({ address, message: 'hi', signature }) };
}

const screenOf = (device: Device) => device.kernel.getSnapshot().modal.screen;

/** The person sets a password through the flow `setRecovery` opens, as its screens do. */
async function setPassword(device: Device, password: string) {
  const flow = device.kernel.embeddedWallet.setRecovery('user-passcode');
  await vi.waitFor(() => expect(screenOf(device)).toBe('EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN'));
  await device.kernel.embeddedWallet.savePassword(password, 'update');
  device.kernel.prompts.resolve(true);
  return flow;
}

describe('embedded wallet recovery', () => {
  it('a new device of an automatic-recovery user recovers silently on first use and signs for the same address', async () => {
    const { device } = await app();
    const first = await device(true);
    const created = await first.logIn('ada@example.com');
    const second = await device(true);
    await second.logIn('ada@example.com');
    const { address, valid } = await signHello(second);
    expect(address).toBe(created.wallet!.address);
    expect(valid).toBe(true);
    expect(second.frame.events).toEqual(['wallet:connect', 'wallet:recover', 'wallet:rpc']);
    // Recovery gave the second device the split's own device share: the first device's share still works.
    expect((await signHello(first)).valid).toBe(true);
    expect(first.frame.events).toEqual(['wallet:create', 'wallet:rpc']);
  });

  it('a new device with a login older than 5 minutes asks the person to verify it’s them, then recovers and signs', async () => {
    const { env, device } = await app();
    const first = await device(true);
    const created = await first.logIn('lin@example.com');
    const second = await device(false);
    await second.logIn('lin@example.com');
    env.clock.now += 6 * 60_000;
    const signing = signHello(second);
    await vi.waitFor(() => expect(screenOf(second)).toBe('EMBEDDED_WALLET_SIGN_REQUEST_SCREEN'));
    second.kernel.prompts.resolve(true);
    await vi.waitFor(() => expect(screenOf(second)).toBe('EMBEDDED_WALLET_VERIFY_IDENTITY_SCREEN'));
    // The person logs in again, with the method of their choice (the landing screen): the same account.
    second.kernel.navigation.navigate('LANDING');
    await second.logIn('lin@example.com');
    const { address, valid } = await signing;
    expect(address).toBe(created.wallet!.address);
    expect(valid).toBe(true);
    expect(second.frame.events.filter((event) => event === 'wallet:recover')).toHaveLength(2);
  });

  it('headless, a new device with an old login gets the typed reauthentication_required', async () => {
    const { env, device } = await app();
    const first = await device(true);
    await first.logIn('max@example.com');
    const second = await device(true);
    await second.logIn('max@example.com');
    env.clock.now += 6 * 60_000;
    await expect(signHello(second)).rejects.toMatchObject({ code: 'reauthentication_required' });
  });

  it('devices take turns signing after a recovery with no further recovery on either', async () => {
    const { device } = await app();
    const first = await device(true);
    await first.logIn('ida@example.com');
    expect((await signHello(first)).valid).toBe(true);
    const second = await device(true);
    await second.logIn('ida@example.com');
    expect((await signHello(second)).valid).toBe(true);
    for (let turn = 0; turn < 10; turn += 1) expect((await signHello(turn % 2 ? first : second)).valid).toBe(true);
    const recoveries = [...first.frame.events, ...second.frame.events].filter((event) => event === 'wallet:recover');
    expect(recoveries).toHaveLength(1);
  });

  it('with a password set, a new device asks for it; a wrong one is refused on the screen, the right one recovers', async () => {
    const { device } = await app();
    const first = await device(false);
    await first.logIn('grace@example.com');
    const user = await setPassword(first, PASSWORD);
    expect(user.wallet?.recoveryMethod).toBe('user-passcode');

    const second = await device(false);
    await second.logIn('grace@example.com');
    const signing = signHello(second);
    // What is to be signed comes first; the password once the person agreed.
    await vi.waitFor(() => expect(screenOf(second)).toBe('EMBEDDED_WALLET_SIGN_REQUEST_SCREEN'));
    second.kernel.prompts.resolve(true);
    await vi.waitFor(() => expect(screenOf(second)).toBe('EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN'));
    await expect(second.kernel.embeddedWallet.recoverWithPassword('Wrong-horse-9')).rejects.toMatchObject({
      code: 'invalid_recovery_password',
      shortMessage: 'Invalid recovery password, please try again.',
    });
    expect(screenOf(second)).toBe('EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN');
    await second.kernel.embeddedWallet.recoverWithPassword(PASSWORD);
    second.kernel.prompts.resolve(true);
    const { address, valid } = await signing;
    expect(address).toBe(user.wallet!.address);
    expect(valid).toBe(true);
  });

  it('without prompts, a device that needs a password fails with recovery_needed naming the method', async () => {
    const { device } = await app();
    const first = await device(false);
    await first.logIn('alan@example.com');
    await setPassword(first, PASSWORD);
    const headless = await device(true);
    await headless.logIn('alan@example.com');
    await expect(signHello(headless)).rejects.toMatchObject({ code: 'recovery_needed', details: 'user-passcode' });
  });

  it('closing the set-password flow is user_exited_set_password_flow, and recovery stays as it was', async () => {
    const { device } = await app();
    const only = await device(false);
    await only.logIn('joan@example.com');
    const flow = only.kernel.embeddedWallet.setRecovery();
    await vi.waitFor(() => expect(screenOf(only)).toBe('EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN'));
    only.kernel.navigation.close();
    await expect(flow).rejects.toMatchObject({ code: 'user_exited_set_password_flow' });
    expect(only.kernel.getSnapshot().user?.wallet?.recoveryMethod).toBe('privy');
  });

  it('an app that requires user-owned recovery leaves creation to the person: headless, the step stays pending', async () => {
    const { device } = await app({ require_user_owned_recovery_on_create: true, user_owned_recovery_options: ['user-passcode'] });
    const only = await device(true);
    const events: string[] = [];
    only.kernel.on('embeddedWallet:creationStarted', () => events.push('started'));
    only.kernel.on('embeddedWallet:creationCompleted', ({ address }) => events.push(`completed ${address.slice(0, 2)}`));
    const user = await only.logIn('mary@example.com');
    expect(user.wallet).toBeUndefined();
    expect(only.kernel.getSnapshot().pendingSteps).toEqual(['create-embedded-wallet']);
    await only.kernel.embeddedWallet.savePassword(PASSWORD, 'create');
    expect(only.kernel.getSnapshot().user?.wallet).toMatchObject({ recoveryMethod: 'user-passcode', walletIndex: 0 });
    expect(events).toEqual(['started', 'completed 0x']);
    expect((await signHello(only)).valid).toBe(true);
  });
});
