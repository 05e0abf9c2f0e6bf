// Fails when an entry point's or a host's initial bytes (bundled with dependencies, minified, brotli) outgrow its budget.
import { entries } from '../entries.mjs';
import { hosts } from '../hosts.mjs';
import { measure, measureHost } from './measure-bundle.mjs';

let failed = false;
function report(name, brotli, budget, target) {
  const ok = brotli <= budget;
  failed ||= !ok;
  const goal = target ? `, target ${target}` : '';
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name.padEnd(32)} ${String(brotli).padStart(7)} B brotli (budget ${budget}${goal})`);
}
for (const entry of entries) report(entry.name, (await measure([entry.output])).initial.brotli, entry.budgetBrotli);
for (const host of hosts) report(host.name, (await measureHost(host.contents)).initial.brotli, host.budgetBrotli, host.targetBrotli);
if (failed) process.exit(1);
