/**
 * The API-in-workerd config's `main` (vitest.workers.config.ts): the Hono app alone, for cloudflare:test's SELF. The
 * deployed Worker (wrangler.toml's main) is the Astro build, which the API tests neither need nor build.
 */
import { app } from '../../../functions/api/app';
import type { Env } from '../../../functions/api/env';

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;
