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
import { reportFeaturesOff } from '../functions/api/providers/feature-off';
import { requestShapeResponse } from '../functions/api/middleware/request-shape';
import { cacheSeconds, readCached, toResponse } from '../functions/api/services/catalogue-cache';
import { guestPageKey, hasSessionCookie, isGuestCacheablePath, MAX_CACHED_URL } from './lib/server/guest-pages';
import { isCheckoutPage, withSecurityHeaders } from './lib/server/security-headers';
import { paymentAvailability } from '../functions/api/services/payment-options';

function cachedGuestPage(request: Request, env: Env): Response | null {
  if (request.method !== 'GET' || request.url.length > MAX_CACHED_URL || !env.DB || cacheSeconds(env) <= 0) return null;
  if (hasSessionCookie(request.headers.get('cookie'))) return null;
  if (!isGuestCacheablePath(new URL(request.url).pathname)) return null;
  const hit = readCached(env.DB, guestPageKey(request.url), Date.now());
  return hit ? toResponse(hit) : null;
}

let checkedSecrets = false;

export function createExports(manifest: SSRManifest) {
  const app = new App(manifest);
  return {
    default: {
      async fetch(request: Request, env: Env, context: ExecutionContext) {
        // a deploy without some secrets says so loudly at its first request (fail closed, feature-off.ts)
        if (!checkedSecrets) {
          checkedSecrets = true;
          reportFeaturesOff(env);
        }
        const url = new URL(request.url);
        // malformed /api/* requests get the API's JSON answer, not Astro's HTML 404 or text 403
        const response =
          (url.pathname.startsWith('/api/') ? requestShapeResponse(request) : null) ??
          cachedGuestPage(request, env) ??
          (await handle(manifest, app, request as never, env as never, context));
        const razorpay = isCheckoutPage(url.pathname) && paymentAvailability(env).razorpay;
        return withSecurityHeaders(response, url, { razorpay });
      },
      // the cron trigger in wrangler.toml
      async scheduled(controller: ScheduledController, env: Env, context: ExecutionContext) {
        context.waitUntil(runScheduledJobs(env, controller.scheduledTime));
      },
    } satisfies ExportedHandler<Env>,
  };
}
