// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthResponseWire } from '../../schemas';
import { DEMO_APP_ID } from './apps';
import { startEmulator, testClock } from '../test-support';

const AUTHENTICATE = '/api/v1/custom_jwt_account/authenticate';
const ISSUER = 'https://auth.example.com';
const AUDIENCE = 'host-app';
const INVALID_TOKEN = { status: 401, code: 'invalid_credentials', error: 'Invalid or expired custom auth token' };

async function providerKey() {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  return { privateKey, publicJwk: await exportJWK(publicKey) };
}

/** A token of the host's auth provider, valid for an hour from `nowMs` unless told otherwise. */
function hostToken(key: CryptoKey, nowMs: number, claims: { sub?: string; aud?: string; iss?: string; expiresIn?: number } = {}) {
  const { sub = 'host-user-1', aud = AUDIENCE, iss = ISSUER, expiresIn = 3600 } = claims;
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256' })
    .setSubject(sub)
    .setAudience(aud)
    .setIssuer(iss)
    .setIssuedAt(iat)
    .setExpirationTime(iat + expiresIn)
    .sign(key);
}

async function customAuthApp(custom_auth: Record<string, unknown> | null) {
  const clock = testClock();
  const api = startEmulator({ now: clock.now });
  const configured = await api.configureApp(DEMO_APP_ID, { custom_jwt_auth: true, guest_auth: true, ...(custom_auth && { custom_auth }) });
  expect(configured.status).toBe(200);
  return { api, clock };
}

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** A JWKS endpoint on 127.0.0.1, as a host's auth provider serves one. */
async function serveJwks(jwk: JWK): Promise<string> {
  const server = createServer((_, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`;
}

describe('custom auth', () => {
  it('signs up the token subject as a custom_auth account, then logs the same user in', async () => {
    const { privateKey, publicJwk } = await providerKey();
    const { api, clock } = await customAuthApp({ public_key_jwk: publicJwk, issuer: ISSUER, audience: AUDIENCE });
    const token = await hostToken(privateKey, clock.now());

    const signUp = await api.ok(AuthResponseWire, AUTHENTICATE, { body: { token } });
    expect(signUp.is_new_user).toBe(true);
    expect(signUp.user?.linked_accounts).toMatchObject([{ type: 'custom_auth', custom_user_id: 'host-user-1' }]);
    const again = await api.ok(AuthResponseWire, AUTHENTICATE, { body: { token } });
    expect(again).toMatchObject({ is_new_user: false, user: { id: signUp.user?.id } });
  });

  it('refuses expired, wrongly signed, wrong-audience and wrong-issuer tokens', async () => {
    const { privateKey, publicJwk } = await providerKey();
    const other = await providerKey();
    const { api, clock } = await customAuthApp({ public_key_jwk: publicJwk, issuer: ISSUER, audience: AUDIENCE });
    const now = clock.now();
    const tokens = [
      await hostToken(privateKey, now, { expiresIn: -1 }),
      await hostToken(other.privateKey, now),
      await hostToken(privateKey, now, { aud: 'another-app' }),
      await hostToken(privateKey, now, { iss: 'https://evil.example.com' }),
      'not-a-jwt',
    ];
    for (const token of tokens) expect(await api.fail(AUTHENTICATE, { body: { token } })).toEqual(INVALID_TOKEN);
  });

  it('verifies against the keys at the configured JWKS URL', async () => {
    const { privateKey, publicJwk } = await providerKey();
    const { api, clock } = await customAuthApp({ jwks_url: await serveJwks(publicJwk) });
    const login = await api.ok(AuthResponseWire, AUTHENTICATE, { body: { token: await hostToken(privateKey, clock.now(), { sub: 'jwks-user' }) } });
    expect(login.user?.linked_accounts[0]).toMatchObject({ custom_user_id: 'jwks-user' });
  });

  it('answers 502 when the JWKS URL cannot be read', async () => {
    const { privateKey } = await providerKey();
    const { api, clock } = await customAuthApp({ jwks_url: 'http://127.0.0.1:1/jwks.json' });
    const answer = await api.fail(AUTHENTICATE, { body: { token: await hostToken(privateKey, clock.now()) } });
    expect(answer).toMatchObject({ status: 502, code: 'custom_auth_provider_unavailable' });
  });

  it('is refused when the app has custom auth off or no keys for it', async () => {
    const { privateKey, publicJwk } = await providerKey();
    const withoutKeys = await customAuthApp(null);
    const token = await hostToken(privateKey, Date.now());
    const refused = { status: 403, code: 'disallowed_login_method' };
    expect(await withoutKeys.api.fail(AUTHENTICATE, { body: { token } })).toMatchObject(refused);

    const off = startEmulator();
    await off.configureApp(DEMO_APP_ID, { custom_auth: { public_key_jwk: publicJwk } });
    expect(await off.fail(AUTHENTICATE, { body: { token } })).toMatchObject(refused);
    expect((await off.configureApp(DEMO_APP_ID, { custom_auth: { issuer: ISSUER } })).status).toBe(400);
  });

  it('upgrades a guest who logs in with a custom token', async () => {
    const { privateKey, publicJwk } = await providerKey();
    const { api, clock } = await customAuthApp({ public_key_jwk: publicJwk, audience: AUDIENCE });
    const guest = await api.ok(AuthResponseWire, '/api/v1/guest/authenticate', { body: { guest_credential: 'g'.repeat(43) } });
    const login = await api.ok(AuthResponseWire, AUTHENTICATE, {
      body: { token: await hostToken(privateKey, clock.now()) },
      token: guest.token ?? undefined,
    });
    expect(login.user).toMatchObject({ id: guest.user?.id, is_guest: false });
    expect(login.user?.linked_accounts.map((account) => account.type)).toEqual(['guest', 'custom_auth']);
  });
});
