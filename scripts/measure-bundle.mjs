// Measures what a host pays for importing entry points of the built package: bundled with their
// dependencies (React excluded, it is the host's), minified, code-split like a host's bundler would.
// `initial` is what loads with the page; `lazy` is what screens fetch when first shown.
import { build } from 'esbuild';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const sizes = (bytes) => ({ raw: bytes.byteLength, gzip: gzipSync(bytes).byteLength, brotli: brotliCompressSync(bytes).byteLength });
const sum = (parts) => parts.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { raw: 0, gzip: 0, brotli: 0 });

/** `outputs` are dist paths without extension (e.g. 'index', 'plugins/email'): everything they export. */
export function measure(outputs, root = process.cwd()) {
  const contents = outputs.map((output) => `export * from ${JSON.stringify(resolve(root, 'dist', `${output}.js`))};`).join('\n');
  return measureHost(contents, root);
}

/**
 * A host's own entry module bundled as its bundler would (code-split, minified, React external), the package's public
 * names resolved by `alias` (its build by default). `reached(starts)` is every chunk loaded with `starts` through
 * static imports; `initial` is what loads with the page.
 */
export async function bundleHost(contents, root = process.cwd(), alias = { portico: resolve(root, 'dist/index.js'), ...packageAliases(root) }) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'js', sourcefile: 'host-entry.js' },
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    outdir: resolve(root, '.measure'),
    write: false,
    metafile: true,
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    alias,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const files = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
  const outputs = result.metafile.outputs;
  const reached = (starts) => {
    const seen = new Set();
    const visit = (path) => {
      if (seen.has(path)) return;
      seen.add(path);
      for (const dependency of outputs[path].imports) if (dependency.kind === 'import-statement' && !dependency.external) visit(dependency.path);
    };
    for (const start of starts) visit(start);
    return seen;
  };
  // The host's own entry: every dynamic import is an entry point too, so it is found by its source name.
  const entry = Object.keys(outputs).find((path) => outputs[path].entryPoint === 'host-entry.js');
  return { outputs, bytesOf: (path) => files.get(resolve(root, path)), entry, reached, initial: reached([entry]) };
}

/**
 * A host's bytes, importing the package by its public names ('portico/react', ...). `flow` names the modules (dist
 * paths) a flow loads with `import()`: `flow` then counts the initial chunks and every chunk those load.
 */
export async function measureHost(contents, root = process.cwd(), flow = []) {
  const { outputs, bytesOf, entry, reached, initial } = await bundleHost(contents, root);
  const flowEntries = Object.keys(outputs).filter((path) => flow.includes(outputs[path].entryPoint));
  if (flowEntries.length !== flow.length) throw new Error(`Not every flow module is a lazy chunk of this host: ${flow.join(', ')}`);
  const all = Object.keys(outputs).filter((path) => path.endsWith('.js'));
  return {
    initial: sum([...initial].map((path) => sizes(bytesOf(path)))),
    lazy: sum(all.filter((path) => !initial.has(path)).map((path) => sizes(bytesOf(path)))),
    flow: sum([...reached([entry, ...flowEntries])].map((path) => sizes(bytesOf(path)))),
    // What the initial chunks import from outside (React, ...) and which package modules they hold.
    initialExternals: new Set([...initial].flatMap((path) => outputs[path].imports.filter((i) => i.external).map((i) => i.path))),
    initialModules: [...initial].flatMap((path) => Object.keys(outputs[path].inputs)),
  };
}

function packageAliases(root) {
  const aliases = {};
  for (const [name, target] of Object.entries(JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).exports)) {
    if (name === '.' || typeof target !== 'object' || !target.import) continue;
    aliases[`portico${name.slice(1)}`] = resolve(root, target.import);
  }
  return aliases;
}
