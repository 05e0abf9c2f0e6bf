import type { PorticoError } from '../kernel/index';
import { OAUTH_ERROR_MESSAGE_TYPE, OAUTH_MESSAGE_TYPE, type OAuthPopupMessage } from './popup-messages';

// Section 9: a popup is checked for closing every 300 ms, and given 2 minutes.
export const POPUP_POLL_MS = 300;
export const POPUP_TIMEOUT_MS = 120_000;

export interface PopupAnswer {
  stateCode: string;
  authorizationCode: string;
}

function isPopupMessage(data: unknown): data is OAuthPopupMessage {
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : null;
  return type === OAUTH_MESSAGE_TYPE || type === OAUTH_ERROR_MESSAGE_TYPE;
}

/** The caller's own errors: each flow words the outcomes its way (the popup's error text is not shown). */
export interface PopupErrors {
  closed(): PorticoError;
  timedOut(): PorticoError;
  failed(): PorticoError;
}

export interface PopupWait {
  answer: Promise<PopupAnswer>;
  /** Stops waiting and closes the popup; the answer then never settles. */
  cancel(): void;
}

/**
 * Waits for the return page in the popup to post the code. Only messages of this page's own origin and of the
 * OAuth type count: anything else on the channel is ignored. The popup closes once it is over, whatever the outcome.
 */
export function waitForPopup(popup: Window, errors: PopupErrors): PopupWait {
  let stop = () => {};
  const answer = new Promise<PopupAnswer>((resolve, reject) => {
    // A popup seen closed gets one more poll: its last message may still be on its way.
    let seenClosed = false;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isPopupMessage(event.data)) return;
      const message = event.data;
      stop();
      if ('stateCode' in message && !message.error && typeof message.stateCode === 'string' && typeof message.authorizationCode === 'string') {
        resolve({ stateCode: message.stateCode, authorizationCode: message.authorizationCode });
      } else {
        reject(errors.failed());
      }
    };
    const poll = setInterval(() => {
      if (!popup.closed) return;
      if (seenClosed) {
        stop();
        reject(errors.closed());
      }
      seenClosed = true;
    }, POPUP_POLL_MS);
    const timeout = setTimeout(() => {
      stop();
      reject(errors.timedOut());
    }, POPUP_TIMEOUT_MS);
    stop = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      clearTimeout(timeout);
      if (!popup.closed) popup.close();
    };
    window.addEventListener('message', onMessage);
  });
  return { answer, cancel: () => stop() };
}
