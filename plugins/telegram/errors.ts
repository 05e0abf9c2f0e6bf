import { defineErrors } from '../../kernel/index';
import type { TelegramMessages } from './messages';
import { captchaErrors } from '../../kit/captcha/errors';

declare module '../../kernel/errors' {
  interface ErrorCodeRegistry {
    /** The person canceled or closed Telegram's window, or it gave no usable user. */
    telegram_auth_canceled: true;
    /** Telegram's login script did not load. */
    telegram_not_initialized: true;
    /** The app configuration has no Telegram bot (telegram_auth_config). */
    telegram_config_not_loaded: true;
  }
}

export const telegramErrors = (m: TelegramMessages) =>
  defineErrors({
    ...captchaErrors,
    telegram_auth_canceled: { title: m.failedTitle, detail: m.canceled, cta: m.retry, retryable: true },
    telegram_not_initialized: { title: m.failedTitle, detail: m.notInitialized, cta: m.retry, retryable: true },
    telegram_config_not_loaded: { title: m.failedTitle, detail: m.configNotLoaded },
  });
