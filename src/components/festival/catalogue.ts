/**
 * Build-time product data for the pre-rendered festival pages. There is no database while Astro
 * builds, so names and pictures come from the catalogue the seed loads (scripts/seed/data), the same
 * source the database rows and product pictures are made from. Prices, deals and stock never do:
 * they change by the day and the hour, so each card asks D1 for them when the page is opened
 * (GET /api/festivalPrices, festival-prices.ts), and shows what the cart charges then (issue 33).
 */
import { PRODUCTS } from '../../../scripts/seed/data/products';
import { PRODUCT_NAMES } from '../../../scripts/seed/data/translations';
import { localePath, type Lang } from '../../lib/domain/i18n/langs';
import { packLabel } from '../card-view';
import { mediaUrl, productHref } from '../product-links';

export interface FestivalProduct {
  slug: string;
  href: string;
  name: string;
  image: string;
  pack: string;
}

/** A category grid shows at most this many products. */
export const CATEGORY_LIMIT = 24;

function toCard(p: (typeof PRODUCTS)[number]): FestivalProduct {
  return {
    slug: p.slug,
    href: productHref(p.slug),
    name: p.name,
    image: mediaUrl(p.photo),
    pack: packLabel(p.net_quantity, p.net_unit),
  };
}

/**
 * The products a festival file names, in its order. A slug or category that is not in the catalogue
 * fails the build: a typo must not publish an empty grid.
 */
export function festivalProducts(festival: { name: string; products: string[]; category?: string }): FestivalProduct[] {
  const bySlug = new Map(PRODUCTS.map((p) => [p.slug, p]));
  const missing = festival.products.filter((s) => !bySlug.has(s));
  if (missing.length) throw new Error(`Festival "${festival.name}": unknown product slugs ${missing.join(', ')}`);
  const picked = festival.products.map((s) => bySlug.get(s)!);
  if (festival.category) {
    const inCategory = PRODUCTS.filter((p) => p.category_slug === festival.category || p.sub_slug === festival.category);
    if (!inCategory.length) throw new Error(`Festival "${festival.name}": unknown category ${festival.category}`);
    for (const p of inCategory.slice(0, CATEGORY_LIMIT)) if (!picked.includes(p)) picked.push(p);
  }
  return picked.map(toCard);
}

/** The cards in the page's language: a product's Kannada or Hindi name where the seed has one, links to /kn/… or /hi/…. */
export function festivalProductsIn(lang: Lang, cards: FestivalProduct[]): FestivalProduct[] {
  if (lang === 'en') return cards;
  const at = lang === 'kn' ? 0 : 1;
  return cards.map((c) => ({ ...c, name: PRODUCT_NAMES[c.slug]?.[at] ?? c.name, href: localePath(lang, c.href) }));
}
