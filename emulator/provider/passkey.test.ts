// @vitest-environment node
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { AuthResponseWire, UserWire } from '../../schemas';
import { createSoftAuthenticator, toWire, type CeremonyOptions } from '../../test/support/soft-authenticator';
import { DEMO_APP_ID } from './apps';
import { parseUserAgent } from './passkey';
import { startEmulator, testClock } from '../test-support';

const ORIGIN = 'http://localhost:5173';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const GPM = 'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4';
const Options = z.object({ relying_party: z.string(), options: z.looseObject({ challenge: z.string() }) });
const INVALID = { status: 401, code: 'invalid_credentials' };

async function passkeyApp(config: Record<string, unknown> = { passkey_auth: true }) {
  const clock = testClock();
  const api = startEmulator({ now: clock.now });
  const configured = await api.configureApp(DEMO_APP_ID, config);
  if (configured.status !== 200) throw new Error(configured.text);
  const authenticator = createSoftAuthenticator({ aaguid: GPM });
  const headers = { origin: ORIGIN, 'user-agent': CHROME_MAC };
  const { token } = await api.logIn('ada@example.com');
  const accessToken = token as string;

  async function link(ceremony: Partial<CeremonyOptions> = {}, bearer = accessToken) {
    const init = await api.ok(Options, '/api/v1/passkeys/link/init', { body: {}, token: bearer, headers });
    const answer = authenticator.register(init.options, { origin: ORIGIN, ...ceremony });
    return api.call('/api/v1/passkeys/link', {
      body: { relying_party: init.relying_party, authenticator_response: toWire(answer) },
      token: bearer,
      headers,
    });
  }
  async function loginInit() {
    return api.ok(Options, '/api/v1/passkeys/authenticate/init', { body: {}, headers });
  }
  async function login(ceremony: Partial<CeremonyOptions> = {}, override: Record<string, unknown> = {}) {
    const init = await loginInit();
    const answer = authenticator.authenticate(init.options, { origin: ORIGIN, ...ceremony });
    const body = { relying_party: init.relying_party, challenge: init.options.challenge, authenticator_response: toWire(answer), ...override };
    return { body, answer: await api.call('/api/v1/passkeys/authenticate', { body, headers }) };
  }
  return { api, clock, authenticator, headers, accessToken, link, login, loginInit };
}

describe('passkey link', () => {
  it('links a passkey with its authenticator name and the browser and OS it was created with', async () => {
    const { link } = await passkeyApp();
    const answer = await link();
    expect(answer.status).toBe(200);
    const user = UserWire.parse(JSON.parse(answer.text));
    const passkey = user.linked_accounts.find((a) => a.type === 'passkey');
    expect(passkey).toMatchObject({
      type: 'passkey',
      enrolled_in_mfa: false,
      authenticator_name: 'Google Password Manager',
      created_with_browser: 'Chrome',
      created_with_os: 'macOS',
      created_with_device: null,
    });
    expect(passkey && 'public_key' in passkey && passkey.public_key).toMatch(/^[\w-]+$/);
  });

  it('refuses a sixth passkey, at init and at link', async () => {
    const { api, link, accessToken, headers } = await passkeyApp();
    for (let i = 0; i < 5; i++) expect((await link()).status).toBe(200);
    const refused = await api.fail('/api/v1/passkeys/link/init', { body: {}, token: accessToken, headers });
    expect(refused).toMatchObject({ status: 400, code: 'cannot_link_more_of_type', error: 'Cannot link more passkeys to account.' });
  });

  it('needs passkey_auth, a session, a local origin and user verification', async () => {
    const { api, link, accessToken } = await passkeyApp();
    expect(await api.fail('/api/v1/passkeys/link/init', { body: {} })).toMatchObject({ status: 401, code: 'must_be_authenticated' });
    const foreign = await api.fail('/api/v1/passkeys/link/init', { body: {}, token: accessToken, headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(await link({ userVerified: false })).toMatchObject({ status: 401 });
    await api.configureApp(DEMO_APP_ID, { passkey_auth: false });
    expect(await api.fail('/api/v1/passkeys/authenticate/init', { body: {} })).toMatchObject({ status: 403, code: 'disallowed_login_method' });
  });

  it('binds the link challenge to the session and spends it once', async () => {
    const { api, authenticator, headers, accessToken } = await passkeyApp();
    const other = (await api.logIn('grace@example.com')).token as string;
    const init = await api.ok(Options, '/api/v1/passkeys/link/init', { body: {}, token: accessToken, headers });
    const answer = toWire(authenticator.register(init.options, { origin: ORIGIN }));
    const body = { relying_party: init.relying_party, authenticator_response: answer };
    expect(await api.fail('/api/v1/passkeys/link', { body, token: other, headers })).toMatchObject(INVALID);
    expect((await api.call('/api/v1/passkeys/link', { body, token: accessToken, headers })).status).toBe(200);
    expect(await api.fail('/api/v1/passkeys/link', { body, token: accessToken, headers })).toMatchObject(INVALID);
  });
});

describe('passkey login', () => {
  it('logs the owner in with a real assertion and refreshes the account’s latest verification', async () => {
    const { link, login, clock } = await passkeyApp();
    const linked = UserWire.parse(JSON.parse((await link()).text));
    clock.advance(60_000);
    const { answer } = await login();
    expect(answer.status).toBe(200);
    const auth = AuthResponseWire.parse(JSON.parse(answer.text));
    expect(auth).toMatchObject({ is_new_user: false, user: { id: linked.id } });
    const passkey = auth.user?.linked_accounts.find((a) => a.type === 'passkey');
    expect(passkey?.latest_verified_at).toBeGreaterThan(Number(passkey?.first_verified_at));
  });

  it('rejects a wrong challenge', async () => {
    const { link, login } = await passkeyApp();
    await link();
    const { answer } = await login({ challenge: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(answer.status).toBe(401);
    // A challenge the server never issued.
    const { answer: unknown } = await login({}, { challenge: 'BBBBBBBBBBBBBBBBBBBBBBBB' });
    expect(unknown.status).toBe(401);
  });

  it('rejects a wrong origin, in the client data or the request', async () => {
    const { api, link, login, headers } = await passkeyApp();
    await link();
    expect((await login({ origin: 'https://evil.example' })).answer.status).toBe(401);
    expect((await login({ origin: 'http://localhost:9999' })).answer.status).toBe(401);
    const { body } = await login();
    const foreign = await api.call('/api/v1/passkeys/authenticate', { body, headers: { ...headers, origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
  });

  it('rejects a wrong RP ID and a wrong relying_party', async () => {
    const { link, login, loginInit, api, authenticator, headers } = await passkeyApp();
    await link();
    expect((await login({ rpId: 'evil.example' })).answer.status).toBe(401);
    const init = await loginInit();
    const answer = toWire(authenticator.authenticate(init.options, { origin: ORIGIN }));
    const body = { relying_party: 'evil.example', challenge: init.options.challenge, authenticator_response: answer };
    expect(await api.fail('/api/v1/passkeys/authenticate', { body, headers })).toMatchObject(INVALID);
  });

  it('rejects a replayed assertion', async () => {
    const { api, link, login, headers } = await passkeyApp();
    await link();
    const { body, answer } = await login();
    expect(answer.status).toBe(200);
    expect(await api.fail('/api/v1/passkeys/authenticate', { body, headers })).toMatchObject(INVALID);
  });

  it('rejects a signature counter that goes backwards', async () => {
    const { link, login } = await passkeyApp();
    await link();
    expect((await login({ counter: 10 })).answer.status).toBe(200);
    expect((await login({ counter: 5 })).answer.status).toBe(401);
    expect((await login({ counter: 11 })).answer.status).toBe(200);
  });

  it('rejects an assertion without user verification, and an unknown passkey', async () => {
    const { link, login, authenticator } = await passkeyApp();
    await link();
    expect((await login({ userVerified: false })).answer.status).toBe(401);
    authenticator.credentials.length = 0;
    const other = createSoftAuthenticator();
    other.register({ rp: { id: 'localhost' }, user: { id: 'eA' }, challenge: 'x' }, { origin: ORIGIN });
    authenticator.credentials.push(...other.credentials);
    expect((await login()).answer.status).toBe(401);
  });

  it('respects the passkey_rp_id setting', async () => {
    const { api } = await passkeyApp({ passkey_auth: true, passkey_rp_id: 'example.localhost' });
    const init = await api.ok(Options, '/api/v1/passkeys/authenticate/init', { body: {}, headers: { origin: ORIGIN } });
    expect(init.relying_party).toBe('example.localhost');
    expect(init.options).toMatchObject({ rpId: 'example.localhost', userVerification: 'required' });
  });
});

describe('passkey unlink', () => {
  it('unlinks by credential id, after which the passkey logs no one in', async () => {
    const { api, link, login, accessToken, headers } = await passkeyApp();
    const user = UserWire.parse(JSON.parse((await link()).text));
    const passkey = user.linked_accounts.find((a) => a.type === 'passkey') as unknown as { credential_id: string };
    const after = await api.ok(UserWire, '/api/v1/passkeys/unlink', { body: { credential_id: passkey.credential_id }, token: accessToken, headers });
    expect(after.linked_accounts.some((a) => a.type === 'passkey')).toBe(false);
    expect((await login()).answer.status).toBe(401);
    expect(await api.fail('/api/v1/passkeys/unlink', { body: { credential_id: passkey.credential_id }, token: accessToken })).toMatchObject({
      status: 400,
      code: 'invalid_data',
    });
  });
});

describe('parseUserAgent', () => {
  it.each([
    [CHROME_MAC, 'Chrome', 'macOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Firefox', 'Windows'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', 'Safari', 'iOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0', 'Edge', 'Windows'],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36', 'Chrome', 'Android'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36', 'Chrome', 'Linux'],
    ['curl/8.0', null, null],
  ])('%s', (ua, browser, os) => expect(parseUserAgent(ua)).toEqual({ browser, os }));
});
