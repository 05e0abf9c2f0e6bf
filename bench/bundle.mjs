// Bundle bytes per entry point and per host combination: npm run bench.
import { entries } from '../entries.mjs';
import { measure } from '../scripts/measure-bundle.mjs';

const scenarios = [
  ...entries.map((entry) => ({ name: entry.name, outputs: [entry.output] })),
  { name: '. + ./plugins/email', outputs: ['index', 'plugins/email'] },
];

const rows = [];
for (const scenario of scenarios) rows.push({ scenario: scenario.name, ...(await measure(scenario.outputs)) });

console.log('\n| entry point | raw (min) | gzip | brotli |\n|---|---:|---:|---:|');
for (const row of rows) console.log(`| ${row.scenario} | ${row.raw} | ${row.gzip} | ${row.brotli} |`);
