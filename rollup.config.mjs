import { readFileSync } from 'node:fs';
import esbuild from 'rollup-plugin-esbuild';
import { entries } from './entries.mjs';

const pkg = JSON.parse(readFileSync('./package.json', 'utf8'));
const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id) => externals.some((dep) => id === dep || id.startsWith(`${dep}/`));

export default {
  input: Object.fromEntries(entries.map((entry) => [entry.output, entry.source])),
  // Dependencies stay imports: the host's bundler dedupes them and tree-shakes what is unused.
  external: isExternal,
  // As package.json's `sideEffects` tells hosts: no module runs anything on import but CSS, so an import whose
  // bindings are unused goes (a barrel's re-export must not pull in a schema module only for its zod calls).
  treeshake: { moduleSideEffects: (id) => id.endsWith('.css'), manualPureFunctions: ['z'] },
  onwarn(warning, warn) {
    // Rollup drops module-level 'use client'; the banner below puts it back on every chunk that needs it.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    preserveModules: true,
    banner: (chunk) => (chunk.imports.some((id) => id === 'react' || id.startsWith('react/') || id.startsWith('react-dom')) ? "'use client';" : ''),
  },
  plugins: [esbuild({ target: 'es2022', jsx: 'automatic' })],
};
