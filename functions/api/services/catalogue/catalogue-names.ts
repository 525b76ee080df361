/**
 * Product and category names in the shopper's language, laid over what the catalogue services
 * return (they stay language-free, so their caches serve every language). A missing translation
 * keeps the English name: never an empty string. The translations are few and change rarely: kept
 * per isolate for a minute, like the menus.
 */
import { categoryNamesIn, productNamesIn, productTextIn, subcategoryNamesIn, parseSpecification } from '../../db/catalogue';
import type { ProductDetail } from '../../../../src/lib/domain/types';
import type { Lang } from '../../../../src/lib/domain/i18n/langs';
import * as clock from '../../lib/clock';

export interface CatalogueNames {
  products: Map<number, { name: string; description: string | null }>;
  categories: Map<number, string>;
  subcategories: Map<number, string>;
}

const TTL = 60_000;
const EMPTY: CatalogueNames = { products: new Map(), categories: new Map(), subcategories: new Map() };
// only settled values are kept: a Worker must not await a promise begun by another request
const kept = new Map<Lang, { at: number; names: CatalogueNames }>();

export async function catalogueNames(db: D1Database | null, lang: Lang, now = clock.now()): Promise<CatalogueNames> {
  if (lang === 'en' || !db) return EMPTY;
  const hit = kept.get(lang);
  if (hit && now - hit.at < TTL) return hit.names;
  const [products, categories, subcategories] = await Promise.all([
    productNamesIn(db, lang),
    categoryNamesIn(db, lang),
    subcategoryNamesIn(db, lang),
  ]);
  const names: CatalogueNames = {
    products: new Map(products.map((p) => [p.product_id, { name: p.name, description: p.description }])),
    categories: new Map(categories.map((c) => [c.category_id, c.name])),
    subcategories: new Map(subcategories.map((s) => [s.subcategory_id, s.name])),
  };
  kept.set(lang, { at: now, names });
  return names;
}

/** Products (cards, details) with their names in the language; untranslated ones as they were. */
export function productsIn<T extends { id: number; name: string; summary?: string }>(names: CatalogueNames, items: T[]): T[] {
  if (names.products.size === 0) return items;
  return items.map((p) => {
    const t = names.products.get(p.id);
    if (!t) return p;
    return { ...p, name: t.name, ...(t.description && p.summary !== undefined ? { summary: t.description } : {}) };
  });
}

/** Cart lines (keyed by pid) with their product names in the language. */
export function cartLinesIn<T extends { pid: number; name: string }>(names: CatalogueNames, lines: T[]): T[] {
  if (names.products.size === 0) return lines;
  return lines.map((l) => {
    const t = names.products.get(l.pid);
    return t ? { ...l, name: t.name } : l;
  });
}

/** An order's lines (keyed by product_id) with today's names in the language: the order keeps the English it was placed with. */
export function orderLinesIn<T extends { product_id: number; name: string }>(names: CatalogueNames, lines: T[]): T[] {
  if (names.products.size === 0) return lines;
  return lines.map((l) => {
    const t = names.products.get(l.product_id);
    return t ? { ...l, name: t.name } : l;
  });
}

/** Categories (menus, tiles, a product's category) with their names in the language. */
export function categoriesIn<T extends { id: number; name: string }>(names: CatalogueNames, items: T[]): T[] {
  if (names.categories.size === 0) return items;
  return items.map((c) => {
    const name = names.categories.get(c.id);
    return name ? { ...c, name } : c;
  });
}

/** Subcategories (the shop page's shelves, menus) with their names in the language. */
export function subcategoriesIn<T extends { id: number; name: string }>(names: CatalogueNames, items: T[]): T[] {
  if (names.subcategories.size === 0) return items;
  return items.map((s) => {
    const name = names.subcategories.get(s.id);
    return name ? { ...s, name } : s;
  });
}

/**
 * A product page's own words in the language (issue 34): the short line, the description, the
 * specification list and the Legal Metrology facts a shopper reads (storage, best before, origin).
 * The manufacturer's line stays as printed on the pack; without a translation the page is as it was.
 */
export async function productPageIn<T extends ProductDetail>(db: D1Database, lang: Lang, product: T): Promise<T> {
  if (lang === 'en') return product;
  const row = await productTextIn(db, product.id, lang);
  if (!row) return product;
  return {
    ...product,
    summary: row.summary,
    details: row.details,
    specification: parseSpecification(row.specification),
    generic_name: row.generic_name,
    best_before: row.best_before,
    country_of_origin: row.country_of_origin,
  };
}
