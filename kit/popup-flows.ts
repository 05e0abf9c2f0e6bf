import type { PopupAnswer, PopupWait } from './popup';

// Apart from the wait (./popup): a flow starts in the click, with its popup; the wait's code is needed only once the
// popup points at the provider, and loads with the code that does that.
/** A popup flow in progress (OAuth, cross-app): its popup (null for a redirect, or when blocked) and its wait. */
export interface PopupFlow {
  readonly popup: Window | null;
  /** Started by the modal: closing the modal ends it. */
  readonly fromModal: boolean;
  /** Whether it is still the current flow: an ended flow leaves the plugin's state to the one that replaced it. */
  live(): boolean;
  /** Follows a wait for the return (./popup's waitForPopup on the flow's own popup): cancel ends it. */
  follow(wait: PopupWait): Promise<PopupAnswer>;
  /** Ends the flow: its wait stops and its popup closes. */
  cancel(): void;
}

/**
 * One popup flow at a time: starting one ends the one before. That one's popup closes before `open` runs, so a
 * reused named window is not closed just after the new flow opened it.
 */
export function createPopupFlows() {
  let current: PopupFlow | null = null;
  return {
    start(fromModal: boolean, open: () => Window | null = () => null): PopupFlow {
      current?.cancel();
      const popup = open();
      let waiting: PopupWait | null = null;
      const flow: PopupFlow = {
        popup,
        fromModal,
        live: () => current === flow,
        follow(wait) {
          waiting = wait;
          return wait.answer;
        },
        cancel() {
          if (current === flow) current = null;
          waiting?.cancel();
          if (popup && !popup.closed) popup.close();
        },
      };
      current = flow;
      return flow;
    },
    current: (): PopupFlow | null => current,
  };
}

