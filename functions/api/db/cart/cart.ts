/**
 * The customer's server cart (cart_line). Every query is scoped by user_id; prices are never stored,
 * only product, variant and quantity, so a line is always priced from the catalogue as it is now.
 */
import type { ProductCard } from '../../../../src/lib/domain/types';
import { CARD_COLUMNS, toProductCard, type CardRow } from '../catalogue';

export interface CartRow {
  line_id: number;
  product_id: number;
  attribute_id: number;
  qty: number;
  created_at: number;
}

export interface CartProductRow {
  line: CartRow;
  product: ProductCard;
}

interface JoinedRow extends CardRow {
  line_id: number;
  product_id: number;
  attribute_id: number;
  qty: number;
  line_created_at: number;
}

/** The cart with each line's product card (variants included), oldest line first. */
export async function listCartProducts(db: D1Database, userId: number): Promise<CartProductRow[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id AS line_id, c.product_id, c.attribute_id, c.qty, c.created_at AS line_created_at, ${CARD_COLUMNS}
         FROM cart_line c JOIN product p ON p.id = c.product_id
        WHERE c.user_id = ?1
        ORDER BY c.id`,
    )
    .bind(userId)
    .all<JoinedRow>();
  return results.map((r) => ({
    line: { line_id: r.line_id, product_id: r.product_id, attribute_id: r.attribute_id, qty: r.qty, created_at: r.line_created_at },
    product: toProductCard(r),
  }));
}

export async function findProductCard(db: D1Database, productId: number): Promise<ProductCard | null> {
  const row = await db.prepare(`SELECT ${CARD_COLUMNS} FROM product p WHERE p.id = ?1`).bind(productId).first<CardRow>();
  return row ? toProductCard(row) : null;
}

export async function findCartLine(db: D1Database, userId: number, productId: number): Promise<CartRow | null> {
  return db
    .prepare('SELECT id AS line_id, product_id, attribute_id, qty, created_at FROM cart_line WHERE user_id = ?1 AND product_id = ?2')
    .bind(userId, productId)
    .first<CartRow>();
}

/** One line as it is written: whose cart, which product, which variant, how many. */
export interface CartLinePut {
  userId: number;
  productId: number;
  attributeId: number;
  qty: number;
}

/** The one INSERT of a line; each caller says what a line already there means. */
function putCartLine(db: D1Database, line: CartLinePut, now: number, onConflict: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO cart_line (user_id, product_id, attribute_id, qty, created_at) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (user_id, product_id) ${onConflict}`,
    )
    .bind(line.userId, line.productId, line.attributeId, line.qty, now);
}

/** Inserts a new line; false when the product is already in this cart (UNIQUE user_id, product_id). */
export async function insertCartLine(db: D1Database, line: CartLinePut, now: number): Promise<boolean> {
  const r = await putCartLine(db, line, now, 'DO NOTHING').run();
  return r.meta.changes === 1;
}

export async function updateCartLine(db: D1Database, line: CartLinePut): Promise<boolean> {
  const r = await db
    .prepare('UPDATE cart_line SET attribute_id = ?3, qty = ?4 WHERE user_id = ?1 AND product_id = ?2')
    .bind(line.userId, line.productId, line.attributeId, line.qty)
    .run();
  return r.meta.changes === 1;
}

export async function deleteCartLine(db: D1Database, userId: number, productId: number): Promise<boolean> {
  const r = await db.prepare('DELETE FROM cart_line WHERE user_id = ?1 AND product_id = ?2').bind(userId, productId).run();
  return r.meta.changes > 0;
}

export async function clearCart(db: D1Database, userId: number): Promise<number> {
  const r = await db.prepare('DELETE FROM cart_line WHERE user_id = ?1').bind(userId).run();
  return r.meta.changes;
}

/** Product cards by id, for a browser cart's lines (one round trip for the whole cart). */
export async function findProductCards(db: D1Database, productIds: number[]): Promise<Map<number, ProductCard>> {
  if (productIds.length === 0) return new Map();
  const { results } = await db
    .prepare(`SELECT ${CARD_COLUMNS} FROM product p WHERE p.id IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(productIds))
    .all<CardRow>();
  return new Map(results.map((r) => [r.id, toProductCard(r)]));
}

/** The customer's lines as they are stored (product, variant, quantity), by product. */
export async function listCartRows(db: D1Database, userId: number): Promise<Map<number, CartRow>> {
  const { results } = await db
    .prepare('SELECT id AS line_id, product_id, attribute_id, qty, created_at FROM cart_line WHERE user_id = ?1')
    .bind(userId)
    .all<CartRow>();
  return new Map(results.map((r) => [r.product_id, r]));
}

/**
 * Puts a line at an absolute variant and quantity, whether or not the product is in the cart yet.
 * Absolute, never `qty + ?`: writing the same merge twice leaves the same cart.
 */
export function setCartLineStatement(db: D1Database, line: CartLinePut, now: number): D1PreparedStatement {
  return putCartLine(db, line, now, 'DO UPDATE SET attribute_id = excluded.attribute_id, qty = excluded.qty');
}
