import { defineConfig } from 'vitest/config';

// Browser tests (test/e2e/): real servers and Chromium, so one file at a time on a 2-core machine,
// generous timeouts, and no retries (a flaky flow is a bug to fix, not to hide).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/e2e/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    retry: 0,
  },
});
