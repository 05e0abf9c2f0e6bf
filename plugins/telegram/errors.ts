import { withDetail, defineErrors, type PorticoError } from '../../kernel/index';
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

/** Section 8's Telegram detail for a provider code, and whether trying again can help. */
function telegramDetail(error: PorticoError, m: TelegramMessages): { text: string; retryable: boolean } | null {
  switch (error.code) {
    case 'linked_to_another_user':
      return { text: m.linkedToAnotherUser, retryable: false };
    case 'disallowed_login_method':
      return { text: m.notAllowed, retryable: false };
    case 'invalid_data':
    case 'cannot_link_more_of_type':
    case 'invalid_credentials':
      return { text: m.tryAgain, retryable: true };
    case 'too_many_requests':
      return { text: /rate.?limit/i.test(error.shortMessage) ? m.rateLimited : m.tooManyRequests, retryable: error.retryable };
    default:
      return null;
  }
}

/**
 * The error a Telegram flow reports: the server's message with section 8's detail (`details`) and retryability.
 * Codes without a Telegram detail (allowlist, user limit, network...) are left as they are.
 */
export function telegramFailure(error: PorticoError, m: TelegramMessages): PorticoError {
  const detail = telegramDetail(error, m);
  return detail ? withDetail(error, detail.text, detail.retryable) : error;
}
