// @vitest-environment node
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokenClaims } from '../../schemas';
import { DEMO_APP_ID } from './apps';
import { TOKEN_ISSUER } from './tokens';
import { startEmulator, testClock } from '../test-support';

const JWKS_PATH = `/api/v1/apps/${DEMO_APP_ID}/jwks.json`;

const jwksOf = async (api: ReturnType<typeof startEmulator>) =>
  createLocalJWKSet(JSON.parse((await api.call(JWKS_PATH, { appId: null })).text) as JSONWebKeySet);

describe('tokens', () => {
  it('publishes one ES256 signing key with a kid', async () => {
    const api = startEmulator();
    const answer = await api.call(JWKS_PATH, { appId: null });
    const { keys } = JSON.parse(answer.text);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: expect.any(String) });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('signs access and identity tokens that verify against the JWKS', async () => {
    const clock = testClock();
    const api = startEmulator({ now: clock.now });
    const auth = await api.logIn('ada@example.com');
    const jwks = await jwksOf(api);
    const options = { issuer: TOKEN_ISSUER, audience: DEMO_APP_ID, currentDate: new Date(clock.now()) };

    const access = AccessTokenClaims.parse((await jwtVerify(auth.token!, jwks, options)).payload);
    expect(access.sub).toBe(auth.user?.id);
    expect(access.sid).toEqual(expect.any(String));
    expect(access.iat).toBe(clock.now() / 1000);
    expect(access.exp - access.iat).toBe(3600);

    const identity = (await jwtVerify(auth.identity_token!, jwks, options)).payload;
    expect(identity.sub).toBe(auth.user?.id);
    expect(JSON.parse(identity.linked_accounts as string)).toEqual(auth.user?.linked_accounts);
  });

  it('uses the app access token lifetime and rejects expired tokens', async () => {
    const clock = testClock();
    const api = startEmulator({ now: clock.now });
    await api.configureApp(DEMO_APP_ID, { name: 'Portico Demo', access_token_ttl_seconds: 60 });
    const auth = await api.logIn('ada@example.com');
    const accept = { method: 'POST', token: auth.token! };
    expect((await api.call('/api/v1/users/me/accept_terms', accept)).status).toBe(200);

    clock.advance(61_000);
    const expired = await api.fail('/api/v1/users/me/accept_terms', accept);
    expect(expired).toMatchObject({ status: 401, code: 'missing_or_invalid_token' });
  });

  it('refuses a token of another app, a forged token and a missing one', async () => {
    const api = startEmulator();
    const other = 'other-app-000000000000001';
    await api.configureApp(other);
    const auth = await api.logIn('ada@example.com');
    const path = '/api/v1/users/me/accept_terms';

    expect(await api.fail(path, { method: 'POST', token: auth.token!, appId: other })).toMatchObject({
      status: 401,
      code: 'missing_or_invalid_token',
    });
    const [header, payload] = auth.token!.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(86)}`;
    expect(await api.fail(path, { method: 'POST', token: forged })).toMatchObject({
      status: 401,
      code: 'missing_or_invalid_token',
    });
    expect(await api.fail(path, { method: 'POST' })).toMatchObject({ status: 401, code: 'must_be_authenticated' });
  });
});
