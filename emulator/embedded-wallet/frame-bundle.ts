import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserBundle } from '../browser-bundle';

/** The embedded wallet frame's script: the key-share core, viem's local account and the message handler. */
export const embeddedWalletFrameScript = browserBundle(join(dirname(fileURLToPath(import.meta.url)), 'frame', 'main.ts'));
