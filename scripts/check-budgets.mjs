// Fails when an entry point (bundled with its dependencies, minified, brotli) outgrows its budget.
import { entries } from '../entries.mjs';
import { measure } from './measure-bundle.mjs';

let failed = false;
for (const entry of entries) {
  const { brotli } = await measure([entry.output]);
  const ok = brotli <= entry.budgetBrotli;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${entry.name.padEnd(20)} ${String(brotli).padStart(7)} B brotli (budget ${entry.budgetBrotli})`);
}
if (failed) process.exit(1);
