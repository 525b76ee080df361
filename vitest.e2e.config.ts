import { defineConfig } from 'vitest/config';

/** Shopper journeys in Debian's Chromium against the built store served by wrangler dev. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/serve.ts'],
    testTimeout: 90_000,
    hookTimeout: 300_000,
    // one browser at a time: the machine has 2 cores and the server needs one
    fileParallelism: false,
  },
});
