import type { OAuthProvider } from '../../schemas/index';

/** Every user-visible string of the OAuth plugin; hosts override any of them with `oauth({ messages })`. */
export const oauthMessages = {
  providerNames: {
    google: 'Google',
    discord: 'Discord',
    github: 'GitHub',
    linkedin: 'LinkedIn',
    twitter: 'Twitter',
    spotify: 'Spotify',
    instagram: 'Instagram',
    tiktok: 'TikTok',
    apple: 'Apple',
  } satisfies Record<OAuthProvider, string>,
  /** Used where no provider is known (a return page without a pending flow). */
  unknownProvider: 'the provider',
  // AWAITING_OAUTH_SCREEN (section 4.2: verifying, connected, failed with retry).
  waitingTitle: 'Log in with {provider}',
  waitingPopupText: 'Continue in the {provider} window. Closing it cancels.',
  waitingRedirectText: 'Taking you to {provider}…',
  verifyingTitle: 'Verifying connection to {provider}',
  verifyingText: 'Just a few moments more',
  connectedTitle: 'Successfully connected with {provider}',
  connectedText: "You're good to go!",
  failedTitle: 'Authentication failed',
  retry: 'Retry',
  popupBlockedTitle: 'The {provider} window was blocked',
  popupBlockedText: 'Your browser blocked the pop-up. Continue in this window instead, or allow pop-ups and try again.',
  continueHere: 'Continue in this window',
  tryPopupAgain: 'Try the pop-up again',
  // IN_APP_BROWSER_LOGIN_NOT_POSSIBLE (section 8, wallet connection).
  inAppBrowserTitle: 'Could not log in with provider',
  inAppBrowserText: "It looks like you're using an in-app browser. To log in, please try again using an external browser.",
  tryAnotherMethod: 'Try another method',
  // Section 8 (OAuth) and section 5.
  providerRequired: 'A provider must be set before requesting an OAuth URL',
  userDenied: 'Retry and check {provider} to finish connecting your account.',
  unexpectedFlow: 'Unexpected auth flow. This may be a phishing attempt.',
  authenticationError: 'Authentication error',
  invalidCode: 'Invalid code during OAuth flow',
  rateLimited: 'Request limit reached for {provider}. Please wait a moment and try again.',
  suspended: 'Your {provider} account is suspended. Please try another login method.',
  oneAccountPerUser: 'You cannot authorize more than one account for this user.',
  timedOut: 'Authorization request timed out after 2 minutes.',
  popupClosed: 'User rejected request',
  popupBlocked: 'The pop-up window was blocked by the browser.',
  originMismatch: 'Origins between parent and child windows do not match.',
  somethingWentWrong: 'Something went wrong. Try again.',
};
export type OAuthMessages = typeof oauthMessages;

/** Fills `{provider}` with the provider's display name. */
export const withProvider = (template: string, providerName: string) => template.replaceAll('{provider}', providerName);
