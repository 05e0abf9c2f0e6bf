/** How a captcha widget reports back; hCaptcha and Turnstile have the same three callbacks. */
export interface CaptchaCallbacks {
  onToken(token: string): void;
  onError(message?: string): void;
  /** The token expired before it was used. */
  onExpired(): void;
}

/** A captcha service: the test script of the emulator by default, any other through `createPortico({ captcha })`. */
export interface CaptchaProvider {
  /** Runs the invisible challenge; the outcome arrives through `callbacks`. Rejects when it cannot start (the script did not load). */
  execute(siteKey: string, callbacks: CaptchaCallbacks): void | Promise<void>;
  /** Forgets the current token so the next challenge is fresh; throws when the widget cannot be reset. */
  reset(): void;
  /** Removes the widget from the page. */
  remove?(): void;
}

// The host's provider is a `createPortico` option, added to the kernel's by augmentation.
declare module '../../kernel/config' {
  interface HostOptions {
    /** The captcha service; by default the script at `${apiUrl}/js/captcha.js` (the emulator's test captcha). */
    captcha?: CaptchaProvider;
  }
}
