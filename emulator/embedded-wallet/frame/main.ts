import { createCloudDriveApi } from './cloud-drive-api';
import { createFrameHandler } from './handler';
import { createMessageListener, parentOriginOf } from './listener';
import { READY_EVENT } from './protocol';
import { createProviderApi } from './provider-api';

// The frame's entry point (bundled by ../frame-bundle.ts): wires the handler to this window, its storage and the
// provider API on this origin. The page names the app in <html data-app-id>.
const appId = document.documentElement.dataset.appId ?? '';
const query = new URLSearchParams(location.search);
const parentOrigin = parentOriginOf(location.ancestorOrigins, document.referrer);

// Opened on its own (not in a frame) or with no known parent, the frame has no one to talk to.
if (parentOrigin && window.parent !== window) {
  const api = createProviderApi({
    baseUrl: location.origin,
    appId,
    clientId: query.get('client_id'),
    analyticsId: query.get('caid'),
    fetch: (input, init) => fetch(input, init),
  });
  const drive = createCloudDriveApi({ baseUrl: location.origin, fetch: (input, init) => fetch(input, init) });
  const handle = createFrameHandler({ appId, storage: localStorage, api, drive });
  addEventListener('message', createMessageListener({ parent: window.parent, parentOrigin, handle }));
  window.parent.postMessage({ event: READY_EVENT }, parentOrigin);
}
