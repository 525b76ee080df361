/**
 * sitemap.xml and robots.txt: the pages a search engine may index (catalogue and information pages).
 * The ones it must leave alone say so themselves (`X-Robots-Tag: noindex`, isSearchPage), so
 * robots.txt names no private path.
 */
import { absoluteUrl, INFO_PAGES } from '../../../../src/lib/domain/catalogue/seo';
import { productPath } from '../../../../src/lib/domain/catalogue/shop-paths';
import { listSitemapSlugs } from '../../db/catalogue';

/** One sitemap file holds at most 50,000 addresses (sitemaps.org); the store's few pages take the rest. */
const MAX_PRODUCTS = 49_000;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function sitemapXml(db: D1Database, origin: string): Promise<string> {
  const { categories, products } = await listSitemapSlugs(db, MAX_PRODUCTS);
  const paths = [...INFO_PAGES, ...categories.map((c) => `/shop/${c}`), ...products.map(productPath)];
  const urls = paths.map((p) => `  <url><loc>${escapeXml(absoluteUrl(origin, p))}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * Only what crawlers need: where the sitemap is, and the two trees that are not pages at all (the
 * JSON API and the HTML fragments islands fetch). Personal and staff pages are not listed: they answer
 * `noindex` (and staff pages `private, no-store`), and a list here would be a map of the console.
 */
export const ROBOTS_DISALLOW = ['/api/', '/partials/'];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`, ''].join(
    '\n',
  );
}
