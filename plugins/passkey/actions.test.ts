import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, type PorticoError } from '../../kernel/index';
import { setupEmulator } from '../../test/support/emulator';
import { fakeWebAuthn, signInByEmail } from '../../test/support/passkey';
import { passkey } from './index';

/** The passkey plugin alone against an in-process emulator; Ada has an email account and a session. */
async function adaWithPasskeys() {
  const env = setupEmulator();
  await env.configureApp({ email_auth: true, passkey_auth: true });
  const webAuthn = fakeWebAuthn();
  const storage = memoryStorage();
  await signInByEmail(env, storage, 'ada@example.com');
  const portico = env.kernel([passkey({ webAuthn: webAuthn.layer })], storage);
  await portico.start();
  const passkeyRequests = () => env.requests.filter((r) => new URL(r.url).pathname.startsWith('/api/v1/passkeys'));
  return { portico, webAuthn, passkeyRequests };
}

afterEach(() => vi.doUnmock('./steps'));

describe('createPasskeyActions', () => {
  it('has its state and its passkeys before any step loads the steps’ code', async () => {
    const { portico } = await adaWithPasskeys();
    vi.doMock('./steps', () => {
      throw new Error('chunk unreachable');
    });
    expect(portico.passkey.getState()).toEqual({ status: 'idle', step: null, error: null });
    expect(portico.passkey.passkeys()).toEqual([]);
    // A failed preload is silent and leaves the state alone.
    portico.passkey.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(portico.passkey.getState()).toEqual({ status: 'idle', step: null, error: null });
  });

  it('turns a failed load of the steps into a retryable network_error in the state, and loads them again on the next call', async () => {
    const { portico, webAuthn, passkeyRequests } = await adaWithPasskeys();
    vi.doMock('./steps', () => {
      throw new Error('chunk unreachable');
    });
    const failure = (await portico.passkey.link().catch((error: PorticoError) => error)) as PorticoError;
    expect(failure).toMatchObject({ code: 'network_error', retryable: true });
    expect(failure.shortMessage).toBe('Could not load the code that logs in with, links and unlinks passkeys');
    expect(portico.passkey.getState()).toEqual({ status: 'error', step: 'link', error: failure });
    expect(passkeyRequests()).toEqual([]);
    expect(webAuthn.calls).toEqual([]);

    vi.doUnmock('./steps');
    const user = await portico.passkey.link();
    expect(user.linkedAccounts.filter((a) => a.type === 'passkey')).toHaveLength(1);
    expect(portico.passkey.getState()).toEqual({ status: 'success', step: 'link', error: null });
    expect(webAuthn.calls).toEqual(['create']);

    await portico.logout();
    expect((await portico.passkey.login()).id).toBe(user.id);
    expect(webAuthn.calls).toEqual(['create', 'get']);
  });

  it('checks before it loads: an unsupported browser is told so even when the steps’ code cannot load', async () => {
    const { portico, webAuthn } = await adaWithPasskeys();
    vi.doMock('./steps', () => {
      throw new Error('chunk unreachable');
    });
    webAuthn.layer.supported = false;
    const failure = (await portico.passkey.link().catch((error: PorticoError) => error)) as PorticoError;
    expect(failure).toMatchObject({ code: 'not_supported' });
    expect(portico.passkey.getState()).toMatchObject({ status: 'error', step: 'link', error: { code: 'not_supported' } });
  });
});
