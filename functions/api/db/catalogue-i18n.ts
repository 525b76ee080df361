/** Kannada and Hindi names of products, categories (migration 0016) and subcategories (0019): one language at a time. */
import type { Lang } from '../../../src/lib/domain/i18n/langs';

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
  const { results } = await db.prepare('SELECT product_id, name, description FROM product_i18n WHERE lang = ?1').bind(lang).all<ProductNameRow>();
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
  const { results } = await db.prepare('SELECT subcategory_id, name FROM subcategory_i18n WHERE lang = ?1').bind(lang).all<SubcategoryNameRow>();
  return results;
}
