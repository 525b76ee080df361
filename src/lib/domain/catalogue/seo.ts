/**
 * What search engines read: schema.org JSON-LD for products (Product + Offer, price in INR) and
 * breadcrumbs, canonical URLs. Prices come from the same pricing rule the page shows.
 */
import { isAvailable, unitPrice } from './pricing';
import { productPath } from './shop-paths';
import type { ProductDetail } from '../types';
import { splitLocale } from '../i18n/langs';

export type JsonLd = Record<string, unknown>;

/** An absolute URL on this store: `origin` is the site's own (SITE_URL or the request's). */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin.endsWith('/') ? origin : `${origin}/`).href;
}

/** The information pages a search engine may list (the sitemap names them with the catalogue's pages). */
export const INFO_PAGES = [
  '/',
  '/shop',
  '/all-category',
  '/category',
  '/offers',
  '/festival',
  '/faqs',
  '/contactus',
  '/privacy-policy',
  '/terms',
  '/terms-of-sale',
  '/refund',
  '/time',
];

/** Families of catalogue pages, each followed by a slug. */
const CATALOGUE_FAMILIES = ['/shop/', '/product-details-one/', '/view-detail/', '/festival/'];

/**
 * A page search engines may list: the catalogue and the information pages, in each language. Every
 * other answer (account, cart, sign-in, checkout, staff, API, fragments) says `X-Robots-Tag: noindex`,
 * so robots.txt need not name them: a list of private paths there is only a map for the curious.
 */
export function isSearchPage(pathname: string): boolean {
  const path = splitLocale(pathname).path.replace(/\/+$/, '') || '/';
  return INFO_PAGES.includes(path) || CATALOGUE_FAMILIES.some((f) => path.startsWith(f) && path.length > f.length);
}

/** Rupees as schema.org wants them: a plain decimal string with two places, no symbol or grouping. */
export function schemaPrice(paise: number): string {
  return (paise / 100).toFixed(2);
}

/** Product with one Offer at today's selling price (a deal's price while the deal runs). */
export function productJsonLd(p: ProductDetail, origin: string, now: number, imageUrl: (photo: string) => string): JsonLd {
  const price = unitPrice(p, null, now);
  const url = absoluteUrl(origin, productPath(p.slug));
  const images = [p.photo, ...p.gallery.map((g) => g.photo)].filter(Boolean).map((src) => absoluteUrl(origin, imageUrl(src)));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: p.name,
    sku: String(p.id),
    url,
    image: [...new Set(images)],
    description: p.summary || p.name,
    ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand } } : {}),
    category: p.category.name,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: schemaPrice(price.selling),
      availability: isAvailable(p) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      ...(price.deal && p.to_date ? { priceValidUntil: new Date(p.to_date).toISOString().slice(0, 10) } : {}),
    },
  };
}

export interface Crumb {
  label: string;
  href?: string;
}

/** BreadcrumbList from Home to the page itself (the last crumb, which may have no link). */
export function breadcrumbJsonLd(items: Crumb[], origin: string, here: string): JsonLd {
  const all = [{ label: 'Home', href: '/' }, ...items];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: all.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: absoluteUrl(origin, c.href ?? here),
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so a product name cannot close the tag. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
