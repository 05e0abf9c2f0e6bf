// Issue 29: the app's cross-app connections are asked once per page, whatever the number of kernels made and of callers.
// The plugin alone against the in-process emulator, on the demo app connected to the seeded provider app.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROVIDER_APP_ID } from '../../emulator/provider/seed';
import { createPortico, memoryStorage, type Portico } from '../../kernel/index';
import { relayReturnToOpener } from '../../kit/popup-return';
import { consentAt } from '../../test/support/cross-app';
import { DEMO_APP_ID, EMULATOR_URL, setupEmulator } from '../../test/support/emulator';
import { fakePopup, providerPage } from '../../test/support/oauth';
import { PorticoProvider } from '../../ui/index';
import { crossApp, useCrossApp } from './index';

const CONNECTIONS = `/api/v1/apps/${DEMO_APP_ID}/cross-app/connections`;
const PROVIDER_NAME = 'Portico Provider Demo';

afterEach(() => {
  cleanup();
  localStorage.clear();
  history.replaceState(null, '', '/');
});

async function emulator() {
  const env = setupEmulator();
  await env.configureApp({ email_auth: true, cross_app_connections: [{ provider_app_id: PROVIDER_APP_ID, read_only: false }] });
  const connectionRequests = () => env.requests.filter((request) => new URL(request.url).pathname === CONNECTIONS).length;
  return { env, connectionRequests };
}

/** The page's fetch, answering `failures` connections requests with a 400 (not retried) before reaching the emulator. */
function failingFirst(env: Env, failures: number): typeof fetch {
  const fetchToEmulator = env.fetchFrom();
  let left = failures;
  return async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname === CONNECTIONS && left > 0) {
      left -= 1;
      env.requests.push(request.clone());
      return Response.json({ error: 'Try again', code: 'invalid_data' }, { status: 400 });
    }
    return fetchToEmulator(request);
  };
}

/** Lets requests already under way reach the emulator. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

type Env = Awaited<ReturnType<typeof emulator>>['env'];

/** Logs in with the provider app's account: its consent page approves, and the popup's return is relayed here. */
async function logIn(env: Env, portico: Portico<[ReturnType<typeof crossApp>]>, email: string) {
  const popup = fakePopup();
  const login = portico['cross-app'].login(PROVIDER_APP_ID);
  const { back } = await consentAt(env, await providerPage(popup), { email });
  const opener = { location: window.location, postMessage: (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: back.origin })) };
  Object.defineProperty(window, 'opener', { value: opener, configurable: true });
  vi.spyOn(window, 'close').mockImplementation(() => {});
  relayReturnToOpener(Object.fromEntries(back.searchParams));
  Reflect.deleteProperty(window, 'opener');
  await login;
}

function ProviderApps({ label }: { label: string }) {
  const { state } = useCrossApp();
  return <ul aria-label={label}>{(state.connections ?? []).map((app) => <li key={app.providerAppId}>{app.providerAppName}</li>)}</ul>;
}

describe('cross-app connections: one request per page', () => {
  it('a kernel made and thrown away unstarted asks nothing; the started one asks once for every caller, logout and login included', async () => {
    const { env, connectionRequests } = await emulator();
    // What React's StrictMode does to the provider's state initializer in development: two kernels, one kept.
    env.kernel([crossApp()]);
    const portico = env.kernel([crossApp()]);
    await settle();
    expect(connectionRequests()).toBe(0);

    await portico.start();
    const callers = await Promise.all([portico['cross-app'].getConnections(), portico['cross-app'].getConnections(), portico['cross-app'].getConnections()]);
    expect(callers.map((list) => list.map((app) => app.providerAppName))).toEqual([[PROVIDER_NAME], [PROVIDER_NAME], [PROVIDER_NAME]]);

    // The list is the app's, not the person's: logging in, out and in again keeps it.
    await logIn(env, portico, 'connections@example.com');
    await portico.logout();
    expect(portico.getSnapshot().status).toBe('unauthenticated');
    portico.navigation.open({ intent: 'login' });
    portico.navigation.close();
    await logIn(env, portico, 'connections@example.com');
    expect(portico.getSnapshot().status).toBe('authenticated');
    expect(portico.getSnapshot().plugins['cross-app']).toMatchObject({ connections: [{ providerAppId: PROVIDER_APP_ID }] });
    expect(connectionRequests()).toBe(1);
  });

  it('under StrictMode, the provider and two components asking send one request', async () => {
    const { env, connectionRequests } = await emulator();
    vi.stubGlobal('fetch', env.fetchFrom());
    render(
      <StrictMode>
        <PorticoProvider appId={DEMO_APP_ID} apiUrl={EMULATOR_URL} plugins={[crossApp()]}>
          <ProviderApps label="First" />
          <ProviderApps label="Second" />
        </PorticoProvider>
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getAllByText(PROVIDER_NAME)).toHaveLength(2));
    await waitFor(() => expect(env.requests.some((request) => new URL(request.url).pathname === `/api/v1/apps/${DEMO_APP_ID}`)).toBe(true));
    await settle();
    expect(connectionRequests()).toBe(1);
  });

  it('a failed load is forgotten: the next caller asks again, and then it is kept', async () => {
    const { env, connectionRequests } = await emulator();
    const portico = createPortico({ appId: DEMO_APP_ID, apiUrl: EMULATOR_URL, plugins: [crossApp()], fetch: failingFirst(env, 2), storage: memoryStorage() });
    await portico.start();
    await vi.waitFor(() => expect(connectionRequests()).toBe(1));
    await expect(portico['cross-app'].getConnections()).rejects.toMatchObject({ code: 'invalid_data' });
    expect(connectionRequests()).toBe(2);
    expect(portico.getSnapshot().plugins['cross-app']).toMatchObject({ connections: null });

    await portico['cross-app'].getConnections();
    expect(portico.getSnapshot().plugins['cross-app']).toMatchObject({ connections: [{ providerAppId: PROVIDER_APP_ID }] });
    await portico['cross-app'].getConnections();
    expect(connectionRequests()).toBe(3);
  });
});
