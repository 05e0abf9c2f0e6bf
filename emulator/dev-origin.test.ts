// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_APP_ID } from './provider/apps';
import { createEmulator } from './app';
import { createMemoryRepository } from './shared/memory-repository';
import { newTotpSecret } from './provider/mfa/totp';

const DEMO = 'http://127.0.0.1:5173';
const DEMO_BY_NAME = 'http://localhost:5173';
const USER_ID = 'did:privy:dev-origin-user';

/** An emulator knowing the demo's origins, with a user whose authenticator secret the dev route reads. */
function setup(demoOrigins: string[] = [DEMO, DEMO_BY_NAME]) {
  const repo = createMemoryRepository();
  repo.put('mfa_factors', USER_ID, { totp_secret: newTotpSecret() });
  const { fetch } = createEmulator({ repo, demoOrigins });
  return async (method: string, path: string, origin?: string, body?: unknown) => {
    const headers: Record<string, string> = { ...(origin && { origin }), ...(body !== undefined && { 'content-type': 'application/json' }) };
    const response = await fetch(`http://emulator.test${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}

const GUARDED: [string, string, unknown?][] = [
  ['GET', `/dev/totp/${USER_ID}`],
  ['GET', `/dev/authenticator/${USER_ID}`],
  ['GET', `/dev/apps/${DEMO_APP_ID}`],
  ['PUT', `/dev/apps/${DEMO_APP_ID}`, { name: 'Portico Demo', email_auth: true }],
  ['GET', '/dev/outbox?to=ada@example.com'],
  ['PUT', '/dev/faults', { faults: [] }],
  ['DELETE', '/dev/faults'],
];

describe('dev routes reading secrets or changing settings', () => {
  it('answer a request naming no Origin (a script, a test)', async () => {
    const call = setup();
    expect((await call('GET', `/dev/totp/${USER_ID}`)).body).toEqual({ code: expect.stringMatching(/^\d{6}$/), next_code: expect.stringMatching(/^\d{6}$/) });
    const put = await call('PUT', `/dev/apps/${DEMO_APP_ID}`, undefined, { name: 'Portico Demo', sms_auth: true });
    expect(put).toMatchObject({ status: 200, body: { sms_auth: true } });
  });

  it("answer the demo's page, by IP or host name", async () => {
    const call = setup();
    for (const origin of [DEMO, DEMO_BY_NAME]) {
      expect((await call('GET', `/dev/totp/${USER_ID}`, origin)).status).toBe(200);
      expect((await call('PUT', `/dev/apps/${DEMO_APP_ID}`, origin, { name: 'Portico Demo', email_auth: true })).status).toBe(200);
    }
  });

  it.each(GUARDED)('refuse %s %s to any other page, other local ports included', async (method, path, body) => {
    const call = setup();
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:8080', 'https://localhost:5173', 'https://evil.example', 'null']) {
      expect(await call(method, path, origin, body)).toEqual({
        status: 403,
        body: { code: 'invalid_origin', error: `${method} ${path.split('?')[0]} answers the demo page only, not ${origin}` },
      });
    }
  });

  it('leave the settings unchanged when refused', async () => {
    const call = setup();
    await call('PUT', `/dev/apps/${DEMO_APP_ID}`, 'http://localhost:3000', { name: 'Taken over', email_auth: true });
    expect((await call('GET', `/dev/apps/${DEMO_APP_ID}`)).body).not.toMatchObject({ name: 'Taken over' });
  });

  it('refuse every page when the emulator knows no demo, and read the list on each request', async () => {
    const demoOrigins: string[] = [];
    const call = setup(demoOrigins);
    expect((await call('GET', `/dev/totp/${USER_ID}`, DEMO)).status).toBe(403);
    demoOrigins.push(DEMO);
    expect((await call('GET', `/dev/totp/${USER_ID}`, DEMO)).status).toBe(200);
  });

  it('leave the public dev routes open to local pages', async () => {
    const call = setup();
    expect((await call('GET', '/dev/local-chain', 'http://localhost:3000')).status).toBe(200);
  });
});
