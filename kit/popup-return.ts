import { OAUTH_ERROR_MESSAGE_TYPE, OAUTH_MESSAGE_TYPE, RETURN_PARAMS, type OAuthPopupMessage } from './popup-messages';

/** The error a failed return posts; the opener shows its own words for it. */
const RETURN_ERROR_TEXT = 'Something went wrong. Try again.';

/** This page without its fragment: where a provider sends the person back. */
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

/** This page is a popup that a page of its own origin opened: the one kind that hands a return on. */
export const isSameOriginPopup = () => typeof window !== 'undefined' && openerOf(window).kind === 'same-origin';

/**
 * The return page in a popup opened by a page of its own origin: hands the code and state (or the provider's
 * "error") to the opener, addressed to this origin so no other can read them, and closes. True when it did; without
 * such an opener (a redirect return, a foreign opener) the parameters are the caller's to handle.
 */
export function relayReturnToOpener(params: Record<string, string>): boolean {
  const opener = typeof window === 'undefined' ? ({ kind: 'none' } as const) : openerOf(window);
  if (opener.kind !== 'same-origin') return false;
  const code = params[RETURN_PARAMS.code];
  const state = params[RETURN_PARAMS.state];
  if (code === undefined && state === undefined) return false;
  const ok = code !== undefined && state !== undefined && code !== 'error';
  const message: OAuthPopupMessage = ok
    ? { type: OAUTH_MESSAGE_TYPE, stateCode: state, authorizationCode: code, error: null }
    : { type: OAUTH_ERROR_MESSAGE_TYPE, error: RETURN_ERROR_TEXT };
  opener.window.postMessage(message, window.location.origin);
  window.close();
  return true;
}
