// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AuthResponseWire, ForkResponseWire } from '../../schemas';
import { createMemoryRepository } from '../shared/memory-repository';
import { REFRESH_REUSE_INTERVAL_MS, REFRESH_TOKEN_TTL_MS } from './sessions';
import { startEmulator, testClock } from '../test-support';

const SESSIONS = '/api/v1/sessions';
const invalidToken = { status: 401, code: 'missing_or_invalid_token' };

describe('sessions', () => {
  it('rotates the refresh token and answers a full session', async () => {
    const api = startEmulator();
    const login = await api.logIn('ada@example.com');
    const refreshed = await api.ok(AuthResponseWire, SESSIONS, { body: { refresh_token: login.refresh_token } });
    expect(refreshed).toMatchObject({ session_update_action: 'set', is_new_user: false, user: login.user });
    expect(refreshed.refresh_token).not.toBe(login.refresh_token);
    expect(refreshed.token).toEqual(expect.any(String));
    expect(refreshed.identity_token).toEqual(expect.any(String));
  });

  it('treats a replayed refresh token as theft and revokes the session', async () => {
    const clock = testClock();
    const api = startEmulator({ now: clock.now });
    const login = await api.logIn('ada@example.com');
    const rotated = await api.ok(AuthResponseWire, SESSIONS, { body: { refresh_token: login.refresh_token } });
    clock.advance(REFRESH_REUSE_INTERVAL_MS + 1);

    expect(await api.fail(SESSIONS, { body: { refresh_token: login.refresh_token } })).toMatchObject(invalidToken);
    expect(await api.fail(SESSIONS, { body: { refresh_token: rotated.refresh_token } })).toMatchObject(invalidToken);
    expect(await api.fail('/api/v1/users/me/accept_terms', { method: 'POST', token: rotated.token! })).toMatchObject(
      invalidToken,
    );
  });

  it('gives a token presented again within the reuse interval the same successor, and keeps the session', async () => {
    const clock = testClock();
    const api = startEmulator({ now: clock.now });
    const login = await api.logIn('ada@example.com');
    const first = await api.ok(AuthResponseWire, SESSIONS, { body: { refresh_token: login.refresh_token } });
    clock.advance(REFRESH_REUSE_INTERVAL_MS);
    const again = await api.ok(AuthResponseWire, SESSIONS, { body: { refresh_token: login.refresh_token } });

    expect(again.refresh_token).toBe(first.refresh_token);
    expect(again.user?.id).toBe(login.user?.id);
    await api.ok(z.object({}), '/api/v1/users/me/accept_terms', { method: 'POST', token: again.token! });
    const next = await api.ok(AuthResponseWire, SESSIONS, { body: { refresh_token: again.refresh_token } });
    expect(next.refresh_token).not.toBe(first.refresh_token);
  });

  it('never stores a successor in the clear', async () => {
    const repo = createMemoryRepository();
    const api = startEmulator({ repo });
    const login = await api.logIn('ada@example.com');
    const rotated = await api.ok(AuthResponseWire, SESSIONS, { body: { refresh_token: login.refresh_token } });
    const stored = JSON.stringify(repo.list('refresh_tokens'));
    expect(stored).not.toContain(rotated.refresh_token);
    expect(stored).not.toContain(login.refresh_token);
  });

  it('refuses missing, unknown and expired refresh tokens', async () => {
    const clock = testClock();
    const api = startEmulator({ now: clock.now });
    expect(await api.fail(SESSIONS, { body: {} })).toMatchObject(invalidToken);
    expect(await api.fail(SESSIONS, { body: { refresh_token: 'unknown' } })).toMatchObject(invalidToken);
    const login = await api.logIn('ada@example.com');
    clock.advance(REFRESH_TOKEN_TTL_MS);
    expect(await api.fail(SESSIONS, { body: { refresh_token: login.refresh_token } })).toMatchObject(invalidToken);
  });

  it('logs out idempotently and revokes the session', async () => {
    const api = startEmulator();
    const login = await api.logIn('ada@example.com');
    const logout = { body: { refresh_token: login.refresh_token } };
    await api.ok(z.object({}), `${SESSIONS}/logout`, logout);
    await api.ok(z.object({}), `${SESSIONS}/logout`, logout);
    await api.ok(z.object({}), `${SESSIONS}/logout`, { body: { refresh_token: 'never-issued' } });

    expect(await api.fail(SESSIONS, logout)).toMatchObject(invalidToken);
    expect(await api.fail('/api/v1/users/me/accept_terms', { method: 'POST', token: login.token! })).toMatchObject(
      invalidToken,
    );
  });

  it('forks a session that opens once with the recovery token', async () => {
    const api = startEmulator();
    const login = await api.logIn('ada@example.com');
    const fork = await api.ok(ForkResponseWire, `${SESSIONS}/fork`, {
      body: { refresh_token: login.refresh_token },
      token: login.token!,
    });
    expect(fork.refresh_token).not.toBe(login.refresh_token);

    const recover = { body: { refresh_token: fork.new_session_refresh_token } };
    // A recovery token only opens the forked session; it is no refresh token.
    expect(await api.fail(SESSIONS, recover)).toMatchObject(invalidToken);
    const recovered = await api.ok(AuthResponseWire, `${SESSIONS}/fork/recover`, recover);
    expect(recovered.user?.id).toBe(login.user?.id);
    expect(await api.fail(`${SESSIONS}/fork/recover`, recover)).toMatchObject(invalidToken);

    // The caller's session lives on with its rotated token.
    await api.ok(AuthResponseWire, SESSIONS, { body: { refresh_token: fork.refresh_token } });
  });

  it('forks only with the caller’s own refresh token and an access token', async () => {
    const api = startEmulator();
    const ada = await api.logIn('ada@example.com');
    const grace = await api.logIn('grace@example.com');
    const path = `${SESSIONS}/fork`;
    expect(await api.fail(path, { body: { refresh_token: grace.refresh_token }, token: ada.token! })).toMatchObject(
      invalidToken,
    );
    expect(await api.fail(path, { body: { refresh_token: ada.refresh_token } })).toMatchObject({
      status: 401,
      code: 'must_be_authenticated',
    });
    // Grace's token was not spent by the refused attempt.
    await api.ok(AuthResponseWire, SESSIONS, { body: { refresh_token: grace.refresh_token } });
  });
});
