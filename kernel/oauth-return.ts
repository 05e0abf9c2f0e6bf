import { PROVIDER_PREFIX } from './constants';
import { takeUrlParams } from './url-params';

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

/** The error a failed return posts; the opener shows its own words for it. */
const RETURN_ERROR_TEXT = 'Something went wrong. Try again.';

/** This page without its fragment: where a provider sends the person back (the kernel relays a popup's return). */
export function returnPageUrl(): string {
  const url = new URL(window.location.href);
  url.hash = '';
  return url.toString();
}

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
 * The return page in a popup opened by a page of its own origin: hands the code and state (or the provider's
 * "error") to the opener, addressed to this origin so no other can read them, and closes. The kernel does it
 * whatever plugins this page loaded; without such an opener the parameters stay for the plugins.
 */
export function relayReturnToOpener(): void {
  if (typeof window === 'undefined') return;
  const opener = openerOf(window);
  if (opener.kind !== 'same-origin') return;
  const params = takeUrlParams(Object.values(RETURN_PARAMS));
  const code = params?.[RETURN_PARAMS.code];
  const state = params?.[RETURN_PARAMS.state];
  if (code === undefined && state === undefined) return;
  const ok = code !== undefined && state !== undefined && code !== 'error';
  const message: OAuthPopupMessage = ok
    ? { type: OAUTH_MESSAGE_TYPE, stateCode: state, authorizationCode: code, error: null }
    : { type: OAUTH_ERROR_MESSAGE_TYPE, error: RETURN_ERROR_TEXT };
  opener.window.postMessage(message, window.location.origin);
  window.close();
}
