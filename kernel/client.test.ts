import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { AuthResponseSchema, type AuthResponseWire } from '../schemas/index';
import { clearAllCookies, readCookies, setPageUrl } from '../test/support/cookies';
import { apiError, createFakeFetch, deferred, json, notFound, type RecordedRequest, type RouteHandler } from '../test/support/fake-fetch';
import { accessToken } from '../test/support/jwt';
import { API_URL, APP_ID, appConfigWire, authAnswer, OTHER_APP_ID, wireUser } from '../test/support/wire';
import { createPortico, type CreatePorticoOptions } from './client';
import { PorticoError } from './errors';
import type { PorticoEvents } from './events';
import { definePlugin, type AnyPlugin } from './plugin';
import { memoryStorage, type KeyValueStorage } from './storage';

const NOW = new Date('2025-03-01T12:00:00Z').getTime();

/** A tiny plugin: a login action that runs the kernel's completeLogin, and a slice of state. */
const testPlugin = () =>
  definePlugin({
    id: 'test',
    setup(ctx) {
      const state = ctx.createState({ count: 0 });
      return {
        actions: {
          hello: (name: string) => `hello ${name}`,
          bump: () => state.set((s) => ({ count: s.count + 1 })),
          login: (answer: AuthResponseWire, method = 'email') => ctx.auth.completeLogin(AuthResponseSchema.parse(answer), method),
        },
      };
    },
  });

type Routes = Record<string, RouteHandler>;

/** The provider: defaults for the calls the kernel makes, overridable per test as "METHOD /path". */
function provider(appId: string, routes: Routes = {}): RouteHandler {
  const defaults: Routes = {
    [`GET /api/v1/apps/${appId}`]: () => json(appConfigWire({ id: appId })),
    // This provider keeps no server-side cookie session: a refresh needs a refresh token.
    'POST /api/v1/sessions': (request) =>
      (request.body as { refresh_token?: string | null } | undefined)?.refresh_token
        ? json(freshSession(appId, 2))
        : apiError(401, 'missing_or_invalid_token', 'No session'),
    'POST /api/v1/sessions/logout': () => json({}),
    'POST /api/v1/analytics_events': () => json({}),
  };
  return (request) => {
    const route = routes[`${request.method} ${request.path}`] ?? defaults[`${request.method} ${request.path}`];
    return route ? route(request) : notFound(request);
  };
}

function freshSession(appId: string, n: number, overrides: Partial<AuthResponseWire> = {}) {
  return authAnswer({
    token: accessToken({ aud: appId, expiresIn: 3600, sid: `sid-${n}`, now: Date.now() }),
    refresh_token: `refresh-${n}`,
    identity_token: `identity-${n}`,
    ...overrides,
  });
}

const kernels: { destroy(): void }[] = [];

function makeKernel<const P extends readonly AnyPlugin[] = []>(
  options: { appId?: string; routes?: Routes; storage?: KeyValueStorage; plugins?: P } & Partial<
    Omit<CreatePorticoOptions<P>, 'plugins'>
  > = {},
) {
  const appId = options.appId ?? APP_ID;
  const server = createFakeFetch(provider(appId, options.routes));
  const storage = options.storage ?? memoryStorage();
  const portico = createPortico({
    appId,
    apiUrl: API_URL,
    plugins: (options.plugins ?? []) as unknown as P,
    storage,
    fetch: server.fetch,
    ...(options.clientId && { clientId: options.clientId }),
  });
  kernels.push(portico);
  const events: { [K in keyof PorticoEvents]?: PorticoEvents[K][] } = {};
  for (const name of ['login', 'logout', 'error', 'userUpdated'] as const) {
    const list: unknown[] = [];
    (events as Record<string, unknown[]>)[name] = list;
    portico.on(name, (event) => list.push(event));
  }
  return { portico, server, storage, events };
}

/** Storage that already holds a session for the app. */
function storageWithSession(appId = APP_ID) {
  const storage = memoryStorage();
  storage.setItem(`privy:${appId}:accessToken`, accessToken({ aud: appId, expiresIn: 3600, sid: 'stored', now: Date.now() }));
  storage.setItem(`privy:${appId}:refreshToken`, 'refresh-1');
  return storage;
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const paths = (requests: RecordedRequest[]) => requests.map((r) => `${r.method} ${r.path}`);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  setPageUrl('http://localhost:3000/');
  clearAllCookies();
});
afterEach(() => {
  for (const kernel of kernels.splice(0)) kernel.destroy();
  localStorage.clear();
  clearAllCookies();
  vi.useRealTimers();
});

describe('createPortico: app id', () => {
  const message = 'Cannot initialize the provider with an invalid app ID';

  it.each([
    ['24 characters', 'a'.repeat(24)],
    ['26 characters', 'a'.repeat(26)],
    ['empty', ''],
    ['a number', 1234567890],
    ['undefined', undefined],
  ])('rejects an app id that is %s', (_, appId) => {
    let thrown: unknown;
    try {
      createPortico({ appId: appId as unknown as string, apiUrl: API_URL, plugins: [], storage: memoryStorage() });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PorticoError);
    expect((thrown as PorticoError).message).toBe(message);
    expect((thrown as PorticoError).code).toBe('invalid_app_id');
  });

  it('accepts an app id of exactly 25 characters', () => {
    expect(APP_ID).toHaveLength(25);
    expect(() => makeKernel()).not.toThrow();
  });
});

describe('createPortico: plugins', () => {
  it('rejects two plugins with the same id', () => {
    expect(() => makeKernel({ plugins: [testPlugin(), testPlugin()] })).toThrow(/"test".*more than once/);
  });

  it('rejects a plugin whose requirement is not passed', () => {
    const mfa = definePlugin({ id: 'mfa', requires: ['email'], setup: () => ({ actions: {} }) });
    expect(() => makeKernel({ plugins: [mfa] })).toThrow(/"mfa" requires the "email" plugin/);
  });

  it('accepts a requirement passed in any order, and sets nothing up before checking', () => {
    const setup = vi.fn(() => ({ actions: {} }));
    const mfa = definePlugin({ id: 'mfa', requires: ['email'], setup });
    const email = definePlugin({ id: 'email', setup: () => ({ actions: {} }) });
    expect(() => makeKernel({ plugins: [mfa, email] })).not.toThrow();
    expect(setup).toHaveBeenCalledTimes(1);

    const neverRun = vi.fn(() => ({ actions: {} }));
    const lonely = definePlugin({ id: 'lonely', setup: neverRun });
    expect(() => makeKernel({ plugins: [lonely, definePlugin({ id: 'x', requires: ['y'], setup: neverRun })] })).toThrow();
    expect(neverRun).not.toHaveBeenCalled();
  });

  it('exposes a plugin\'s actions as portico.<id>.*', () => {
    const { portico } = makeKernel({ plugins: [testPlugin()] });
    expect(portico.test.hello('ada')).toBe('hello ada');
    portico.test.bump();
    portico.test.bump();
    expect(portico.getSnapshot().plugins.test).toEqual({ count: 2 });
    expect('other' in portico).toBe(false);

    expectTypeOf(portico.test.hello).toEqualTypeOf<(name: string) => string>();
    expectTypeOf(portico).toHaveProperty('test');
    expectTypeOf(portico).not.toHaveProperty('email');
    expectTypeOf(portico).not.toHaveProperty('wallet');
    // @ts-expect-error a plugin that was not passed is not a property
    void portico.email;
  });

  it('a kernel without plugins has no plugin properties', () => {
    const { portico } = makeKernel();
    expectTypeOf(portico).not.toHaveProperty('test');
    expect('test' in portico).toBe(false);
  });
});

describe('start', () => {
  it('loads the app config and restores the session in parallel, then sets ready', async () => {
    const config = deferred<Response>();
    const session = deferred<Response>();
    const { portico, server } = makeKernel({
      storage: storageWithSession(),
      routes: {
        [`GET /api/v1/apps/${APP_ID}`]: () => config.promise,
        'POST /api/v1/sessions': () => session.promise,
      },
    });
    expect(portico.getSnapshot()).toMatchObject({ ready: false, status: 'loading' });

    const started = portico.start();
    await flush();
    // Both calls are out before either has answered.
    expect(paths(server.requests).sort()).toEqual([`GET /api/v1/apps/${APP_ID}`, 'POST /api/v1/sessions']);
    expect(server.to('/api/v1/sessions')[0]?.body).toEqual({ refresh_token: 'refresh-1' });

    session.resolve(json(freshSession(APP_ID, 2)));
    await flush();
    expect(portico.getSnapshot().ready).toBe(false);
    config.resolve(json(appConfigWire({ name: 'Loaded app' })));
    await started;

    const state = portico.getSnapshot();
    expect(state.ready).toBe(true);
    expect(state.status).toBe('authenticated');
    expect(state.user?.id).toBe('did:privy:user-1');
    expect(state.user?.email).toEqual({ address: 'ada@example.com' });
    expect(state.appConfig?.name).toBe('Loaded app');
    expect(state.bootError).toBeNull();
  });

  it('is safe to call more than once', async () => {
    const { portico, server } = makeKernel({ storage: storageWithSession() });
    const first = portico.start();
    expect(portico.start()).toBe(first);
    await first;
    await portico.start();
    expect(server.requests).toHaveLength(2);
  });

  it('with nothing stored, only loads the config and ends signed out', async () => {
    const { portico, server } = makeKernel();
    await portico.start();
    expect(paths(server.requests)).toEqual([`GET /api/v1/apps/${APP_ID}`]);
    expect(portico.getSnapshot()).toMatchObject({ ready: true, status: 'unauthenticated', user: null });
  });

  it('records a config failure as bootError and still becomes ready', async () => {
    const { portico } = makeKernel({ routes: { [`GET /api/v1/apps/${APP_ID}`]: () => apiError(404, 'app_not_found', 'No app') } });
    await portico.start();
    const state = portico.getSnapshot();
    expect(state.ready).toBe(true);
    expect(state.appConfig).toBeNull();
    expect(state.bootError).toBeInstanceOf(PorticoError);
    expect(state.bootError?.status).toBe(404);
  });

  it('an unreachable session server leaves the user signed out, reports an error and keeps the tokens', async () => {
    const storage = storageWithSession();
    const { portico, events } = makeKernel({
      storage,
      routes: { 'POST /api/v1/sessions': () => Promise.reject(new TypeError('Failed to fetch')) },
    });
    const started = portico.start();
    await vi.advanceTimersByTimeAsync(10_000);
    await started;
    expect(portico.getSnapshot()).toMatchObject({ ready: true, status: 'unauthenticated' });
    expect(events.error?.map((e) => e.error.code)).toEqual(['network_error']);
    expect(storage.getItem(`privy:${APP_ID}:refreshToken`)).toBe('refresh-1');
  });

  it('stores a privy_token query parameter as the recovery token, trades it at fork/recover and removes it from the URL', async () => {
    history.replaceState(null, '', '/welcome?privy_token=recovery-abc&tab=2#section');
    const storage = memoryStorage();
    const { portico, server } = makeKernel({
      storage,
      routes: { 'POST /api/v1/sessions/fork/recover': () => json(freshSession(APP_ID, 7)) },
    });
    await portico.start();

    expect(server.to('/api/v1/sessions/fork/recover').map((r) => r.body)).toEqual([{ refresh_token: 'recovery-abc' }]);
    expect(server.to('/api/v1/sessions')).toHaveLength(0);
    expect(location.href).toBe('http://localhost:3000/welcome?tab=2#section');
    expect(location.search).not.toContain('privy_token');
    expect(storage.getItem(`privy:${APP_ID}:recoveryToken`)).toBeNull();
    expect(storage.getItem(`privy:${APP_ID}:refreshToken`)).toBe('refresh-7');
    expect(portico.getSnapshot()).toMatchObject({ ready: true, status: 'authenticated' });
  });

  it('leaves the URL alone when there is no privy_token', async () => {
    history.replaceState(null, '', '/welcome?tab=2');
    const replace = vi.spyOn(history, 'replaceState');
    const { portico } = makeKernel();
    await portico.start();
    expect(replace).not.toHaveBeenCalled();
    expect(location.href).toBe('http://localhost:3000/welcome?tab=2');
  });

  it('a stored token minted for another app is logged out at start', async () => {
    const storage = memoryStorage();
    storage.setItem(`privy:${APP_ID}:accessToken`, accessToken({ aud: OTHER_APP_ID, expiresIn: 3600, now: Date.now() }));
    storage.setItem(`privy:${APP_ID}:refreshToken`, 'refresh-1');
    const { portico, server } = makeKernel({ storage });
    await portico.start();
    expect(server.to('/api/v1/sessions/logout')).toHaveLength(1);
    expect(server.to('/api/v1/sessions')).toHaveLength(0);
    expect(storage.getItem(`privy:${APP_ID}:accessToken`)).toBeNull();
    expect(portico.getSnapshot().status).toBe('unauthenticated');
  });
});

describe('start: URL parameters', () => {
  /** Owns `code` as a plugin would, recording what reaches it; `applies` says whether this page's parameters are its own. */
  const owner = (seen: Record<string, string>[], applies?: () => boolean) =>
    definePlugin({ id: 'owner', setup: () => ({ actions: {}, urlParams: { keys: ['code'], applies, handle: (params) => void seen.push(params) } }) });

  it('hands a handler its parameters once and takes them out of the address bar', async () => {
    history.replaceState(null, '', '/app?code=c1&tab=2');
    const seen: Record<string, string>[] = [];
    await makeKernel({ plugins: [owner(seen)] }).portico.start();
    expect(seen).toEqual([{ code: 'c1' }]);
    expect(location.search).toBe('?tab=2');
  });

  it('skips a handler whose parameters these are not, and leaves them in place', async () => {
    history.replaceState(null, '', '/app?code=c1');
    const seen: Record<string, string>[] = [];
    await makeKernel({ plugins: [owner(seen, () => false)] }).portico.start();
    expect(seen).toEqual([]);
    expect(location.search).toBe('?code=c1');
  });
});

describe('two kernels on one page', () => {
  it('do not share state, events, navigation or tokens', async () => {
    // Both on the page's real localStorage, as two widgets of a host page would be.
    const storage = localStorage;
    const a = makeKernel({ appId: APP_ID, storage, plugins: [testPlugin()] });
    const b = makeKernel({ appId: OTHER_APP_ID, storage, plugins: [testPlugin()] });
    await Promise.all([a.portico.start(), b.portico.start()]);

    a.portico.test.login(freshSession(APP_ID, 3));
    a.portico.test.bump();
    a.portico.navigation.open({ screen: 'LANDING', intent: 'login' });

    expect(a.portico.getSnapshot()).toMatchObject({ status: 'authenticated', plugins: { test: { count: 1 } } });
    expect(a.portico.getSnapshot().modal.open).toBe(true);
    const bState = b.portico.getSnapshot();
    expect(bState).toMatchObject({ status: 'unauthenticated', user: null, plugins: { test: { count: 0 } } });
    expect(bState.modal.open).toBe(false);
    expect(b.events.login).toEqual([]);
    expect(a.events.login).toHaveLength(1);
    await expect(b.portico.getAccessToken()).resolves.toBeNull();
    await expect(a.portico.getAccessToken()).resolves.toBeTruthy();

    // Each talks to the provider as its own app.
    expect(new Set(a.server.requests.map((r) => r.headers.get('privy-app-id')))).toEqual(new Set([APP_ID]));
    expect(new Set(b.server.requests.map((r) => r.headers.get('privy-app-id')))).toEqual(new Set([OTHER_APP_ID]));
  });

  /**
   * Known limitation, kept visible: the token cookies use the provider's fixed names (privy-token,
   * privy-id-token, privy-session) so a host backend can read them, hence they are per page, not per app.
   * Kernel B sees A's privy-session marker, asks its provider for a cookie session, is refused, and its
   * clean-up deletes A's cookies (A's own tokens in storage survive). Remove `.fails` once fixed.
   */
  it('clearing one kernel\'s session does not delete the other\'s cookies', async () => {
    const storage = memoryStorage();
    const a = makeKernel({ appId: APP_ID, storage, plugins: [testPlugin()] });
    const b = makeKernel({ appId: OTHER_APP_ID, storage });
    a.portico.test.login(freshSession(APP_ID, 3));
    expect(readCookies()).toHaveProperty('privy-session');
    await b.portico.start();
    expect(readCookies()).toHaveProperty('privy-session');
    expect(readCookies()).toHaveProperty('privy-token');
  });

  it('logging one out leaves the other logged in', async () => {
    const a = makeKernel({ appId: APP_ID, plugins: [testPlugin()] });
    const b = makeKernel({ appId: OTHER_APP_ID, plugins: [testPlugin()] });
    a.portico.test.login(freshSession(APP_ID, 3));
    b.portico.test.login(freshSession(OTHER_APP_ID, 4));
    await a.portico.logout();
    await flush();
    expect(a.portico.getSnapshot().status).toBe('unauthenticated');
    expect(b.portico.getSnapshot().status).toBe('authenticated');
    expect(b.events.logout).toEqual([]);
  });
});

describe('two tabs of the same app', () => {
  it('a login and a logout in one tab reach the other', async () => {
    const storage = memoryStorage();
    const a = makeKernel({ storage, plugins: [testPlugin()] });
    const b = makeKernel({ storage });
    await Promise.all([a.portico.start(), b.portico.start()]);

    a.portico.test.login(freshSession(APP_ID, 3));
    await vi.waitFor(() => expect(b.portico.getSnapshot().status).toBe('authenticated'));
    expect(b.portico.getSnapshot().user?.email).toEqual({ address: 'ada@example.com' });
    expect(b.events.userUpdated).toHaveLength(1);

    await a.portico.logout();
    await vi.waitFor(() => expect(b.portico.getSnapshot().status).toBe('unauthenticated'));
    expect(b.events.logout).toEqual([{ reason: 'other_tab' }]);
    expect(a.events.logout).toEqual([{ reason: 'user' }]);
  });
});

describe('logout', () => {
  async function loggedIn(routes: Routes) {
    const kernel = makeKernel({ storage: storageWithSession(), routes });
    await kernel.portico.start();
    expect(kernel.portico.getSnapshot().status).toBe('authenticated');
    return kernel;
  }

  it('emits logout, clears the user and the stored tokens', async () => {
    const { portico, events, storage, server } = await loggedIn({});
    await portico.logout();
    expect(server.to('/api/v1/sessions/logout').map((r) => r.body)).toEqual([{ refresh_token: 'refresh-2' }]);
    expect(events.logout).toEqual([{ reason: 'user' }]);
    expect(portico.getSnapshot()).toMatchObject({ status: 'unauthenticated', user: null });
    expect(storage.getItem(`privy:${APP_ID}:refreshToken`)).toBeNull();
    expect(storage.getItem(`privy:${APP_ID}:accessToken`)).toBeNull();
  });

  it('still logs out when the server answers 500', async () => {
    const { portico, events, storage } = await loggedIn({ 'POST /api/v1/sessions/logout': () => apiError(500, 'internal') });
    const done = portico.logout();
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(done).resolves.toBeUndefined();
    expect(events.logout).toEqual([{ reason: 'user' }]);
    expect(portico.getSnapshot()).toMatchObject({ status: 'unauthenticated', user: null });
    expect(storage.getItem(`privy:${APP_ID}:refreshToken`)).toBeNull();
  });

  it('still logs out when the network fails', async () => {
    const { portico, events } = await loggedIn({
      'POST /api/v1/sessions/logout': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const done = portico.logout();
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(done).resolves.toBeUndefined();
    expect(events.logout).toEqual([{ reason: 'user' }]);
    expect(portico.getSnapshot().user).toBeNull();
  });
});

describe('analytics', () => {
  it('posts sdk_authenticate after completeLogin, with the analytics id and is_new_user', async () => {
    const { portico, server, storage } = makeKernel({ plugins: [testPlugin()] });
    const user = await portico.test.login(freshSession(APP_ID, 2, { is_new_user: true }), 'sms');
    expect(user.id).toBe('did:privy:user-1');
    await flush();

    const [event] = server.to('/api/v1/analytics_events', 'POST');
    const analyticsId = storage.getItem('privy:caid');
    expect(analyticsId).toBeTruthy();
    expect(event?.body).toEqual({
      event_name: 'sdk_authenticate',
      client_id: analyticsId,
      payload: { method: 'sms', isNewUser: true, clientTimestamp: new Date(NOW).toISOString() },
    });
    expect(event?.headers.get('privy-ca-id')).toBe(analyticsId);
  });

  it('is not retried, and its failure is ignored', async () => {
    const { portico, server, events } = makeKernel({
      plugins: [testPlugin()],
      routes: { 'POST /api/v1/analytics_events': () => apiError(503, 'unavailable') },
    });
    portico.test.login(freshSession(APP_ID, 2));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.to('/api/v1/analytics_events')).toHaveLength(1);
    expect(portico.getSnapshot().status).toBe('authenticated');
    expect(events.login).toHaveLength(1);
    expect(events.error).toEqual([]);
  });

  it('a network failure of the analytics call is ignored too', async () => {
    const { portico, server } = makeKernel({
      plugins: [testPlugin()],
      routes: { 'POST /api/v1/analytics_events': () => Promise.reject(new TypeError('blocked by an ad blocker')) },
    });
    portico.test.login(freshSession(APP_ID, 2));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.to('/api/v1/analytics_events')).toHaveLength(1);
  });

  it('keeps one analytics id per browser storage', () => {
    const storage = memoryStorage();
    const a = makeKernel({ storage });
    const id = storage.getItem('privy:caid');
    makeKernel({ storage, appId: OTHER_APP_ID });
    expect(storage.getItem('privy:caid')).toBe(id);
    expect(a.portico).toBeDefined();
  });
});

describe('login through a plugin', () => {
  it('publishes the user with views, stores the tokens and emits login', () => {
    const { portico, storage, events } = makeKernel({ plugins: [testPlugin()] });
    const answer = freshSession(APP_ID, 5, { is_new_user: true });
    portico.test.login(answer, 'email');
    expect(portico.getSnapshot()).toMatchObject({ status: 'authenticated' });
    expect(portico.getSnapshot().user?.email).toEqual({ address: 'ada@example.com' });
    expect(storage.getItem(`privy:${APP_ID}:refreshToken`)).toBe('refresh-5');
    expect(events.login).toHaveLength(1);
    expect(events.login?.[0]).toMatchObject({ isNewUser: true, method: 'email' });
  });

  it('sends the client id when the host gives one', async () => {
    const { portico, server } = makeKernel({ clientId: 'client-xyz' });
    await portico.start();
    expect(server.requests[0]?.headers.get('privy-client-id')).toBe('client-xyz');
  });

  it('acceptTerms needs a session', async () => {
    const { portico } = makeKernel();
    await expect(portico.acceptTerms()).rejects.toMatchObject({ code: 'must_be_authenticated' });
  });

  it('acceptTerms publishes the updated user', async () => {
    const { portico, events } = makeKernel({
      plugins: [testPlugin()],
      routes: { 'POST /api/v1/users/me/accept_terms': () => json(wireUser({ has_accepted_terms: true })) },
    });
    portico.test.login(freshSession(APP_ID, 2));
    const user = await portico.acceptTerms();
    expect(user.hasAcceptedTerms).toBe(true);
    expect(portico.getSnapshot().user?.hasAcceptedTerms).toBe(true);
    expect(events.userUpdated).toHaveLength(1);
  });
});

describe('recent login method', () => {
  it('is remembered in storage and read back by the next kernel', async () => {
    const storage = memoryStorage();
    const first = makeKernel({ storage, plugins: [testPlugin()] });
    expect(first.portico.getSnapshot().recentLoginMethod).toBeNull();
    first.portico.test.login(freshSession(APP_ID, 3));
    expect(first.portico.getSnapshot().recentLoginMethod).toBe('email');
    const second = makeKernel({ storage });
    expect(second.portico.getSnapshot().recentLoginMethod).toBe('email');
  });
});
