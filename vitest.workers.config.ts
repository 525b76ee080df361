import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineWorkersProject, readD1Migrations } from '@cloudflare/vitest-pool-workers/config';
import { defineConfig } from 'vitest/config';
import { seedStatements } from './tests/support/workerd/seed-statements';
import { TEST_DB_COUNT, testDbBinding } from './tests/support/workerd/test-dbs';
import { testInstant } from './tests/support/test-now';

/**
 * The API files inside workerd through @cloudflare/vitest-pool-workers (issue 27, scope 2): part of
 * `npm run test:unit` (vitest.config.ts), or alone with `npm run test:api:workerd`.
 * How it is put together and why: docs/api-tests-in-workerd.md.
 *
 * Two runtimes (the CI machine has two cores), each running its half of the files one after another
 * in one isolate. No isolated storage: every startWorker() takes a D1 database of its own, migrated
 * and seeded afresh (tests/support/workerd/worker.ts), as the Node runner copies the seeded one.
 * tests/support/worker.ts is swapped for its workerd twin (same face).
 */

/** API files that need Node (sharp; the bridge's query watcher): vitest.config.ts runs them there */
export const NODE_ONLY = ['points-remote.test.ts', 'product-pictures.test.ts'];

/** The two workerd projects, `api-1` and `api-2`, on the run's pinned instant. */
export async function workerdApiProjects(testNow: number) {
  const migrations = await readD1Migrations('migrations');
  const seed = await seedStatements(testNow);
  const files = readdirSync('tests/api')
    .filter((f) => f.endsWith('.test.ts') && !NODE_ONLY.includes(f))
    .sort();
  const testDbs = Object.fromEntries(Array.from({ length: TEST_DB_COUNT }, (_, i) => [testDbBinding(i), `test-db-${i}`]));
  const apiHalf = (half: number) =>
    defineWorkersProject({
      resolve: {
        // the files' `../support/worker` and order-helpers' `./worker`
        alias: [{ find: /^(\.\.\/support|\.)\/worker$/, replacement: resolve('tests/support/workerd/worker.ts') }],
      },
      test: {
        name: `api-${half + 1}`,
        include: files.filter((_, i) => i % 2 === half).map((f) => `tests/api/${f}`),
        setupFiles: ['tests/support/pinned-clock.ts', 'tests/support/workerd/late-rejections.ts'],
        provide: { testNow },
        testTimeout: 30_000,
        hookTimeout: 120_000,
        poolOptions: {
          workers: {
            wrangler: { configPath: './wrangler.toml' },
            main: 'tests/support/workerd/api-main.ts',
            singleWorker: true,
            isolatedStorage: false,
            miniflare: {
              bindings: { TEST_MIGRATIONS: migrations, TEST_SEED: seed },
              d1Databases: { DB: 'haat-grocery', ...testDbs },
              // wrangler.toml's assets are the build (dist/), which the API tests neither need nor wait for
              assets: { directory: 'public' },
            },
          },
        },
      },
    });
  return [apiHalf(0), apiHalf(1)];
}

// No retry anywhere: a test that fails once is reported (issue 27).
export default defineConfig({ test: { projects: await workerdApiProjects(testInstant()) } });
