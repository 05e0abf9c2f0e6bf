import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PorticoError, memoryStorage } from '../../kernel/index';
import { POPUP_HEIGHT, POPUP_WIDTH } from '../../kit/open-popup';
import { POPUP_POLL_MS, POPUP_TIMEOUT_MS } from '../../kit/popup';
import { OAUTH_PROVIDERS, type OAuthProvider } from '../../schemas/index';
import { kernelWithTestCaptcha } from '../../test/support/captcha';
import { DEMO_APP_ID, EMULATOR_URL, setupEmulator } from '../../test/support/emulator';
import { answer, completeInPopup, fakePopup, postFromPopup, providerPage } from '../../test/support/oauth';
import { oauth, type OAuthPluginOptions } from './index';

const FLOW_KEY = `privy:${DEMO_APP_ID}:oauth-flow`;
const ALL_ON = Object.fromEntries(OAUTH_PROVIDERS.map((provider) => [`${provider}_oauth`, true]));

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: PorticoError) => error,
  );

afterEach(() => {
  vi.useRealTimers();
  history.replaceState(null, '', '/');
  sessionStorage.clear();
  Reflect.deleteProperty(window, 'opener');
});

/** The OAuth plugin alone, against an in-process emulator whose app enables every provider. */
async function oauthOnly(options: Partial<OAuthPluginOptions> = {}, config: Record<string, unknown> = {}) {
  const env = setupEmulator();
  await env.configureApp({ email_auth: true, ...ALL_ON, ...config });
  const storage = memoryStorage();
  const plugin = () => oauth({ providers: OAUTH_PROVIDERS, ...options });
  const load = async () => {
    const portico = env.kernel([plugin()], storage);
    await portico.start();
    return portico;
  };
  const portico = await load();
  const calls = (path: string) => env.requests.filter((request) => new URL(request.url).pathname === path).length;
  return { env, portico, load, calls };
}

/** Logs in with `provider` through the popup. */
async function logInByPopup(setup: Awaited<ReturnType<typeof oauthOnly>>, provider: OAuthProvider = 'github') {
  const popup = fakePopup();
  const login = setup.portico.oauth.login(provider);
  await completeInPopup(setup.env, popup);
  return login;
}

/** A return to this page as the provider sends it, then a fresh kernel (a page load) on the same storage. */
async function returnTo(back: URL, load: () => ReturnType<Awaited<ReturnType<typeof oauthOnly>>['load']>) {
  history.replaceState(null, '', back.pathname + back.search);
  return load();
}

describe('oauth plugin alone: the popup flow', () => {
  it.each(OAUTH_PROVIDERS)('logs in with %s: login and oauth:tokens events, the user view, three requests', async (provider) => {
    const setup = await oauthOnly();
    const { env, portico } = setup;
    const logins: string[] = [];
    const granted: string[] = [];
    portico.on('login', ({ method, isNewUser }) => logins.push(`${method}:${isNewUser}`));
    portico.on('oauth:tokens', ({ tokens, user }) => granted.push(`${tokens.provider}:${user.id}`));
    const before = env.requests.length;

    const popup = fakePopup();
    const login = portico.oauth.login(provider);
    // Opened inside the call, before any await: 440 x 680, blank until the provider's URL is known.
    expect(window.open).toHaveBeenCalledWith('about:blank', 'privy-oauth', expect.stringContaining(`width=${POPUP_WIDTH},height=${POPUP_HEIGHT}`));
    expect(portico.oauth.getState()).toMatchObject({ status: 'awaiting-provider', provider, intent: 'login', flow: 'popup' });
    const url = await providerPage(popup);
    expect(url).toMatch(new RegExp(`^${EMULATOR_URL}/oauth/${provider}/authorize\\?request=`));
    postFromPopup(await answer(env, url));
    const { user, oauthTokens } = await login;

    expect(user[provider]).toMatchObject({ type: `${provider}_oauth`, subject: expect.stringMatching(/^\d+$/) });
    expect(oauthTokens).toMatchObject({ provider, accessToken: expect.stringContaining('-access-'), accessTokenExpiresInSeconds: 3600 });
    expect(portico.getSnapshot()).toMatchObject({ status: 'authenticated', recentLoginMethod: provider });
    expect(portico.oauth.getState()).toMatchObject({ status: 'connected', error: null });
    expect(popup.closed).toBe(true);
    expect(logins).toEqual([`${provider}:true`]);
    expect(granted).toEqual([`${provider}:${user.id}`]);
    await vi.waitFor(() => expect(env.requests.length - before).toBe(3));
    expect(env.requests.slice(before).map((request) => new URL(request.url).pathname)).toEqual([
      '/api/v1/oauth/init',
      '/api/v1/oauth/authenticate',
      '/api/v1/analytics_events',
    ]);
    const init = (await env.requests[before]?.clone().json()) as Record<string, unknown>;
    expect(init).toMatchObject({ provider, redirect_to: 'http://localhost:3000/', token: null, state_code: expect.stringMatching(/^[\w-]{48}$/) });
    expect(init.code_challenge).toMatch(/^[\w-]{43}$/);
  });

  it('the return page in the popup posts to its opener with an explicit target origin, then closes', async () => {
    const setup = await oauthOnly();
    const popup = fakePopup();
    const login = setup.portico.oauth.login('discord');
    const back = await answer(setup.env, await providerPage(popup));

    // The popup's page: the same app, loaded with the return parameters and an opener of this origin.
    const posted: [unknown, string][] = [];
    const opener = {
      location: { origin: window.location.origin },
      postMessage(data: unknown, targetOrigin: string) {
        posted.push([data, targetOrigin]);
        window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin }));
      },
    };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const popupPage = await returnTo(back, setup.load);

    expect(posted).toEqual([
      [
        {
          type: 'PRIVY_OAUTH_RESPONSE',
          stateCode: back.searchParams.get('privy_oauth_state'),
          authorizationCode: back.searchParams.get('privy_oauth_code'),
          error: null,
        },
        'http://localhost:3000',
      ],
    ]);
    expect(close).toHaveBeenCalled();
    expect(location.search).toBe('');
    expect(popupPage.getSnapshot().modal.open).toBe(false);
    expect((await login).user.discord).toBeDefined();
  });

  it('ignores messages from another origin or of another type', async () => {
    const setup = await oauthOnly();
    const popup = fakePopup();
    const login = setup.portico.oauth.login('github');
    let settled = false;
    void login.finally(() => (settled = true));
    const back = await answer(setup.env, await providerPage(popup));

    postFromPopup(back, { origin: 'http://evil.example' });
    postFromPopup(back, { type: 'SOMETHING_ELSE' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    expect(setup.calls('/api/v1/oauth/authenticate')).toBe(0);

    postFromPopup(back);
    expect((await login).user.github).toBeDefined();
  });

  it('refuses a state it did not send: possible phishing, and no authenticate call', async () => {
    const setup = await oauthOnly();
    const phishing: unknown[] = [];
    setup.portico.on('oauth:possible_phishing', (event) => phishing.push(event));
    const popup = fakePopup();
    const login = setup.portico.oauth.login('google');
    const back = await answer(setup.env, await providerPage(popup));
    postFromPopup(back, { stateCode: 'a-state-this-browser-never-sent' });

    const error = await rejection(login);
    expect(error).toMatchObject({ code: 'oauth_unexpected', shortMessage: 'Unexpected auth flow. This may be a phishing attempt.' });
    expect(phishing).toEqual([{ provider: 'google', intent: 'login' }]);
    expect(setup.calls('/api/v1/oauth/authenticate')).toBe(0);
    expect(setup.portico.getSnapshot().user).toBeNull();
  });

  it('reports a denial at the provider as oauth_user_denied, naming the provider', async () => {
    const setup = await oauthOnly();
    const popup = fakePopup();
    const login = setup.portico.oauth.login('github');
    await completeInPopup(setup.env, popup, { decision: 'deny' });
    const error = await rejection(login);
    expect(error).toMatchObject({
      code: 'oauth_user_denied',
      shortMessage: 'Retry and check GitHub to finish connecting your account.',
      retryable: true,
    });
    expect(setup.portico.describeError(error).title).toBe('Authentication failed');
    expect(setup.portico.oauth.getState()).toMatchObject({ status: 'failed', error: { code: 'oauth_user_denied' } });
    expect(setup.calls('/api/v1/oauth/authenticate')).toBe(0);
  });

  it('"error" from the return page gives "Something went wrong. Try again."', async () => {
    const setup = await oauthOnly();
    const popup = fakePopup();
    const login = setup.portico.oauth.login('github');
    const back = await answer(setup.env, await providerPage(popup));
    postFromPopup(back, { stateCode: null, authorizationCode: null, error: 'Something went wrong. Try again.' });
    expect(await rejection(login)).toMatchObject({ code: 'oauth_error', shortMessage: 'Something went wrong. Try again.' });
  });

  it('a closed popup ends the flow with "User rejected request"', async () => {
    const setup = await oauthOnly();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const popup = fakePopup();
    const login = rejection(setup.portico.oauth.login('github'));
    await providerPage(popup);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(2 * POPUP_POLL_MS);
    expect(await login).toMatchObject({ code: 'oauth_popup_closed', shortMessage: 'User rejected request', retryable: true });
  });

  it('gives up after 2 minutes and closes the popup', async () => {
    const setup = await oauthOnly();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const popup = fakePopup();
    const login = rejection(setup.portico.oauth.login('github'));
    await providerPage(popup);
    await vi.advanceTimersByTimeAsync(POPUP_TIMEOUT_MS - 1_000);
    expect(popup.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await login).toMatchObject({ code: 'oauth_timeout', shortMessage: 'Authorization request timed out after 2 minutes.' });
    expect(popup.closed).toBe(true);
  });

  it('a blocked popup is reported, sends nothing, and leaves the redirect flow on offer', async () => {
    const setup = await oauthOnly();
    fakePopup({ blocked: true });
    expect(await rejection(setup.portico.oauth.login('github'))).toMatchObject({ code: 'oauth_popup_blocked' });
    expect(setup.portico.oauth.getState()).toMatchObject({ status: 'popup-blocked', provider: 'github' });
    expect(setup.calls('/api/v1/oauth/init')).toBe(0);
  });

  it('words the server errors as section 8 does: suspended, rate limited', async () => {
    const setup = await oauthOnly();
    const popup = fakePopup();
    const suspended = setup.portico.oauth.login('twitter');
    await completeInPopup(setup.env, popup, { identity: 'suspended' });
    expect(await rejection(suspended)).toMatchObject({
      code: 'oauth_account_suspended',
      shortMessage: 'Your Twitter account is suspended. Please try another login method.',
      retryable: false,
    });

    const init = { provider: 'discord', redirect_to: 'http://localhost:3000/', code_challenge: 'c'.repeat(43), state_code: 's' };
    for (let i = 0; i < 20; i++) {
      await setup.env.emulator.fetch(`${EMULATOR_URL}/api/v1/oauth/init`, {
        method: 'POST',
        body: JSON.stringify(init),
        headers: { 'content-type': 'application/json', 'privy-app-id': DEMO_APP_ID },
      });
    }
    fakePopup();
    expect(await rejection(setup.portico.oauth.login('discord'))).toMatchObject({
      code: 'too_many_requests',
      shortMessage: 'Request limit reached for Discord. Please wait a moment and try again.',
    });
  });

  it('passes the app captcha token to oauth/init', async () => {
    const env = setupEmulator();
    await env.configureApp({ ...ALL_ON, captcha_enabled: true, captcha_site_key: 'test-pass-oauth' });
    const { kernel, bodiesTo, removeScript } = kernelWithTestCaptcha(env, [oauth({ providers: ['github'] })]);
    try {
      await kernel.start();
      const popup = fakePopup();
      const login = kernel.oauth.login('github');
      await completeInPopup(env, popup);
      await login;
      const [body] = await bodiesTo('/api/v1/oauth/init');
      expect(body?.token).toMatch(/^captcha-/);
    } finally {
      removeScript();
    }
  });
});

describe('oauth plugin alone: the redirect flow', () => {
  /** Starts a redirect login; returns the provider URL the page was sent to. */
  async function startRedirect(setup: Awaited<ReturnType<typeof oauthOnly>>, provider: OAuthProvider = 'github') {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    void setup.portico.oauth.login(provider);
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    return String(assign.mock.calls[0]?.[0]);
  }

  it('keeps the verifier and state in session storage, then logs in on the return and cleans the URL', async () => {
    const setup = await oauthOnly({ flow: 'redirect' });
    const url = await startRedirect(setup);
    const pending = JSON.parse(sessionStorage.getItem(FLOW_KEY) ?? '{}') as Record<string, string>;
    expect(pending).toMatchObject({ provider: 'github', intent: 'login', mode: 'login-or-sign-up', verifier: expect.stringMatching(/^[\w-]{48}$/) });

    const back = await answer(setup.env, url, { fields: { username: 'redirected' } });
    history.replaceState(null, '', `/app?tab=1&${back.searchParams}`);
    const returned = await setup.load();
    await vi.waitFor(() => expect(returned.getSnapshot().user?.github?.username).toBe('redirected'));
    expect(location.pathname + location.search).toBe('/app?tab=1');
    expect(sessionStorage.getItem(FLOW_KEY)).toBeNull();
    expect(returned.getSnapshot().modal).toMatchObject({ open: true, screen: 'AWAITING_OAUTH_SCREEN', intent: 'login' });
    expect(returned.oauth.getState()).toMatchObject({ status: 'connected', provider: 'github' });
  });

  it('refuses a replayed return: the code was spent by the first', async () => {
    const setup = await oauthOnly({ flow: 'redirect' });
    const back = await answer(setup.env, await startRedirect(setup));
    const pending = sessionStorage.getItem(FLOW_KEY) ?? '';
    await vi.waitFor(async () => expect((await returnTo(back, setup.load)).getSnapshot().user).not.toBeNull());

    sessionStorage.setItem(FLOW_KEY, pending);
    const errors: PorticoError[] = [];
    const replay = setup.env.kernel([oauth({ providers: ['github'] })], memoryStorage());
    replay.on('error', ({ error }) => errors.push(error));
    history.replaceState(null, '', back.pathname + back.search);
    await replay.start();
    expect(setup.calls('/api/v1/oauth/authenticate')).toBe(2);
    expect(replay.oauth.getState()).toMatchObject({ status: 'failed', error: { code: 'invalid_credentials', shortMessage: 'Invalid code during OAuth flow' } });
    expect(errors.map((error) => error.code)).toEqual(['invalid_credentials']);
    expect(replay.getSnapshot().user).toBeNull();
  });

  it('a wrong verifier is refused by the emulator', async () => {
    const setup = await oauthOnly({ flow: 'redirect' });
    const back = await answer(setup.env, await startRedirect(setup));
    const pending = JSON.parse(sessionStorage.getItem(FLOW_KEY) ?? '{}') as Record<string, string>;
    sessionStorage.setItem(FLOW_KEY, JSON.stringify({ ...pending, verifier: 'x'.repeat(48) }));
    const returned = await returnTo(back, setup.load);
    expect(returned.oauth.getState()).toMatchObject({ status: 'failed', error: { shortMessage: 'Invalid code during OAuth flow' } });
    expect(returned.getSnapshot().user).toBeNull();
  });

  it('without a stored verifier: "Authentication error", and nothing is sent', async () => {
    const setup = await oauthOnly({ flow: 'redirect' });
    const back = await answer(setup.env, await startRedirect(setup));
    sessionStorage.clear();
    const returned = await returnTo(back, setup.load);
    expect(returned.oauth.getState()).toMatchObject({ status: 'failed', provider: 'github', error: { code: 'unknown_auth_error', shortMessage: 'Authentication error' } });
    expect(setup.calls('/api/v1/oauth/authenticate')).toBe(0);
  });

  it('a return with another state is possible phishing: nothing is sent', async () => {
    const setup = await oauthOnly({ flow: 'redirect' });
    const back = await answer(setup.env, await startRedirect(setup));
    back.searchParams.set('privy_oauth_state', 'forged');
    history.replaceState(null, '', back.pathname + back.search);
    const returned = setup.env.kernel([oauth({ providers: ['github'] })], memoryStorage());
    const phishing: unknown[] = [];
    returned.on('oauth:possible_phishing', (event) => phishing.push(event));
    await returned.start();
    expect(phishing).toEqual([{ provider: 'github', intent: 'login' }]);
    expect(returned.oauth.getState().error?.code).toBe('oauth_unexpected');
    expect(setup.calls('/api/v1/oauth/authenticate')).toBe(0);
  });

  it('an opener on another origin gets no code: "Origins between parent and child windows do not match."', async () => {
    const setup = await oauthOnly();
    const popup = fakePopup();
    void setup.portico.oauth.login('github').catch(() => {});
    const back = await answer(setup.env, await providerPage(popup));
    const foreign = {
      get location(): Location {
        throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
      },
      postMessage: vi.fn(),
    };
    Object.defineProperty(window, 'opener', { value: foreign, configurable: true });
    const returned = await returnTo(back, setup.load);
    expect(foreign.postMessage).not.toHaveBeenCalled();
    expect(returned.oauth.getState().error).toMatchObject({
      code: 'oauth_origin_mismatch',
      shortMessage: 'Origins between parent and child windows do not match.',
    });
  });
});

describe('oauth plugin alone: link, unlink, in-app browsers', () => {
  it('links a second provider, refuses a second account of a type, and unlinks by provider and subject', async () => {
    const setup = await oauthOnly();
    await logInByPopup(setup, 'github');
    const links: string[] = [];
    setup.portico.on('link', ({ accountType }) => links.push(accountType));

    // Opening AWAITING_OAUTH_SCREEN to link, as usePortico().link('google') does: the popup opens synchronously.
    const popup = fakePopup();
    vi.mocked(window.open).mockClear();
    setup.portico.navigation.open({ intent: 'link', screen: 'AWAITING_OAUTH_SCREEN', data: { oauthProvider: 'google' } });
    expect(window.open).toHaveBeenCalledTimes(1);
    await completeInPopup(setup.env, popup, { identity: 'grace' });
    await vi.waitFor(() => expect(setup.portico.getSnapshot().user?.google?.email).toBe('grace@example.com'));
    expect(links).toEqual(['google_oauth']);
    expect(setup.calls('/api/v1/oauth/link')).toBe(1);

    const again = fakePopup();
    const second = setup.portico.oauth.link('google');
    await completeInPopup(setup.env, again, { fields: { email: 'other@example.com' } });
    expect(await rejection(second)).toMatchObject({
      code: 'cannot_link_more_of_type',
      shortMessage: 'You cannot authorize more than one account for this user.',
    });

    const subject = setup.portico.getSnapshot().user?.google?.subject ?? '';
    const user = await setup.portico.oauth.unlink('google', subject);
    expect(user.google).toBeUndefined();
    expect(user.linkedAccounts.map((account) => account.type)).toEqual(['github_oauth']);
  });

  it('closing the modal while the provider window is open ends that flow', async () => {
    const setup = await oauthOnly();
    const popup = fakePopup();
    setup.portico.navigation.open({ intent: 'login', screen: 'AWAITING_OAUTH_SCREEN', data: { oauthProvider: 'apple' } });
    await providerPage(popup);
    setup.portico.navigation.close();
    expect(popup.closed).toBe(true);
    expect(setup.portico.oauth.getState().status).toBe('idle');
  });

  it('in an in-app browser, refuses Google outright and takes GitHub by redirect', async () => {
    const setup = await oauthOnly();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) Instagram 309.0');
    const open = vi.spyOn(window, 'open');
    const error = await rejection(setup.portico.oauth.login('google'));
    expect(error).toMatchObject({ code: 'oauth_in_app_browser' });
    expect(setup.portico.describeError(error)).toMatchObject({ title: 'Could not log in with provider', screen: 'IN_APP_BROWSER_LOGIN_NOT_POSSIBLE' });

    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    void setup.portico.oauth.login('github');
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(open).not.toHaveBeenCalled();
  });

  it('refuses to start without a known provider', async () => {
    const setup = await oauthOnly();
    const error = await rejection(setup.portico.oauth.login('' as OAuthProvider));
    expect(error).toMatchObject({ code: 'invalid_data', shortMessage: 'A provider must be set before requesting an OAuth URL' });
  });
});
