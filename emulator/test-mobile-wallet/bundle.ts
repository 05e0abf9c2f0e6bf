import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

let bundled: Promise<string> | undefined;

/**
 * The test mobile wallet's script for the browser: WalletConnect's SignClient and viem, bundled by esbuild on the
 * first request (a second or two) and kept in memory, so starting the emulator costs nothing until it is opened.
 */
export function testMobileWalletScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [join(dirname(fileURLToPath(import.meta.url)), 'wallet-app.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
    // A few of WalletConnect's modules read Node's `global`.
    define: { global: 'globalThis' },
  }).then((result) => result.outputFiles[0]!.text);
  // A failed build is not kept: the next request tries again (and shows esbuild's error meanwhile).
  bundled.catch(() => (bundled = undefined));
  return bundled;
}
