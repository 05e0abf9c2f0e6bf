import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortico, type ConnectedWallet } from '../../kernel/index';
import { POPUP_HEIGHT, POPUP_POLL_MS, POPUP_TIMEOUT_MS } from '../../kernel/oauth-popup';
import { memoryStorage } from '../../kernel/storage';
import type { CrossAppConnectionWire } from '../../schemas/cross-app';
import { createFakeFetch, json, notFound, type RecordedRequest } from '../../test/support/fake-fetch';
import { fakePopup, providerPage } from '../../test/support/oauth';
import { API_URL, APP_ID, appConfigWire, authAnswer, times, wireUser } from '../../test/support/wire';
import { crossApp } from './index';

const PROVIDER_APP = 'provider-app-000000000000001';
const PROVIDER_URL = 'https://provider.example.test';
const ADDRESS = '0x1111111111111111111111111111111111111111';
const CONSENT = `${PROVIDER_URL}/oauth/authorize?client_id=${APP_ID}`;

const crossAppAccount = { type: 'cross_app' as const, subject: 'provider-user-1', provider_app_id: PROVIDER_APP, embedded_wallets: [{ address: ADDRESS }], smart_wallets: [], ...times(1_700_000_000) };
const connection = (overrides: Partial<CrossAppConnectionWire> = {}): CrossAppConnectionWire => ({
  provider_app_id: PROVIDER_APP,
  provider_app_name: 'Portico Provider Demo',
  provider_app_icon_url: 'data:image/svg+xml,<svg/>',
  provider_app_custom_api_url: PROVIDER_URL,
  read_only: false,
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The cross-app plugin alone against a fake provider API. */
async function setup({ readOnly = false } = {}) {
  const handler = (request: RecordedRequest) => {
    if (request.path === `/api/v1/apps/${APP_ID}`) return json(appConfigWire());
    if (request.path === `/api/v1/apps/${APP_ID}/cross-app/connections`) return json({ connections: [connection({ read_only: readOnly })] });
    if (request.path === '/api/v1/cross-app/init') return json({ url: CONSENT });
    if (request.path === '/api/v1/cross-app/authenticate' || request.path === '/api/v1/cross-app/link') {
      return json({
        ...authAnswer({ user: wireUser({ linked_accounts: [crossAppAccount] }) }),
        oauth_tokens: { provider: `privy:${PROVIDER_APP}`, access_token: 'provider-token-1', access_token_expires_in_seconds: 3600 },
      });
    }
    if (request.path === '/api/v1/analytics_events') return json({});
    // No session to refresh: the provider clears it.
    if (request.path === '/api/v1/sessions') return json({ user: null, session_update_action: 'clear' });
    return notFound(request);
  };
  const fake = createFakeFetch(handler);
  const storage = memoryStorage();
  const portico = createPortico({ appId: APP_ID, apiUrl: API_URL, plugins: [crossApp()], fetch: fake.fetch, storage });
  await portico.start();
  const analytics = () => fake.to('/api/v1/analytics_events').map((request) => (request.body as { event_name: string }).event_name);
  return { portico, fake, storage, analytics };
}

/** What the kernel relays from the consent page's return to this window. */
function postReturn(stateCode: string | null, authorizationCode: string | null, error: string | null = null) {
  window.dispatchEvent(new MessageEvent('message', { data: { type: 'PRIVY_OAUTH_RESPONSE', stateCode, authorizationCode, error }, origin: window.location.origin }));
}
const postFromProvider = (data: unknown, origin = PROVIDER_URL) => window.dispatchEvent(new MessageEvent('message', { data, origin }));

async function logIn(env: Awaited<ReturnType<typeof setup>>) {
  const popup = fakePopup();
  const login = env.portico['cross-app'].login(PROVIDER_APP);
  await providerPage(popup);
  const init = env.fake.to('/api/v1/cross-app/init')[0]?.body as { state_code: string };
  postReturn(init.state_code, 'code-1');
  return { popup, result: await login };
}

const crossAppWallet = (env: Awaited<ReturnType<typeof setup>>) =>
  env.portico.getSnapshot().wallets.find((wallet) => wallet.connectorType === 'cross_app') as ConnectedWallet;

describe('cross-app plugin: connections, login and link', () => {
  it('loads the connections of the requester app', async () => {
    const { portico } = await setup();
    expect(await portico['cross-app'].getConnections()).toEqual([
      { providerAppId: PROVIDER_APP, providerAppName: 'Portico Provider Demo', providerAppIconUrl: 'data:image/svg+xml,<svg/>', providerAppCustomApiUrl: PROVIDER_URL, readOnly: false },
    ]);
  });

  it('logs in through a 400 x 680 popup with PKCE and state, stores the provider token, and connects the cross-app wallet', async () => {
    const env = await setup();
    const { popup, result } = await logIn(env);
    expect(window.open).toHaveBeenCalledWith('about:blank', 'privy-cross-app', expect.stringContaining(`width=400,height=${POPUP_HEIGHT}`));
    expect(popup.url).toBe(CONSENT);
    const init = env.fake.to('/api/v1/cross-app/init')[0]?.body as Record<string, string>;
    expect(init).toMatchObject({ provider: `privy:${PROVIDER_APP}`, redirect_to: 'http://localhost:3000/', code_challenge: expect.stringMatching(/^[\w-]{43}$/) });
    expect(env.fake.to('/api/v1/cross-app/authenticate')[0]?.body).toEqual({
      authorization_code: 'code-1',
      state_code: init.state_code,
      code_verifier: expect.stringMatching(/^[\w-]{48}$/),
      provider: `privy:${PROVIDER_APP}`,
    });
    expect(result.user.linkedAccounts[0]).toMatchObject({ type: 'cross_app', subject: 'provider-user-1', providerApp: { id: PROVIDER_APP } });
    expect(env.portico.getSnapshot().status).toBe('authenticated');
    expect(env.portico['cross-app'].getProviderAccessToken(PROVIDER_APP)).toBe('provider-token-1');
    expect(crossAppWallet(env)).toMatchObject({ address: ADDRESS, chainType: 'ethereum', walletClientType: 'privy', connectorType: 'cross_app', branding: { name: 'Portico Provider Demo' } });
    expect(popup.closed).toBe(true);
  });

  it('refuses a returned state it did not send (oauth_unexpected) and a denial at the consent page', async () => {
    const env = await setup();
    fakePopup();
    const first = env.portico['cross-app'].login(PROVIDER_APP);
    await vi.waitFor(() => expect(env.fake.to('/api/v1/cross-app/init')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    postReturn('not-my-state', 'code-1');
    await expect(first).rejects.toMatchObject({ code: 'oauth_unexpected', shortMessage: 'Unexpected auth flow. This may be a phishing attempt.' });

    const popup = fakePopup();
    const second = env.portico['cross-app'].login(PROVIDER_APP);
    await providerPage(popup);
    postReturn(null, null, 'Something went wrong. Try again.');
    await expect(second).rejects.toMatchObject({ code: 'oauth_user_denied', shortMessage: 'User denied confirmation during cross-app auth flow' });
    expect(env.fake.to('/api/v1/cross-app/authenticate')).toHaveLength(0);
  });

  it('refuses link when not logged in, and login when already logged in', async () => {
    const env = await setup();
    fakePopup();
    await expect(env.portico['cross-app'].link(PROVIDER_APP)).rejects.toMatchObject({ code: 'must_be_authenticated' });
    await logIn(env);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakePopup();
    await env.portico['cross-app'].login(PROVIDER_APP);
    expect(env.fake.to('/api/v1/cross-app/init')).toHaveLength(1);
  });

  it('a closed consent popup fails with the connect message', async () => {
    const env = await setup();
    const popup = fakePopup();
    const login = env.portico['cross-app'].login(PROVIDER_APP);
    await providerPage(popup);
    popup.close();
    await expect(login).rejects.toMatchObject({ code: 'cross_app_auth_failed', shortMessage: 'There was an issue connecting your Portico Provider Demo account. Please try again.' });
  });
});

describe('cross-app plugin: signing through the transact popup', () => {
  it('personal_sign opens the transact page with the token and request, and answers its response', async () => {
    const env = await setup();
    await logIn(env);
    const popup = fakePopup();
    const signature = crossAppWallet(env).provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] });
    const url = new URL(await providerPage(popup));
    expect(window.open).toHaveBeenLastCalledWith('about:blank', 'privy-cross-app-transact', expect.stringContaining('width=400'));
    expect(url.origin + url.pathname).toBe(`${PROVIDER_URL}/oauth/transact`);
    expect(url.searchParams.get('token')).toBe('provider-token-1');
    expect(JSON.parse(url.searchParams.get('request') as string)).toEqual({
      content: { request: { request: { method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] } } },
      timestamp: expect.any(Number),
      callbackUrl: window.location.origin,
    });
    postFromProvider({ type: 'PRIVY_CROSS_APP_ACTION_RESPONSE', result: '0xsigned' }, 'https://evil.example.test');
    postFromProvider({ type: 'PRIVY_CROSS_APP_SET_TOKEN', value: 'provider-token-2' });
    postFromProvider({ type: 'PRIVY_CROSS_APP_ACTION_RESPONSE', result: '0xsig' });
    await expect(signature).resolves.toBe('0xsig');
    expect(env.portico['cross-app'].getProviderAccessToken(PROVIDER_APP)).toBe('provider-token-2');
    await vi.waitFor(() => expect(env.analytics()).toEqual(expect.arrayContaining(['cross_app_request_started', 'cross_app_request_success'])));
  });

  it('eth_sendTransaction carries the wallet chain; an action error and a token clear are reported', async () => {
    const env = await setup();
    await logIn(env);
    const popup = fakePopup();
    const sent = crossAppWallet(env).provider.request({ method: 'eth_sendTransaction', params: [{ to: ADDRESS, value: '0x1' }] });
    const url = new URL(await providerPage(popup));
    expect(JSON.parse(url.searchParams.get('request') as string).content.request.request.params).toEqual([{ chainId: '0x1', to: ADDRESS, value: '0x1' }]);
    postFromProvider({ type: 'PRIVY_CROSS_APP_CLEAR_TOKEN' });
    postFromProvider({ type: 'PRIVY_CROSS_APP_ACTION_ERROR', error: 'Transactions require a valid token' });
    await expect(sent).rejects.toThrow('Transactions require a valid token');
    expect(env.portico['cross-app'].getProviderAccessToken(PROVIDER_APP)).toBeNull();
    await vi.waitFor(() => expect(env.analytics()).toContain('cross_app_request_error'));
  });

  it('refuses an address outside the cross-app accounts, a read-only provider app and a missing token, without a popup', async () => {
    const env = await setup();
    await logIn(env);
    const open = vi.spyOn(window, 'open');
    open.mockClear();
    const wallet = crossAppWallet(env);
    env.storage.removeItem(`privy:${APP_ID}:cross-app-token:${PROVIDER_APP}`);
    await expect(wallet.provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })).rejects.toThrow('Transactions require a valid token');
    expect(open).not.toHaveBeenCalled();

    // A provider held after the account left (logout) no longer signs.
    await env.portico.logout();
    await expect(wallet.provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })).rejects.toThrow('Cannot request a signature with this wallet address');
    expect(crossAppWallet(env)).toBeUndefined();

    const readOnly = await setup({ readOnly: true });
    await logIn(readOnly);
    await readOnly.portico['cross-app'].getConnections();
    open.mockClear();
    await expect(crossAppWallet(readOnly).provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })).rejects.toThrow('Cannot transact against a read-only provider app');
    expect(open).not.toHaveBeenCalled();
  });

  it('a closed transact popup is "User rejected request" (4001); no answer in 2 minutes is "Request timeout"', async () => {
    const env = await setup();
    await logIn(env);
    const popup = fakePopup();
    const closed = crossAppWallet(env).provider.request({ method: 'eth_signTypedData_v4', params: [ADDRESS, '{}'] });
    await providerPage(popup);
    popup.close();
    await expect(closed).rejects.toMatchObject({ code: 4001, message: 'User rejected request' });

    vi.useFakeTimers();
    const slow = fakePopup();
    const timedOut = crossAppWallet(env).provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] });
    expect(slow.url).toContain('/oauth/transact');
    const settled = expect(timedOut).rejects.toThrow('Request timeout');
    await vi.advanceTimersByTimeAsync(POPUP_TIMEOUT_MS + POPUP_POLL_MS);
    await settled;
    expect(slow.closed).toBe(true);
  });
});
