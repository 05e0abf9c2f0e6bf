import { defineErrors } from '../../kernel/index';
import type { FarcasterMessages } from './messages';
import { captchaErrors } from '../../kit/captcha/errors';

declare module '../../kernel/errors' {
  interface ErrorCodeRegistry {
    /** No approval in the Farcaster app within 120 s (login) or 5 minutes (signer). */
    farcaster_timeout: true;
    /** The person refused the signer in the Farcaster app (status revoked). */
    farcaster_signer_rejected: true;
    /** A signer action's precondition is missing (section 5): wallet, Farcaster account or signer. */
    farcaster_signer_unavailable: true;
  }
}

export const farcasterErrors = (m: FarcasterMessages) =>
  defineErrors({
    ...captchaErrors,
    farcaster_timeout: { title: m.failedTitle, detail: m.timedOut, cta: m.retry, retryable: true },
    farcaster_signer_rejected: { title: m.connectFailed, detail: m.requestRejected, cta: m.retry, retryable: true },
    farcaster_signer_unavailable: { title: m.connectFailed },
  });
