import type { D1Migration } from '@cloudflare/vitest-pool-workers/config';
import type { Env } from '../../../functions/api/env';

declare module 'cloudflare:test' {
  // the API project's bindings (wrangler.toml) and the migrations and seed the config reads for worker.ts
  interface ProvidedEnv extends Env {
    TEST_MIGRATIONS: D1Migration[];
    TEST_SEED: string[];
  }
}
