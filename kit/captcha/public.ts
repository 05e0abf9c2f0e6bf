/**
 * The package's `./captcha` entry: a host's own captcha provider (`createPortico({ captcha })`, typed by the
 * augmentation in provider.ts) and the script provider to build one from an hCaptcha- or Turnstile-shaped script.
 */
export type { CaptchaCallbacks, CaptchaProvider } from './provider';
export type { Captcha, CaptchaState, CaptchaStatus } from './captcha';
export { createScriptCaptchaProvider, type CaptchaWidgetApi, type ScriptCaptchaOptions } from './script-provider';
