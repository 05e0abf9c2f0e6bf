import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { invalidToken } from '../shared/http-error';
import type { RefreshTokenKind, SessionRecord } from '../shared/records';
import type { Repository } from '../shared/repository';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How long a rotated refresh token may come back and get the same successor instead of revoking the
 * session: tabs racing to refresh, or an answer lost on the way and retried (as Auth0's reuse interval).
 */
export const REFRESH_REUSE_INTERVAL_MS = 10_000;

/** SHA-256, base64url: how secrets are stored (refresh tokens, guest credentials). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A session opened by a login now, or (authenticatedAt) by a fork of one opened by an earlier login. */
export function createSession(repo: Repository, appId: string, userId: string, nowMs: number, authenticatedAt = nowMs): SessionRecord {
  const session: SessionRecord = {
    id: randomUUID(),
    app_id: appId,
    user_id: userId,
    created_at: nowMs,
    authenticated_at: authenticatedAt,
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
    successor: null,
  });
  return token;
}

/** When the person behind a session last logged in (ms). */
export const authenticatedAt = (session: SessionRecord) => session.authenticated_at ?? session.created_at;

export function findLiveSession(repo: Repository, sessionId: string, appId: string): SessionRecord | undefined {
  const session = repo.get('sessions', sessionId);
  return session && session.app_id === appId && session.revoked_at === null ? session : undefined;
}

function revokeSession(repo: Repository, sessionId: string, nowMs: number): void {
  const session = repo.get('sessions', sessionId);
  if (session && session.revoked_at === null) repo.put('sessions', sessionId, { ...session, revoked_at: nowMs });
}

// A successor is stored sealed with a key derived from its predecessor: whoever reads the store
// without holding the old token learns no live token.
const successorKey = (predecessor: string) => createHash('sha256').update(`successor:${predecessor}`).digest();

function sealSuccessor(successor: string, predecessor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', successorKey(predecessor), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function openSuccessor(sealed: string, predecessor: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', successorKey(predecessor), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

export interface Rotation {
  session: SessionRecord;
  /** The session's next refresh token. */
  refreshToken: string;
}

/**
 * Spends a token and returns its live session with the next refresh token. A refresh token presented
 * again within the reuse interval gets the same successor; later, or a recovery token presented twice,
 * means it leaked (or was stolen after rotation), so its whole session is revoked.
 */
export function rotateRefreshToken(
  repo: Repository,
  token: string | null | undefined,
  expected: { kind: RefreshTokenKind; appId: string; sessionId?: string },
  nowMs: number,
): Rotation {
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
  const liveSession = () => {
    const session = findLiveSession(repo, record.session_id, expected.appId);
    if (!session) throw invalidToken('Invalid or expired refresh token');
    return session;
  };
  if (record.used_at !== null) {
    const { successor } = record;
    if (!successor || nowMs - record.used_at > REFRESH_REUSE_INTERVAL_MS) {
      revokeSession(repo, record.session_id, nowMs);
      throw invalidToken('Refresh token was already used; the session is revoked');
    }
    return { session: liveSession(), refreshToken: openSuccessor(successor, token) };
  }

  const session = liveSession();
  const refreshToken = issueRefreshToken(repo, session.id, 'refresh', nowMs);
  // Only refresh tokens may be reused; a recovery token opens its forked session once.
  const successor = record.kind === 'refresh' ? sealSuccessor(refreshToken, token) : null;
  repo.put('refresh_tokens', id, { ...record, used_at: nowMs, successor });
  return { session, refreshToken };
}

/** Logout: revokes the token's session; unknown tokens are ignored so logout stays idempotent. */
export function revokeSessionOfToken(repo: Repository, token: string, nowMs: number): void {
  const record = repo.get('refresh_tokens', hashToken(token));
  if (record) revokeSession(repo, record.session_id, nowMs);
}
