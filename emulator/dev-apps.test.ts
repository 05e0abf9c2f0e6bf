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

describe('GET /api/v1/apps/:appId', () => {
  const answer = async (config: Record<string, unknown>) => {
    const emulator = startEmulator();
    await emulator.configureApp(DEMO_APP_ID, config);
    return JSON.parse((await emulator.call(`/api/v1/apps/${DEMO_APP_ID}`, { appId: null })).text) as Record<string, unknown>;
  };

  it('answers every field the provider\'s SDK reads: the allowlist texts as null, wallet creation per chain, the key mode', async () => {
    expect(await answer({ email_auth: true })).toMatchObject({
      allowlist_config: { error_title: null, error_detail: null, cta_text: null, cta_link: null },
      embedded_wallet_config: {
        create_on_login: 'off',
        ethereum: { create_on_login: 'off' },
        solana: { create_on_login: 'off' },
        mode: 'legacy-embedded-wallets-only',
      },
    });
  });

  it('gives the dashboard\'s one creation setting to Ethereum, and keeps what was set', async () => {
    const config = await answer({
      embedded_wallet_config: { create_on_login: 'users-without-wallets', solana: { create_on_login: 'all-users' } },
      allowlist_config: { error_title: 'Not on the list' },
    });
    expect(config).toMatchObject({
      allowlist_config: { error_title: 'Not on the list', cta_link: null },
      embedded_wallet_config: { ethereum: { create_on_login: 'users-without-wallets' }, solana: { create_on_login: 'all-users' } },
    });
  });
});
