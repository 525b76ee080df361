/**
 * The Worker entry (astro.config.mjs workerEntryPoint): Astro's own Cloudflare handler, with one
 * shortcut in front: a guest asking for a catalogue page that is already in the page cache gets it
 * without starting Astro's request pipeline. Misses, logged-in customers and everything else go
 * through Astro, whose middleware fills the cache (src/middleware.ts). The API (/api/*) is handed to
 * Hono directly; src/pages/api/[...path].ts is its door only under `astro dev` (the content editor).
 */
import type { SSRManifest } from 'astro';
import { App } from 'astro/app';
import { handle } from '@astrojs/cloudflare/handler';
import type { Env } from '../functions/api/env';
import { runScheduledJobs } from '../functions/api/jobs';
import { app as api } from '../functions/api/app';
import { reportFeaturesOff } from '../functions/api/services/features';
import { primarySession } from '../functions/api/lib/d1-sessions';
import { paymentAvailability } from '../functions/api/services/checkout';
import { cachedGuestPage } from './server/guest-pages';
import { DEV_NOW_HEADER, withRequestClock } from './server/clock';
import { isCheckoutPage, withSecurityHeaders } from './server/security-headers';

let checkedSecrets = false;

export function createExports(manifest: SSRManifest) {
  const app = new App(manifest, false);
  return {
    default: {
      fetch(request: Request, env: Env, context: ExecutionContext) {
        // one clock for the page cache, Astro and the API (functions/api/lib/clock.ts)
        return withRequestClock(env, request.headers.get(DEV_NOW_HEADER), () => serve(request, env, context));
      },
      // the cron trigger in wrangler.toml; jobs move money, stock and orders: they read at the primary
      async scheduled(controller: ScheduledController, env: Env, context: ExecutionContext) {
        context.waitUntil(runScheduledJobs({ ...env, DB: primarySession(env.DB) }, controller.scheduledTime));
      },
    } satisfies ExportedHandler<Env>,
  };

  async function serve(request: Request, env: Env, context: ExecutionContext): Promise<Response> {
    // a deploy without some secrets says so loudly at its first request (fail closed, feature-off.ts)
    if (!checkedSecrets) {
      checkedSecrets = true;
      reportFeaturesOff(env);
    }
    const url = new URL(request.url);
    // /api/* goes straight to Hono: Astro's router, its origin check and its 404 page have no say
    // in an API answer, and the request's shape is checked once, by the API's own middleware
    const response = url.pathname.startsWith('/api/')
      ? await api.fetch(request, env, context)
      : ((await cachedGuestPage(request, env)) ?? (await handle(manifest, app, request as never, env as never, context)));
    const razorpay = isCheckoutPage(url.pathname) && paymentAvailability(env).razorpay;
    return withSecurityHeaders(response, url, { razorpay });
  }
}
