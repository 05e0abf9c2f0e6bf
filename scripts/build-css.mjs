// Bundles ui/styles.css and its @imports into the one stylesheet the package ships.
import { build } from 'esbuild';
import { stylesheet } from '../entries.mjs';

await build({
  entryPoints: [stylesheet.source],
  bundle: true,
  minify: true,
  outfile: `dist/${stylesheet.output}`,
  logLevel: 'warning',
});
