// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AckSchema } from '../../schemas';
import { installTestCaptcha } from '../../test/support/captcha';
import { DEMO_APP_ID } from './apps';
import { CAPTCHA_TOKEN_TTL_MS } from './captcha';
import { BASE_URL, startEmulator, testClock } from '../test-support';

const INIT = '/api/v1/passwordless/init';
const SITE_KEY = 'test-pass-emulator';
const INVALID_CAPTCHA = { status: 400, code: 'invalid_captcha' };
const TokenAnswer = z.object({ token: z.string(), expires_in: z.number() });

async function captchaApp(options: { now?: () => number } = {}) {
  const api = startEmulator(options);
  await api.configureApp(DEMO_APP_ID, { captcha_enabled: true, captcha_site_key: SITE_KEY });
  const newToken = async (sitekey = SITE_KEY) =>
    (await api.ok(TokenAnswer, '/dev/captcha/tokens', { body: { sitekey }, appId: null })).token;
  const init = (token?: string | null, bearer?: string) =>
    api.call(INIT, { body: { email: 'ada@example.com', token }, ...(bearer && { token: bearer }) });
  return { api, newToken, init };
}

describe('test captcha', () => {
  it('serves its script', async () => {
    const answer = await startEmulator().call('/js/captcha.js', { appId: null });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(answer.text).toContain('window.porticoTestCaptcha');
  });

  it('gives single-use tokens, living 2 minutes, to passing site keys only', async () => {
    const { api, newToken } = await captchaApp();
    expect(await newToken()).toMatch(/^captcha-/);
    const answer = await api.ok(TokenAnswer, '/dev/captcha/tokens', { body: { sitekey: SITE_KEY }, appId: null });
    expect(answer.expires_in).toBe(CAPTCHA_TOKEN_TTL_MS / 1000);
    for (const sitekey of ['test-fail-x', 'test-hang-x', 'unknown']) {
      expect(await api.fail('/dev/captcha/tokens', { body: { sitekey }, appId: null })).toMatchObject({
        status: 400,
        error: 'Unsupported captcha site key',
      });
    }
  });

  it('refuses an email code request without a token, with a wrong one, or with one of another site key', async () => {
    const { api, newToken, init } = await captchaApp();
    for (const token of [undefined, null, '', 'captcha-made-up', await newToken('test-pass-other')]) {
      const answer = await init(token);
      expect(answer.status, `token ${String(token)}`).toBe(400);
      expect(JSON.parse(answer.text)).toMatchObject({ code: INVALID_CAPTCHA.code });
    }
    expect((await api.call('/dev/outbox?to=ada@example.com', { appId: null })).status).toBe(404);
  });

  it('accepts a fresh token once', async () => {
    const { api, newToken } = await captchaApp();
    const token = await newToken();
    await api.ok(AckSchema, INIT, { body: { email: 'ada@example.com', token } });
    expect(await api.fail(INIT, { body: { email: 'ada@example.com', token } })).toMatchObject(INVALID_CAPTCHA);
  });

  it('refuses a token older than 2 minutes', async () => {
    const clock = testClock();
    const { api, newToken } = await captchaApp({ now: clock.now });
    const token = await newToken();
    clock.advance(CAPTCHA_TOKEN_TTL_MS);
    expect(await api.fail(INIT, { body: { email: 'ada@example.com', token } })).toMatchObject(INVALID_CAPTCHA);
  });

  it('asks no captcha of a logged-in user, nor of an app without one', async () => {
    const api = startEmulator();
    const session = await api.logIn('ada@example.com');
    await api.ok(AckSchema, INIT, { body: { email: 'ada@example.com' } });
    await api.configureApp(DEMO_APP_ID, { captcha_enabled: true, captcha_site_key: SITE_KEY });
    await api.ok(AckSchema, INIT, { body: { email: 'new@example.com' }, token: session.token ?? '' });
    expect(await api.fail(INIT, { body: { email: 'new@example.com' }, token: 'not-a-jwt' })).toMatchObject(INVALID_CAPTCHA);
  });

  describe('its script', () => {
    /** The script, run against this emulator, with one widget for `sitekey`; resolves with its first callback. */
    async function runScript(sitekey: string, fetch: typeof globalThis.fetch) {
      const page: { porticoTestCaptcha?: { render(el: object, params: object): number; execute(id: number): void } } = {};
      installTestCaptcha(page, fetch, BASE_URL);
      const container = { setAttribute() {} };
      return new Promise<{ token: string } | { error: unknown }>((resolve) => {
        const widget = page.porticoTestCaptcha?.render(container, {
          sitekey,
          callback: (token: string) => resolve({ token }),
          'error-callback': (error: unknown) => resolve({ error }),
        });
        page.porticoTestCaptcha?.execute(widget ?? 0);
      });
    }

    it('gets a token the email code request accepts, for a passing key', async () => {
      const { api } = await captchaApp();
      const outcome = await runScript(SITE_KEY, (input, init) => api.emulator.fetch(input, init));
      expect(outcome).toEqual({ token: expect.stringMatching(/^captcha-/) });
      const token = 'token' in outcome ? outcome.token : '';
      await api.ok(AckSchema, INIT, { body: { email: 'ada@example.com', token } });
    });

    it('reports "Captcha failed" for a failing key and "Unsupported captcha site key" for an unknown one', async () => {
      const { api } = await captchaApp();
      const fetch = (input: RequestInfo | URL, init?: RequestInit) => api.emulator.fetch(input, init);
      expect(await runScript('test-fail-x', fetch)).toEqual({ error: 'Captcha failed' });
      expect(await runScript('hcaptcha-real-key', fetch)).toEqual({ error: 'Unsupported captcha site key' });
    });
  });
});
