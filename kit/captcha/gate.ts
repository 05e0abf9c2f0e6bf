import type { PluginContext } from '../../kernel/index';
import type { Captcha } from './captcha';

/**
 * What a login plugin holds of the app's captcha. The captcha itself (its token's life and the script provider)
 * loads on first use, and only when the app configuration turns a captcha on.
 */
export interface CaptchaGate {
  /** The app requires a captcha and the user is not logged in (logins skip it for logged-in users). */
  isRequired(): boolean;
  /** Runs `send` with a token when one is required (else with null), then spends it: a token is single use. */
  withToken<T>(send: (token: string | null) => Promise<T>): Promise<T>;
  /** The captcha, once loaded (null before). */
  loaded(): Captcha | null;
  load(): Promise<Captcha>;
}

/** The app requires a captcha and the user is not logged in. */
export function captchaRequired(getState: PluginContext['getState']): boolean {
  const { appConfig, status } = getState();
  return appConfig?.captcha.enabled === true && status !== 'authenticated';
}

/** The captcha of the plugin's kernel: one per kernel, shared by its plugins (one widget, one challenge at a time). */
export function captchaOf(ctx: PluginContext): CaptchaGate {
  return ctx.shared('captcha', () => createGate(ctx));
}

function createGate(ctx: PluginContext): CaptchaGate & { destroy(): void } {
  let captcha: Captcha | null = null;
  let loading: Promise<Captcha> | null = null;
  const isRequired = () => captchaRequired(ctx.getState);
  const load = () =>
    (loading ??= import('./captcha').then(({ createCaptchaFor }) => (captcha = createCaptchaFor(ctx))));
  return {
    isRequired,
    async withToken(send) {
      if (!isRequired()) return send(null);
      return (await load()).withToken(send);
    },
    loaded: () => captcha,
    load,
    destroy: () => captcha?.destroy(),
  };
}
