// Fails when an entry point's initial bytes (bundled with its dependencies, minified, brotli) outgrow its budget.
import { entries } from '../entries.mjs';
import { measure } from './measure-bundle.mjs';

let failed = false;
for (const entry of entries) {
  const { initial } = await measure([entry.output]);
  const ok = initial.brotli <= entry.budgetBrotli;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${entry.name.padEnd(20)} ${String(initial.brotli).padStart(7)} B brotli (budget ${entry.budgetBrotli})`);
}
if (failed) process.exit(1);
