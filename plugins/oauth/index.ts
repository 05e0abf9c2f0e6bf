import { definePlugin, type LoginMethodEntry, type OAuthProvider } from '../../kernel/index';
import { createOAuth } from './actions';
import { oauthErrors } from './errors';
import { providerMarks } from './marks/index';
import { oauthMessages, type OAuthMessages } from './messages';
import { AWAITING_OAUTH_SCREEN, START_PROVIDER, type OAuthFlow } from './state';

export type { OAuthActions, OAuthLoginOptions, OAuthResult } from './actions';
export type { OAuthFlow, OAuthState, OAuthStatus } from './state';
export type { OAuthTokensEvent, PossiblePhishingEvent } from './events';
export { oauthMessages, type OAuthMessages } from './messages';
export { useLoginWithOAuth } from './use-login-with-oauth';
export { useOAuthTokens } from './use-oauth-tokens';

export interface OAuthPluginOptions {
  /** The providers to offer, in order; the app configuration's `<provider>_oauth` flags decide which show. */
  providers: readonly OAuthProvider[];
  /** `popup` (default: the redirect is offered when the browser blocks it) or `redirect` (the page leaves and comes back). */
  flow?: OAuthFlow;
  /** Where the provider sends the person back; the current page by default. */
  redirectUrl?: string;
  messages?: Partial<OAuthMessages>;
}

/** Each provider's place in section 2.6's default order (see `LoginMethodEntry.order`). */
const DEFAULT_ORDER: Record<OAuthProvider, number> = {
  apple: 2, discord: 3, github: 5, google: 6, linkedin: 7, spotify: 8, instagram: 9, tiktok: 10, twitter: 11,
};

/** Social login with PKCE: google, discord, github, linkedin, twitter, spotify, instagram, tiktok, apple. */
export function oauth(options: OAuthPluginOptions) {
  const messages = { ...oauthMessages, ...options.messages };
  const providers = [...new Set(options.providers)];
  // Choosing a provider opens AWAITING_OAUTH_SCREEN with it, which starts the flow (actions.ts, watchModal).
  const start = (provider: OAuthProvider) => ({ [START_PROVIDER]: provider });
  const loginMethods = providers.map(
    (provider): LoginMethodEntry => ({
      key: provider,
      label: messages.providerNames[provider],
      icon: providerMarks[provider],
      order: DEFAULT_ORDER[provider],
      group: 'web2',
      kind: 'button',
      onSelect: (navigation) => navigation.navigate(AWAITING_OAUTH_SCREEN, start(provider)),
      isAvailable: (appConfig) => appConfig.enabledMethods[provider],
    }),
  );
  return definePlugin({
    id: 'oauth',
    loginMethods,
    screens: {
      AWAITING_OAUTH_SCREEN: { load: () => import('./screens/AwaitingOAuthScreen') },
      IN_APP_BROWSER_LOGIN_NOT_POSSIBLE: { load: () => import('./screens/InAppBrowserScreen') },
    },
    accountScreens: Object.fromEntries(providers.map((provider) => [provider, { link: AWAITING_OAUTH_SCREEN, data: start(provider) }])),
    errors: oauthErrors(messages),
    setup: (ctx) => createOAuth(ctx, { providers, flow: options.flow ?? 'popup', redirectUrl: options.redirectUrl }, messages),
  });
}

export type OAuthPlugin = ReturnType<typeof oauth>;
