import { PROVIDER_PREFIX } from '../kernel/index';

// What a popup's return page and its opener agree on, apart from the relay itself (./popup-return): a flow reads
// these from the start, the relay runs only on a return page.
/** The popup messages of section 3.4 and 7: the code and state, or an error; their types carry the provider prefix. */
export const OAUTH_MESSAGE_TYPE = `${PROVIDER_PREFIX.toUpperCase()}_OAUTH_RESPONSE`;
export const OAUTH_ERROR_MESSAGE_TYPE = `${PROVIDER_PREFIX.toUpperCase()}_OAUTH_ERROR`;

export type OAuthPopupMessage =
  | { type: typeof OAUTH_MESSAGE_TYPE; stateCode: string | null; authorizationCode: string | null; error: string | null }
  | { type: typeof OAUTH_ERROR_MESSAGE_TYPE; error: string };

/** Section 2.10's provider-prefixed return parameters. */
export const RETURN_PARAMS = {
  code: `${PROVIDER_PREFIX}_oauth_code`,
  state: `${PROVIDER_PREFIX}_oauth_state`,
  provider: `${PROVIDER_PREFIX}_oauth_provider`,
} as const;
