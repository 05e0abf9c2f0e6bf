import { startFramePage } from './browser-frame';
import { loadDeviceKey } from './device-key';
import { frameStorage } from './device-shares';
import { serveWalletSecrets } from './sibling-channel';
import { createWalletFrame } from './wallet-frame';

// The hidden frame's entry point (bundled by ../frame-bundle.ts): the handler on this window, its storage and device
// key, the provider API and the user's drive on this origin, and the export page's source of secrets.
startFramePage(({ appId, query, parentOrigin }) => {
  const { handle, exportSecret } = createWalletFrame({
    appId,
    baseUrl: location.origin,
    fetch: (input, init) => fetch(input, init),
    storage: frameStorage(),
    deviceKey: loadDeviceKey(appId),
    nonce: document.documentElement.dataset.deviceNonce ?? null,
    pageOrigin: parentOrigin,
    clientId: query.get('client_id'),
    analyticsId: query.get('caid'),
  });
  serveWalletSecrets(exportSecret);
  return handle;
});
