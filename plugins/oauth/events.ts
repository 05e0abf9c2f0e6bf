import type { FlowIntent, OAuthProvider, OAuthTokens, PorticoUser } from '../../kernel/index';

/** `oauth:tokens`: the provider's tokens granted by a login, for a host that calls the provider's API. */
export interface OAuthTokensEvent {
  provider: OAuthProvider;
  tokens: OAuthTokens;
  user: PorticoUser;
}

/** `oauth:possible_phishing`: a return whose state this browser did not send; nothing was authenticated. */
export interface PossiblePhishingEvent {
  provider: OAuthProvider | null;
  intent: FlowIntent;
}

declare module '../../kernel/events' {
  interface PorticoEvents {
    'oauth:tokens': OAuthTokensEvent;
    'oauth:possible_phishing': PossiblePhishingEvent;
  }
}
