import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortico, definePlugin, memoryStorage, type PluginContext } from '../../kernel/index';
import { DEMO_APP_ID, EMULATOR_URL, setupEmulator } from '../../test/support/emulator';
import { captchaOf, type CaptchaGate } from './gate';
import type { CaptchaCallbacks, CaptchaProvider } from './provider';
import { withCaptcha } from './with-captcha';

/** A plugin that hands out its kernel's captcha. */
const captchaUser = () => definePlugin({ id: 'captcha-user', setup: (ctx: PluginContext) => ({ actions: { gate: captchaOf(ctx) } }) });
const tokenOf = (gate: CaptchaGate) => gate.loaded()?.getSnapshot().token ?? null;

/** A kernel on an app with a captcha, whose widget answers only when the test calls `pass`. */
async function captchaKernel() {
  const env = setupEmulator();
  await env.configureApp({ email_auth: true, captcha_enabled: true, captcha_site_key: 'test-pass-ui' });
  let callbacks: CaptchaCallbacks | null = null;
  const provider: CaptchaProvider = { execute: (_key, given) => void (callbacks = given), reset: vi.fn() };
  const kernel = createPortico({
    appId: DEMO_APP_ID,
    apiUrl: EMULATOR_URL,
    plugins: [captchaUser()],
    fetch: env.emulator.fetch,
    storage: memoryStorage(),
    captcha: provider,
  });
  await kernel.start();
  kernel.navigation.open({ intent: 'login' });
  const gate = kernel['captcha-user'].gate;
  // The captcha's code loads on first use; loaded here, the challenge starts within the test's first await.
  await gate.load();
  const pass = async (token: string) => {
    await vi.advanceTimersByTimeAsync(0);
    callbacks?.onToken(token);
    await vi.advanceTimersByTimeAsync(200);
  };
  return { kernel, gate, provider, pass };
}

afterEach(() => vi.useRealTimers());

describe('withCaptcha', () => {
  it('shows CAPTCHA_SCREEN while the token comes and the action runs, then steps back and spends the token', async () => {
    const { kernel, gate, provider, pass } = await captchaKernel();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const action = vi.fn(async () => {
      expect(kernel.getSnapshot().modal.screen).toBe('CAPTCHA_SCREEN');
      return tokenOf(gate);
    });
    const result = withCaptcha(kernel, gate, action);
    expect(kernel.getSnapshot().modal.screen).toBe('CAPTCHA_SCREEN');
    await pass('tok');
    expect(await result).toBe('tok');
    expect(kernel.getSnapshot().modal).toMatchObject({ screen: 'LANDING', history: [] });
    expect(tokenOf(gate)).toBeNull();
    expect(provider.reset).toHaveBeenCalled();
  });

  it('drops the flow when the person leaves CAPTCHA_SCREEN before the token comes', async () => {
    const { kernel, gate, pass } = await captchaKernel();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const action = vi.fn(async () => 'sent');
    const settled = vi.fn();
    void withCaptcha(kernel, gate, action).then(settled, settled);
    kernel.navigation.back();
    await pass('tok');
    expect(action).not.toHaveBeenCalled();
    expect(settled).not.toHaveBeenCalled();
    expect(tokenOf(gate)).toBeNull();
  });

  it('runs the action directly when no captcha is required', async () => {
    const env = setupEmulator();
    const kernel = env.kernel([captchaUser()]);
    await kernel.start();
    kernel.navigation.open({ intent: 'login' });
    expect(await withCaptcha(kernel, kernel['captcha-user'].gate, async () => 'sent')).toBe('sent');
    expect(kernel.getSnapshot().modal.history).toEqual([]);
  });
});
