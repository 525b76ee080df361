/**
 * The Worker entry (astro.config.mjs workerEntryPoint): Astro's own Cloudflare handler, with one
 * shortcut in front: a guest asking for a catalogue page that is already in the page cache gets it
 * without starting Astro's request pipeline. Misses, logged-in customers and everything else go
 * through Astro, whose middleware fills the cache (src/middleware.ts).
 */
import type { SSRManifest } from 'astro';
import { App } from 'astro/app';
import { handle } from '@astrojs/cloudflare/handler';
import type { Env } from '../functions/api/env';
import { runScheduledJobs } from '../functions/api/jobs';
import { cacheSeconds, readCached, toResponse } from '../functions/api/services/catalogue-cache';
import { guestPageKey, hasSessionCookie, isGuestCacheablePath, MAX_CACHED_URL } from './lib/server/guest-pages';

function cachedGuestPage(request: Request, env: Env): Response | null {
  if (request.method !== 'GET' || request.url.length > MAX_CACHED_URL || !env.DB || cacheSeconds(env) <= 0) return null;
  if (hasSessionCookie(request.headers.get('cookie'))) return null;
  if (!isGuestCacheablePath(new URL(request.url).pathname)) return null;
  const hit = readCached(env.DB, guestPageKey(request.url), Date.now());
  return hit ? toResponse(hit) : null;
}

export function createExports(manifest: SSRManifest) {
  const app = new App(manifest);
  return {
    default: {
      async fetch(request: Request, env: Env, context: ExecutionContext) {
        return cachedGuestPage(request, env) ?? (await handle(manifest, app, request as never, env as never, context));
      },
      // the cron trigger in wrangler.toml
      async scheduled(controller: ScheduledController, env: Env, context: ExecutionContext) {
        context.waitUntil(runScheduledJobs(env, controller.scheduledTime));
      },
    } satisfies ExportedHandler<Env>,
  };
}
