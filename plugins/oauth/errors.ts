import { defineErrors, PorticoError, toPorticoError } from '../../kernel/index';
import { withProvider, type OAuthMessages } from './messages';
import { captchaErrors } from '../../kit/captcha/errors';

declare module '../../kernel/errors' {
  interface ErrorCodeRegistry {
    /** The returned state is not the one this browser sent (section 4.2): possible phishing. */
    oauth_unexpected: true;
    /** The person denied at the provider (the code came back as "undefined"). */
    oauth_user_denied: true;
    /** The provider account is suspended (server code). */
    oauth_account_suspended: true;
    /** The popup was closed before the provider answered. */
    oauth_popup_closed: true;
    /** The browser blocked the popup; the redirect flow is offered instead. */
    oauth_popup_blocked: true;
    /** No answer from the provider within 2 minutes. */
    oauth_timeout: true;
    /** The return page's opener is on another origin. */
    oauth_origin_mismatch: true;
    /** The provider returned the code "error". */
    oauth_error: true;
    /** This provider refuses embedded (in-app) browsers. */
    oauth_in_app_browser: true;
    /** Embedded-wallet recovery by OAuth failed (the second document). */
    oauth_recovery_failed: true;
  }
}

const theMessage = (error: PorticoError) => error.shortMessage;

/** The OAuth part of the catalogue: "Authentication failed" with the error's own text, unless a screen of its own. */
export function oauthErrors(m: OAuthMessages) {
  const failed = { title: m.failedTitle, detail: theMessage };
  return defineErrors({
    ...captchaErrors,
    oauth_unexpected: failed,
    oauth_user_denied: { ...failed, cta: m.retry },
    oauth_account_suspended: failed,
    oauth_popup_closed: failed,
    oauth_popup_blocked: failed,
    oauth_timeout: failed,
    oauth_origin_mismatch: failed,
    oauth_error: failed,
    oauth_recovery_failed: failed,
    oauth_in_app_browser: { title: m.inAppBrowserTitle, detail: m.inAppBrowserText, screen: 'IN_APP_BROWSER_LOGIN_NOT_POSSIBLE' },
  });
}

/** Section 8's OAuth texts for the server's answers, naming the provider; other failures keep their own words. */
export function explainError(error: unknown, providerName: string, m: OAuthMessages): PorticoError {
  const failure = toPorticoError(error);
  const reword = (message: string, retryable: boolean) =>
    new PorticoError(failure.code, message, { retryable, status: failure.status, cause: failure, serverCode: failure.serverCode });
  switch (failure.code) {
    case 'too_many_requests':
      return reword(withProvider(m.rateLimited, providerName), true);
    case 'oauth_account_suspended':
      return reword(withProvider(m.suspended, providerName), false);
    case 'cannot_link_more_of_type':
      return reword(m.oneAccountPerUser, false);
    case 'invalid_credentials':
      return reword(m.invalidCode, true);
    default:
      return failure;
  }
}
