import type { APIRoute } from 'astro';
import { robotsFor } from '../server/seo';

export const GET: APIRoute = (ctx) =>
  new Response(robotsFor(ctx), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
