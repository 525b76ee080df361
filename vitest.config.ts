import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'src/**/*.test.ts', 'functions/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One retry, for the platform proxy's own hiccups under load: after a burst of parallel calls, its
    // HTTP client now and then reuses a connection workerd has just closed ("fetch failed: other side
    // closed", seen in rewards.test). A real failure fails twice and is reported.
    retry: 1,
    // each API test file boots its own workerd with its own copy of the seeded database
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
});
