import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeError, type PorticoError, type AuthStatus, type KernelState } from '../../kernel/index';
import { AppConfigSchema } from '../../schemas/index';
import { appConfigWire } from '../../test/support/wire';
import {
  CAPTCHA_FAILURE_HINT,
  createCaptcha,
  type CaptchaCallbacks,
  type CaptchaProvider,
} from './captcha';
import { captchaErrors } from './errors';

/** A widget the test drives: it records each execute and answers as the test says. */
function fakeProvider(answer: (callbacks: CaptchaCallbacks, run: number) => void = () => {}) {
  let callbacks: CaptchaCallbacks | null = null;
  const provider = {
    executions: [] as { siteKey: string; at: number }[],
    resets: 0,
    removed: false,
    failReset: false,
    execute(siteKey: string, given: CaptchaCallbacks) {
      callbacks = given;
      provider.executions.push({ siteKey, at: Date.now() });
      answer(given, provider.executions.length);
    },
    reset() {
      provider.resets += 1;
      if (provider.failReset) throw new Error('widget gone');
    },
    remove() {
      provider.removed = true;
    },
    /** The callbacks of the latest execute, for a token or an expiry arriving later. */
    get callbacks(): CaptchaCallbacks {
      if (!callbacks) throw new Error('not executed');
      return callbacks;
    },
  } satisfies CaptchaProvider & Record<string, unknown>;
  return provider;
}

function setUp(
  provider: CaptchaProvider,
  { enabled = true, siteKey = 'test-pass-unit', status = 'unauthenticated' as AuthStatus } = {},
) {
  const appConfig = AppConfigSchema.parse(appConfigWire({ captcha_enabled: enabled, captcha_site_key: siteKey }));
  const state = { appConfig, status } as KernelState;
  return { captcha: createCaptcha({ getState: () => state, provider }) };
}

/** Settles a promise's outcome so fake timers can run before it is inspected. */
function outcome<T>(promise: Promise<T>) {
  const result: { value?: T; error?: PorticoError; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(result, { value, settled: true }),
    (error: PorticoError) => Object.assign(result, { error, settled: true }),
  );
  return result;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('captcha', () => {
  it('is required when the app enables it and nobody is logged in; skipped for a logged-in user', () => {
    expect(setUp(fakeProvider()).captcha.isRequired()).toBe(true);
    expect(setUp(fakeProvider(), { enabled: false }).captcha.isRequired()).toBe(false);
    expect(setUp(fakeProvider(), { status: 'authenticated' }).captcha.isRequired()).toBe(false);
  });

  it('sends no token and runs no widget when the app has no captcha', async () => {
    const provider = fakeProvider();
    const { captcha } = setUp(provider, { enabled: false });
    const send = vi.fn(async (token: string | null) => token);
    expect(await captcha.withToken(send)).toBeNull();
    expect(provider.executions).toHaveLength(0);
  });

  it('polls the stored token every 200 ms: a token given at once is picked up by the first poll', async () => {
    const provider = fakeProvider((callbacks) => callbacks.onToken('tok-1'));
    const { captcha } = setUp(provider);
    const result = outcome(captcha.getToken());
    expect(captcha.getSnapshot()).toMatchObject({ status: 'success', token: 'tok-1' });
    await vi.advanceTimersByTimeAsync(199);
    expect(result.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result.value).toBe('tok-1');
    expect(provider.executions).toEqual([{ siteKey: 'test-pass-unit', at: expect.any(Number) }]);
  });

  it('waits for a token the widget delivers later, and shares one challenge between callers', async () => {
    const provider = fakeProvider();
    const { captcha } = setUp(provider);
    const first = outcome(captcha.getToken());
    const second = outcome(captcha.getToken());
    expect(captcha.getSnapshot().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(5_000);
    provider.callbacks.onToken('late');
    await vi.advanceTimersByTimeAsync(200);
    expect([first.value, second.value]).toEqual(['late', 'late']);
    expect(provider.executions).toHaveLength(1);
    // The stored token is reused until spent.
    expect(await captcha.getToken()).toBe('late');
  });

  it('fails with captcha_timeout when no token comes within 20 s', async () => {
    const { captcha } = setUp(fakeProvider());
    const result = outcome(captcha.getToken());
    await vi.advanceTimersByTimeAsync(19_999);
    expect(result.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result.error?.code).toBe('captcha_timeout');
    expect(captcha.getSnapshot()).toMatchObject({ status: 'error', token: null, error: { code: 'captcha_timeout' } });
  });

  it('retries a failing challenge 3 times, 1 s after the first failure and doubling, then fails with the ad-blocker advice', async () => {
    const provider = fakeProvider((callbacks) => callbacks.onError('Captcha failed'));
    const { captcha } = setUp(provider);
    const start = Date.now();
    const result = outcome(captcha.getToken());
    await vi.advanceTimersByTimeAsync(10_000);
    // Each failure is seen at the next 200 ms poll, then the retry waits 1 s, 2 s, 4 s.
    expect(provider.executions.map((execution) => execution.at - start)).toEqual([0, 1_200, 3_400, 7_600]);
    expect(provider.resets).toBe(3);
    expect(result.error).toMatchObject({ code: 'captcha_failure', shortMessage: 'Captcha failed', details: CAPTCHA_FAILURE_HINT });
    expect(describeError(captchaErrors, result.error as PorticoError)).toMatchObject({
      title: 'You did not pass CAPTCHA. Please try again.',
      detail: 'Captcha failed. If you use an ad blocker or a VPN, disable it and try again.',
    });
  });

  it('passes when a retry succeeds', async () => {
    const provider = fakeProvider((callbacks, run) => (run < 3 ? callbacks.onError() : callbacks.onToken('third time')));
    const { captcha } = setUp(provider);
    const result = outcome(captcha.getToken());
    await vi.advanceTimersByTimeAsync(5_000);
    expect(result.value).toBe('third time');
    expect(provider.executions).toHaveLength(3);
  });

  it('retries a widget that cannot start (its script did not load)', async () => {
    let runs = 0;
    const provider: CaptchaProvider = {
      execute: async (_siteKey, callbacks) => {
        runs += 1;
        if (runs === 1) throw new Error('Could not load the captcha script');
        callbacks.onToken('loaded');
      },
      reset() {},
    };
    const result = outcome(setUp(provider).captcha.getToken());
    await vi.advanceTimersByTimeAsync(1_200);
    expect(result.value).toBe('loaded');
  });

  it('fails at once, with the widget message, when the app has no site key', async () => {
    const provider = fakeProvider();
    const { captcha } = setUp(provider, { siteKey: '' });
    await expect(captcha.getToken()).rejects.toMatchObject({ code: 'captcha_failure', shortMessage: 'Unsupported captcha site key' });
    expect(provider.executions).toHaveLength(0);
  });

  it('spends a token once: withToken sends it, then clears it and resets the widget', async () => {
    let run = 0;
    const provider = fakeProvider((callbacks) => callbacks.onToken(`tok-${++run}`));
    const { captcha } = setUp(provider);
    const sent: (string | null)[] = [];
    const send = async (token: string | null) => void sent.push(token);

    const first = outcome(captcha.withToken(send));
    await vi.advanceTimersByTimeAsync(200);
    expect(first.settled).toBe(true);
    expect(captcha.getSnapshot()).toMatchObject({ status: 'ready', token: null });
    expect(provider.resets).toBe(1);

    // A failed request spends its token too.
    const second = outcome(captcha.withToken(() => Promise.reject(new Error('offline'))));
    await vi.advanceTimersByTimeAsync(200);
    expect(second.error?.message).toBe('offline');
    expect(sent).toEqual(['tok-1']);
    expect(captcha.getSnapshot().token).toBeNull();
    expect(provider.executions).toHaveLength(2);
  });

  it('clears the token and resets the widget when the token expires', async () => {
    const provider = fakeProvider((callbacks) => callbacks.onToken('short-lived'));
    const { captcha } = setUp(provider);
    const result = outcome(captcha.getToken());
    await vi.advanceTimersByTimeAsync(200);
    expect(result.value).toBe('short-lived');

    provider.callbacks.onExpired();
    expect(captcha.getSnapshot()).toEqual({ status: 'ready', token: null, error: null });
    expect(provider.resets).toBe(1);
  });

  it('reports expired_and_failed_reset when the widget cannot be reset after an expiry', async () => {
    const provider = fakeProvider((callbacks) => callbacks.onToken('short-lived'));
    const { captcha } = setUp(provider);
    const result = outcome(captcha.getToken());
    await vi.advanceTimersByTimeAsync(200);
    expect(result.value).toBe('short-lived');

    provider.failReset = true;
    provider.callbacks.onExpired();
    expect(captcha.getSnapshot()).toMatchObject({ status: 'error', token: null, error: { code: 'expired_and_failed_reset' } });
  });

  it('removes the widget when destroyed', () => {
    const provider = fakeProvider();
    setUp(provider).captcha.destroy();
    expect(provider.removed).toBe(true);
  });
});
