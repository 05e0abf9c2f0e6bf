// Builds the host page (dist/index.html and dist/main.js) with the pinned SDK of this folder's own install.
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
mkdirSync(dist, { recursive: true });
await build({
  entryPoints: [join(here, 'src/main.tsx')],
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  splitting: true,
  outdir: dist,
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  logLevel: 'warning',
});
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Privy SDK on the Portico emulator</title></head>\n<body><div id="root"></div><script type="module" src="./main.js"></script></body>\n</html>\n',
);
