import { createCloudDriveApi } from '../../emulator/embedded-wallet/frame/cloud-drive-api';
import type { ShareStorage } from '../../emulator/embedded-wallet/frame/device-shares';
import { createFrameHandler } from '../../emulator/embedded-wallet/frame/handler';
import { createProviderApi } from '../../emulator/embedded-wallet/frame/provider-api';
import { memoryStorage } from '../../kernel/storage';
import { frameFailure } from '../../plugins/embedded-wallet/errors';
import type { FrameHost } from '../../plugins/embedded-wallet/index';
import { DEMO_APP_ID, EMULATOR_URL, type setupEmulator } from './emulator';

export type InProcessFrame = FrameHost & {
  events: string[];
  /** This device's frame storage (its device shares), which the export page, of the same origin, reads too. */
  storage: ShareStorage;
};

/**
 * The provider's frame logic in process, as a FrameHost: what the hidden frame would answer. Each call is one
 * device: its own storage, so its own device shares. `passwordIterations` lowers the password KDF's cost for speed.
 */
export function inProcessFrame(env: ReturnType<typeof setupEmulator>, passwordIterations?: number): InProcessFrame {
  const fetch = env.emulator.fetch;
  const api = createProviderApi({ baseUrl: EMULATOR_URL, appId: DEMO_APP_ID, clientId: null, analyticsId: 'test', fetch });
  const drive = createCloudDriveApi({ baseUrl: EMULATOR_URL, fetch });
  const storage = memoryStorage();
  const handle = createFrameHandler({
    appId: DEMO_APP_ID,
    storage,
    api,
    drive,
    ...(passwordIterations && { passwordKdf: { iterations: passwordIterations } }),
  });
  const events: string[] = [];
  let counter = 0;
  return {
    events,
    storage,
    async request(event, data) {
      events.push(event);
      const reply = await handle({ id: String((counter += 1)), event, data });
      if (!reply) throw new Error('no reply');
      // As the widget's frame host turns a reply's error into its typed error.
      if ('error' in reply) throw frameFailure(reply.error);
      return reply.data;
    },
    destroy() {},
  };
}
