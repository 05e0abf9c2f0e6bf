import { frameLifetimeDeviceKey } from '../../emulator/pages/embedded-wallet/frame/device-key';
import type { ShareStorage } from '../../emulator/pages/embedded-wallet/frame/device-shares';
import { createWalletFrame, type WalletFrame } from '../../emulator/pages/embedded-wallet/frame/wallet-frame';
import { memoryStorage } from '../../kernel/index';
import { frameFailure } from '../../plugins/embedded-wallet/errors';
import type { FrameHost } from '../../plugins/embedded-wallet/index';
import { DEMO_APP_ID, EMULATOR_URL, type setupEmulator } from './emulator';

export type InProcessFrame = FrameHost & {
  events: string[];
  /** This device's frame storage (its device shares). */
  storage: ShareStorage;
  /** What the export page beside this frame asks it for (sibling-channel.ts in a browser). */
  exportSecret: WalletFrame['exportSecret'];
};

/**
 * The provider's frame logic in process, as a FrameHost: what the hidden frame would answer. Each call is one
 * device: its own storage, so its own device shares. `passwordIterations` lowers the password KDF's cost for speed.
 */
export function inProcessFrame(env: ReturnType<typeof setupEmulator>, passwordIterations?: number): InProcessFrame {
  const fetch = env.emulator.fetch;
  const storage = memoryStorage();
  const { handle, exportSecret } = createWalletFrame({
    appId: DEMO_APP_ID,
    baseUrl: EMULATOR_URL,
    fetch,
    storage,
    deviceKey: frameLifetimeDeviceKey(),
    pageOrigin: 'http://localhost:5173',
    analyticsId: 'test',
    // The proofs' clock is the emulator's, which a test may move on.
    now: () => env.clock.now,
    ...(passwordIterations && { passwordKdf: { iterations: passwordIterations } }),
  });
  const events: string[] = [];
  let counter = 0;
  return {
    events,
    storage,
    exportSecret,
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
