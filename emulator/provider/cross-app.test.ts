// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CrossAppConnectionsWire, CrossAppInitAnswer } from '../../schemas/cross-app';
import { CrossAppAuthResponseWire } from '../../schemas/cross-app-auth';
import { UserWire } from '../../schemas';
import { DEMO_APP_ID } from './apps';
import { createMemoryRepository } from '../shared/memory-repository';
import { CROSS_APP_CODE_TTL_MS, PROVIDER_TOKEN_TTL_SECONDS, READ_ONLY, TOKEN_REQUIRED } from './cross-app/grants';
import { PROVIDER_APP_ID } from './seed';
import { startEmulator, testClock } from '../test-support';

const RETURN_TO = 'http://127.0.0.1:5173/?page=1';
const CALLBACK = 'http://127.0.0.1:5173/';
const PROVIDER = `privy:${PROVIDER_APP_ID}`;
const INVALID_CODE = { status: 401, code: 'invalid_credentials' };
const Consent = z.object({ redirect_url: z.string() });
const Session = z.object({ token: z.string(), user: UserWire, requester_app_name: z.string() });
const LinkAnswer = z.object({ user: UserWire, oauth_tokens: z.object({ provider: z.string(), access_token: z.string() }) });

function pkce() {
  const verifier = randomBytes(36).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url'), state: randomBytes(24).toString('base64url') };
}

/** The seeded emulator, and the steps of one cross-app round trip (the consent page's calls made in-process). */
function crossAppEmulator() {
  const clock = testClock();
  const repo = createMemoryRepository();
  const api = startEmulator({ now: clock.now, repo });

  let people = 0;
  /** Init, then the consent page's login (a new provider user unless `email` is given) and approval. */
  async function consent(email = `person${++people}@provider.test`, token?: string) {
    const flow = pkce();
    const body = { provider: PROVIDER, redirect_to: RETURN_TO, code_challenge: flow.challenge, state_code: flow.state };
    const { url } = await api.ok(CrossAppInitAnswer, '/api/v1/cross-app/init', { body, token });
    const query = Object.fromEntries(new URL(url).searchParams);
    const provider = await api.logIn(email, PROVIDER_APP_ID);
    const { redirect_url } = await api.ok(Consent, '/api/v1/cross-app/consent', { body: query, token: provider.token ?? '', appId: PROVIDER_APP_ID });
    const back = new URL(redirect_url);
    return { ...flow, url, back, provider, code: back.searchParams.get('privy_oauth_code') ?? '' };
  }
  const redeem = (flow: { code: string; state: string; verifier: string }) => ({
    authorization_code: flow.code,
    state_code: flow.state,
    code_verifier: flow.verifier,
    provider: PROVIDER,
  });
  async function logIn(email = 'ada@example.com') {
    const flow = await consent(email);
    const answer = await api.ok(CrossAppAuthResponseWire, '/api/v1/cross-app/authenticate', { body: redeem(flow) });
    return { flow, answer };
  }
  const session = (token: string, callback_url = CALLBACK) =>
    api.call('/api/v1/cross-app/transact/session', { body: { token, callback_url }, appId: PROVIDER_APP_ID });
  /** Gives a provider user a wallet account directly, as the embedded wallet frame's wallet:create would. */
  function giveWallet(userId: string, address: string) {
    const user = repo.get('users', userId);
    if (!user) throw new Error('no such user');
    const wallet = {
      type: 'wallet', id: null, address, imported: false, delegated: false, chain_type: 'ethereum', chain_id: 'eip155:1', wallet_client: 'privy',
      wallet_client_type: 'privy', connector_type: 'embedded', recovery_method: 'privy', wallet_index: 0, public_key: null,
      verified_at: 1, first_verified_at: 1, latest_verified_at: 1,
    } as const;
    repo.put('users', userId, { ...user, linked_accounts: [...user.linked_accounts, wallet] });
  }
  return { api, clock, consent, redeem, logIn, session, giveWallet };
}

describe('cross-app connections', () => {
  it('lists the seeded provider app with its name, icon and read-only flag', async () => {
    const { api } = crossAppEmulator();
    const answer = await api.ok(CrossAppConnectionsWire, `/api/v1/apps/${DEMO_APP_ID}/cross-app/connections`);
    expect(answer.connections).toEqual([
      {
        provider_app_id: PROVIDER_APP_ID,
        provider_app_name: 'Portico Provider Demo',
        provider_app_icon_url: expect.stringMatching(/^data:image\/svg\+xml,/),
        provider_app_custom_api_url: null,
        read_only: false,
      },
    ]);
    expect(PROVIDER_APP_ID).toHaveLength(25);
  });

  it('are set with PUT /dev/apps and drop unknown provider apps', async () => {
    const { api } = crossAppEmulator();
    const missing = 'missing-app-0000000000001';
    await api.configureApp(DEMO_APP_ID, { cross_app_connections: [{ provider_app_id: PROVIDER_APP_ID, read_only: true }, { provider_app_id: missing }] });
    const answer = await api.ok(CrossAppConnectionsWire, `/api/v1/apps/${DEMO_APP_ID}/cross-app/connections`);
    expect(answer.connections.map(({ provider_app_id, read_only }) => ({ provider_app_id, read_only }))).toEqual([{ provider_app_id: PROVIDER_APP_ID, read_only: true }]);
  });
});

describe('cross-app init and the consent page', () => {
  it('returns the consent page URL with the requester, challenge, state and redirect', async () => {
    const { api } = crossAppEmulator();
    const { challenge, state } = pkce();
    const body = { provider: PROVIDER, redirect_to: RETURN_TO, code_challenge: challenge, state_code: state };
    const { url } = await api.ok(CrossAppInitAnswer, '/api/v1/cross-app/init', { body });
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('http://emulator.test/oauth/authorize');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({ client_id: DEMO_APP_ID, provider_app_id: PROVIDER_APP_ID, code_challenge: challenge, state, redirect_to: RETURN_TO });
    const page = await api.emulator.fetch(url);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toContain('<h1>Portico Demo wants to use your Portico Provider Demo account</h1>');
    expect(html).toContain('<script type="module" src="/oauth/cross-app/consent.js"></script>');
    const denyUrl = new URL(html.match(/data-deny-url="([^"]*)"/)?.[1]?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))) ?? '');
    expect(denyUrl.searchParams.get('privy_oauth_code')).toBe('error');
    expect(denyUrl.searchParams.get('privy_oauth_state')).toBe(state);
    expect(denyUrl.searchParams.get('privy_oauth_provider')).toBe(PROVIDER);
  });

  it('refuses a provider app the requester is not connected to and a non-local redirect', async () => {
    const { api } = crossAppEmulator();
    const { challenge, state } = pkce();
    const body = { provider: 'privy:other-app-00000000000000001', redirect_to: RETURN_TO, code_challenge: challenge, state_code: state };
    expect(await api.fail('/api/v1/cross-app/init', { body })).toMatchObject({ status: 400, error: 'Invalid connected app' });
    const remote = { ...body, provider: PROVIDER, redirect_to: 'https://evil.example/' };
    expect(await api.fail('/api/v1/cross-app/init', { body: remote })).toMatchObject({ status: 400, code: 'invalid_data' });
    expect(await api.fail('/api/v1/cross-app/init', { body: { ...body, provider: 'google' } })).toMatchObject({ status: 400, code: 'invalid_data' });
  });

  it('issues a code only to the provider app user who approves, returned with state and provider', async () => {
    const { api, consent } = crossAppEmulator();
    const flow = await consent();
    expect(flow.back.origin + flow.back.pathname).toBe('http://127.0.0.1:5173/');
    expect(flow.back.searchParams.get('page')).toBe('1');
    expect(flow.back.searchParams.get('privy_oauth_state')).toBe(flow.state);
    expect(flow.back.searchParams.get('privy_oauth_provider')).toBe(PROVIDER);
    expect(flow.code).toMatch(/^[\w-]{43}$/);
    const query = Object.fromEntries(new URL(flow.url).searchParams);
    expect(await api.fail('/api/v1/cross-app/consent', { body: query, appId: PROVIDER_APP_ID })).toMatchObject({ status: 401 });
  });
});

describe('cross-app authenticate', () => {
  it('logs in with a cross_app account of the provider user and answers the provider token', async () => {
    const { api, logIn } = crossAppEmulator();
    const { flow, answer } = await logIn();
    const providerUserId = flow.provider.user?.id;
    expect(answer.is_new_user).toBe(true);
    expect(answer.token).toEqual(expect.any(String));
    expect(answer.oauth_tokens).toEqual({ provider: PROVIDER, access_token: expect.stringMatching(/^[\w-]{43}$/), access_token_expires_in_seconds: PROVIDER_TOKEN_TTL_SECONDS });
    expect(answer.user?.linked_accounts).toEqual([
      expect.objectContaining({ type: 'cross_app', subject: providerUserId, provider_app_id: PROVIDER_APP_ID, embedded_wallets: [], smart_wallets: [] }),
    ]);
    // The same provider user is the same requester user.
    const again = await logIn();
    expect(again.answer.is_new_user).toBe(false);
    expect(again.answer.user?.id).toBe(answer.user?.id);
    // The provider app's own users are not the requester's.
    expect(await api.ok(UserWire, '/api/v1/users/me', { token: answer.token ?? '' })).toMatchObject({ id: answer.user?.id });
  });

  it("lists the provider user's Ethereum embedded wallets", async () => {
    const { api, consent, redeem, giveWallet } = crossAppEmulator();
    const flow = await consent();
    const address = '0x1111111111111111111111111111111111111111';
    giveWallet(flow.provider.user?.id ?? '', address);
    const answer = await api.ok(CrossAppAuthResponseWire, '/api/v1/cross-app/authenticate', { body: redeem(flow) });
    expect(answer.user?.linked_accounts[0]).toMatchObject({ type: 'cross_app', embedded_wallets: [{ address }] });
  });

  it('spends a code once, and refuses a wrong verifier, state, provider, app or an expired code', async () => {
    const { api, clock, consent, redeem } = crossAppEmulator();
    const path = '/api/v1/cross-app/authenticate';
    const used = await consent();
    await api.ok(CrossAppAuthResponseWire, path, { body: redeem(used) });
    expect(await api.fail(path, { body: redeem(used) })).toMatchObject(INVALID_CODE);

    const wrongVerifier = await consent();
    expect(await api.fail(path, { body: { ...redeem(wrongVerifier), code_verifier: pkce().verifier } })).toMatchObject(INVALID_CODE);
    // Spent by the failed try.
    expect(await api.fail(path, { body: redeem(wrongVerifier) })).toMatchObject(INVALID_CODE);

    const wrongState = await consent();
    expect(await api.fail(path, { body: { ...redeem(wrongState), state_code: 'other' } })).toMatchObject(INVALID_CODE);

    const wrongProvider = await consent();
    expect(await api.fail(path, { body: { ...redeem(wrongProvider), provider: 'privy:other-app-00000000000000001' } })).toMatchObject(INVALID_CODE);

    const otherApp = await consent();
    await api.configureApp('other-app-000000000000001', { cross_app_connections: [{ provider_app_id: PROVIDER_APP_ID }] });
    expect(await api.fail(path, { body: redeem(otherApp), appId: 'other-app-000000000000001' })).toMatchObject(INVALID_CODE);

    const expired = await consent();
    clock.advance(CROSS_APP_CODE_TTL_MS);
    expect(await api.fail(path, { body: redeem(expired) })).toMatchObject(INVALID_CODE);
  });
});

describe('cross-app link and unlink', () => {
  it('links the provider account to the logged-in user, once, and unlinks it', async () => {
    const { api, consent, redeem } = crossAppEmulator();
    const ada = await api.logIn('ada@requester.test');
    const flow = await consent('ada@provider.test', ada.token ?? '');
    const linked = await api.ok(LinkAnswer, '/api/v1/cross-app/link', { body: redeem(flow), token: ada.token ?? '' });
    expect(linked.oauth_tokens.provider).toBe(PROVIDER);
    expect(linked.user.linked_accounts.map((account) => account.type)).toEqual(['email', 'cross_app']);

    // Linked again by its user (who lost the provider token): the same user, a fresh token.
    const relinked = await api.ok(LinkAnswer, '/api/v1/cross-app/link', { body: redeem(await consent('ada@provider.test', ada.token ?? '')), token: ada.token ?? '' });
    expect(relinked.user.linked_accounts).toEqual(linked.user.linked_accounts);
    expect(relinked.oauth_tokens.access_token).not.toBe(linked.oauth_tokens.access_token);

    const grace = await api.logIn('grace@requester.test');
    const again = await consent('ada@provider.test');
    expect(await api.fail('/api/v1/cross-app/link', { body: redeem(again), token: grace.token ?? '' })).toMatchObject({ status: 400, code: 'linked_to_another_user' });

    const unlinkNotLoggedIn = await api.fail('/api/v1/cross-app/unlink', { body: { subject: flow.provider.user?.id } });
    expect(unlinkNotLoggedIn.status).toBe(401);
    const after = await api.ok(UserWire, '/api/v1/cross-app/unlink', { body: { subject: flow.provider.user?.id, provider: PROVIDER }, token: ada.token ?? '' });
    expect(after.linked_accounts.map((account) => account.type)).toEqual(['email']);
  });

  it('refuses to link without a logged-in user', async () => {
    const { api, consent, redeem } = crossAppEmulator();
    const flow = await consent();
    expect(await api.fail('/api/v1/cross-app/link', { body: redeem(flow) })).toMatchObject({ status: 401, code: 'must_be_authenticated' });
  });
});

describe("the transact page's token checks", () => {
  it("trades a live provider token, at the requester's origin, for a session of the provider user", async () => {
    const { logIn, session } = crossAppEmulator();
    const { flow, answer } = await logIn();
    const ok = await session(answer.oauth_tokens.access_token);
    expect(ok.status).toBe(200);
    const body = Session.parse(JSON.parse(ok.text));
    expect(body.user.id).toBe(flow.provider.user?.id);
    expect(body.requester_app_name).toBe('Portico Demo');
  });

  it('refuses an unknown or expired token, another origin, and a read-only provider app', async () => {
    const { api, clock, logIn, session } = crossAppEmulator();
    const { answer } = await logIn();
    const token = answer.oauth_tokens.access_token;
    const refused = async (token: string, callback?: string) => JSON.parse((await session(token, callback)).text) as unknown;
    expect(await refused('nope')).toMatchObject({ error: TOKEN_REQUIRED });
    expect(await refused(token, 'http://localhost:3000/')).toMatchObject({ error: TOKEN_REQUIRED });
    const page = await (await api.emulator.fetch(`http://emulator.test/oauth/transact?token=nope&request=${encodeURIComponent(transactRequest())}`)).text();
    expect(page).toContain(`data-error="${TOKEN_REQUIRED}"`);
    expect(page).toContain('data-callback-origin="http://127.0.0.1:5173"');

    await api.configureApp(DEMO_APP_ID, { name: 'Portico Demo', cross_app_connections: [{ provider_app_id: PROVIDER_APP_ID, read_only: true }] });
    expect(await refused(token)).toMatchObject({ error: READ_ONLY });
    const readOnlyPage = await (await api.emulator.fetch(`http://emulator.test/oauth/transact?token=${token}&request=${encodeURIComponent(transactRequest())}`)).text();
    expect(readOnlyPage).toContain(`data-error="${READ_ONLY}"`);

    await api.configureApp(DEMO_APP_ID, { name: 'Portico Demo', cross_app_connections: [{ provider_app_id: PROVIDER_APP_ID }] });
    expect((await session(token)).status).toBe(200);
    clock.advance(PROVIDER_TOKEN_TTL_SECONDS * 1000);
    expect(await refused(token)).toMatchObject({ error: TOKEN_REQUIRED });
  });

  it('shows a personal_sign request with Approve and Reject', async () => {
    const { api, logIn } = crossAppEmulator();
    const { answer } = await logIn();
    const url = `http://emulator.test/oauth/transact?token=${answer.oauth_tokens.access_token}&request=${encodeURIComponent(transactRequest())}`;
    const html = await (await api.emulator.fetch(url)).text();
    expect(html).toContain('<h1>Portico Demo asks you to sign with your Portico Provider Demo wallet</h1>');
    expect(html).toContain('<pre>Hello from Portico</pre>');
    expect(html).toMatch(/<button id="approve"[^>]*>Approve<\/button>/);
    expect(html).toMatch(/<button id="reject"[^>]*>Reject<\/button>/);
    expect(html).not.toContain('data-error');
  });
});

function transactRequest(method = 'personal_sign', params: unknown[] = ['0x48656c6c6f2066726f6d20506f727469636f', '0x1111111111111111111111111111111111111111']) {
  return JSON.stringify({ content: { request: { request: { method, params } } }, timestamp: Date.UTC(2030, 0, 1), callbackUrl: CALLBACK });
}
