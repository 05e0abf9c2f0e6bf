import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserBundle } from '../../shared/browser-bundle';

const frameDir = join(dirname(fileURLToPath(import.meta.url)), 'frame');

/** The embedded wallet frame's script: the key-share core, viem's local account and the message handler. */
export const embeddedWalletFrameScript = browserBundle(join(frameDir, 'main.ts'));

/** The export page's script: the same unlock and device shares, and the view that shows the key. */
export const embeddedWalletExportScript = browserBundle(join(frameDir, 'export-main.ts'));
