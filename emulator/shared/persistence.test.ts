// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthResponseWire } from '../../schemas';
import { DEMO_APP_ID } from '../provider/apps';
import { openSqliteRepository } from './sqlite-repository';
import { startEmulator } from '../test-support';

describe('SQLite persistence', () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it('keeps users, the signing key and refresh tokens across a restart', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'portico-emulator-'));
    folders.push(folder);
    const file = join(folder, 'emulator.sqlite');
    const jwksPath = `/api/v1/apps/${DEMO_APP_ID}/jwks.json`;

    const firstRepo = openSqliteRepository(file);
    const first = startEmulator({ repo: firstRepo });
    const login = await first.logIn('ada@example.com');
    const jwks = (await first.call(jwksPath, { appId: null })).text;
    firstRepo.close();

    const secondRepo = openSqliteRepository(file);
    const second = startEmulator({ repo: secondRepo });
    expect((await second.call(jwksPath, { appId: null })).text).toBe(jwks);
    // The access token signed before the restart still verifies.
    const accepted = await second.call('/api/v1/users/me/accept_terms', { method: 'POST', token: login.token! });
    expect(accepted.status).toBe(200);
    const refresh = { body: { refresh_token: login.refresh_token } };
    const refreshed = await second.ok(AuthResponseWire, '/api/v1/sessions', refresh);
    expect(refreshed.user?.id).toBe(login.user?.id);
    expect(refreshed.user?.has_accepted_terms).toBe(true);
    expect((await second.logIn('ada@example.com')).is_new_user).toBe(false);
    secondRepo.close();
  });
});
