import type { APIRoute } from 'astro';
import { sitemapXml } from '../../functions/api/services/sitemap';
import { CATALOGUE_CACHE } from '../consts';

/** Every catalogue and information page, for search engines (robots.txt points here). */
export const GET: APIRoute = async ({ locals, url }) => {
  const env = locals.runtime.env;
  const origin = env.SITE_URL || url.origin;
  return new Response(await sitemapXml(env.DB, origin), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CATALOGUE_CACHE },
  });
};
