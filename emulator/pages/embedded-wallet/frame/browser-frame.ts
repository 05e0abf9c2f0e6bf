import type { FrameMessageHandler } from './dispatch';
import { createMessageListener, parentOriginOf } from './listener';
import { READY_EVENT } from './protocol';

/** What a frame page of this origin knows about itself once loaded. */
export interface FramePage {
  appId: string;
  query: URLSearchParams;
  /** The host page's origin, the only one the page answers. */
  parentOrigin: string;
}

/**
 * Starts a frame page (the hidden frame, the export page) in the browser: builds its handler, answers its parent's
 * messages (listener.ts's rules) and announces `iframe:ready`. The page names the app in <html data-app-id>.
 * Opened on its own (not in a frame) or with no known parent, a page has no one to talk to and does nothing.
 */
export function startFramePage(createHandler: (page: FramePage) => FrameMessageHandler): void {
  const parentOrigin = parentOriginOf(location.ancestorOrigins, document.referrer);
  if (!parentOrigin || window.parent === window) return;
  const appId = document.documentElement.dataset.appId ?? '';
  const handle = createHandler({ appId, query: new URLSearchParams(location.search), parentOrigin });
  addEventListener('message', createMessageListener({ parent: window.parent, parentOrigin, handle }));
  window.parent.postMessage({ event: READY_EVENT }, parentOrigin);
}
