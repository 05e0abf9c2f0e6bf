import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PorticoError } from '../../kernel/index';
import { kernelWithTestCaptcha } from '../../test/support/captcha';
import { setupEmulator } from '../../test/support/emulator';
import { email } from './index';

const INIT = '/api/v1/passwordless/init';
const cleanups: (() => void)[] = [];

/** The email plugin alone, on an app with the emulator's test captcha under `siteKey`. */
async function emailWithCaptcha(siteKey = 'test-pass-plugin') {
  const env = setupEmulator();
  await env.configureApp({ email_auth: true, captcha_enabled: true, captcha_site_key: siteKey });
  const { kernel, bodiesTo, removeScript } = kernelWithTestCaptcha(env, [email()]);
  cleanups.push(removeScript, () => kernel.destroy());
  await kernel.start();
  return { env, portico: kernel, bodiesTo };
}

afterEach(() => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('email login with a captcha', () => {
  it('passes the captcha before sending a code, sends the token once and clears it', async () => {
    const { env, portico, bodiesTo } = await emailWithCaptcha();
    expect(portico.email.captcha.isRequired()).toBe(true);

    await portico.email.sendCode('ada@example.com');
    const [first] = await bodiesTo(INIT);
    expect(first).toEqual({ email: 'ada@example.com', token: expect.stringMatching(/^captcha-/) });
    expect(await env.latestCode('ada@example.com')).toMatch(/^\d{6}$/);
    expect(portico.email.captcha.loaded()?.getSnapshot()).toEqual({ status: 'ready', token: null, error: null });

    // A resend needs a new token: the emulator refuses a spent one.
    await portico.email.sendCode('ada@example.com');
    const [, second] = await bodiesTo(INIT);
    expect(second?.token).toMatch(/^captcha-/);
    expect(second?.token).not.toBe(first?.token);
  });

  it('asks no captcha of a logged-in user (a link)', async () => {
    const { env, portico, bodiesTo } = await emailWithCaptcha();
    await portico.email.sendCode('ada@example.com');
    await portico.email.loginWithCode(await env.latestCode('ada@example.com'));
    await portico.email.unlink('ada@example.com');

    await portico.email.sendCode('ada@other.example');
    expect((await bodiesTo(INIT)).at(-1)).toEqual({ email: 'ada@other.example', token: null });
    await portico.email.link(await env.latestCode('ada@other.example'));
    expect(portico.getSnapshot().user?.email?.address).toBe('ada@other.example');
  });

  it('sends no code when the captcha fails: captcha_failure after 3 retries', async () => {
    const { portico, bodiesTo } = await emailWithCaptcha('test-fail-plugin');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const failure = portico.email.sendCode('ada@example.com').catch((error: PorticoError) => error);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(await failure).toMatchObject({ code: 'captcha_failure', shortMessage: 'Captcha failed' });
    expect(portico.email.getState()).toMatchObject({ status: 'error', error: { code: 'captcha_failure' } });
    expect(await bodiesTo(INIT)).toEqual([]);
  });
});
