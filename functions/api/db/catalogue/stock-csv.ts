/** Reads for the stock count by CSV (services/catalogue/stock-csv.ts): the packs a file names, and their counts now. */
import { promisedSql } from './stock';

export interface PackOfSku {
  product_id: number;
  slug: string;
  name: string;
  /** product_attribute.id, or 0 for a product sold in one size */
  pack_id: number;
  /** the size as the shop names it, lower case; '' for a product sold in one size */
  pack: string;
}

/** Every pack of the products the file names (one JSON parameter: D1 binds at most 100). */
export async function packsBySku(db: D1Database, skus: string[]): Promise<PackOfSku[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id AS product_id, p.slug, p.name, coalesce(pa.id, 0) AS pack_id, lower(trim(coalesce(pa.name, ''))) AS pack
         FROM product p LEFT JOIN product_attribute pa ON pa.product_id = p.id
        WHERE p.slug IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(skus))
    .all<PackOfSku>();
  return results;
}

export interface CountNow {
  branch_id: number;
  product_id: number;
  pack_id: number;
  /** what may be sold there now */
  kept: number;
  /** promised to payments in progress and orders not yet packed */
  promised: number;
}

/** The counts kept now of [branch, product, pack] triples. */
export async function countsNow(db: D1Database, places: [number, number, number][]): Promise<CountNow[]> {
  if (places.length === 0) return [];
  const { results } = await db
    .prepare(
      `WITH t AS (SELECT json_extract(value, '$[0]') AS b, json_extract(value, '$[1]') AS p, json_extract(value, '$[2]') AS k FROM json_each(?1))
       SELECT t.b AS branch_id, t.p AS product_id, t.k AS pack_id,
              coalesce((SELECT qty FROM branch_stock WHERE branch_id = t.b AND product_id = t.p AND pack_id = t.k), 0) AS kept,
              ${promisedSql({ branch: 't.b', product: 't.p', pack: 't.k' })} AS promised
         FROM t`,
    )
    .bind(JSON.stringify(places))
    .all<CountNow>();
  return results;
}
