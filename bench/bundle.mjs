// Bundle bytes per entry point (everything it exports) and per host app (what it imports): npm run bench.
import { entries } from '../entries.mjs';
import { dependencyFloor, hosts } from '../hosts.mjs';
import { measure, measureHost } from '../scripts/measure-bundle.mjs';

const row = (name, { initial, lazy }) =>
  console.log(`| ${name} | ${initial.raw} | ${initial.gzip} | ${initial.brotli} | ${lazy.raw} | ${lazy.brotli} |`);

console.log('\n| import | initial min | gzip | brotli | lazy chunks min | lazy brotli |\n|---|---:|---:|---:|---:|---:|');
for (const entry of entries) row(entry.name, await measure([entry.output]));
for (const host of hosts) {
  const measured = await measureHost(host.contents, undefined, host.loginFlow);
  row(host.name, measured);
  if (host.loginFlow) console.log(`| ${host.name}: initial + the login's lazy chunks | | | ${measured.flow.brotli} | | |`);
}
row(dependencyFloor.name, await measureHost(dependencyFloor.contents));
