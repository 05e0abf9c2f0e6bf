import { defineErrors } from '../../kernel/index';

declare module '../../kernel/errors' {
  interface ErrorCodeRegistry {
    invalid_captcha: true;
    captcha_failure: true;
    captcha_timeout: true;
    expired_and_failed_reset: true;
  }
}

/** The captcha's part of the catalogue; every plugin that sends a captcha token merges it into its own. */
export const captchaErrors = defineErrors({
  // The server refused the token; it was spent already, so the next try starts from a fresh one.
  invalid_captcha: { title: 'Please try again.', cta: 'Try again', retryable: true },
  // The widget's message, then the advice to disable an ad blocker or VPN (in `details`).
  captcha_failure: {
    title: 'You did not pass CAPTCHA. Please try again.',
    detail: (error) => [error.shortMessage, error.details].filter(Boolean).join('. '),
    cta: 'Try again',
    retryable: true,
  },
  captcha_timeout: { title: 'Something went wrong! Please try again later.', cta: 'Try again', retryable: true },
});
