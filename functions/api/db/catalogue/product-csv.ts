/**
 * Products by CSV (issue 28): the reads a check needs and the apply's one batch. The batch is a few
 * statements per 500 rows, each reading its rows from one JSON parameter (as the prices' CSV does),
 * so a 20,000-row file stays far under D1's statements per invocation.
 */
import type { CategoryRef, ProductAdd, ProductEdit, StoredProduct } from '../../../../src/lib/domain/catalogue/product-csv';
import { bumpStamp, COLUMN, FIELDS, SELECT_EDITABLE } from './staff-catalogue';

/** The store's products for the SKUs a file names. */
export async function readStoredBySku(db: D1Database, skus: string[]): Promise<StoredProduct[]> {
  const { results } = await db
    .prepare(`SELECT p.id, ${SELECT_EDITABLE} FROM product p WHERE p.slug IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(skus))
    .all<StoredProduct>();
  return results;
}

/** Every category with its subcategories: what a row's category and subcategory cells name. */
export async function readCategoryRefs(db: D1Database): Promise<CategoryRef[]> {
  const [cats, subs] = await db.batch<{ id: number; name: string; slug: string; category_id?: number }>([
    db.prepare('SELECT id, name, slug FROM category'),
    db.prepare('SELECT id, category_id, name, slug FROM subcategory'),
  ]);
  return cats!.results.map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    subcategories: subs!.results.filter((s) => s.category_id === c.id).map((s) => ({ id: s.id, name: s.name, slug: s.slug })),
  }));
}

const CHUNK = 500;
const chunks = <T>(list: T[]): T[][] =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));
const cols = FIELDS.map((f) => COLUMN[f]);
const fromJson = (prefix: string) => FIELDS.map((f) => `value ->> '$.${prefix}${f}'`).join(', ');

/**
 * The checked file in one batch (one transaction): new products with their audit rows, then every
 * change, each holding only while the product is still exactly as the check saw it. The guards come
 * BEFORE each write: inside the batch nothing can come between the guard and its write, whereas
 * changes() after a write that fires the search index's FTS5 triggers counts the index's own rows,
 * not the products. A guard that fails (or a SKU added meanwhile, by the UNIQUE slug) rolls the
 * whole batch back: nothing is written and the caller says so.
 */
export async function writeProductCsv(
  db: D1Database,
  adds: ProductAdd[],
  changes: ProductEdit[],
  staffId: number,
  now: number,
): Promise<void> {
  const statements: D1PreparedStatement[] = [];
  for (const chunk of chunks(adds)) {
    const json = JSON.stringify(chunk.map((a) => a.product));
    statements.push(
      db
        .prepare(
          `INSERT INTO order_guard (ok)
           SELECT NOT EXISTS (SELECT 1 FROM product WHERE slug IN (SELECT value ->> '$.slug' FROM json_each(?1)))`,
        )
        .bind(json),
      db
        .prepare(`INSERT INTO product (${cols.join(', ')}, created_at, is_new) SELECT ${fromJson('')}, ?2, 1 FROM json_each(?1)`)
        .bind(json, now),
      db
        .prepare(
          `INSERT INTO product_change (product_id, staff_id, at, source, before_json, after_json)
           SELECT p.id, ?2, ?3, 'new', '{}', j.value FROM json_each(?1) AS j JOIN product AS p ON p.slug = j.value ->> '$.slug'`,
        )
        .bind(json, staffId, now),
    );
  }
  for (const chunk of chunks(changes)) {
    const json = JSON.stringify(
      chunk.map((c) => ({ id: c.product_id, now: c.now, was: c.was, b: JSON.stringify(c.before), a: JSON.stringify(c.after) })),
    );
    const sets = FIELDS.map((f) => `${COLUMN[f]} = j.${f}`).join(', ');
    const holds = FIELDS.map((f) => `product.${COLUMN[f]} IS j.was_${f}`).join(' AND ');
    const picked = FIELDS.map((f) => `value ->> '$.now.${f}' AS ${f}, value ->> '$.was.${f}' AS was_${f}`).join(', ');
    const rows = `(SELECT value ->> '$.id' AS id, ${picked} FROM json_each(?1)) AS j`;
    statements.push(
      db
        .prepare(`INSERT INTO order_guard (ok) SELECT count(*) = ?2 FROM product JOIN ${rows} ON product.id = j.id WHERE ${holds}`)
        .bind(json, chunk.length),
      db.prepare(`UPDATE product SET ${sets} FROM ${rows} WHERE product.id = j.id AND ${holds}`).bind(json),
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
