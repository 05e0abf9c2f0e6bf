import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAllCookies, readCookies } from '../test/support/cookies';
import { apiError, createFakeFetch, deferred, json, type RecordedRequest, type RouteHandler } from '../test/support/fake-fetch';
import { accessToken } from '../test/support/jwt';
import { createCrossTabStub, createLocks, type FakeLocks } from '../test/support/locks';
import { API_URL, APP_ID, authAnswer, OTHER_APP_ID, } from '../test/support/wire';
import { createApi } from './api';
import { BASE_ERROR_CODES, PorticoError, type ErrorCode } from './errors';
import { memoryLedger, type RotationLedger } from './rotation-ledger';
import { createSession } from './session';
import { memoryStorage, type KeyValueStorage } from './storage';
import { createTokenStore, type StoredTokens } from './token-store';

const isKnownCode = (code: string): code is ErrorCode => (BASE_ERROR_CODES as readonly string[]).includes(code);

interface TabOptions {
  handler?: RouteHandler;
  storage?: KeyValueStorage;
  locks?: FakeLocks;
  ledger?: RotationLedger;
}

/** One "tab": its own api, token store, session and fake server, over a storage that may be shared. */
function createTab({ handler = () => apiError(500, 'unexpected'), storage = memoryStorage(), locks, ledger = memoryLedger() }: TabOptions = {}) {
  const now = () => Date.now();
  const server = createFakeFetch(handler);
  const tokens = createTokenStore(storage, APP_ID, now);
  const api = createApi({
    apiUrl: API_URL,
    appId: APP_ID,
    analyticsId: 'ca-1',
    getAccessToken: () => tokens.read().accessToken,
    fetch: server.fetch,
    isKnownCode,
  });
  const onRefreshed = vi.fn();
  const onCleared = vi.fn();
  const crossTab = createCrossTabStub(locks);
  const session = createSession({ appId: APP_ID, api, tokens, crossTab, ledger, now, onRefreshed, onCleared });
  return { session, tokens, server, storage, onRefreshed, onCleared, crossTab };
}

const token = (expiresIn: number, sid = 'sid', aud: string | string[] = APP_ID) => accessToken({ aud, expiresIn, sid });

const EMPTY: StoredTokens = { accessToken: null, refreshToken: null, identityToken: null, recoveryToken: null };

/** A session answer carrying fresh tokens, numbered so rotations can be told apart. */
function freshSession(n: number, overrides: Parameters<typeof authAnswer>[0] = {}) {
  return authAnswer({
    token: token(3600, `sid-${n}`),
    refresh_token: `refresh-${n}`,
    identity_token: `identity-${n}`,
    ...overrides,
  });
}

const sessionCalls = (tab: { server: { to(path: string): RecordedRequest[] } }) => tab.server.to('/api/v1/sessions');

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-01T12:00:00Z') });
  clearAllCookies();
});
afterEach(() => {
  // Before the real clock returns: cookies dated by the fake clock may look expired to it and hide.
  clearAllCookies();
  vi.useRealTimers();
});

describe('session update actions', () => {
  const seeded = () => ({ accessToken: token(10, 'old'), refreshToken: 'refresh-old', identityToken: 'identity-old' });

  it('"set" stores the refresh, access and identity tokens', async () => {
    const answer = freshSession(2, { session_update_action: 'set' });
    const tab = createTab({ handler: () => json(answer) });
    tab.tokens.write(seeded());
    await tab.session.refresh();
    expect(tab.tokens.read()).toEqual({
      accessToken: answer.token,
      refreshToken: 'refresh-2',
      identityToken: 'identity-2',
      recoveryToken: null,
    });
  });

  it('"clear" wipes local state and yields no user', async () => {
    const tab = createTab({
      handler: () => json({ user: null, token: null, refresh_token: null, identity_token: null, session_update_action: 'clear' }),
    });
    tab.tokens.write({ ...seeded(), recoveryToken: 'recovery-x' });
    await expect(tab.session.refresh()).resolves.toBeNull();
    expect(tab.tokens.read()).toEqual(EMPTY);
    expect(tab.onCleared).toHaveBeenCalledWith('session_expired');
    expect(tab.onRefreshed).not.toHaveBeenCalled();
  });

  it('"ignore" stores only the access and identity tokens and keeps the stored refresh token', async () => {
    const answer = freshSession(2, { session_update_action: 'ignore' });
    const tab = createTab({ handler: () => json(answer) });
    tab.tokens.write(seeded());
    await tab.session.refresh();
    expect(tab.tokens.read()).toEqual({
      accessToken: answer.token,
      refreshToken: 'refresh-old',
      identityToken: 'identity-2',
      recoveryToken: null,
    });
  });

  it('"ignore" leaves a token the answer does not carry as it was', () => {
    const tab = createTab();
    tab.tokens.write(seeded());
    const fresh = token(3600, 'new');
    tab.session.apply({ accessToken: fresh, refreshToken: 'refresh-new', identityToken: null, sessionUpdateAction: 'ignore' });
    expect(tab.tokens.read()).toMatchObject({ accessToken: fresh, refreshToken: 'refresh-old', identityToken: 'identity-old' });
  });

  it('an absent action stores all three tokens', async () => {
    const answer = freshSession(2);
    delete answer.session_update_action;
    const tab = createTab({ handler: () => json(answer) });
    tab.tokens.write(seeded());
    const result = await tab.session.refresh();
    expect(result?.sessionUpdateAction).toBeNull();
    expect(tab.tokens.read()).toEqual({
      accessToken: answer.token,
      refreshToken: 'refresh-2',
      identityToken: 'identity-2',
      recoveryToken: null,
    });
  });
});

describe('refresh', () => {
  it('with an access and a refresh token, posts the refresh token to /api/v1/sessions', async () => {
    const oldAccess = token(10, 'old');
    const tab = createTab({ handler: () => json(freshSession(2)) });
    tab.tokens.write({ accessToken: oldAccess, refreshToken: 'refresh-1' });
    const result = await tab.session.refresh();

    expect(tab.server.requests).toHaveLength(1);
    const [call] = tab.server.requests;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/api/v1/sessions');
    expect(call?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(call?.headers.get('authorization')).toBe(`Bearer ${oldAccess}`);
    expect(result?.user?.id).toBe('did:privy:user-1');
    expect(tab.onRefreshed).toHaveBeenCalledTimes(1);
    expect(tab.onRefreshed.mock.calls[0]?.[0]).toBe(result);
    expect(tab.tokens.read().refreshToken).toBe('refresh-2');
  });

  it('with only a recovery token, trades it at /api/v1/sessions/fork/recover and consumes it', async () => {
    const answer = deferred<Response>();
    const tab = createTab({ handler: () => answer.promise });
    tab.tokens.write({ recoveryToken: 'recovery-1' });
    const result = tab.session.refresh();
    await vi.advanceTimersByTimeAsync(0);

    expect(tab.server.requests.map((r) => [r.path, r.body])).toEqual([
      ['/api/v1/sessions/fork/recover', { refresh_token: 'recovery-1' }],
    ]);
    // One-time: gone from storage as soon as it is sent.
    expect(tab.tokens.read().recoveryToken).toBeNull();

    answer.resolve(json(freshSession(2)));
    await expect(result).resolves.toMatchObject({ refreshToken: 'refresh-2' });
    expect(tab.tokens.read()).toMatchObject({ refreshToken: 'refresh-2', identityToken: 'identity-2', recoveryToken: null });
    expect(tab.onRefreshed).toHaveBeenCalledTimes(1);
  });

  it('a recovery token is not offered twice, even when the trade fails', async () => {
    const tab = createTab({ handler: () => apiError(400, 'invalid_data', 'bad token') });
    tab.tokens.write({ recoveryToken: 'recovery-1' });
    await expect(tab.session.refresh()).rejects.toMatchObject({ code: 'invalid_data' });
    await expect(tab.session.refresh()).resolves.toBeNull();
    expect(tab.server.requests).toHaveLength(1);
  });

  it('prefers the session endpoint when both a session and a recovery token exist', async () => {
    const tab = createTab({ handler: () => json(freshSession(2)) });
    tab.tokens.write({ accessToken: token(10), refreshToken: 'refresh-1', recoveryToken: 'recovery-1' });
    await tab.session.refresh();
    expect(tab.server.requests.map((r) => r.path)).toEqual(['/api/v1/sessions']);
  });

  it('with nothing stored, sends nothing and yields null', async () => {
    const tab = createTab({ handler: () => json(freshSession(2)) });
    await expect(tab.session.refresh()).resolves.toBeNull();
    await expect(tab.session.getAccessToken()).resolves.toBeNull();
    await expect(tab.session.restore()).resolves.toBeNull();
    expect(tab.server.requests).toHaveLength(0);
    expect(tab.onCleared).not.toHaveBeenCalled();
  });

  it('with only the server cookie marker, still asks /api/v1/sessions (cookie session)', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the marker is set as the kernel reads it
    document.cookie = 'privy-session=t; path=/';
    const tab = createTab({ handler: () => json(freshSession(2)) });
    await tab.session.refresh();
    expect(tab.server.requests.map((r) => [r.path, r.body])).toEqual([['/api/v1/sessions', { refresh_token: null }]]);
  });

  it('missing_or_invalid_token clears every stored token and calls onCleared', async () => {
    const tab = createTab({ handler: () => apiError(401, 'missing_or_invalid_token', 'Invalid refresh token') });
    tab.tokens.write({ accessToken: token(10), refreshToken: 'refresh-1', identityToken: 'identity-1', recoveryToken: 'recovery-1' });
    expect(readCookies()).toHaveProperty('privy-session');

    await expect(tab.session.refresh()).resolves.toBeNull();
    expect(tab.tokens.read()).toEqual(EMPTY);
    expect(readCookies()).not.toHaveProperty('privy-session');
    expect(readCookies()).not.toHaveProperty('privy-token');
    expect(tab.onCleared).toHaveBeenCalledTimes(1);
    expect(tab.onCleared).toHaveBeenCalledWith('session_expired');
    expect(tab.onRefreshed).not.toHaveBeenCalled();
  });

  it('any other failure rejects and keeps the tokens for a later try', async () => {
    const tab = createTab({ handler: () => apiError(403, 'invalid_data', 'nope') });
    tab.tokens.write({ accessToken: token(10), refreshToken: 'refresh-1' });
    const error = await tab.session.refresh().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PorticoError);
    expect(tab.tokens.read().refreshToken).toBe('refresh-1');
    expect(tab.onCleared).not.toHaveBeenCalled();
  });
});

describe('access token expiry (30-second margin)', () => {
  it('a token expiring in 29 s is refreshed first', async () => {
    const tab = createTab({ handler: () => json(freshSession(2)) });
    tab.tokens.write({ accessToken: token(29), refreshToken: 'refresh-1' });
    const result = await tab.session.getAccessToken();
    expect(sessionCalls(tab)).toHaveLength(1);
    expect(result).toBe(tab.tokens.read().accessToken);
    expect(result).not.toBe(token(29));
  });

  it('a token expiring in 31 s is used as is', async () => {
    const tab = createTab({ handler: () => json(freshSession(2)) });
    const stored = token(31);
    tab.tokens.write({ accessToken: stored, refreshToken: 'refresh-1' });
    await expect(tab.session.getAccessToken()).resolves.toBe(stored);
    expect(tab.server.requests).toHaveLength(0);
  });

  it('the same token is refreshed once the clock reaches the margin', async () => {
    const tab = createTab({ handler: () => json(freshSession(2)) });
    const stored = token(31);
    tab.tokens.write({ accessToken: stored, refreshToken: 'refresh-1' });
    await expect(tab.session.getAccessToken()).resolves.toBe(stored);
    vi.advanceTimersByTime(2_000);
    const renewed = await tab.session.getAccessToken();
    expect(renewed).not.toBe(stored);
    expect(sessionCalls(tab)).toHaveLength(1);
  });

  it('an expired token without refresh credentials destroys local state', async () => {
    const tab = createTab({ handler: () => json(freshSession(2)) });
    tab.tokens.write({ accessToken: token(-60), identityToken: 'identity-1' });
    await expect(tab.session.getAccessToken()).resolves.toBeNull();
    expect(tab.tokens.read()).toEqual(EMPTY);
    expect(tab.onCleared).toHaveBeenCalledWith('session_expired');
    expect(tab.server.requests).toHaveLength(0);
  });

  it('an active token without refresh credentials is used as is', async () => {
    const tab = createTab();
    const stored = token(600);
    tab.tokens.write({ accessToken: stored });
    await expect(tab.session.getAccessToken()).resolves.toBe(stored);
    expect(tab.onCleared).not.toHaveBeenCalled();
  });

  it('restoring a token that has no refresh credentials destroys local state instead of keeping it', async () => {
    const tab = createTab({ handler: () => json(freshSession(2)) });
    tab.tokens.write({ accessToken: token(600), identityToken: 'identity-1' });
    await expect(tab.session.restore()).resolves.toBeNull();
    expect(tab.server.requests).toHaveLength(0);
    // Otherwise the kernel shows no user while getAccessToken() still hands out this token.
    expect(tab.tokens.read()).toEqual(EMPTY);
    await expect(tab.session.getAccessToken()).resolves.toBeNull();
    expect(tab.onCleared).toHaveBeenCalledWith('session_expired');
  });

  it('a token just issued is used even when the app gives tokens a shorter life than the margin', async () => {
    const short = token(5, 'short');
    const tab = createTab({ handler: () => json(freshSession(2, { token: short })) });
    tab.tokens.write({ accessToken: token(-1), refreshToken: 'refresh-1' });
    await expect(tab.session.getAccessToken()).resolves.toBe(short);
  });

  it('a refresh answered with an already expired token yields null', async () => {
    const tab = createTab({ handler: () => json(freshSession(2, { token: token(-1, 'spent') })) });
    tab.tokens.write({ accessToken: token(-1), refreshToken: 'refresh-1' });
    await expect(tab.session.getAccessToken()).resolves.toBeNull();
  });
});

describe('audience check', () => {
  function foreignTab() {
    const tab = createTab({
      handler: (request) => (request.path === '/api/v1/sessions/logout' ? json({}) : json(freshSession(2))),
    });
    tab.tokens.write({
      accessToken: token(3600, 'foreign', OTHER_APP_ID),
      refreshToken: 'refresh-1',
      identityToken: 'identity-1',
    });
    return tab;
  }

  it('a token minted for another app forces logout on getAccessToken', async () => {
    const tab = foreignTab();
    await expect(tab.session.getAccessToken()).resolves.toBeNull();
    expect(tab.server.requests.map((r) => [r.path, r.body])).toEqual([
      ['/api/v1/sessions/logout', { refresh_token: 'refresh-1' }],
    ]);
    expect(tab.tokens.read()).toEqual(EMPTY);
    expect(tab.onCleared).toHaveBeenCalledWith('audience_mismatch');
  });

  it('a token minted for another app forces logout on restore, without refreshing', async () => {
    const tab = foreignTab();
    await expect(tab.session.restore()).resolves.toBeNull();
    expect(tab.server.to('/api/v1/sessions')).toHaveLength(0);
    expect(tab.server.to('/api/v1/sessions/logout')).toHaveLength(1);
    expect(tab.tokens.read()).toEqual(EMPTY);
    expect(tab.onCleared).toHaveBeenCalledWith('audience_mismatch');
  });

  it('an audience list that includes the app id is accepted', async () => {
    const tab = createTab();
    const stored = token(3600, 'multi', ['someone-else', APP_ID]);
    tab.tokens.write({ accessToken: stored, refreshToken: 'refresh-1' });
    await expect(tab.session.getAccessToken()).resolves.toBe(stored);
    expect(tab.onCleared).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  function loggedIn(handler: RouteHandler) {
    const tab = createTab({ handler });
    tab.tokens.write({ accessToken: token(3600), refreshToken: 'refresh-1', identityToken: 'identity-1', recoveryToken: 'r' });
    return tab;
  }

  it('calls the server with the refresh token, then clears local state', async () => {
    const tab = loggedIn(() => json({}));
    await tab.session.logout();
    expect(tab.server.requests.map((r) => [r.path, r.body])).toEqual([
      ['/api/v1/sessions/logout', { refresh_token: 'refresh-1' }],
    ]);
    expect(tab.tokens.read()).toEqual(EMPTY);
    expect(tab.onCleared).toHaveBeenCalledWith('user');
    expect(readCookies()).toEqual({});
  });

  it('clears local state at once, without retries, even when the server answers 500', async () => {
    const tab = loggedIn(() => apiError(500, 'internal_error'));
    await expect(tab.session.logout()).resolves.toBeUndefined();
    expect(tab.server.requests).toHaveLength(1);
    expect(tab.tokens.read()).toEqual(EMPTY);
    expect(tab.onCleared).toHaveBeenCalledWith('user');
  });

  it('clears local state even when the network fails', async () => {
    const tab = loggedIn(() => {
      throw new TypeError('Failed to fetch');
    });
    const done = tab.session.logout();
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(done).resolves.toBeUndefined();
    expect(tab.tokens.read()).toEqual(EMPTY);
    expect(tab.onCleared).toHaveBeenCalledWith('user');
  });
});

describe('fork', () => {
  it('stores the new tokens and returns new_session_refresh_token', async () => {
    const forkedAccess = token(3600, 'forked');
    const tab = createTab({
      handler: () => json({ token: forkedAccess, refresh_token: 'refresh-2', new_session_refresh_token: 'new-session-1' }),
    });
    tab.tokens.write({ accessToken: token(3600), refreshToken: 'refresh-1', identityToken: 'identity-1' });
    await expect(tab.session.fork()).resolves.toBe('new-session-1');
    expect(tab.server.requests.map((r) => [r.path, r.body])).toEqual([
      ['/api/v1/sessions/fork', { refresh_token: 'refresh-1' }],
    ]);
    expect(tab.tokens.read()).toMatchObject({ accessToken: forkedAccess, refreshToken: 'refresh-2', identityToken: 'identity-1' });
  });

  it('refuses to fork without a session', async () => {
    const tab = createTab({ handler: () => json({}) });
    await expect(tab.session.fork()).rejects.toMatchObject({ code: 'must_be_authenticated' });
    expect(tab.server.requests).toHaveLength(0);
  });
});

describe('single-flight refresh', () => {
  it('five concurrent getAccessToken() calls with an expired token make exactly one POST /api/v1/sessions', async () => {
    const answer = deferred<Response>();
    const tab = createTab({ handler: () => answer.promise });
    tab.tokens.write({ accessToken: token(-5), refreshToken: 'refresh-1' });
    const calls = Array.from({ length: 5 }, () => tab.session.getAccessToken());
    await vi.advanceTimersByTimeAsync(0);
    answer.resolve(json(freshSession(2)));
    const results = await Promise.all(calls);
    expect(sessionCalls(tab)).toHaveLength(1);
    expect(new Set(results)).toEqual(new Set([tab.tokens.read().accessToken]));
    expect(results[0]).toBeTruthy();
  });

  it('concurrent calls in one tab queue for the cross-tab lock once, not once each', async () => {
    const locks = createLocks();
    const answer = deferred<Response>();
    const tab = createTab({ locks, handler: () => answer.promise });
    tab.tokens.write({ accessToken: token(-5), refreshToken: 'refresh-1' });
    const calls = Array.from({ length: 5 }, () => tab.session.getAccessToken());
    await vi.advanceTimersByTimeAsync(0);
    answer.resolve(json(freshSession(2)));
    await Promise.all(calls);
    expect(locks.acquired('refresh')).toBe(1);
    expect(sessionCalls(tab)).toHaveLength(1);
  });

  it('concurrent refresh() calls share one request and one answer', async () => {
    const tab = createTab({ handler: () => json(freshSession(2)) });
    tab.tokens.write({ accessToken: token(600), refreshToken: 'refresh-1' });
    const [a, b, c] = await Promise.all([tab.session.refresh(), tab.session.refresh(), tab.session.restore()]);
    expect(sessionCalls(tab)).toHaveLength(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
  });

  it('a refresh after the first one finished sends the rotated token', async () => {
    let n = 1;
    const tab = createTab({ handler: () => json(freshSession(++n)) });
    tab.tokens.write({ accessToken: token(600), refreshToken: 'refresh-1' });
    await tab.session.refresh();
    await tab.session.refresh();
    expect(sessionCalls(tab).map((r) => r.body)).toEqual([{ refresh_token: 'refresh-1' }, { refresh_token: 'refresh-2' }]);
  });
});

describe('cross-tab refresh', () => {
  /**
   * A provider that rotates refresh tokens: each is good for one use, a reused one is rejected
   * (as the real provider does when it detects refresh-token reuse).
   */
  function rotatingProvider(lifetimeSeconds = 3600) {
    const valid = new Set(['refresh-1']);
    let issued = 1;
    const seen: string[] = [];
    const handler: RouteHandler = async (request) => {
      const presented = (request.body as { refresh_token: string | null }).refresh_token ?? '';
      seen.push(presented);
      // Answer later, so another tab has every chance to start meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (!valid.delete(presented)) return apiError(401, 'missing_or_invalid_token', 'Refresh token reused');
      issued += 1;
      valid.add(`refresh-${issued}`);
      return json(freshSession(issued, { token: token(lifetimeSeconds, `sid-${issued}`) }));
    };
    return { handler, seen };
  }

  function twoTabs(lifetimeSeconds?: number) {
    const storage = memoryStorage();
    const locks = createLocks();
    const provider = rotatingProvider(lifetimeSeconds);
    const a = createTab({ storage, locks, handler: provider.handler });
    const b = createTab({ storage, locks, handler: provider.handler });
    return { a, b, storage, locks, provider };
  }

  it('the second tab sends the rotated refresh token, never the one the first already used', async () => {
    const { a, b, locks, provider } = twoTabs();
    a.tokens.write({ accessToken: token(-5), refreshToken: 'refresh-1' });

    const both = Promise.all([a.session.refresh(), b.session.refresh()]);
    await vi.advanceTimersByTimeAsync(200);
    const [fromA, fromB] = await both;

    expect(provider.seen).toEqual(['refresh-1', 'refresh-2']);
    expect(fromA?.refreshToken).toBe('refresh-2');
    expect(fromB?.refreshToken).toBe('refresh-3');
    expect(a.tokens.read().refreshToken).toBe('refresh-3');
    expect(a.onCleared).not.toHaveBeenCalled();
    expect(b.onCleared).not.toHaveBeenCalled();
    expect(locks.acquired('refresh')).toBe(2);
  });

  // A 31 s token is "active" for its first second only, and the waiting tab may get the lock after it; a 20 s token,
  // never "active", makes that certain: a token renewed meanwhile is taken as long as it has not expired.
  it.each([
    [3600, 'an hour'],
    [20, 'less than the 30 s margin'],
  ])('a tab waiting for the lock takes the token the other tab just got (%i s, %s) instead of refreshing again', async (lifetime) => {
    const { a, b, provider } = twoTabs(lifetime);
    a.tokens.write({ accessToken: token(-5), refreshToken: 'refresh-1' });

    const both = Promise.all([a.session.getAccessToken(), b.session.getAccessToken()]);
    await vi.advanceTimersByTimeAsync(200);
    const [tokenA, tokenB] = await both;

    expect(provider.seen).toEqual(['refresh-1']);
    expect(tokenA).toBeTruthy();
    expect(tokenB).toBe(tokenA);
    expect(b.onCleared).not.toHaveBeenCalled();
  });

  it('a tab whose storage lags behind takes the other tab’s rotation from the ledger and sends nothing', async () => {
    const locks = createLocks();
    const ledger = memoryLedger();
    const provider = rotatingProvider();
    // Separate storages: tab B never sees tab A's writes, as a Chromium tab may not for a few milliseconds.
    const a = createTab({ locks, ledger, handler: provider.handler });
    const b = createTab({ locks, ledger, handler: provider.handler });
    for (const tab of [a, b]) tab.tokens.write({ accessToken: token(-5), refreshToken: 'refresh-1' });

    const both = Promise.all([a.session.getAccessToken(), b.session.getAccessToken()]);
    await vi.advanceTimersByTimeAsync(200);
    const [tokenA, tokenB] = await both;

    expect(provider.seen).toEqual(['refresh-1']);
    expect(tokenB).toBe(tokenA);
    expect(b.tokens.read().refreshToken).toBe('refresh-2');
    expect(b.onCleared).not.toHaveBeenCalled();
  });

  it('a tab refused because another tab already rotated adopts that tab’s session instead of logging out', async () => {
    const storage = memoryStorage();
    const provider = rotatingProvider();
    const a = createTab({ storage, handler: provider.handler });
    a.tokens.write({ accessToken: token(-5), refreshToken: 'refresh-1' });
    const first = a.session.refresh();
    await vi.advanceTimersByTimeAsync(100);
    await first;
    // Tab B kept the spent token and has no ledger entry for it (no IndexedDB); its storage catches up
    // while its refresh is on the way.
    const lagging = memoryStorage();
    const b = createTab({
      storage: lagging,
      handler: async (request) => {
        const answer = await provider.handler(request);
        lagging.setItem(`privy:${APP_ID}:refreshToken`, storage.getItem(`privy:${APP_ID}:refreshToken`)!);
        return answer;
      },
    });
    b.tokens.write({ accessToken: token(-5), refreshToken: 'refresh-1' });

    const refreshed = b.session.refresh();
    await vi.advanceTimersByTimeAsync(200);

    expect((await refreshed)?.refreshToken).toBe('refresh-3');
    expect(provider.seen).toEqual(['refresh-1', 'refresh-1', 'refresh-2']);
    expect(b.onCleared).not.toHaveBeenCalled();
  });

  it('a logout clears the ledger, so no tab adopts a session that was ended', async () => {
    const ledger = memoryLedger();
    const a = createTab({ ledger, handler: (request) => (request.path.endsWith('/logout') ? json({}) : json(freshSession(2))) });
    a.tokens.write({ accessToken: token(-5), refreshToken: 'refresh-1' });
    await a.session.refresh();
    expect(await ledger.successorOf('refresh-1')).not.toBeNull();
    await a.session.logout();
    expect(await ledger.successorOf('refresh-1')).toBeNull();
  });
});
