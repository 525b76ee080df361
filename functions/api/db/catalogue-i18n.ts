/** Kannada and Hindi names of products and categories (migration 0016): one language at a time. */
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
