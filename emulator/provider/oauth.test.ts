// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AuthResponseWire, OAUTH_PROVIDERS, OAuthInitAnswer, UserWire, type OAuthProvider } from '../../schemas';
import { answerAtProvider, type ProviderAnswer } from '../../test/support/oauth-provider';
import { DEMO_APP_ID } from './apps';
import { OAUTH_CODE_TTL_MS } from './oauth';
import { startEmulator, testClock } from '../test-support';

const RETURN_TO = 'http://127.0.0.1:5173/?page=1';
const INVALID_CODE = { status: 401, code: 'invalid_credentials' };

function pkce() {
  const verifier = randomBytes(36).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url'), state: randomBytes(36).toString('base64url') };
}

/** An emulator whose app enables every provider, and the steps of one OAuth round trip. */
async function oauthEmulator(config: Record<string, unknown> = {}) {
  const clock = testClock();
  const api = startEmulator({ now: clock.now });
  const all = Object.fromEntries(OAUTH_PROVIDERS.map((provider) => [`${provider}_oauth`, true]));
  await api.configureApp(DEMO_APP_ID, { name: 'Portico Demo', ...all, ...config });

  /** oauth/init, then the person's answer at the provider page: the return URL's parameters. */
  async function authorize(provider: OAuthProvider, answer: ProviderAnswer = {}, token?: string) {
    const flow = pkce();
    const body = { provider, redirect_to: RETURN_TO, code_challenge: flow.challenge, state_code: flow.state };
    const { url } = await api.ok(OAuthInitAnswer, '/api/v1/oauth/init', { body, token });
    const back = await answerAtProvider(api.emulator.fetch, url, answer);
    return { ...flow, url, back, code: back.searchParams.get('privy_oauth_code') ?? '' };
  }
  const redeem = (flow: { code: string; state: string; verifier: string }) => ({
    authorization_code: flow.code,
    state_code: flow.state,
    code_verifier: flow.verifier,
  });
  async function logIn(provider: OAuthProvider, answer?: ProviderAnswer) {
    return api.ok(AuthResponseWire, '/api/v1/oauth/authenticate', { body: redeem(await authorize(provider, answer)) });
  }
  return { api, clock, authorize, redeem, logIn };
}

describe('oauth/init and the provider page', () => {
  it('returns the emulated provider page, whose approval returns to redirect_to with the prefixed parameters', async () => {
    const { api, authorize } = await oauthEmulator();
    const flow = await authorize('github', { fields: { username: 'octo-ada' } });
    expect(flow.url).toMatch(/^http:\/\/emulator\.test\/oauth\/github\/authorize\?request=[\w-]{32}$/);
    expect(flow.back.origin + flow.back.pathname).toBe('http://127.0.0.1:5173/');
    expect(flow.back.searchParams.get('page')).toBe('1');
    expect(flow.back.searchParams.get('privy_oauth_state')).toBe(flow.state);
    expect(flow.back.searchParams.get('privy_oauth_provider')).toBe('github');
    expect(flow.code).toMatch(/^[\w-]{43}$/);
    // The request is spent: its page is gone.
    expect((await api.emulator.fetch(flow.url)).status).toBe(404);
  });

  it('serves a labelled form of the provider fields, test identities to pick, Approve and Deny', async () => {
    const { api } = await oauthEmulator();
    const { challenge, state } = pkce();
    const body = { provider: 'linkedin', redirect_to: RETURN_TO, code_challenge: challenge, state_code: state };
    const { url } = await api.ok(OAuthInitAnswer, '/api/v1/oauth/init', { body });
    const html = await (await api.emulator.fetch(`${url}&identity=grace`)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Sign in to LinkedIn</h1>');
    expect(html).toContain('Portico Demo wants to use your LinkedIn account');
    for (const [field, label] of [['name', 'Name'], ['email', 'Email'], ['vanity_name', 'Vanity name']]) {
      expect(html).toContain(`<label for="field-${field}">${label}</label>`);
      expect(html).toContain(`id="field-${field}" name="${field}"`);
    }
    expect(html).not.toContain('name="username"');
    expect(html).toContain('value="grace@example.com"');
    expect(html).toContain('aria-current="true">Grace Hopper</a>');
    expect(html).toMatch(/<button[^>]*value="approve">Approve<\/button>/);
    expect(html).toMatch(/<button[^>]*value="deny">Deny<\/button>/);
  });

  it('keeps the person on the page with an alert when the key field is empty', async () => {
    const { api } = await oauthEmulator();
    const { challenge, state } = pkce();
    const body = { provider: 'github', redirect_to: RETURN_TO, code_challenge: challenge, state_code: state };
    const { url } = await api.ok(OAuthInitAnswer, '/api/v1/oauth/init', { body });
    const requestId = new URL(url).searchParams.get('request') ?? '';
    const sent = await api.emulator.fetch('http://emulator.test/oauth/github/authorize', {
      method: 'POST',
      body: new URLSearchParams({ request: requestId, username: ' ', decision: 'approve' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(sent.status).toBe(400);
    expect(await sent.text()).toContain('role="alert">Enter a username.</p>');
  });

  it('denying returns the code "undefined", which logs no one in', async () => {
    const { api, authorize, redeem } = await oauthEmulator();
    const flow = await authorize('google', { decision: 'deny' });
    expect(flow.code).toBe('undefined');
    expect(flow.back.searchParams.get('privy_oauth_state')).toBe(flow.state);
    expect(await api.fail('/api/v1/oauth/authenticate', { body: redeem(flow) })).toMatchObject(INVALID_CODE);
  });

  it('refuses a provider the app does not enable, a redirect_to off localhost, and a missing captcha', async () => {
    const { api } = await oauthEmulator({ github_oauth: false, captcha_enabled: true, captcha_site_key: 'test-pass-x' });
    const { challenge, state } = pkce();
    const init = (provider: string, redirect_to: string) =>
      api.fail('/api/v1/oauth/init', { body: { provider, redirect_to, code_challenge: challenge, state_code: state } });
    expect(await init('github', RETURN_TO)).toEqual({
      status: 403,
      code: 'disallowed_login_method',
      error: 'Login with GitHub is not allowed for this app',
    });
    for (const redirect of ['https://evil.example/cb', 'javascript:alert(1)', 'not a url', 'http://localhost.evil.example/']) {
      expect(await init('google', redirect)).toMatchObject({ status: 400, code: 'invalid_data' });
    }
    expect(await init('google', RETURN_TO)).toMatchObject({ status: 400, code: 'invalid_captcha' });
    expect(await init('myspace', RETURN_TO)).toMatchObject({ status: 400, code: 'invalid_data' });
  });

  it('limits oauth/init to 20 a minute per app and provider', async () => {
    const { api, clock } = await oauthEmulator();
    const { challenge, state } = pkce();
    const body = { provider: 'discord', redirect_to: RETURN_TO, code_challenge: challenge, state_code: state };
    for (let i = 0; i < 20; i++) await api.ok(OAuthInitAnswer, '/api/v1/oauth/init', { body });
    expect(await api.fail('/api/v1/oauth/init', { body })).toMatchObject({ status: 429, code: 'too_many_requests' });
    clock.advance(60_001);
    await api.ok(OAuthInitAnswer, '/api/v1/oauth/init', { body });
  });
});

describe('oauth/authenticate', () => {
  it('signs up with the provider account and its tokens, then logs the same identity in again', async () => {
    const { logIn } = await oauthEmulator();
    const first = await logIn('github', { identity: 'grace' });
    expect(first.is_new_user).toBe(true);
    expect(first.user?.linked_accounts).toEqual([
      expect.objectContaining({ type: 'github_oauth', subject: expect.stringMatching(/^\d+$/), username: 'grace', name: 'Grace Hopper', email: 'grace@example.com' }),
    ]);
    expect(first.oauth_tokens).toEqual({
      provider: 'github',
      access_token: expect.stringMatching(/^github-access-/),
      access_token_expires_in_seconds: 3600,
      refresh_token: expect.stringMatching(/^github-refresh-/),
      refresh_token_expires_in_seconds: 180 * 24 * 3600,
      scopes: ['read:user', 'user:email'],
    });
    const again = await logIn('github', { identity: 'grace', fields: { name: 'Rear Admiral Hopper' } });
    expect(again).toMatchObject({ is_new_user: false, user: { id: first.user?.id } });
  });

  it.each(OAUTH_PROVIDERS)('%s shares only its own fields of section 3.2', async (provider) => {
    const { logIn } = await oauthEmulator();
    const answer = await logIn(provider);
    const [account] = answer.user?.linked_accounts ?? [];
    const expected: Record<OAuthProvider, string[]> = {
      google: ['email', 'name'],
      spotify: ['email', 'name'],
      instagram: ['username'],
      twitter: ['username', 'name', 'profile_picture_url'],
      discord: ['username', 'email'],
      github: ['username', 'name', 'email'],
      tiktok: ['username', 'name'],
      linkedin: ['name', 'email', 'vanity_name'],
      apple: ['email'],
    };
    const times = ['verified_at', 'first_verified_at', 'latest_verified_at'];
    expect(Object.keys(account ?? {}).sort()).toEqual(['type', 'subject', ...times, ...expected[provider]].sort());
    expect(account).toMatchObject({ type: `${provider}_oauth` });
    expect(answer.oauth_tokens?.provider).toBe(provider);
  });

  it('spends a code once, and refuses a late code, a wrong verifier and a wrong state', async () => {
    const { api, clock, authorize, redeem } = await oauthEmulator();
    const authenticate = (body: unknown) => api.fail('/api/v1/oauth/authenticate', { body });

    const replayed = await authorize('google');
    await api.ok(AuthResponseWire, '/api/v1/oauth/authenticate', { body: redeem(replayed) });
    expect(await authenticate(redeem(replayed))).toMatchObject(INVALID_CODE);

    const late = await authorize('google');
    clock.advance(OAUTH_CODE_TTL_MS);
    expect(await authenticate(redeem(late))).toMatchObject(INVALID_CODE);

    // A wrong verifier also spends the code: the right one cannot follow.
    const stolen = await authorize('google');
    expect(await authenticate({ ...redeem(stolen), code_verifier: pkce().verifier })).toMatchObject(INVALID_CODE);
    expect(await authenticate(redeem(stolen))).toMatchObject(INVALID_CODE);

    const forged = await authorize('google');
    expect(await authenticate({ ...redeem(forged), state_code: 'another-state' })).toMatchObject(INVALID_CODE);
  });

  it('refuses a suspended account with its own code', async () => {
    const { api, authorize, redeem } = await oauthEmulator();
    const flow = await authorize('twitter', { identity: 'suspended' });
    expect(await api.fail('/api/v1/oauth/authenticate', { body: redeem(flow) })).toEqual({
      status: 403,
      code: 'oauth_account_suspended',
      error: 'Your Twitter account is suspended.',
    });
  });

  it('refuses a code once the app turns the provider off', async () => {
    const { api, authorize, redeem } = await oauthEmulator();
    const flow = await authorize('spotify');
    await api.configureApp(DEMO_APP_ID, { spotify_oauth: false });
    expect(await api.fail('/api/v1/oauth/authenticate', { body: redeem(flow) })).toMatchObject({ status: 403, code: 'disallowed_login_method' });
  });
});

describe('oauth/link and oauth/unlink', () => {
  it('links a provider account to the logged-in user, once per type, and unlinks it by provider and subject', async () => {
    const { api, authorize, redeem, logIn } = await oauthEmulator();
    const { token } = await api.logIn('linker@example.com');
    const call = { token: token ?? '' };

    const linked = await api.ok(UserWire, '/api/v1/oauth/link', { body: redeem(await authorize('github', { identity: 'grace' })), ...call });
    const github = linked.linked_accounts.find((account) => account.type === 'github_oauth');
    expect(github).toMatchObject({ username: 'grace' });

    const second = await authorize('github', { fields: { username: 'another-one' } }, call.token);
    expect(await api.fail('/api/v1/oauth/link', { body: redeem(second), ...call })).toEqual({
      status: 400,
      code: 'cannot_link_more_of_type',
      error: 'User already has an account of type github_oauth linked.',
    });

    // Somebody else already logs in with this Discord account: 400 (never 409, which clients retry).
    await logIn('discord', { identity: 'ada' });
    const owned = await authorize('discord', { identity: 'ada' });
    expect(await api.fail('/api/v1/oauth/link', { body: redeem(owned), ...call })).toMatchObject({ status: 400, code: 'linked_to_another_user' });

    const subject = github && 'subject' in github ? github.subject : '';
    const unlinked = await api.ok(UserWire, '/api/v1/oauth/unlink', { body: { provider: 'github', subject }, ...call });
    expect(unlinked.linked_accounts.map((account) => account.type)).toEqual(['email']);
    expect(await api.fail('/api/v1/oauth/unlink', { body: { provider: 'github', subject }, ...call })).toMatchObject({ status: 400, code: 'invalid_data' });
  });

  it('needs a logged-in user', async () => {
    const { api, authorize, redeem } = await oauthEmulator();
    const flow = await authorize('apple');
    expect(await api.fail('/api/v1/oauth/link', { body: redeem(flow) })).toMatchObject({ status: 401, code: 'must_be_authenticated' });
  });
});
