import type { APIRoute } from 'astro';
import { robotsTxt } from '../../functions/api/services/sitemap';

export const GET: APIRoute = ({ locals, url }) =>
  new Response(robotsTxt(locals.runtime.env.SITE_URL || url.origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
