import type { AppConfig } from '../schemas/index';
import { PorticoError, toPorticoError } from './errors';
import type { CaptchaStatus, KernelState } from './state';
import type { Store } from './store';

// Section 9: the token is polled every 200 ms for at most 20 s; a failing challenge is retried 3 times,
// 1 s after the first failure, the delay doubling after each further one (1 s, 2 s, 4 s).
export const CAPTCHA_POLL_MS = 200;
export const CAPTCHA_TIMEOUT_MS = 20_000;
export const CAPTCHA_RETRY_LIMIT = 3;
export const CAPTCHA_RETRY_DELAY_MS = 1_000;

export const CAPTCHA_FAILURE_HINT = 'If you use an ad blocker or a VPN, disable it and try again.';

/** How a captcha widget reports back; hCaptcha and Turnstile have the same three callbacks. */
export interface CaptchaCallbacks {
  onToken(token: string): void;
  onError(message?: string): void;
  /** The token expired before it was used. */
  onExpired(): void;
}

/** A captcha service behind the kernel: the test script of the emulator by default, any other through `createPortico({ captcha })`. */
export interface CaptchaProvider {
  /** Runs the invisible challenge; the outcome arrives through `callbacks`. Rejects when it cannot start (the script did not load). */
  execute(siteKey: string, callbacks: CaptchaCallbacks): void | Promise<void>;
  /** Forgets the current token so the next challenge is fresh; throws when the widget cannot be reset. */
  reset(): void;
  /** Removes the widget from the page. */
  remove?(): void;
}

export interface Captcha {
  /** The app requires a captcha and the user is not logged in (email and SMS skip it for logged-in users). */
  isRequired(): boolean;
  /** The current token, else runs the challenge: `captcha_timeout` after 20 s, `captcha_failure` after 3 retries. */
  getToken(): Promise<string>;
  /** Runs `send` with a token when one is required (else with null), then spends it: a token is single use. */
  withToken<T>(send: (token: string | null) => Promise<T>): Promise<T>;
  /** Clears the token and the error, and resets the widget for the next challenge. */
  reset(): void;
  destroy(): void;
}

export interface CaptchaDeps {
  store: Store<KernelState>;
  provider: CaptchaProvider;
  timers?: Pick<typeof globalThis, 'setTimeout'>;
}

/** `ready` when the app has a captcha, else `disabled`. */
export const idleCaptchaStatus = (appConfig: AppConfig | null): CaptchaStatus =>
  appConfig?.captcha.enabled ? 'ready' : 'disabled';

type Attempt = { token: string } | { error: string } | { timedOut: true };

export function createCaptcha({ store, provider, timers = globalThis }: CaptchaDeps): Captcha {
  const sleep = (ms: number) => new Promise<void>((resolve) => timers.setTimeout(resolve, ms));
  const read = () => store.getSnapshot().captcha;
  const write = (captcha: Partial<KernelState['captcha']>) =>
    store.setState((state) => ({ ...state, captcha: { ...state.captcha, ...captcha } }));
  const idle = () => ({ status: idleCaptchaStatus(store.getSnapshot().appConfig), token: null, error: null });

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
    const siteKey = store.getSnapshot().appConfig?.captcha.siteKey;
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
    isRequired() {
      const { appConfig, status } = store.getSnapshot();
      return appConfig?.captcha.enabled === true && status !== 'authenticated';
    },
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
