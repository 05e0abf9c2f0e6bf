import { AckSchema, type SessionResponse } from '../schemas/index';
import { forkAnswer, sessionAnswer } from '../schemas/lazy';
import type { Api } from './api';
import { TOKEN_EXPIRY_MARGIN_MS } from './constants';
import type { CrossTab } from './cross-tab';
import { PorticoError } from './errors';
import type { LogoutReason } from './events';
import { decodeClaims, hasAudience } from './jwt';
import type { RotationLedger } from './rotation-ledger';
import type { StoredTokens, TokenStore } from './token-store';

/** The parts of an authenticate or session answer that touch stored tokens. */
type SessionTokens = Pick<SessionResponse, 'accessToken' | 'refreshToken' | 'identityToken' | 'sessionUpdateAction'>;

export interface SessionOptions {
  appId: string;
  api: Api;
  tokens: TokenStore;
  crossTab: CrossTab;
  /** The last rotation, read under the refresh lock where local storage may lag behind another tab. */
  ledger: RotationLedger;
  now: () => number;
  /** A refresh answered with a session (user included). */
  onRefreshed: (response: SessionResponse) => void;
  /** Local state was destroyed: logout, expiry, a foreign token. */
  onCleared: (reason: LogoutReason) => void;
}

export interface Session {
  /** The stored access token as is, for request headers. */
  currentAccessToken(): string | null;
  /** A usable access token, refreshing first when it expires within 30 s; null when logged out. */
  getAccessToken(): Promise<string | null>;
  /** Restores or renews the session; null when there is nothing to restore. Single-flight across tabs. */
  refresh(): Promise<SessionResponse | null>;
  /** On load: a token minted for another app forces a logout, anything else is refreshed. */
  restore(): Promise<SessionResponse | null>;
  /** Stores an answer's tokens according to its update action. */
  apply(tokens: SessionTokens): void;
  logout(reason?: LogoutReason): Promise<void>;
  /** Forks the session and returns the new session's one-time recovery token. */
  fork(): Promise<string>;
  storeRecoveryToken(token: string): void;
}

export function createSession(options: SessionOptions): Session {
  const { api, tokens, crossTab, ledger, appId, now } = options;
  // One shared refresh per kind: a token-only refresh may stop early, a full one must return the user.
  const pending = new Map<boolean, Promise<SessionResponse | null>>();

  /** Whether the token is still unexpired `margin` ms from now. */
  const isValidFor = (token: string, margin: number) => {
    const exp = decodeClaims(token)?.exp;
    return typeof exp === 'number' && exp * 1000 - margin > now();
  };
  const isActive = (token: string) => isValidFor(token, TOKEN_EXPIRY_MARGIN_MS);
  /**
   * A token the server has just issued is used until it expires, even when the app's token lifetime is
   * shorter than the renewal margin: renewing it again would only return another such token.
   */
  const isFresh = (token: string) => isValidFor(token, 0);
  const isForeign = (token: string) => {
    const claims = decodeClaims(token);
    return claims !== null && claims.aud !== undefined && !hasAudience(claims, appId);
  };

  function clearLocal(reason: LogoutReason): void {
    tokens.clear();
    void ledger.clear();
    options.onCleared(reason);
  }

  /** The stored tokens, caught up with a rotation another tab made that this tab's storage has not seen yet. */
  async function latestTokens(): Promise<StoredTokens> {
    const stored = tokens.read();
    const rotated = stored.refreshToken ? await ledger.successorOf(stored.refreshToken) : null;
    if (!rotated) return stored;
    tokens.write(rotated);
    return { ...stored, ...rotated };
  }

  function apply({ accessToken, refreshToken, identityToken, sessionUpdateAction }: SessionTokens): void {
    switch (sessionUpdateAction) {
      case 'clear':
        tokens.clear();
        return;
      case 'ignore':
        tokens.write({
          ...(accessToken && { accessToken }),
          ...(identityToken && { identityToken }),
        });
        return;
      default:
        // "set" and an absent action both store everything.
        tokens.write({ accessToken, refreshToken, identityToken });
    }
  }

  /**
   * Trades a stored credential for a session; missing_or_invalid_token means the session is gone, unless
   * another tab rotated it meanwhile: then this tab adopts that tab's session.
   */
  async function exchange(path: string, credential: string | null, adopting = false): Promise<SessionResponse | null> {
    try {
      const response = await api.post(path, { refresh_token: credential }, sessionAnswer);
      apply(response);
      if (response.sessionUpdateAction === 'clear' || !response.user) {
        clearLocal('session_expired');
        return null;
      }
      if (credential) await ledger.record(credential, tokens.read());
      options.onRefreshed(response);
      return response;
    } catch (error) {
      if (error instanceof PorticoError && error.code === 'missing_or_invalid_token') {
        const newer = (await latestTokens()).refreshToken;
        if (!adopting && newer && newer !== credential) return exchange(path, newer, true);
        clearLocal('session_expired');
        return null;
      }
      throw error;
    }
  }

  /** `stale` is the access token that a token-only refresh was asked to replace. */
  async function refreshUnderLock(onlyIfExpired: boolean, stale: string | null): Promise<SessionResponse | null> {
    // Read inside the lock: another tab may have rotated the refresh token while this one waited.
    const stored = await latestTokens();
    const current = stored.accessToken;
    if (onlyIfExpired && current && (isActive(current) || (current !== stale && isFresh(current)))) return null;
    if ((stored.accessToken && stored.refreshToken) || tokens.hasRefreshMarker()) {
      return exchange('/api/v1/sessions', stored.refreshToken);
    }
    if (stored.recoveryToken) {
      tokens.write({ recoveryToken: null });
      return exchange('/api/v1/sessions/fork/recover', stored.recoveryToken);
    }
    // No refresh credentials: a leftover access or identity token cannot be renewed (section 4.1).
    if (stored.accessToken || stored.identityToken) clearLocal('session_expired');
    return null;
  }

  function refresh(onlyIfExpired = false, stale: string | null = null): Promise<SessionResponse | null> {
    const existing = pending.get(onlyIfExpired);
    if (existing) return existing;
    const started = crossTab
      .withLock('refresh', () => refreshUnderLock(onlyIfExpired, stale))
      .finally(() => pending.delete(onlyIfExpired));
    pending.set(onlyIfExpired, started);
    return started;
  }

  async function logout(reason: LogoutReason = 'user'): Promise<void> {
    const { refreshToken } = tokens.read();
    try {
      // No retries: the user is waiting to be logged out, and local state is cleared whatever happens.
      if (refreshToken) {
        await api.post('/api/v1/sessions/logout', { refresh_token: refreshToken }, AckSchema, { retry: false });
      }
    } catch {
      // Logging out must always work locally, whatever the server says.
    } finally {
      clearLocal(reason);
    }
  }

  /** True (after logging out) when the stored access token was issued for another app. */
  async function rejectForeignToken(): Promise<boolean> {
    const token = tokens.read().accessToken;
    if (!token || !isForeign(token)) return false;
    await logout('audience_mismatch');
    return true;
  }

  async function getAccessToken(): Promise<string | null> {
    if (await rejectForeignToken()) return null;
    const stored = tokens.read();
    if (stored.accessToken && isActive(stored.accessToken)) return stored.accessToken;
    const canRefresh = Boolean(stored.refreshToken || stored.recoveryToken || tokens.hasRefreshMarker());
    if (!canRefresh) {
      if (stored.accessToken) clearLocal('session_expired');
      return null;
    }
    await refresh(true, stored.accessToken);
    const renewed = tokens.read().accessToken;
    return renewed && isFresh(renewed) ? renewed : null;
  }

  async function fork(): Promise<string> {
    if (!(await getAccessToken())) {
      throw new PorticoError('must_be_authenticated', 'User must be authenticated to fork a session');
    }
    return crossTab.withLock('refresh', async () => {
      const spent = (await latestTokens()).refreshToken;
      const answer = await api.post('/api/v1/sessions/fork', { refresh_token: spent }, forkAnswer);
      tokens.write({ accessToken: answer.accessToken, refreshToken: answer.refreshToken });
      if (spent) await ledger.record(spent, tokens.read());
      return answer.newSessionRefreshToken;
    });
  }

  return {
    currentAccessToken: () => tokens.read().accessToken,
    getAccessToken,
    refresh: () => refresh(false),
    restore: async () => ((await rejectForeignToken()) ? null : refresh(false)),
    apply,
    logout,
    fork,
    storeRecoveryToken: (token) => tokens.write({ recoveryToken: token }),
  };
}
