import { providerError } from '../../kit/eip1193';
import { POPUP_POLL_MS, POPUP_TIMEOUT_MS } from '../../kit/popup';
import { CROSS_APP_MESSAGES, CrossAppPopupMessage } from '../../schemas/cross-app';
import type { CrossAppMessages } from './messages';

export interface TransactWait {
  popup: Window;
  /** The provider app's API origin: only its messages count. */
  origin: string;
  messages: CrossAppMessages;
  /** The page refreshed (a string) or revoked (null) the provider token. */
  onToken(token: string | null): void;
}

const errorText = (error: unknown) =>
  typeof error === 'string' ? error : typeof (error as { message?: unknown } | null)?.message === 'string' ? (error as { message: string }).message : 'Unknown error';

/**
 * Waits for the transact page's answer (section 7): the action response or error, token messages on the way; a
 * closed popup is "User rejected request" (4001), two minutes without an answer "Request timeout".
 */
export function waitForTransact({ popup, origin, messages: m, onToken }: TransactWait): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let seenClosed = false;
    const stop = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      clearTimeout(timeout);
      if (!popup.closed) popup.close();
    };
    function onMessage(event: MessageEvent) {
      if (event.origin !== origin) return;
      const parsed = CrossAppPopupMessage.safeParse(event.data);
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === CROSS_APP_MESSAGES.setToken) return onToken(message.value);
      if (message.type === CROSS_APP_MESSAGES.clearToken) return onToken(null);
      stop();
      if (message.type === CROSS_APP_MESSAGES.response) resolve(message.result);
      else reject(providerError(-32603, errorText(message.error)));
    }
    // A popup seen closed gets one more poll: its last message may still be on its way.
    const poll = setInterval(() => {
      if (!popup.closed) return;
      if (seenClosed) {
        stop();
        reject(providerError(4001, m.userRejected));
      }
      seenClosed = true;
    }, POPUP_POLL_MS);
    const timeout = setTimeout(() => {
      stop();
      reject(providerError(-32603, m.requestTimeout));
    }, POPUP_TIMEOUT_MS);
    window.addEventListener('message', onMessage);
  });
}
