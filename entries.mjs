/** The package's entry points: one place for rollup, the byte budgets, the bench and the public-surface test. */
export const entries = [
  { name: '.', source: 'kernel/index.ts', output: 'index', budgetBrotli: 23_000 },
  { name: './plugins/email', source: 'plugins/email/index.ts', output: 'plugins/email', budgetBrotli: 13_000 },
];
