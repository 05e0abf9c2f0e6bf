import type { OAuthProvider } from '../../schemas/index';

// Facebook's and Instagram's in-app browsers, Snapchat's and LinkedIn's (section 4.2), and React Native web views.
const IN_APP_USER_AGENT = /FBAN|FBAV|Instagram|Snapchat|LinkedInApp/i;

/** Google (and Apple) refuse to authorize inside embedded browsers, so login there cannot work. */
export const REFUSES_EMBEDDED_BROWSERS: ReadonlySet<OAuthProvider> = new Set(['google', 'apple']);

export function isInAppBrowser(): boolean {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return false;
  return 'ReactNativeWebView' in window || IN_APP_USER_AGENT.test(navigator.userAgent);
}
