// Bytes of the embedded wallet frame's own script (provider-side: the host page never loads it), as the emulator
// serves it: `npx tsx bench/frame-size.ts`.
import { brotliCompressSync } from 'node:zlib';
import { embeddedWalletFrameScript } from '../emulator/pages/embedded-wallet/frame-bundle';

const script = Buffer.from(await embeddedWalletFrameScript());
console.log(`embedded wallet frame script: ${script.length} B minified, ${brotliCompressSync(script).length} B brotli`);
