// test/cross-app.test.ts runs this plugin against the emulator. What stays here needs a fake: a provider app with its
// own API URL, and the transact page's token messages, which the emulator's page never sends.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortico, type ConnectedWallet, memoryStorage } from '../../kernel/index';
import { CROSS_APP_MESSAGES, type CrossAppConnectionWire } from '../../schemas/cross-app';
import { createFakeFetch, json, notFound, type RecordedRequest } from '../../test/support/fake-fetch';
import { fakePopup, providerPage } from '../../test/support/oauth';
import { API_URL, APP_ID, appConfigWire, authAnswer, times, wireUser } from '../../test/support/wire';
import { crossApp, crossAppMessages } from './index';

const PROVIDER_APP = 'provider-app-000000000000001';
const PROVIDER_URL = 'https://provider.example.test';
const ADDRESS = '0x1111111111111111111111111111111111111111';
const CONSENT = `${PROVIDER_URL}/oauth/authorize?client_id=${APP_ID}`;

const crossAppAccount = { type: 'cross_app' as const, subject: 'provider-user-1', provider_app_id: PROVIDER_APP, embedded_wallets: [{ address: ADDRESS }], smart_wallets: [], ...times(1_700_000_000) };
const connection: CrossAppConnectionWire = {
  provider_app_id: PROVIDER_APP,
  provider_app_name: 'Portico Provider Demo',
  provider_app_icon_url: 'data:image/svg+xml,<svg/>',
  provider_app_custom_api_url: PROVIDER_URL,
  read_only: false,
};

afterEach(() => {
  vi.restoreAllMocks();
});

/** The cross-app plugin alone against a fake provider API. */
async function setup() {
  const handler = (request: RecordedRequest) => {
    if (request.path === `/api/v1/apps/${APP_ID}`) return json(appConfigWire());
    if (request.path === `/api/v1/apps/${APP_ID}/cross-app/connections`) return json({ connections: [connection] });
    if (request.path === '/api/v1/cross-app/init') return json({ url: CONSENT });
    if (request.path === '/api/v1/cross-app/authenticate') {
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
  const portico = createPortico({ appId: APP_ID, apiUrl: API_URL, plugins: [crossApp()], fetch: fake.fetch, storage: memoryStorage() });
  await portico.start();
  const analytics = () => fake.to('/api/v1/analytics_events').map((request) => (request.body as { event_name: string }).event_name);
  return { portico, fake, analytics };
}

/** What the kernel relays from the consent page's return to this window. */
function postReturn(stateCode: string, authorizationCode: string) {
  window.dispatchEvent(new MessageEvent('message', { data: { type: 'PRIVY_OAUTH_RESPONSE', stateCode, authorizationCode, error: null }, origin: window.location.origin }));
}
const postFromProvider = (data: unknown, origin = PROVIDER_URL) => window.dispatchEvent(new MessageEvent('message', { data, origin }));

async function logIn(env: Awaited<ReturnType<typeof setup>>) {
  const popup = fakePopup();
  const login = env.portico['cross-app'].login(PROVIDER_APP);
  await providerPage(popup);
  const init = env.fake.to('/api/v1/cross-app/init')[0]?.body as { state_code: string };
  postReturn(init.state_code, 'code-1');
  await login;
}

const crossAppWallet = (env: Awaited<ReturnType<typeof setup>>) =>
  env.portico.getSnapshot().wallets.find((wallet) => wallet.connectorType === 'cross_app') as ConnectedWallet;

describe('cross-app plugin: a provider app with its own API', () => {
  it('lists its URL, and opens the transact page there with the token and the request', async () => {
    const env = await setup();
    await logIn(env);
    expect(await env.portico['cross-app'].getConnections()).toEqual([
      { providerAppId: PROVIDER_APP, providerAppName: 'Portico Provider Demo', providerAppIconUrl: 'data:image/svg+xml,<svg/>', providerAppCustomApiUrl: PROVIDER_URL, readOnly: false },
    ]);
    const popup = fakePopup();
    const signature = crossAppWallet(env).provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] });
    const url = new URL(await providerPage(popup));
    expect(url.origin + url.pathname).toBe(`${PROVIDER_URL}/oauth/transact`);
    expect(url.searchParams.get('token')).toBe('provider-token-1');
    expect(JSON.parse(url.searchParams.get('request') as string)).toEqual({
      content: { request: { request: { method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] } } },
      timestamp: expect.any(Number),
      callbackUrl: window.location.origin,
    });
    postFromProvider({ type: CROSS_APP_MESSAGES.setToken, value: 'provider-token-2' });
    postFromProvider({ type: CROSS_APP_MESSAGES.response, result: '0xsig' });
    await expect(signature).resolves.toBe('0xsig');
    expect(env.portico['cross-app'].getProviderAccessToken(PROVIDER_APP)).toBe('provider-token-2');
  });

  it('eth_sendTransaction carries the wallet chain; a token clear and an action error are reported', async () => {
    const env = await setup();
    await logIn(env);
    const popup = fakePopup();
    const sent = crossAppWallet(env).provider.request({ method: 'eth_sendTransaction', params: [{ to: ADDRESS, value: '0x1' }] });
    const url = new URL(await providerPage(popup));
    expect(JSON.parse(url.searchParams.get('request') as string).content.request.request.params).toEqual([{ chainId: '0x1', to: ADDRESS, value: '0x1' }]);
    postFromProvider({ type: CROSS_APP_MESSAGES.clearToken });
    postFromProvider({ type: CROSS_APP_MESSAGES.error, error: crossAppMessages.noToken });
    await expect(sent).rejects.toThrow(crossAppMessages.noToken);
    expect(env.portico['cross-app'].getProviderAccessToken(PROVIDER_APP)).toBeNull();
    await vi.waitFor(() => expect(env.analytics()).toContain('cross_app_request_error'));
  });
});
