// Bundle bytes per entry point and per host combination: npm run bench.
import { entries } from '../entries.mjs';
import { measure } from '../scripts/measure-bundle.mjs';

const scenarios = [
  ...entries.map((entry) => ({ name: entry.name, outputs: [entry.output] })),
  { name: 'headless host: . + ./plugins/email', outputs: ['index', 'plugins/email'] },
  { name: 'React host: . + ./react + ./plugins/email', outputs: ['index', 'react', 'plugins/email'] },
  { name: 'React host: . + ./react + email + sms', outputs: ['index', 'react', 'plugins/email', 'plugins/sms'] },
];

console.log('\n| import | initial min | gzip | brotli | lazy chunks min | lazy brotli |\n|---|---:|---:|---:|---:|---:|');
for (const scenario of scenarios) {
  const { initial, lazy } = await measure(scenario.outputs);
  console.log(`| ${scenario.name} | ${initial.raw} | ${initial.gzip} | ${initial.brotli} | ${lazy.raw} | ${lazy.brotli} |`);
}
