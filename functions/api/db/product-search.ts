import { reads, type Reads } from './batch';
import { CARD_COLUMNS, type CardRow } from './product-rows';

/** Full-text search over products (product_fts: rowid = product.id). */

/** `match` must be a MATCH expression built by services/search.ts from word tokens only. */
export function searchCardsStatement(db: D1Database, match: string, limit: number): Reads<CardRow> {
  // bm25 weights: a hit in the name counts most, then the brand, then generic/category words
  return reads(db
    .prepare(
      `SELECT ${CARD_COLUMNS} FROM product_fts JOIN product p ON p.id = product_fts.rowid
       WHERE product_fts MATCH ? ORDER BY bm25(product_fts, 10.0, 5.0, 1.0), p.id LIMIT ?`,
    )
    .bind(match, limit));
}

export interface ProductSuggestion {
  id: number;
  name: string;
  slug: string;
  photo: string;
  discount_price: number;
}

export function suggestProductsStatement(db: D1Database, match: string, limit: number): Reads<ProductSuggestion> {
  return reads(db
    .prepare(
      `SELECT p.id, p.name, p.slug, p.photo, p.discount_price FROM product_fts JOIN product p ON p.id = product_fts.rowid
       WHERE product_fts MATCH ? ORDER BY bm25(product_fts, 10.0, 5.0, 1.0), p.id LIMIT ?`,
    )
    .bind(match, limit));
}
