import { createStore, PorticoError, toPorticoError, type PluginContext } from '../../kernel/index';
import { captchaRequired } from './gate';
import type { CaptchaCallbacks, CaptchaProvider } from './provider';
import { createScriptCaptchaProvider } from './script-provider';

export type { CaptchaCallbacks, CaptchaProvider } from './provider';

// Section 9: the token is polled every 200 ms for at most 20 s; a failing challenge is retried 3 times,
// 1 s after the first failure, the delay doubling after each further one (1 s, 2 s, 4 s).
const CAPTCHA_POLL_MS = 200;
const CAPTCHA_TIMEOUT_MS = 20_000;
const CAPTCHA_RETRY_LIMIT = 3;
const CAPTCHA_RETRY_DELAY_MS = 1_000;

export const CAPTCHA_FAILURE_HINT = 'If you use an ad blocker or a VPN, disable it and try again.';

export type CaptchaStatus = 'disabled' | 'ready' | 'loading' | 'success' | 'error';

/** The captcha's own state, kept in its own small store rather than the kernel's snapshot. */
export interface CaptchaState {
  status: CaptchaStatus;
  token: string | null;
  error: PorticoError | null;
}

export interface Captcha {
  /** The app requires a captcha and the user is not logged in (logins skip it for logged-in users). */
  isRequired(): boolean;
  getSnapshot(): CaptchaState;
  subscribe(listener: () => void): () => void;
  /** The current token, else runs the challenge: `captcha_timeout` after 20 s, `captcha_failure` after 3 retries. */
  getToken(): Promise<string>;
  /** Runs `send` with a token when one is required (else with null), then spends it: a token is single use. */
  withToken<T>(send: (token: string | null) => Promise<T>): Promise<T>;
  /** Clears the token and the error, and resets the widget for the next challenge. */
  reset(): void;
  destroy(): void;
}

export interface CaptchaDeps {
  /** The kernel's state: the app configuration (site key) and whether the user is logged in. */
  getState: PluginContext['getState'];
  provider: CaptchaProvider;
  timers?: Pick<typeof globalThis, 'setTimeout'>;
}

/** The captcha of a plugin's kernel: the host's provider, else the script the provider API serves (the emulator's test captcha). */
export function createCaptchaFor(ctx: PluginContext): Captcha {
  const provider = ctx.hostOptions.captcha ?? createScriptCaptchaProvider({ scriptUrl: `${ctx.apiUrl}/js/captcha.js` });
  return createCaptcha({ getState: ctx.getState, provider });
}

type Attempt = { token: string } | { error: string } | { timedOut: true };

export function createCaptcha({ getState, provider, timers = globalThis }: CaptchaDeps): Captcha {
  const sleep = (ms: number) => new Promise<void>((resolve) => timers.setTimeout(resolve, ms));
  // `ready` when the app has a captcha, else `disabled`.
  const idle = (): CaptchaState => ({ status: getState().appConfig?.captcha.enabled ? 'ready' : 'disabled', token: null, error: null });
  const store = createStore<CaptchaState>(idle());
  const read = store.getSnapshot;
  const write = (captcha: Partial<CaptchaState>) => store.setState((state) => ({ ...state, ...captcha }));

  // The widget's latest error, reported through its callback while an attempt polls.
  let reportedError: string | null = null;
  const callbacks: CaptchaCallbacks = {
    onToken: (token) => write({ status: 'success', token, error: null }),
    onError: (message) => void (reportedError = message || 'Captcha failed'),
    onExpired() {
      write(idle());
      try {
        provider.reset();
      } catch (cause) {
        write({ status: 'error', error: new PorticoError('expired_and_failed_reset', 'Captcha expired and could not be reset', { cause }) });
      }
    },
  };

  async function attempt(siteKey: string): Promise<Attempt> {
    reportedError = null;
    try {
      await provider.execute(siteKey, callbacks);
    } catch (error) {
      return { error: toPorticoError(error).shortMessage };
    }
    // The spec awaits the token by polling the stored one, so a token the widget delivers late still counts.
    for (let waited = 0; waited < CAPTCHA_TIMEOUT_MS; waited += CAPTCHA_POLL_MS) {
      await sleep(CAPTCHA_POLL_MS);
      const { token } = read();
      if (token) return { token };
      if (reportedError) return { error: reportedError };
    }
    return { timedOut: true };
  }

  function fail(error: PorticoError): never {
    write({ status: 'error', token: null, error });
    throw error;
  }

  async function challenge(): Promise<string> {
    const siteKey = getState().appConfig?.captcha.siteKey;
    if (!siteKey) fail(new PorticoError('captcha_failure', 'Unsupported captcha site key'));
    write({ status: 'loading', token: null, error: null });
    for (let retry = 0; ; retry++) {
      const outcome = await attempt(siteKey);
      if ('token' in outcome) return outcome.token;
      if ('timedOut' in outcome) fail(new PorticoError('captcha_timeout', 'Captcha timed out', { retryable: true }));
      if (retry === CAPTCHA_RETRY_LIMIT) {
        fail(new PorticoError('captcha_failure', outcome.error, { details: CAPTCHA_FAILURE_HINT, retryable: true }));
      }
      await sleep(CAPTCHA_RETRY_DELAY_MS * 2 ** retry);
      resetWidget();
    }
  }

  // A widget that cannot reset is executed again anyway; the next challenge reports what goes wrong.
  function resetWidget() {
    try {
      provider.reset();
    } catch {
      // ignored, see above
    }
  }

  let pending: Promise<string> | null = null;
  const captcha: Captcha = {
    isRequired: () => captchaRequired(getState),
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    getToken() {
      const { token } = read();
      if (token) return Promise.resolve(token);
      // One challenge at a time: concurrent callers share it.
      pending ??= challenge().finally(() => (pending = null));
      return pending;
    },
    async withToken(send) {
      if (!captcha.isRequired()) return send(null);
      const token = await captcha.getToken();
      try {
        return await send(token);
      } finally {
        captcha.reset();
      }
    },
    reset() {
      write(idle());
      resetWidget();
    },
    destroy: () => provider.remove?.(),
  };
  return captcha;
}
