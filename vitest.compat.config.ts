import { defineConfig } from 'vitest/config';

// The real provider SDK against the emulator (test/compat/): like the browser tests, one file at a time, no retries.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/compat/**/*.compat.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
    retry: 0,
  },
});
