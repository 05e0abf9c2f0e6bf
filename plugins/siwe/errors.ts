import { defineErrors } from '../../kernel/index';
import type { SiweMessages } from './messages';
import { captchaErrors } from '../../kit/captcha/errors';

declare module '../../kernel/errors' {
  interface ErrorCodeRegistry {
    generic_connect_wallet_error: true;
    unknown_connect_wallet_error: true;
    invalid_message: true;
  }
}

export const siweErrors = (m: SiweMessages) =>
  defineErrors({
    ...captchaErrors,
    generic_connect_wallet_error: { title: m.connectFailedTitle, detail: (error) => error.shortMessage, cta: 'Retry', retryable: true },
    unknown_connect_wallet_error: { title: m.connectFailedTitle, detail: (error) => error.shortMessage, cta: 'Retry', retryable: true },
    user_rejected_request: { title: m.connectFailedTitle, detail: m.rejected, cta: 'Retry', retryable: true },
  });
