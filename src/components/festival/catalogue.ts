/**
 * Build-time product data for the pre-rendered festival pages. There is no database while Astro
 * builds, so names, pictures and prices come from the catalogue the seed loads (scripts/seed/data),
 * the same source the database rows and product pictures are made from.
 */
import { PRODUCTS } from '../../../scripts/seed/data/products';
import { PRODUCT_NAMES } from '../../../scripts/seed/data/translations';
import { localePath, type Lang } from '../../lib/domain/i18n/langs';
import { formatINR, type Paise } from '../../lib/domain/money';
import { percentOff } from '../../lib/domain/pricing';
import { packLabel } from '../card-view';
import { mediaUrl, productHref } from '../product-links';

export interface FestivalProduct {
  slug: string;
  href: string;
  name: string;
  image: string;
  pack: string;
  selling: Paise;
  mrp: Paise;
  price: string;
  mrpText: string;
  off: number;
  available: boolean;
}

/** A category grid shows at most this many products. */
export const CATEGORY_LIMIT = 24;

function toCard(p: (typeof PRODUCTS)[number]): FestivalProduct {
  const off = percentOff(p.previous_price, p.discount_price);
  return {
    slug: p.slug,
    href: productHref(p.slug),
    name: p.name,
    image: mediaUrl(p.photo),
    pack: packLabel(p.net_quantity, p.net_unit),
    selling: p.discount_price,
    mrp: p.previous_price,
    price: formatINR(p.discount_price),
    mrpText: off > 0 ? formatINR(p.previous_price) : '',
    off,
    available: p.out_of_stock !== 1 && p.stock > 0,
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
