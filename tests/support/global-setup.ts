import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { testInstant } from './test-now';

/**
 * Builds one migrated and seeded local D1 with the same commands `npm start` uses; every API test
 * file then works on its own copy of it (tests/support/worker.ts).
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'haat-d1-'));
  // seeded from the run's pinned instant, as every file's clock starts there (pinned-clock.ts)
  const env = { ...process.env, CI: '1', SEED_NOW: String(testInstant()) };
  const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'], env });
  run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', dir]);
  run('npx', ['vite-node', 'scripts/seed/run.ts', '--', '--persist-to', dir]);
  project.provide('seededStateDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededStateDir: string;
  }
}
