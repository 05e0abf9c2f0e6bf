// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { answerAtProvider } from '../../test/support/oauth-provider';
import { DEMO_APP_ID } from './apps';
import { DRIVE_TOKEN_TTL_MS } from '../stand-ins/cloud-drive/access-tokens';
import { DriveFile, DriveFileList } from '../shared/cloud-drive/requests';
import { OAUTH_CODE_TTL_MS, OAUTH_REQUEST_TTL_MS } from './oauth';
import { recoveryOAuth, RETURN_TO } from './recovery-oauth-test-support';
import { startEmulator, testClock } from '../test-support';

const INVALID_CODE = { status: 401, code: 'invalid_credentials' };
const FILE = '/cloud-drive/google-drive/files/portico-recovery-test.txt';
const AUTHENTICATE = '/api/v1/recovery/oauth/authenticate';

/** A logged-in user of the demo app (named "Portico Demo") and their recovery OAuth steps. */
async function setUp() {
  const clock = testClock();
  const api = startEmulator({ now: clock.now });
  await api.configureApp(DEMO_APP_ID, { name: 'Portico Demo' });
  const { token } = await api.logIn(`ada-${Math.random()}@example.com`);
  return { api, clock, token: token!, flow: recoveryOAuth(api, token!) };
}

/** A code the person allowed, for `flow`'s user. */
async function allowed(flow: ReturnType<typeof recoveryOAuth>) {
  const started = await flow.init();
  return { started, code: (await flow.answer(started)).searchParams.get('privy_oauth_code') ?? '' };
}

describe('recovery OAuth: init, the consent page and authenticate', () => {
  it('init gives the consent page, whose Allow returns a code that authenticate turns into a drive token', async () => {
    const { api, flow } = await setUp();
    const started = await flow.init();
    expect(started.url).toMatch(/^http:\/\/emulator\.test\/cloud-drive\/google-drive\/authorize\?request=[\w-]{32}$/);
    const back = await answerAtProvider(api.emulator.fetch, started.url);
    expect(back.origin + back.pathname).toBe(RETURN_TO);
    expect(back.searchParams.get('privy_oauth_state')).toBe(started.state);
    expect(back.searchParams.get('privy_oauth_provider')).toBe('google-drive');
    const code = back.searchParams.get('privy_oauth_code') ?? '';
    expect(code).toMatch(/^[\w-]{43}$/);
    const { accessToken } = await flow.authenticate(flow.redeem(started, code));
    expect(accessToken).toMatch(/^[\w-]{43}$/);
    await api.ok(z.object({}), FILE, { method: 'PUT', body: { content: 'key' }, token: accessToken });
    // The request is spent: its page is gone.
    expect((await api.emulator.fetch(started.url)).status).toBe(404);
  });

  it('serves a small page that names the app and asks to Allow or Deny', async () => {
    const { api, flow } = await setUp();
    const html = await (await api.emulator.fetch((await flow.init()).url)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Google Drive (Portico emulator)</title>');
    expect(html).toContain('Allow Portico Demo to store a recovery file in your Google Drive?');
    expect(html).toMatch(/<button[^>]*value="approve">Allow<\/button>/);
    expect(html).toMatch(/<button[^>]*value="deny">Deny<\/button>/);
  });

  it('Deny returns the code "undefined", as login OAuth does, and that code is refused', async () => {
    const { api, token, flow } = await setUp();
    const started = await flow.init();
    const back = await answerAtProvider(api.emulator.fetch, started.url, { decision: 'deny' });
    expect(Object.fromEntries(back.searchParams)).toEqual({
      privy_oauth_code: 'undefined',
      privy_oauth_state: started.state,
      privy_oauth_provider: 'google-drive',
    });
    expect(await api.fail(AUTHENTICATE, { body: flow.redeem(started, 'undefined'), token })).toMatchObject(INVALID_CODE);
  });

  it('refuses a wrong state, a wrong verifier and a reused code', async () => {
    const { api, token, flow } = await setUp();
    const wrongState = await allowed(flow);
    const body = { ...flow.redeem(wrongState.started, wrongState.code), state_code: 'another-state' };
    expect(await api.fail(AUTHENTICATE, { body, token })).toMatchObject(INVALID_CODE);

    const wrongVerifier = await allowed(flow);
    const verifierBody = { ...flow.redeem(wrongVerifier.started, wrongVerifier.code), code_verifier: 'v'.repeat(43) };
    expect(await api.fail(AUTHENTICATE, { body: verifierBody, token })).toMatchObject(INVALID_CODE);

    const once = await allowed(flow);
    await flow.authenticate(flow.redeem(once.started, once.code));
    expect(await api.fail(AUTHENTICATE, { body: flow.redeem(once.started, once.code), token })).toMatchObject(INVALID_CODE);
  });

  it('refuses another user’s code and an expired one', async () => {
    const { api, clock, token, flow } = await setUp();
    const { token: mallory } = await api.logIn('mallory@example.com');
    const ada = await allowed(flow);
    expect(await api.fail(AUTHENTICATE, { body: flow.redeem(ada.started, ada.code), token: mallory! })).toMatchObject(INVALID_CODE);

    const late = await allowed(flow);
    clock.advance(OAUTH_CODE_TTL_MS);
    expect(await api.fail(AUTHENTICATE, { body: flow.redeem(late.started, late.code), token })).toMatchObject(INVALID_CODE);
  });

  it('needs a logged-in user and a local redirect_to, and its page expires', async () => {
    const { api, clock, flow } = await setUp();
    const body = { redirect_to: RETURN_TO, code_challenge: 'c'.repeat(43), state_code: 's' };
    expect(await api.fail('/api/v1/recovery/oauth/init', { body })).toMatchObject({ status: 401, code: 'must_be_authenticated' });
    const { token } = await api.logIn('grace@example.com');
    const elsewhere = { ...body, redirect_to: 'https://evil.example/' };
    expect(await api.fail('/api/v1/recovery/oauth/init', { body: elsewhere, token: token! })).toMatchObject({ status: 400, code: 'invalid_data' });
    const started = await flow.init();
    clock.advance(OAUTH_REQUEST_TTL_MS);
    const page = await api.emulator.fetch(started.url);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('This request has expired');
  });

  it('refuses iCloud clearly: the emulator has no stand-in iCloud', async () => {
    const { api, token } = await setUp();
    expect(await api.fail('/api/v1/recovery/oauth/init_icloud', { body: { client_type: 'web' }, token })).toEqual({
      status: 400,
      code: 'not_supported',
      error: 'iCloud recovery is not supported by the emulator',
    });
  });
});

describe('the stand-in Google Drive’s files', () => {
  it('stores and returns a file with a live drive token, and answers 404 for a missing one', async () => {
    const { api, flow } = await setUp();
    const driveToken = await flow.driveToken();
    await api.ok(z.object({}), FILE, { method: 'PUT', body: { content: 'the key' }, token: driveToken });
    expect(await api.ok(DriveFile, FILE, { token: driveToken })).toEqual({ content: 'the key' });
    expect(await api.fail(`${FILE}x`, { token: driveToken })).toMatchObject({ status: 404 });
  });

  it('finds a file by name as a search (an empty list when there is none), as the frame looks the key up', async () => {
    const { api, flow } = await setUp();
    const driveToken = await flow.driveToken();
    const search = (name: string) => api.ok(DriveFileList, `/cloud-drive/google-drive/files?name=${name}`, { token: driveToken });
    expect(await search('portico-recovery-test.txt')).toEqual({ files: [] });
    await api.ok(z.object({}), FILE, { method: 'PUT', body: { content: 'the key' }, token: driveToken });
    expect(await search('portico-recovery-test.txt')).toEqual({ files: [{ name: 'portico-recovery-test.txt', content: 'the key' }] });
    expect(await api.fail('/cloud-drive/google-drive/files?name=a%20b', { token: driveToken })).toMatchObject({ status: 400 });
  });

  it('answers 401 without a token, with the user’s access token instead, and once the token expired', async () => {
    const { api, clock, token, flow } = await setUp();
    const driveToken = await flow.driveToken();
    await api.ok(z.object({}), FILE, { method: 'PUT', body: { content: 'the key' }, token: driveToken });
    expect(await api.fail(FILE)).toMatchObject({ status: 401, code: 'missing_or_invalid_token' });
    expect(await api.fail(FILE, { method: 'PUT', body: { content: 'x' } })).toMatchObject({ status: 401 });
    expect(await api.fail(FILE, { token })).toMatchObject({ status: 401 });
    clock.advance(DRIVE_TOKEN_TTL_MS);
    expect(await api.fail(FILE, { token: driveToken })).toMatchObject({ status: 401 });
  });

  it('keeps each user’s drive apart: another user’s token cannot read the file', async () => {
    const { api, flow } = await setUp();
    await api.ok(z.object({}), FILE, { method: 'PUT', body: { content: 'ada’s key' }, token: await flow.driveToken() });
    const { token: mallory } = await api.logIn('mallory@example.com');
    const malloryDrive = await recoveryOAuth(api, mallory!).driveToken();
    expect(await api.fail(FILE, { token: malloryDrive })).toMatchObject({ status: 404 });
  });

  it('refuses a bad file name and content over its limit', async () => {
    const { api, flow } = await setUp();
    const driveToken = await flow.driveToken();
    expect(await api.fail('/cloud-drive/google-drive/files/a%20b', { token: driveToken })).toMatchObject({ status: 400, code: 'invalid_data' });
    const big = { content: 'x'.repeat(4097) };
    expect(await api.fail(FILE, { method: 'PUT', body: big, token: driveToken })).toMatchObject({ status: 400, code: 'invalid_data' });
  });
});
