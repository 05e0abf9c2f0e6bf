import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { invalidToken } from './http-error';
import type { RefreshTokenKind, SessionRecord } from './records';
import type { Repository } from './repository';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** SHA-256, base64url: how secrets are stored (refresh tokens, guest credentials). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createSession(repo: Repository, appId: string, userId: string, nowMs: number): SessionRecord {
  const session: SessionRecord = {
    id: randomUUID(),
    app_id: appId,
    user_id: userId,
    created_at: nowMs,
    revoked_at: null,
  };
  repo.put('sessions', session.id, session);
  return session;
}

/** An opaque random token; only its hash is stored. */
export function issueRefreshToken(repo: Repository, sessionId: string, kind: RefreshTokenKind, nowMs: number): string {
  const token = randomBytes(32).toString('base64url');
  repo.put('refresh_tokens', hashToken(token), {
    session_id: sessionId,
    kind,
    expires_at: nowMs + REFRESH_TOKEN_TTL_MS,
    used_at: null,
  });
  return token;
}

export function findLiveSession(repo: Repository, sessionId: string, appId: string): SessionRecord | undefined {
  const session = repo.get('sessions', sessionId);
  return session && session.app_id === appId && session.revoked_at === null ? session : undefined;
}

export function revokeSession(repo: Repository, sessionId: string, nowMs: number): void {
  const session = repo.get('sessions', sessionId);
  if (session && session.revoked_at === null) repo.put('sessions', sessionId, { ...session, revoked_at: nowMs });
}

/**
 * Marks a token used and returns its live session. A token presented a second time means it leaked
 * (or was stolen after rotation), so its whole session is revoked.
 */
export function consumeRefreshToken(
  repo: Repository,
  token: string | null | undefined,
  expected: { kind: RefreshTokenKind; appId: string; sessionId?: string },
  nowMs: number,
): SessionRecord {
  if (!token) throw invalidToken('Missing refresh token');
  const id = hashToken(token);
  const record = repo.get('refresh_tokens', id);
  if (
    !record ||
    record.kind !== expected.kind ||
    record.expires_at <= nowMs ||
    (expected.sessionId !== undefined && record.session_id !== expected.sessionId)
  ) {
    throw invalidToken('Invalid or expired refresh token');
  }
  if (record.used_at !== null) {
    revokeSession(repo, record.session_id, nowMs);
    throw invalidToken('Refresh token was already used; the session is revoked');
  }
  const session = findLiveSession(repo, record.session_id, expected.appId);
  if (!session) throw invalidToken('Invalid or expired refresh token');
  repo.put('refresh_tokens', id, { ...record, used_at: nowMs });
  return session;
}

/** Logout: revokes the token's session; unknown tokens are ignored so logout stays idempotent. */
export function revokeSessionOfToken(repo: Repository, token: string, nowMs: number): void {
  const record = repo.get('refresh_tokens', hashToken(token));
  if (record) revokeSession(repo, record.session_id, nowMs);
}
