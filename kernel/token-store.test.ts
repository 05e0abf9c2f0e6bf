import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAllCookies, parseCookieWrite, readCookies, setPageUrl } from '../test/support/cookies';
import { accessToken, expOf } from '../test/support/jwt';
import { APP_ID, OTHER_APP_ID } from '../test/support/wire';
import { defaultStorage, memoryStorage } from './storage';
import { createTokenStore } from './token-store';

const NOW = new Date('2025-03-01T12:00:00Z').getTime();
const DAY_MS = 24 * 60 * 60 * 1000;

/** Every `document.cookie = ...` assignment made while `run` executes, parsed. */
function cookieWrites(run: () => void) {
  const setter = vi.spyOn(document, 'cookie', 'set');
  run();
  const writes = setter.mock.calls.map(([written]) => parseCookieWrite(String(written)));
  setter.mockRestore();
  return writes;
}

const byName = (writes: ReturnType<typeof cookieWrites>, name: string) => writes.filter((w) => w.name === name);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  setPageUrl('http://localhost:3000/');
  clearAllCookies();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  clearAllCookies();
  vi.useRealTimers();
});

describe('storage', () => {
  it('keeps tokens under keys namespaced by the app id', () => {
    const storage = memoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const store = createTokenStore(storage, APP_ID, Date.now);
    store.write({ accessToken: 'a', refreshToken: 'r', identityToken: 'i', recoveryToken: 'x' });
    expect(setItem.mock.calls).toEqual([
      [`privy:${APP_ID}:accessToken`, 'a'],
      [`privy:${APP_ID}:refreshToken`, 'r'],
      [`privy:${APP_ID}:identityToken`, 'i'],
      [`privy:${APP_ID}:recoveryToken`, 'x'],
    ]);
    expect(store.keyOf('refreshToken')).toBe(`privy:${APP_ID}:refreshToken`);
    expect(store.read()).toEqual({ accessToken: 'a', refreshToken: 'r', identityToken: 'i', recoveryToken: 'x' });
  });

  it('uses the page\'s localStorage through defaultStorage()', () => {
    const store = createTokenStore(defaultStorage(), APP_ID, Date.now);
    store.write({ accessToken: 'a', refreshToken: 'r' });
    expect(localStorage.getItem(`privy:${APP_ID}:accessToken`)).toBe('a');
    expect(localStorage.getItem(`privy:${APP_ID}:refreshToken`)).toBe('r');
    store.clear();
    expect(localStorage.length).toBe(0);
  });

  it('falls back to memory when localStorage throws (private modes)', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    vi.stubGlobal('localStorage', broken);
    const storage = defaultStorage();
    expect(storage).not.toBe(broken);
    const store = createTokenStore(storage, APP_ID, Date.now);
    store.write({ accessToken: 'a' });
    expect(store.read().accessToken).toBe('a');
  });

  it('two apps sharing one storage do not see each other\'s tokens', () => {
    const storage = memoryStorage();
    const mine = createTokenStore(storage, APP_ID, Date.now);
    const theirs = createTokenStore(storage, OTHER_APP_ID, Date.now);
    mine.write({ accessToken: 'mine', refreshToken: 'mine-r' });
    expect(theirs.read()).toEqual({ accessToken: null, refreshToken: null, identityToken: null, recoveryToken: null });
    theirs.clear();
    expect(mine.read()).toMatchObject({ accessToken: 'mine', refreshToken: 'mine-r' });
  });

  it('writes only the tokens it is given and removes those set to null', () => {
    const storage = memoryStorage();
    const store = createTokenStore(storage, APP_ID, Date.now);
    store.write({ accessToken: 'a', refreshToken: 'r' });
    store.write({ accessToken: 'a2' });
    expect(store.read()).toMatchObject({ accessToken: 'a2', refreshToken: 'r' });
    store.write({ refreshToken: null });
    expect(storage.getItem(`privy:${APP_ID}:refreshToken`)).toBeNull();
    expect(store.read()).toMatchObject({ accessToken: 'a2', refreshToken: null });
  });

  it('clear() removes every token', () => {
    const storage = memoryStorage();
    const store = createTokenStore(storage, APP_ID, Date.now);
    store.write({ accessToken: 'a', refreshToken: 'r', identityToken: 'i', recoveryToken: 'x' });
    store.clear();
    expect(store.read()).toEqual({ accessToken: null, refreshToken: null, identityToken: null, recoveryToken: null });
    for (const name of ['accessToken', 'refreshToken', 'identityToken', 'recoveryToken'] as const) {
      expect(storage.getItem(store.keyOf(name))).toBeNull();
    }
  });
});

describe('cookies', () => {
  const access = () => accessToken({ aud: APP_ID, expiresIn: 3600, now: NOW });
  const identity = () => accessToken({ aud: APP_ID, expiresIn: 7200, now: NOW, sid: 'identity' });

  it('writes the access and identity cookies with the token\'s expiry, SameSite=Strict', () => {
    const store = createTokenStore(memoryStorage(), APP_ID, Date.now);
    const at = access();
    const it_ = identity();
    const writes = cookieWrites(() => store.write({ accessToken: at, identityToken: it_ }));

    const [accessCookie] = byName(writes, 'privy-token');
    expect(accessCookie?.value).toBe(at);
    expect(accessCookie?.attributes.expires).toBe(new Date(expOf(at) * 1000).toUTCString());
    expect(accessCookie?.attributes.samesite).toBe('Strict');
    expect(accessCookie?.attributes.path).toBe('/');

    const [identityCookie] = byName(writes, 'privy-id-token');
    expect(identityCookie?.value).toBe(it_);
    expect(identityCookie?.attributes.expires).toBe(new Date(expOf(it_) * 1000).toUTCString());
    expect(identityCookie?.attributes.samesite).toBe('Strict');

    expect(readCookies()).toMatchObject({ 'privy-token': at, 'privy-id-token': it_ });
  });

  it('writes the refresh marker privy-session for 30 days, never the refresh token itself', () => {
    const store = createTokenStore(memoryStorage(), APP_ID, Date.now);
    const writes = cookieWrites(() => store.write({ refreshToken: 'secret-refresh-token' }));
    expect(writes.map((w) => w.name)).toEqual(['privy-session']);
    const [marker] = writes;
    expect(marker?.value).not.toContain('secret');
    expect(marker?.attributes.expires).toBe(new Date(NOW + 30 * DAY_MS).toUTCString());
    expect(marker?.attributes.samesite).toBe('Strict');
    expect(store.hasRefreshMarker()).toBe(true);
    expect(JSON.stringify(readCookies())).not.toContain('secret-refresh-token');
  });

  it('never puts the recovery token in a cookie', () => {
    const store = createTokenStore(memoryStorage(), APP_ID, Date.now);
    expect(cookieWrites(() => store.write({ recoveryToken: 'recovery-1' }))).toEqual([]);
  });

  it('omits Secure on http://localhost (and other local http hosts)', () => {
    for (const url of ['http://localhost:3000/', 'http://127.0.0.1:8080/app']) {
      setPageUrl(url);
      const store = createTokenStore(memoryStorage(), APP_ID, Date.now);
      const writes = cookieWrites(() => store.write({ accessToken: access(), refreshToken: 'r' }));
      expect(writes).toHaveLength(2);
      for (const write of writes) expect(write.attributes.secure, `${write.name} on ${url}`).toBeUndefined();
    }
  });

  it('adds Secure everywhere else: https hosts, https localhost, plain http on a public host', () => {
    for (const url of ['https://app.example.com/', 'https://localhost/', 'http://app.example.com/']) {
      setPageUrl(url);
      const store = createTokenStore(memoryStorage(), APP_ID, Date.now);
      const writes = cookieWrites(() => store.write({ accessToken: access(), identityToken: identity(), refreshToken: 'r' }));
      expect(writes).toHaveLength(3);
      for (const write of writes) expect(write.attributes.secure, `${write.name} on ${url}`).toBe(true);
    }
  });

  it('the cookies are readable back on an https page', () => {
    setPageUrl('https://app.example.com/');
    const store = createTokenStore(memoryStorage(), APP_ID, Date.now);
    const at = access();
    store.write({ accessToken: at, refreshToken: 'r' });
    expect(readCookies()).toMatchObject({ 'privy-token': at, 'privy-session': 't' });
    store.clear();
    expect(readCookies()).toEqual({});
  });

  it('clearing deletes the access, identity and marker cookies', () => {
    const store = createTokenStore(memoryStorage(), APP_ID, Date.now);
    store.write({ accessToken: access(), identityToken: identity(), refreshToken: 'r' });
    expect(Object.keys(readCookies()).sort()).toEqual(['privy-id-token', 'privy-session', 'privy-token']);

    const writes = cookieWrites(() => store.clear());
    expect(writes.map((w) => w.name).sort()).toEqual(['privy-id-token', 'privy-session', 'privy-token']);
    for (const write of writes) {
      expect(new Date(String(write.attributes.expires)).getTime()).toBeLessThanOrEqual(0);
      expect(write.attributes.path).toBe('/');
    }
    expect(readCookies()).toEqual({});
    expect(store.hasRefreshMarker()).toBe(false);
  });

  it('removing a single token deletes its cookie', () => {
    const store = createTokenStore(memoryStorage(), APP_ID, Date.now);
    store.write({ accessToken: access(), refreshToken: 'r' });
    store.write({ accessToken: null });
    expect(readCookies()).not.toHaveProperty('privy-token');
    expect(readCookies()).toHaveProperty('privy-session');
    store.write({ refreshToken: null });
    expect(store.hasRefreshMarker()).toBe(false);
  });

  it('an access token that is not a JWT (no expiry) is kept in storage but gets no cookie', () => {
    const store = createTokenStore(memoryStorage(), APP_ID, Date.now);
    store.write({ accessToken: 'opaque-token' });
    expect(store.read().accessToken).toBe('opaque-token');
    expect(readCookies()).not.toHaveProperty('privy-token');
  });
});
