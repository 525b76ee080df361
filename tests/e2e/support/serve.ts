import { mkdirSync, writeFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildStore, seededState, serveStore, storeEnv } from '../../../scripts/local-store.mjs';
import { testInstant } from '../../support/test-now';
import { runClockHeader } from './run-clock';
import { seedOwnCustomers } from './seed-own-customers';

const PORT = Number(process.env.E2E_PORT ?? 8799);

/**
 * The Indian day the suite builds /festival for (src/components/festival/schedule.ts): Diwali is on
 * and Sankranti is coming, whatever the real date, so the festival tests never expire.
 */
export const E2E_FESTIVAL_DAY = '2026-11-20';

/**
 * Builds the store (unless E2E_SKIP_BUILD=1 and there is a build to reuse: it must have been built by
 * this suite, for E2E_FESTIVAL_DAY), migrates and seeds a private local D1 (the store's seed, then each journey's own customers), and serves the build on
 * local workerd with wrangler.toml's bindings (scripts/serve-built.mjs), on its own port.
 */
export default async function serve(project: TestProject) {
  const env = storeEnv({ FESTIVAL_PREVIEW_DAY: E2E_FESTIVAL_DAY });
  // ASTRO_OUT_DIR lets parallel work trees build and serve side by side (default: dist, as npm start)
  const out = process.env.ASTRO_OUT_DIR || 'dist';
  buildStore({ out, env, reuse: process.env.E2E_SKIP_BUILD === '1' });
  // the run's clock stands at the pinned instant when the seed builds its windows from it (./clock.ts)
  const runClock = { pinned: testInstant(), began: Date.now() };
  const state = await seededState({ prefix: 'haat-e2e-', env: { ...env, SEED_NOW: String(runClock.pinned) } });
  // each journey's own customers, so no file depends on another's (./own-customer.ts)
  await seedOwnCustomers({ state, env, now: runClock.pinned });
  const store = await serveStore({
    out,
    port: PORT,
    state,
    env,
    // every request on the run's clock unless it says otherwise (functions/api/lib/clock.ts)
    args: ['--var', 'ENVIRONMENT:development', '--var', `DEV_NOW:${runClockHeader(runClock)}`],
  });
  project.provide('baseURL', store.base);
  project.provide('stateDir', state);
  project.provide('runClock', runClock);
  return async () => {
    reportServerErrors(store.log());
    // the whole log stays with the run's screenshots, for a drop the 40 lines do not explain
    mkdirSync('artifacts/e2e', { recursive: true });
    writeFileSync('artifacts/e2e/store.log', store.log());
    await store.stop();
  };
}

/**
 * Prints what the store logged as an error during the run (the last 40 such lines), so a journey
 * that died on a dropped connection says what the server saw: CI keeps only what the run prints.
 */
function reportServerErrors(log: string) {
  const errors = log
    .split('\n')
    .filter((line) => /\[ERROR\]|✘|uncaught|segmentation|crash/i.test(line))
    // a browser that left before its answer was written (a navigation, a closed page) is not the server's
    .filter((line) => !/disconnected: ::write\(fd, buffer/.test(line));
  if (errors.length === 0) return;
  console.error(`the store logged ${errors.length} error line(s); the last 40:\n${errors.slice(-40).join('\n')}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    stateDir: string;
  }
}
