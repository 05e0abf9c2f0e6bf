// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_APP_ID } from './provider/apps';
import { startEmulator } from './test-support';

describe('GET /dev/apps/:appId', () => {
  it('answers the whole configuration, server-only settings included, in the shape PUT takes back', async () => {
    const emulator = startEmulator();
    await emulator.configureApp(DEMO_APP_ID, { email_auth: true, allowlist: ['a@example.com'] });
    const read = await emulator.call(`/dev/apps/${DEMO_APP_ID}`, { appId: null });
    expect(read.status).toBe(200);
    const config = JSON.parse(read.text) as Record<string, unknown>;
    expect(config).toMatchObject({ id: DEMO_APP_ID, email_auth: true, allowlist: ['a@example.com'] });

    const written = await emulator.call(`/dev/apps/${DEMO_APP_ID}`, { method: 'PUT', appId: null, body: { ...config, sms_auth: true } });
    expect(written.status).toBe(200);
    expect(JSON.parse(written.text)).toMatchObject({ sms_auth: true, allowlist: ['a@example.com'] });
  });

  it('answers 404 for an unknown app', async () => {
    const emulator = startEmulator();
    expect((await emulator.call('/dev/apps/unknown-app-000000000000000', { appId: null })).status).toBe(404);
  });
});
