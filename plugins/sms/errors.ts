import { defineErrors } from '../../kernel/index';
import { captchaErrors } from '../../kit/captcha/errors';

declare module '../../kernel/errors' {
  interface ErrorCodeRegistry {
    twilio_verification_failed: true;
  }
}

/** The SMS plugin's part of the catalogue: the captcha's, a failed delivery and an unsupported region. */
export const smsErrors = defineErrors({
  ...captchaErrors,
  twilio_verification_failed: { title: 'Something went wrong', detail: (error) => error.shortMessage },
  not_supported: {
    title: 'This region is not supported',
    detail: 'SMS authentication from this region is not available',
    cta: 'Try another method',
  },
});
