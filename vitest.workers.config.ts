import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineWorkersProject, readD1Migrations } from '@cloudflare/vitest-pool-workers/config';
import { defineConfig } from 'vitest/config';
import { seedStatements } from './tests/support/workerd/seed-statements';
import { testInstant } from './tests/support/test-now';

/**
 * The API files inside workerd through @cloudflare/vitest-pool-workers (issue 27, scope 2), not yet the
 * default: `npx vitest run --config vitest.workers.config.ts [tests/api/<file>]`. Status and what
 * blocks it: docs/api-tests-in-workerd.md.
 *
 * Two runtimes (the CI machine has two cores), each running its half of the files one after another
 * on one module graph, loaded once. The set-up file (api-setup.ts) migrates and seeds the runtime's
 * D1 once; isolated storage then undoes every file's and every test's writes. tests/support/worker.ts
 * is swapped for its workerd twin (same face).
 */
const testNow = testInstant();
const migrations = await readD1Migrations('migrations');
const seed = await seedStatements(testNow);
const API_FILES = readdirSync('tests/api')
  .filter((f) => f.endsWith('.test.ts'))
  .sort();

const apiHalf = (half: number) =>
  defineWorkersProject({
    resolve: {
      // the files' `../support/worker` and order-helpers' `./worker`
      alias: [{ find: /^(\.\.\/support|\.)\/worker$/, replacement: resolve('tests/support/workerd/worker.ts') }],
    },
    test: {
      name: `api-${half + 1}`,
      include: API_FILES.filter((_, i) => i % 2 === half).map((f) => `tests/api/${f}`),
      setupFiles: ['tests/support/pinned-clock.ts', 'tests/support/workerd/api-setup.ts'],
      provide: { testNow },
      testTimeout: 30_000,
      hookTimeout: 120_000,
      poolOptions: {
        workers: {
          wrangler: { configPath: './wrangler.toml' },
          main: 'tests/support/workerd/api-main.ts',
          singleWorker: true,
          isolatedStorage: true,
          miniflare: {
            bindings: { TEST_MIGRATIONS: migrations, TEST_SEED: seed },
            // wrangler.toml's assets are the build (dist/), which the API tests neither need nor wait for
            assets: { directory: 'public' },
          },
        },
      },
    },
  });

// No retry anywhere: a test that fails once is reported (issue 27).
export default defineConfig({ test: { projects: [apiHalf(0), apiHalf(1)] } });
