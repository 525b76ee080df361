/**
 * The catalogue as the manager edits it (issue 28). Every write is one batch: the guarded UPDATE
 * (it holds only if the product is still as the manager saw it), the order_guard that rolls the
 * batch back otherwise, the audit row (product_change) and the catalogue stamp that tells every
 * isolate's cache to drop its copies (catalogue-cache.ts).
 */
import type { EditableProduct } from '../../../../src/lib/domain/catalogue/catalogue-edit';
import type { PricedNow, PriceChange } from '../../../../src/lib/domain/catalogue/price-csv';
import { escapeLike } from '../like';

/** The product table's columns under the console's names. */
export const COLUMN: Record<keyof EditableProduct, string> = {
  name: 'name',
  slug: 'slug',
  brand: 'brand',
  category_id: 'category_id',
  subcategory_id: 'subcategory_id',
  price: 'discount_price',
  mrp: 'previous_price',
  deal_type: 'is_type',
  deal_price: 'deal_amount',
  deal_start: 'deal_start',
  deal_end: 'deal_end',
  deal_units: 'max_count',
  points: 'point',
  deal_points: 'deal_point',
  veg: 'veg',
  net_quantity: 'net_quantity',
  net_unit: 'net_unit',
  country_of_origin: 'country_of_origin',
  manufacturer: 'manufacturer',
  generic_name: 'generic_name',
  gst_rate: 'gst_rate',
  hsn_code: 'hsn_code',
};
export const FIELDS = Object.keys(COLUMN) as (keyof EditableProduct)[];
export const SELECT_EDITABLE = FIELDS.map((f) => `p.${COLUMN[f]} AS ${f}`).join(', ');

export interface CatalogueItem {
  id: number;
  name: string;
  slug: string;
  photo: string;
  price: number;
  mrp: number;
  deal_type: string | null;
  deal_price: number | null;
  category: string;
}

export interface EditableRow extends EditableProduct {
  id: number;
  photo: string;
  purchased_count: number;
}

export async function searchCatalogue(db: D1Database, q: string | undefined, limit: number): Promise<CatalogueItem[]> {
  const like = q ? `%${escapeLike(q)}%` : null;
  const { results } = await db
    .prepare(
      `SELECT p.id, p.name, p.slug, p.photo, p.discount_price AS price, p.previous_price AS mrp, p.is_type AS deal_type,
              p.deal_amount AS deal_price, c.name AS category
         FROM product p JOIN category c ON c.id = p.category_id
        WHERE (?1 IS NULL OR p.name LIKE ?1 ESCAPE '\\' OR p.slug LIKE ?1 ESCAPE '\\' OR p.brand LIKE ?1 ESCAPE '\\')
        ORDER BY p.name LIMIT ?2`,
    )
    .bind(like, limit)
    .all<CatalogueItem>();
  return results;
}

export async function readEditable(db: D1Database, id: number): Promise<EditableRow | null> {
  return db
    .prepare(`SELECT p.id, p.photo, p.purchased_count, ${SELECT_EDITABLE} FROM product p WHERE p.id = ?1`)
    .bind(id)
    .first<EditableRow>();
}

export async function slugOwner(db: D1Database, slug: string): Promise<number | null> {
  const row = await db.prepare('SELECT id FROM product WHERE slug = ?1').bind(slug).first<{ id: number }>();
  return row?.id ?? null;
}

/** Whether the category exists and, when given, the subcategory is one of it. */
export async function categoryHolds(
  db: D1Database,
  categoryId: number,
  subcategoryId: number | null,
): Promise<{ category: boolean; sub: boolean }> {
  const row = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM category WHERE id = ?1) AS category,
              (?2 IS NULL OR EXISTS (SELECT 1 FROM subcategory WHERE id = ?2 AND category_id = ?1)) AS sub`,
    )
    .bind(categoryId, subcategoryId)
    .first<{ category: number; sub: number }>();
  return { category: row?.category === 1, sub: row?.sub === 1 };
}

export const bumpStamp = (db: D1Database) => db.prepare('UPDATE catalogue_stamp SET version = version + 1 WHERE id = 1');
export const guard = (db: D1Database, changes = 1) => db.prepare('INSERT INTO order_guard (ok) SELECT changes() = ?1').bind(changes);

/**
 * The change as one batch: the product's changed columns, only while each still holds its value
 * from `before` (a manager saving over another's newer change is refused), and its audit row.
 * Throws (the batch rolled back whole) when the guard did not hold.
 */
export async function writeChange(
  db: D1Database,
  id: number,
  before: Partial<EditableProduct>,
  after: Partial<EditableProduct>,
  staffId: number,
  now: number,
): Promise<void> {
  const fields = Object.keys(after) as (keyof EditableProduct)[];
  const sets = fields.map((f, i) => `${COLUMN[f]} = ?${i + 2}`).join(', ');
  const holds = fields.map((f, i) => `${COLUMN[f]} IS ?${fields.length + i + 2}`).join(' AND ');
  await db.batch([
    db
      .prepare(`UPDATE product SET ${sets} WHERE id = ?1 AND ${holds}`)
      .bind(id, ...fields.map((f) => after[f]), ...fields.map((f) => before[f])),
    guard(db),
    db
      .prepare(
        `INSERT INTO product_change (product_id, staff_id, at, source, before_json, after_json) VALUES (?1, ?2, ?3, 'console', ?4, ?5)`,
      )
      .bind(id, staffId, now, JSON.stringify(before), JSON.stringify(after)),
    bumpStamp(db),
  ]);
}

/** A new product on the shelf (no stock yet: the branches count it in), with its audit row; its id. */
export async function insertProduct(db: D1Database, p: EditableProduct, staffId: number, now: number): Promise<number> {
  const cols = FIELDS.map((f) => COLUMN[f]);
  const [, found] = await db.batch([
    db
      .prepare(
        `INSERT INTO product (${cols.join(', ')}, created_at, is_new) VALUES (${cols.map((_, i) => `?${i + 1}`).join(', ')}, ?${cols.length + 1}, 1)`,
      )
      .bind(...FIELDS.map((f) => p[f]), now),
    db.prepare('SELECT id FROM product WHERE slug = ?1').bind(p.slug),
    db
      .prepare(
        `INSERT INTO product_change (product_id, staff_id, at, source, before_json, after_json)
         SELECT id, ?2, ?3, 'new', '{}', ?4 FROM product WHERE slug = ?1`,
      )
      .bind(p.slug, staffId, now, JSON.stringify(p)),
    bumpStamp(db),
  ]);
  return (found!.results[0] as { id: number }).id;
}

export interface ChangeRow {
  id: number;
  at: number;
  source: 'console' | 'new' | 'csv';
  staff_name: string;
  before_json: string;
  after_json: string;
}

export async function listChanges(db: D1Database, productId: number, limit: number): Promise<ChangeRow[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.at, c.source, s.name AS staff_name, c.before_json, c.after_json
         FROM product_change c JOIN staff s ON s.id = c.staff_id
        WHERE c.product_id = ?1 ORDER BY c.id DESC LIMIT ?2`,
    )
    .bind(productId, limit)
    .all<ChangeRow>();
  return results;
}

/** The products a CSV names, by SKU (one statement, however many rows). */
export async function readPricesBySku(db: D1Database, skus: string[]): Promise<(PricedNow & { slug: string })[]> {
  const { results } = await db
    .prepare(
      `SELECT id, name, slug, discount_price AS price, previous_price AS mrp, is_type AS deal_type, deal_amount AS deal_price,
              deal_start, deal_end
         FROM product WHERE slug IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(skus))
    .all<PricedNow & { slug: string }>();
  return results;
}

/** Rows per statement: a JSON parameter of this many changes stays well under D1's limits. */
const CHUNK = 1000;

/**
 * Every change of a checked CSV in one batch (one transaction): each chunk's UPDATE holds only for
 * products still priced as the dry run saw them, and its guard rolls the whole batch back unless
 * every row changed; then the audit rows and the stamp.
 */
export async function writePriceChanges(db: D1Database, changes: PriceChange[], staffId: number, now: number): Promise<void> {
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < changes.length; i += CHUNK) {
    const chunk = changes.slice(i, i + CHUNK).map((c) => {
      const b: Record<string, number | null> = {};
      const a: Record<string, number | null> = {};
      for (const k of ['price', 'mrp', 'deal_price'] as const) {
        if (c.before[k] === c.after[k]) continue;
        b[k] = c.before[k];
        a[k] = c.after[k];
      }
      return { id: c.product_id, ...c.after, was: c.before, b: JSON.stringify(b), a: JSON.stringify(a) };
    });
    const json = JSON.stringify(chunk);
    statements.push(
      db
        .prepare(
          `UPDATE product SET discount_price = j.price, previous_price = j.mrp, deal_amount = j.deal_price
             FROM (SELECT value ->> '$.id' AS id, value ->> '$.price' AS price, value ->> '$.mrp' AS mrp,
                          value ->> '$.deal_price' AS deal_price, value ->> '$.was.price' AS was_price,
                          value ->> '$.was.mrp' AS was_mrp, value ->> '$.was.deal_price' AS was_deal
                     FROM json_each(?1)) AS j
            WHERE product.id = j.id AND product.discount_price = j.was_price AND product.previous_price = j.was_mrp
              AND product.deal_amount IS j.was_deal`,
        )
        .bind(json),
      guard(db, chunk.length),
      db
        .prepare(
          `INSERT INTO product_change (product_id, staff_id, at, source, before_json, after_json)
           SELECT value ->> '$.id', ?2, ?3, 'csv', value ->> '$.b', value ->> '$.a' FROM json_each(?1)`,
        )
        .bind(json, staffId, now),
    );
  }
  if (statements.length) await db.batch([...statements, bumpStamp(db)]);
}

/** The catalogue stamp: how many catalogue changes there have been (catalogue-cache.ts). */
/** Moves the stamp for a change written outside the console's own batches (a stock count). */
export async function bumpCatalogueStamp(db: D1Database): Promise<void> {
  await bumpStamp(db).run();
}

export async function readCatalogueStamp(db: D1Database): Promise<number> {
  const row = await db.prepare('SELECT version FROM catalogue_stamp WHERE id = 1').first<{ version: number }>();
  return row?.version ?? 0;
}
