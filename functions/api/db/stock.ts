/**
 * Inventory writes for the order batch. Each guarded UPDATE is followed by guardHeld(), which aborts
 * the whole batch (migration 0003) when the UPDATE changed no row, so stock and deal units can never
 * be oversold, not even by orders racing each other.
 */

/** Aborts the surrounding batch unless the previous statement changed exactly one row. */
export function guardHeld(db: D1Database): D1PreparedStatement {
  return db.prepare('INSERT INTO order_guard (ok) SELECT changes() = 1');
}

export function takeStock(db: D1Database, productId: number, qty: number): D1PreparedStatement {
  return db.prepare('UPDATE product SET stock = stock - ?1 WHERE id = ?2 AND stock >= ?1 AND out_of_stock = 0').bind(qty, productId);
}

/** Deal units are limited by max_count (SPEC §5: never more than max_count − purchased_count). */
export function takeDealUnits(db: D1Database, productId: number, qty: number): D1PreparedStatement {
  return db
    .prepare('UPDATE product SET purchased_count = purchased_count + ?1 WHERE id = ?2 AND purchased_count + ?1 <= max_count')
    .bind(qty, productId);
}

export interface StockLevel {
  id: number;
  name: string;
  stock: number;
  out_of_stock: number;
  max_count: number;
  purchased_count: number;
}

/** Fresh levels after a refused batch, to tell the shopper which product ran out. */
export function stockLevelsStatement(db: D1Database, productIds: number[]): D1PreparedStatement {
  const ids = productIds.length ? productIds : [0];
  const marks = ids.map((_, i) => `?${i + 1}`).join(', ');
  return db.prepare(`SELECT id, name, stock, out_of_stock, max_count, purchased_count FROM product WHERE id IN (${marks})`).bind(...ids);
}
