import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { describe, expect, it } from 'vitest';
import { latestAccountOf, memoryStorage } from '../../kernel/index';
import { setupEmulator } from '../../test/support/emulator';
import { customAuth } from './index';

const AUDIENCE = 'host-app';

async function providerKey() {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  return { privateKey, publicJwk: await exportJWK(publicKey) };
}

/** A token of the host's auth provider for `sub`, valid for an hour from `nowMs` unless told otherwise. */
function hostToken(key: CryptoKey, nowMs: number, { sub = 'host-user-1', aud = AUDIENCE, expiresIn = 3600 } = {}) {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({}).setProtectedHeader({ alg: 'ES256' }).setSubject(sub).setAudience(aud).setIssuedAt(iat).setExpirationTime(iat + expiresIn).sign(key);
}

/**
 * The custom-auth plugin alone against an in-process emulator that trusts `key`. The host's token is
 * whatever `host.token` holds when the plugin asks.
 */
async function customAuthOnly(options: { enabled?: boolean; isLoading?: boolean } = {}) {
  const { privateKey: key, publicJwk } = await providerKey();
  const env = setupEmulator();
  await env.configureApp({
    custom_jwt_auth: options.enabled ?? true,
    custom_auth: { public_key_jwk: publicJwk, audience: AUDIENCE },
  });
  const host: { token: string | null } = { token: null };
  const storage = memoryStorage();
  const load = async () => {
    const portico = env.kernel([customAuth({ getCustomAccessToken: async () => host.token, isLoading: options.isLoading })], storage);
    await portico.start();
    return portico;
  };
  const exchanges = () => env.requests.filter((r) => r.url.endsWith('/custom_jwt_account/authenticate')).length;
  return { env, key, host, load, exchanges };
}

describe('custom-auth plugin alone', () => {
  it('logs the host user in when the kernel is ready, as a custom_auth account', async () => {
    const { env, key, host, load } = await customAuthOnly();
    host.token = await hostToken(key, env.clock.now);
    const portico = await load();
    const methods: string[] = [];
    portico.on('login', ({ method }) => methods.push(method));
    await portico['custom-auth'].sync();

    const user = portico.getSnapshot().user;
    expect(user && latestAccountOf(user, 'custom_auth')?.customUserId).toBe('host-user-1');
    expect(portico['custom-auth'].getState()).toEqual({ status: 'done', error: null });
    expect(methods).toEqual(['custom_auth']);
  });

  it('restores the session on reload without exchanging the token again', async () => {
    const { env, key, host, load, exchanges } = await customAuthOnly();
    host.token = await hostToken(key, env.clock.now);
    await (await load())['custom-auth'].sync();
    const reloaded = await load();
    await reloaded['custom-auth'].sync();
    expect(reloaded.getSnapshot().status).toBe('authenticated');
    expect(exchanges()).toBe(1);
  });

  it.each([
    { kind: 'an expired token', token: (key: CryptoKey, now: number) => hostToken(key, now, { expiresIn: -60 }) },
    { kind: 'a token signed by another key', token: async (_: CryptoKey, now: number) => hostToken((await providerKey()).privateKey, now) },
    { kind: 'a token for another audience', token: (key: CryptoKey, now: number) => hostToken(key, now, { aud: 'other-app' }) },
  ])('refuses $kind with "Failed to sync with custom auth provider"', async ({ token }) => {
    const { env, key, host, load } = await customAuthOnly();
    host.token = await token(key, env.clock.now);
    const portico = await load();
    await portico['custom-auth'].sync();

    const { status, error } = portico['custom-auth'].getState();
    expect(status).toBe('error');
    expect(error?.shortMessage).toBe('Failed to sync with custom auth provider');
    expect(error?.cause).toMatchObject({ code: 'invalid_credentials', status: 401 });
    expect(portico.getSnapshot().user).toBeNull();
  });

  it('logs out when the host token disappears, and follows a change of host user', async () => {
    const { env, key, host, load } = await customAuthOnly();
    host.token = await hostToken(key, env.clock.now);
    const portico = await load();
    const plugin = portico['custom-auth'];
    await plugin.sync();
    const first = portico.getSnapshot().user?.id;

    host.token = await hostToken(key, env.clock.now, { sub: 'host-user-2' });
    await plugin.sync();
    const second = portico.getSnapshot().user;
    expect(second?.id).not.toBe(first);
    expect(second && latestAccountOf(second, 'custom_auth')?.customUserId).toBe('host-user-2');

    const logouts: string[] = [];
    portico.on('logout', ({ reason }) => logouts.push(reason));
    host.token = null;
    await plugin.sync();
    expect(portico.getSnapshot().user).toBeNull();
    expect(plugin.getState().status).toBe('done');
    expect(logouts).toEqual(['user']);
  });

  it('is not-enabled, and asks for nothing, when the app has custom auth off', async () => {
    const { env, key, host, load, exchanges } = await customAuthOnly({ enabled: false });
    host.token = await hostToken(key, env.clock.now);
    const portico = await load();
    await portico['custom-auth'].sync();
    expect(portico['custom-auth'].getState().status).toBe('not-enabled');
    expect(exchanges()).toBe(0);
  });

  it('waits for sync() while the host auth is loading', async () => {
    const { env, key, host, load, exchanges } = await customAuthOnly({ isLoading: true });
    const portico = await load();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(portico['custom-auth'].getState().status).toBe('initial');
    host.token = await hostToken(key, env.clock.now);
    await portico['custom-auth'].sync();
    expect(exchanges()).toBe(1);
    expect(portico.getSnapshot().status).toBe('authenticated');
  });

  it('needs a token to log in with', async () => {
    const { load } = await customAuthOnly();
    const portico = await load();
    await expect(portico['custom-auth'].loginWithToken(' ')).rejects.toMatchObject({
      code: 'invalid_data',
      shortMessage: 'Login with a custom auth provider needs a token',
    });
  });
});
