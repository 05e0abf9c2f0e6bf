// Where a host's initial bytes come from, by layer and by module (npm run bench:attribution): each host of hosts.mjs
// bundled from the sources (as measure-bundle.mjs bundles the build), each module's minified bytes in the initial
// chunks, and its share of the chunk's brotli bytes in proportion (brotli does not compress modules one by one).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { entries } from '../entries.mjs';
import { hosts } from '../hosts.mjs';
import { bundleHost } from '../scripts/measure-bundle.mjs';

const root = process.cwd();
const only = process.argv.slice(2);

/** The package's public names resolved to their sources (entries.mjs), as the build resolves them to dist/. */
function sourceAliases() {
  const exportsMap = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).exports;
  const aliases = {};
  for (const [name, target] of Object.entries(exportsMap)) {
    const entry = entries.find((candidate) => `./dist/${candidate.output}.js` === target.import);
    if (entry) aliases[name === '.' ? 'portico' : `portico${name.slice(1)}`] = resolve(root, entry.source);
  }
  return aliases;
}

const LAYERS = [
  ['floor (zod, ky)', /node_modules\/(zod|ky)\//],
  ['other dependencies', /node_modules\//],
  ['schemas', /^schemas\//],
  ['kernel', /^kernel\//],
  ['kit', /^kit\//],
  ['ui', /^ui\//],
  ['plugin', /^plugins\//],
];
const layerOf = (path) => LAYERS.find(([, pattern]) => pattern.test(path))?.[0] ?? 'other';

async function attribute(host) {
  const { outputs, bytesOf, initial } = await bundleHost(host.contents, root, sourceAliases());
  const modules = new Map();
  let total = 0;
  for (const path of initial) {
    const brotli = brotliCompressSync(bytesOf(path)).byteLength;
    total += brotli;
    const inputs = Object.entries(outputs[path].inputs);
    const minified = inputs.reduce((sum, [, input]) => sum + input.bytesInOutput, 0) || 1;
    for (const [input, { bytesInOutput }] of inputs) modules.set(input, (modules.get(input) ?? 0) + (brotli * bytesInOutput) / minified);
  }
  return { total, modules };
}

for (const host of hosts.filter((candidate) => only.length === 0 || only.some((name) => candidate.name.includes(name)))) {
  const { total, modules } = await attribute(host);
  const layers = new Map();
  for (const [path, bytes] of modules) layers.set(layerOf(path), (layers.get(layerOf(path)) ?? 0) + bytes);
  console.log(`\n### ${host.name}: ${total} B brotli initial (from sources)\n\n| layer | brotli B |\n|---|---:|`);
  for (const [layer, bytes] of [...layers].sort((a, b) => b[1] - a[1])) console.log(`| ${layer} | ${Math.round(bytes)} |`);
  console.log('\n| module | brotli B |\n|---|---:|');
  for (const [path, bytes] of [...modules].sort((a, b) => b[1] - a[1]).filter(([, bytes]) => bytes >= 40)) {
    console.log(`| ${path.replace(/^.*node_modules\//, '')} | ${Math.round(bytes)} |`);
  }
}
