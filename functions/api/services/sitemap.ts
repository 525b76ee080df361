/**
 * sitemap.xml and robots.txt: the pages a search engine may index (catalogue and information pages)
 * and the ones it must leave alone (account, cart, checkout, staff, API).
 */
import { absoluteUrl } from '../../../src/lib/domain/seo';
import { productPath } from '../../../src/lib/domain/shop-paths';
import { listSitemapSlugs } from '../db/sitemap';

/** One sitemap file holds at most 50,000 addresses (sitemaps.org); the store's few pages take the rest. */
const MAX_PRODUCTS = 49_000;

const INFO_PAGES = ['/', '/shop', '/all-category', '/offers', '/festival', '/faqs', '/contactus', '/privacy-policy', '/terms', '/terms-of-sale', '/refund'];

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function sitemapXml(db: D1Database, origin: string): Promise<string> {
  const { categories, products } = await listSitemapSlugs(db, MAX_PRODUCTS);
  const paths = [...INFO_PAGES, ...categories.map((c) => `/shop/${c}`), ...products.map(productPath)];
  const urls = paths.map((p) => `  <url><loc>${escapeXml(absoluteUrl(origin, p))}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Personal, transactional and staff pages stay out of search results. */
export const ROBOTS_DISALLOW = [
  '/api/', '/staff', '/cart', '/checkout', '/my-account', '/my-dashboard', '/account-edit', '/order-success/', '/order-complete',
  '/invoice-one/', '/wishlist', '/notification', '/bills', '/redeemhistory', '/login', '/register', '/forgot', '/resetpassword',
  '/changepassword', '/mobile-verification', '/partials/', '/search',
];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`, ''].join('\n');
}
