// The embedded wallet plugin alone against the in-process emulator, with its real frame host: when the provider's
// hidden wallet frame starts loading (issue 29): the frame element it adds to the page is what is seen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../kernel/index';
import { DEMO_APP_ID, EMULATOR_URL, setupEmulator } from '../../test/support/emulator';
import { createFrameHost } from './frame-host';
import { embeddedWallet } from './index';

// The frames the frame host adds to the page, kept out of the document: happy-dom would try to load them.
let added: Element[] = [];
beforeEach(() => {
  added = [];
  vi.spyOn(document.body, 'append').mockImplementation((...nodes) => {
    added.push(...nodes.filter((node): node is Element => node instanceof Element));
  });
});

const kernels: { destroy(): void }[] = [];
afterEach(() => {
  for (const kernel of kernels.splice(0)) kernel.destroy();
});

/** The wallet frames added: the provider's, at {apiUrl}/apps/{appId}/embedded-wallets. */
const walletFrames = () =>
  added.filter((node): node is HTMLIFrameElement => node instanceof HTMLIFrameElement && node.src.startsWith(`${EMULATOR_URL}/apps/${DEMO_APP_ID}/embedded-wallets?`));

async function setup(createOnLogin: 'off' | 'users-without-wallets' | 'all-users', options: Parameters<typeof embeddedWallet>[0] = {}) {
  const env = setupEmulator();
  await env.configureApp({ email_auth: true, embedded_wallet_config: { create_on_login: createOnLogin } });
  const kernel = env.kernel([embeddedWallet(options)], memoryStorage());
  kernels.push(kernel);
  return kernel;
}

describe('the wallet frame loads while the login runs', () => {
  it('starts loading when a login starts (its first screen past the landing), and only once', async () => {
    const kernel = await setup('users-without-wallets');
    await kernel.start();
    expect(walletFrames()).toHaveLength(0);
    // The landing alone is no login yet: the person may close it.
    kernel.navigation.open({ intent: 'login' });
    expect(walletFrames()).toHaveLength(0);
    // The code was sent: its screen shows.
    kernel.navigation.navigate('AWAITING_PASSWORDLESS_CODE', { email: 'ada@example.com' });
    expect(walletFrames()).toHaveLength(1);
    expect(walletFrames()[0]!.getAttribute('aria-hidden')).toBe('true');
    // Back, another method, a second login: still the one frame.
    kernel.navigation.back();
    kernel.navigation.navigate('AWAITING_PASSWORDLESS_CODE', { email: 'grace@example.com' });
    kernel.navigation.close();
    kernel.navigation.open({ intent: 'login', screen: 'OAUTH_STATUS_SCREEN' });
    expect(walletFrames()).toHaveLength(1);
  });

  it('never before the app configuration says logins create the wallet: it starts once the configuration comes', async () => {
    const kernel = await setup('all-users');
    kernel.navigation.open({ intent: 'login' });
    kernel.navigation.navigate('AWAITING_PASSWORDLESS_CODE', { email: 'ada@example.com' });
    expect(walletFrames()).toHaveLength(0);
    await kernel.start();
    expect(walletFrames()).toHaveLength(1);
  });

  it('loads nothing when logins create no wallet (the app’s create_on_login off, or the host’s createOnLogin off)', async () => {
    for (const kernel of [await setup('off'), await setup('all-users', { createOnLogin: 'off' })]) {
      await kernel.start();
      kernel.navigation.open({ intent: 'login' });
      kernel.navigation.navigate('AWAITING_PASSWORDLESS_CODE', { email: 'ada@example.com' });
    }
    expect(walletFrames()).toHaveLength(0);
  });

  it('loads nothing for a flow that is not a login (a link, a prompt)', async () => {
    const kernel = await setup('all-users');
    await kernel.start();
    kernel.navigation.open({ intent: 'link', screen: 'AWAITING_PASSWORDLESS_CODE' });
    kernel.navigation.close();
    kernel.navigation.open({ intent: 'reauthenticate', screen: 'AWAITING_PASSWORDLESS_CODE' });
    expect(walletFrames()).toHaveLength(0);
  });

  it('once the kernel is destroyed, a login starts no frame', async () => {
    const kernel = await setup('all-users');
    await kernel.start();
    kernel.destroy();
    kernel.navigation.open({ intent: 'login', screen: 'AWAITING_PASSWORDLESS_CODE' });
    expect(walletFrames()).toHaveLength(0);
  });
});

describe('the frame host’s preload', () => {
  it('adds the frame once: a second preload and the first request use the frame it started', () => {
    vi.useFakeTimers();
    try {
      const host = createFrameHost({ apiUrl: EMULATOR_URL, appId: DEMO_APP_ID, clientId: null, analyticsId: 'test' });
      host.preload?.();
      host.preload?.();
      void host.request('wallet:rpc', {});
      expect(walletFrames()).toHaveLength(1);
      host.destroy();
    } finally {
      vi.useRealTimers();
    }
  });
});
