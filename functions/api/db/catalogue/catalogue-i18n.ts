/**
 * Kannada and Hindi names of products, categories (migration 0016) and subcategories (0019): one
 * language at a time; a product page's own words (0020) one product at a time.
 */
import type { Lang } from '../../../../src/lib/domain/i18n/langs';

export interface ProductNameRow {
  product_id: number;
  name: string;
  description: string | null;
}

export interface CategoryNameRow {
  category_id: number;
  name: string;
}

export async function productNamesIn(db: D1Database, lang: Lang): Promise<ProductNameRow[]> {
  const { results } = await db
    .prepare('SELECT product_id, name, description FROM product_i18n WHERE lang = ?1')
    .bind(lang)
    .all<ProductNameRow>();
  return results;
}

export async function categoryNamesIn(db: D1Database, lang: Lang): Promise<CategoryNameRow[]> {
  const { results } = await db.prepare('SELECT category_id, name FROM category_i18n WHERE lang = ?1').bind(lang).all<CategoryNameRow>();
  return results;
}

export interface SubcategoryNameRow {
  subcategory_id: number;
  name: string;
}

export async function subcategoryNamesIn(db: D1Database, lang: Lang): Promise<SubcategoryNameRow[]> {
  const { results } = await db
    .prepare('SELECT subcategory_id, name FROM subcategory_i18n WHERE lang = ?1')
    .bind(lang)
    .all<SubcategoryNameRow>();
  return results;
}

/** A product's page words in a language (product_text_i18n, migration 0020), or null. */
export interface ProductTextRow {
  /** the short line (column sort_details) */
  summary: string;
  details: string;
  specification: string;
  generic_name: string;
  best_before: string;
  country_of_origin: string;
}

export async function productTextIn(db: D1Database, productId: number, lang: Lang): Promise<ProductTextRow | null> {
  return db
    .prepare(
      'SELECT sort_details AS summary, details, specification, generic_name, best_before, country_of_origin FROM product_text_i18n WHERE product_id = ?1 AND lang = ?2',
    )
    .bind(productId, lang)
    .first<ProductTextRow>();
}
