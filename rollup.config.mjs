import esbuild from 'rollup-plugin-esbuild';
import { entries } from './entries.mjs';

const pkg = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync('./package.json', 'utf8')));
const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];

export default {
  input: Object.fromEntries(entries.map((entry) => [entry.output, entry.source])),
  // Dependencies stay imports: the host's bundler dedupes them and tree-shakes what is unused.
  external: (id) => externals.some((dep) => id === dep || id.startsWith(`${dep}/`)),
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
  },
  plugins: [esbuild({ target: 'es2022', jsx: 'automatic' })],
};
