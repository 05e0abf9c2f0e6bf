import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['{schemas,kernel,kit,plugins,ui,emulator,scripts}/**/*.test.{ts,tsx}', 'test/*.test.ts'],
    restoreMocks: true,
    setupFiles: ['test/support/testing-library.ts'],
  },
});
