import type { FlowIntent, OAuthProvider, PorticoError } from '../../kernel/index';

export const AWAITING_OAUTH_SCREEN = 'AWAITING_OAUTH_SCREEN';
/** The screen data key that makes opening AWAITING_OAUTH_SCREEN start a flow with that provider (landing, link). */
export const START_PROVIDER = 'oauthProvider';

export type OAuthFlow = 'popup' | 'redirect';
/** Section 4.2's screen states, plus the wait for the provider and a blocked popup. */
export type OAuthStatus = 'idle' | 'awaiting-provider' | 'popup-blocked' | 'verifying' | 'connected' | 'failed';

export interface OAuthState {
  status: OAuthStatus;
  provider: OAuthProvider | null;
  intent: FlowIntent | null;
  flow: OAuthFlow | null;
  error: PorticoError | null;
}

export const initialState: OAuthState = { status: 'idle', provider: null, intent: null, flow: null, error: null };
