import { defineErrors } from '../../kernel/index';
import type { CrossAppMessages } from './messages';

declare module '../../kernel/errors' {
  interface ErrorCodeRegistry {
    /** The person denied at the provider app's consent page (section 8). */
    oauth_user_denied: true;
    /** The returned state is not the one this browser sent: possible phishing. */
    oauth_unexpected: true;
    /** The requester app has no connection to that provider app. */
    cross_app_invalid_connection: true;
    /** The consent popup was closed, timed out, or the browser blocked it. */
    cross_app_auth_failed: true;
  }
}

const theMessage = (error: { shortMessage: string }) => error.shortMessage;

/** "Authentication failed" with the error's own text (CROSS_APP_AUTH_SCREEN shows them itself). */
export function crossAppErrors(m: CrossAppMessages) {
  const failed = { title: m.failedTitle, detail: theMessage };
  return defineErrors({
    oauth_user_denied: { ...failed, cta: m.retry, retryable: true },
    oauth_unexpected: failed,
    cross_app_invalid_connection: failed,
    cross_app_auth_failed: { ...failed, cta: m.retry, retryable: true },
  });
}
