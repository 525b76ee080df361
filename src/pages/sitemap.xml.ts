import type { APIRoute } from 'astro';
import { CATALOGUE_CACHE_CONTROL } from '../lib/domain/cache-control';
import { sitemapFor } from '../server/seo';

/** Every catalogue and information page, for search engines (robots.txt points here). */
export const GET: APIRoute = async (ctx) =>
  new Response(await sitemapFor(ctx), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CATALOGUE_CACHE_CONTROL },
  });
