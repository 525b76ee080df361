import { defineConfig } from 'vitest/config';
import { testInstant } from './tests/support/test-now';
import { NODE_ONLY, workerdApiProjects } from './vitest.workers.config';

// the run's pinned instant (TEST_NOW): the seed and every file's clock start there
const testNow = testInstant();

export default defineConfig({
  test: {
    // the Node project's forks (a project may not set its own count)
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    projects: [
      {
        test: {
          name: 'node',
          // the unit tests, and the API files that need Node (the rest run inside workerd, below)
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'functions/**/*.test.ts', ...NODE_ONLY.map((f) => `tests/api/${f}`)],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/pinned-clock.ts'],
          provide: { testNow },
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // No retry: a test that fails once is reported (issue 27). The full suite ran with no test retried
          // (0 "retry x" in a clean-clone run under a loaded machine) before the retry was dropped.
          // each Node API test file boots its own workerd with its own copy of the seeded database
          pool: 'forks',
        },
      },
      // tests/api inside workerd (docs/api-tests-in-workerd.md)
      ...(await workerdApiProjects(testNow)),
    ],
  },
});
