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
for (const host of hosts) {
  const measured = await measureHost(host.contents);
  report(host.name, measured.initial.brotli, host.budgetBrotli, host.targetBrotli);
  if (host.reactFree) {
    // A headless host loads no React and no screen before its first call: screens and ui/ come with a modal only.
    const reactImports = [...measured.initialExternals].filter((name) => /^react(-dom)?(\/|$)/.test(name));
    const screenModules = measured.initialModules.filter((path) => /^dist\/(ui\/|.*\/screens\/)/.test(path));
    if (reactImports.length > 0 || screenModules.length > 0) {
      failed = true;
      console.log(`NOT REACT-FREE ${host.name}: ${[...reactImports, ...screenModules].join(', ')}`);
    } else console.log(`ok   ${host.name.padEnd(32)} React-free (no react import, no ui/ or screen module up front)`);
  }
}
if (failed) process.exit(1);
