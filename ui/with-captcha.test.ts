import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortico, type CaptchaCallbacks, type CaptchaProvider, memoryStorage } from '../kernel/index';
import { DEMO_APP_ID, EMULATOR_URL, setupEmulator } from '../test/support/emulator';
import { withCaptcha } from './with-captcha';

/** A kernel on an app with a captcha, whose widget answers only when the test calls `pass`. */
async function captchaKernel() {
  const env = setupEmulator();
  await env.configureApp({ email_auth: true, captcha_enabled: true, captcha_site_key: 'test-pass-ui' });
  let callbacks: CaptchaCallbacks | null = null;
  const provider: CaptchaProvider = { execute: (_key, given) => void (callbacks = given), reset: vi.fn() };
  const kernel = createPortico({
    appId: DEMO_APP_ID,
    apiUrl: EMULATOR_URL,
    plugins: [],
    fetch: env.emulator.fetch,
    storage: memoryStorage(),
    captcha: provider,
  });
  await kernel.start();
  kernel.navigation.open({ intent: 'login' });
  const pass = async (token: string) => {
    callbacks?.onToken(token);
    await vi.advanceTimersByTimeAsync(200);
  };
  return { kernel, provider, pass };
}

afterEach(() => vi.useRealTimers());

describe('withCaptcha', () => {
  it('shows CAPTCHA_SCREEN while the token comes and the action runs, then steps back and spends the token', async () => {
    const { kernel, provider, pass } = await captchaKernel();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const action = vi.fn(async () => {
      expect(kernel.getSnapshot().modal.screen).toBe('CAPTCHA_SCREEN');
      return kernel.getSnapshot().captcha.token;
    });
    const result = withCaptcha(kernel, action);
    expect(kernel.getSnapshot().modal.screen).toBe('CAPTCHA_SCREEN');
    await pass('tok');
    expect(await result).toBe('tok');
    expect(kernel.getSnapshot().modal).toMatchObject({ screen: 'LANDING', history: [] });
    expect(kernel.getSnapshot().captcha.token).toBeNull();
    expect(provider.reset).toHaveBeenCalled();
  });

  it('drops the flow when the person leaves CAPTCHA_SCREEN before the token comes', async () => {
    const { kernel, pass } = await captchaKernel();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const action = vi.fn(async () => 'sent');
    const settled = vi.fn();
    void withCaptcha(kernel, action).then(settled, settled);
    kernel.navigation.back();
    await pass('tok');
    expect(action).not.toHaveBeenCalled();
    expect(settled).not.toHaveBeenCalled();
    expect(kernel.getSnapshot().captcha.token).toBeNull();
  });

  it('runs the action directly when no captcha is required', async () => {
    const env = setupEmulator();
    const kernel = env.kernel([]);
    await kernel.start();
    kernel.navigation.open({ intent: 'login' });
    expect(await withCaptcha(kernel, async () => 'sent')).toBe('sent');
    expect(kernel.getSnapshot().modal.history).toEqual([]);
  });
});
