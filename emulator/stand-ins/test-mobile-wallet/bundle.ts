import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserBundle } from '../../shared/browser-bundle';

/** The test mobile wallet's script for the browser: WalletConnect's SignClient and viem. */
export const testMobileWalletScript = browserBundle(join(dirname(fileURLToPath(import.meta.url)), 'wallet-app.ts'), {
  // A few of WalletConnect's modules read Node's `global`.
  define: { global: 'globalThis' },
});
