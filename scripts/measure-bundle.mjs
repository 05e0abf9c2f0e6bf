// Measures what a host pays for importing entry points of the built package: bundled with their
// dependencies, minified, then raw, gzip and brotli bytes.
import { build } from 'esbuild';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { resolve } from 'node:path';

/** `outputs` are dist paths without extension (e.g. 'index', 'plugins/email'). */
export async function measure(outputs, root = process.cwd()) {
  const contents = outputs.map((output) => `export * from ${JSON.stringify(resolve(root, 'dist', `${output}.js`))};`).join('\n');
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { raw: code.byteLength, gzip: gzipSync(code).byteLength, brotli: brotliCompressSync(code).byteLength };
}
