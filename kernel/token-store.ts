import { COOKIE_NAMES, deleteCookie, readCookie, refreshMarkerExpiry, setCookie } from './cookies';
import { decodeClaims, hasAudience } from './jwt';
import { appStorageKey, type KeyValueStorage } from './storage';

export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
  identityToken: string | null;
  /** A forked session's one-time token, traded at fork/recover. */
  recoveryToken: string | null;
}
type TokenName = keyof StoredTokens;

export interface TokenStore {
  read(): StoredTokens;
  write(tokens: Partial<StoredTokens>): void;
  clear(): void;
  /** The server's cookie session marker: a refresh may work even without a stored refresh token. */
  hasRefreshMarker(): boolean;
  /** The storage key a token lives under, for cross-tab change detection. */
  keyOf(name: TokenName): string;
}

function tokenExpiry(token: string): Date | null {
  const exp = decodeClaims(token)?.exp;
  return typeof exp === 'number' ? new Date(exp * 1000) : null;
}

/** Tokens in storage (namespaced by app id) mirrored to cookies per section 4.1. */
export function createTokenStore(storage: KeyValueStorage, appId: string, now: () => number): TokenStore {
  const keyOf = (name: TokenName) => appStorageKey(appId, name);

  // Cookie names are fixed (host backends read them), so another app's kernel on the page may own
  // them: only this app's cookies are ever deleted.
  const isOurs = (token: string | null) => {
    const claims = token ? decodeClaims(token) : null;
    return claims !== null && hasAudience(claims, appId);
  };

  function mirrorToCookie(name: TokenName, value: string | null, previous: string | null): void {
    if (name === 'accessToken' || name === 'identityToken') {
      const cookie = name === 'accessToken' ? COOKIE_NAMES.accessToken : COOKIE_NAMES.identityToken;
      const expires = value ? tokenExpiry(value) : null;
      if (value && expires) setCookie(cookie, value, expires);
      else if (isOurs(readCookie(cookie))) deleteCookie(cookie);
    } else if (name === 'refreshToken') {
      // Only a marker: the refresh token itself never goes into a cookie readable by scripts.
      if (value) setCookie(COOKIE_NAMES.refreshMarker, 't', refreshMarkerExpiry(now()));
      else if (previous) deleteCookie(COOKIE_NAMES.refreshMarker);
    }
  }

  const names: TokenName[] = ['accessToken', 'refreshToken', 'identityToken', 'recoveryToken'];
  return {
    keyOf,
    read() {
      const entries = names.map((name) => [name, storage.getItem(keyOf(name))] as const);
      return Object.fromEntries(entries) as unknown as StoredTokens;
    },
    write(tokens) {
      for (const name of names) {
        if (!(name in tokens)) continue;
        const value = tokens[name] ?? null;
        const previous = storage.getItem(keyOf(name));
        if (value === null) storage.removeItem(keyOf(name));
        else storage.setItem(keyOf(name), value);
        mirrorToCookie(name, value, previous);
      }
    },
    clear() {
      this.write({ accessToken: null, refreshToken: null, identityToken: null, recoveryToken: null });
    },
    hasRefreshMarker: () => readCookie(COOKIE_NAMES.refreshMarker) !== null,
  };
}
