// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AppConfigWire } from '../schemas';
import { DEMO_APP_ID } from './provider/apps';
import { startEmulator } from './test-support';

const OTHER_APP = 'other-app-000000000000001';

describe('app configuration', () => {
  it('serves the seeded demo app with wire fields only', async () => {
    const api = startEmulator();
    const answer = await api.call(`/api/v1/apps/${DEMO_APP_ID}`, { appId: null });
    const config = JSON.parse(answer.text);
    expect(AppConfigWire.parse(config)).toMatchObject({
      id: DEMO_APP_ID,
      name: 'Portico Demo',
      email_auth: true,
      sms_auth: false,
    });
    expect(config).not.toHaveProperty('allowlist');
    expect(config).not.toHaveProperty('access_token_ttl_seconds');
  });

  it('stores a configuration through the dev endpoint', async () => {
    const api = startEmulator();
    const stored = await api.configureApp(OTHER_APP, { allowlist: ['A@b.co'], accent_color: '#123456' });
    expect(JSON.parse(stored.text)).toMatchObject({
      id: OTHER_APP,
      allowlist: ['a@b.co'],
      access_token_ttl_seconds: 3600,
    });
    const config = await api.ok(AppConfigWire, `/api/v1/apps/${OTHER_APP}`, { appId: null });
    expect(config.accent_color).toBe('#123456');
    const mismatch = await api.fail(`/dev/apps/${OTHER_APP}`, {
      method: 'PUT',
      body: { id: 'another', name: 'x' },
      appId: null,
    });
    expect(mismatch).toMatchObject({ status: 400, code: 'invalid_data' });
  });

  it('answers app_not_found and checks the app header', async () => {
    const api = startEmulator();
    expect(await api.fail('/api/v1/apps/nope', { appId: null })).toMatchObject({ status: 404, code: 'app_not_found' });
    expect(await api.fail('/api/v1/apps/nope/jwks.json', { appId: null })).toMatchObject({ status: 404 });
    const init = { body: { email: 'ada@example.com' } };
    expect(await api.fail('/api/v1/passwordless/init', { ...init, appId: null })).toMatchObject({
      status: 400,
      code: 'invalid_data',
    });
    expect(await api.fail('/api/v1/passwordless/init', { ...init, appId: 'unknown' })).toMatchObject({
      status: 404,
      code: 'app_not_found',
    });
  });

  it('answers not_found for unknown routes', async () => {
    const api = startEmulator();
    expect(await api.fail('/api/v1/nothing-here')).toMatchObject({ status: 404, code: 'not_found' });
    expect(await api.fail('/elsewhere', { appId: null })).toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('CORS', () => {
  const preflight = (origin: string) => ({
    method: 'OPTIONS',
    appId: null,
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'privy-app-id' },
  });

  it('reflects local origins with credentials', async () => {
    const api = startEmulator();
    const answer = await api.call('/api/v1/sessions', preflight('http://localhost:5173'));
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('access-control-allow-headers')).toContain('privy-app-id');
    // The provider's own SDK sends these two on its calls: without them its first request is refused.
    expect(answer.headers.get('access-control-allow-headers')).toContain('privy-retry-attempt');
    expect(answer.headers.get('access-control-allow-headers')).toContain('privy-ui');
    expect(answer.headers.get('access-control-allow-methods')).toContain('PUT');

    for (const origin of ['https://127.0.0.1:3000', 'http://[::1]:8080']) {
      const actual = await api.call(`/api/v1/apps/${DEMO_APP_ID}`, { appId: null, headers: { origin } });
      expect(actual.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });

  it('gives other origins no CORS headers', async () => {
    const api = startEmulator();
    for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'null']) {
      const answers = [
        await api.call('/api/v1/sessions', preflight(origin)),
        await api.call(`/api/v1/apps/${DEMO_APP_ID}`, { appId: null, headers: { origin } }),
      ];
      for (const answer of answers) {
        const corsHeaders = [...answer.headers.keys()].filter((name) => name.startsWith('access-control-'));
        expect(corsHeaders).toEqual([]);
      }
    }
  });
});

describe('faults', () => {
  const setFaults = (api: ReturnType<typeof startEmulator>, faults: unknown[]) =>
    api.call('/dev/faults', { method: 'PUT', body: { faults }, appId: null });
  const appPath = `/api/v1/apps/${DEMO_APP_ID}`;

  it('answers an injected status the given number of times', async () => {
    const api = startEmulator();
    await setFaults(api, [{ path: appPath, method: 'get', status: 503, times: 2 }]);
    expect(await api.fail(appPath, { appId: null })).toMatchObject({ status: 503, code: 'injected_fault' });
    expect((await api.call(appPath, { appId: null })).status).toBe(503);
    expect((await api.call(appPath, { appId: null })).status).toBe(200);
  });

  it('matches the method and can be cleared', async () => {
    const api = startEmulator();
    await setFaults(api, [{ path: appPath, method: 'POST', status: 500 }]);
    expect((await api.call(appPath, { appId: null })).status).toBe(200);
    await setFaults(api, [{ path: appPath, status: 500 }]);
    expect((await api.call(appPath, { appId: null })).status).toBe(500);
    await api.call('/dev/faults', { method: 'DELETE', appId: null });
    expect((await api.call(appPath, { appId: null })).status).toBe(200);
  });

  it('delays answers', async () => {
    const api = startEmulator();
    await setFaults(api, [{ path: appPath, latency_ms: 40, times: 1 }]);
    const started = performance.now();
    expect((await api.call(appPath, { appId: null })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
  });

  it('drops the connection like a network failure', async () => {
    const api = startEmulator();
    await setFaults(api, [{ path: appPath, drop: true, times: 1 }]);
    await expect(api.emulator.fetch(`http://emulator.test${appPath}`)).rejects.toThrow(TypeError);
    expect((await api.call(appPath, { appId: null })).status).toBe(200);
  });
});

describe('dev outbox and analytics', () => {
  it('lists sent codes on an HTML page, newest first, escaped', async () => {
    const api = startEmulator();
    await api.sendCode('first@example.com');
    await api.sendCode('<b>second</b>@example.com');
    const page = await api.call('/dev/outbox', { appId: null });
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('&#60;b&#62;second&#60;/b&#62;@example.com');
    expect(page.text).not.toContain('<b>');
    expect(page.text.indexOf('second')).toBeLessThan(page.text.indexOf('first@example.com'));
    expect(await api.fail('/dev/outbox?to=nobody@example.com', { appId: null })).toMatchObject({ status: 404 });
  });

  it('stores analytics events', async () => {
    const api = startEmulator();
    const payload = { method: 'email', isNewUser: true };
    const event = { event_name: 'sdk_authenticate', client_id: 'client', payload };
    await api.ok(z.object({}), '/api/v1/analytics_events', { body: event });
    const stored = JSON.parse((await api.call('/dev/analytics', { appId: null })).text);
    expect(stored.events).toEqual([expect.objectContaining({ ...event, app_id: DEMO_APP_ID })]);
  });
});
