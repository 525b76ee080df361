/** The door for robots.txt and sitemap.xml: the site's origin (SITE_URL, else the request's) and the catalogue's pages. */
import { robotsTxt, sitemapXml } from '../../functions/api/services/catalogue';
import { pageDb } from './session';

type Ctx = { locals: App.Locals; url: URL };

function siteOrigin({ locals, url }: Ctx): string {
  return locals.runtime.env.SITE_URL || url.origin;
}

export function robotsFor(ctx: Ctx): string {
  return robotsTxt(siteOrigin(ctx));
}

export async function sitemapFor(ctx: Ctx): Promise<string> {
  return sitemapXml(pageDb(ctx), siteOrigin(ctx));
}
