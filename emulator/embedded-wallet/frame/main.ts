import { startFramePage } from './browser-frame';
import { createCloudDriveApi } from './cloud-drive-api';
import { frameStorage } from './device-shares';
import { createFrameHandler } from './handler';

// The hidden frame's entry point (bundled by ../frame-bundle.ts): the handler on this window, its storage, the
// provider API and the user's drive on this origin.
startFramePage(({ appId, api }) => {
  const drive = createCloudDriveApi({ baseUrl: location.origin, fetch: (input, init) => fetch(input, init) });
  return createFrameHandler({ appId, storage: frameStorage(), api, drive });
});
