import { PROVIDER_PREFIX } from '../../kernel/index';
import { OAUTH_MESSAGE_TYPE, type OAuthPopupMessage } from './popup';

/** Section 2.10's provider-prefixed return parameters. */
export const RETURN_PARAMS = {
  code: `${PROVIDER_PREFIX}_oauth_code`,
  state: `${PROVIDER_PREFIX}_oauth_state`,
  provider: `${PROVIDER_PREFIX}_oauth_provider`,
} as const;

export type Opener = { kind: 'none' } | { kind: 'same-origin'; window: Window } | { kind: 'foreign' };

/** Whether this page is a popup, and whether its opener may be trusted with a code (same origin only). */
export function openerOf(page: Window): Opener {
  const opener = page.opener as Window | null;
  if (!opener || opener === page) return { kind: 'none' };
  try {
    // Reading a cross-origin window's location throws.
    return opener.location.origin === page.location.origin ? { kind: 'same-origin', window: opener } : { kind: 'foreign' };
  } catch {
    return { kind: 'foreign' };
  }
}

/**
 * In the popup: hands the code and state to the opener, addressed to this page's own origin so no other origin can
 * read them, or hands it the error when the provider answered with the code "error".
 */
export function relayToOpener(opener: Window, code: string | undefined, state: string | undefined, errorText: string): void {
  const failed = code === undefined || state === undefined || code === 'error';
  const message: OAuthPopupMessage = failed
    ? { type: OAUTH_MESSAGE_TYPE, stateCode: null, authorizationCode: null, error: errorText }
    : { type: OAUTH_MESSAGE_TYPE, stateCode: state, authorizationCode: code, error: null };
  opener.postMessage(message, window.location.origin);
}
