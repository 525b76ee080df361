/**
 * Every statement that changes stock, in one place (migration 0031, docs/stock.md). Stock is counted
 * per branch and pack (branch_stock) and changes only by a row in the stock_move ledger, whose
 * trigger applies the delta to the branch's count and to product.stock (the store-wide total). A
 * move that would take a count below 0 fails the count's CHECK, which aborts the whole D1 batch, so
 * no branch can be oversold, not even by orders racing each other; the other guarded UPDATEs are
 * followed by guardHeld(), which aborts the batch (migration 0003) when the UPDATE changed no row.
 */

/** Aborts the surrounding batch unless the previous statement changed exactly one row. */
export function guardHeld(db: D1Database): D1PreparedStatement {
  return db.prepare('INSERT INTO order_guard (ok) SELECT changes() = 1');
}

/**
 * The pack a line counts against: the variant it names, else (aid 0) the product's first variant,
 * whose price the product itself carries, else 0 for a product without variants. SQL over two
 * column or parameter expressions, so every statement and read says it the same way.
 */
export function packSql(productExpr: string, attributeExpr: string): string {
  return `coalesce(nullif(${attributeExpr}, 0),
    (SELECT pa.id FROM product_attribute pa WHERE pa.product_id = ${productExpr} ORDER BY pa.sort, pa.id LIMIT 1), 0)`;
}

/** What may be sold of a line's pack at a branch (0 when the branch never counted it). */
export function branchQtySql(branchExpr: string, productExpr: string, attributeExpr: string): string {
  return `coalesce((SELECT bs.qty FROM branch_stock bs WHERE bs.branch_id = ${branchExpr} AND bs.product_id = ${productExpr}
    AND bs.pack_id = ${packSql(productExpr, attributeExpr)}), 0)`;
}

/** Where units are taken from or put back: a branch, a product and the line's variant (0: none). */
export interface StockPlace {
  branchId: number;
  productId: number;
  attributeId: number;
}

/** Who a sale or hold is for: the order being written (by txnid) or the payment intent. */
export type TakeFor = { kind: 'sale'; txnid: string } | { kind: 'hold'; providerOrderId: string };

/**
 * Takes units off the branch's count for an order or a payment hold. A product staff marked
 * unavailable takes nothing and the guard aborts the batch; a count that is short fails its CHECK.
 */
export function takeStock(db: D1Database, at: StockPlace, qty: number, forWhom: TakeFor, now: number): D1PreparedStatement[] {
  const orderId = forWhom.kind === 'sale' ? '(SELECT id FROM orders WHERE txnid = ?6)' : 'NULL';
  const intentId = forWhom.kind === 'hold' ? '(SELECT id FROM payment_intent WHERE provider_order_id = ?6)' : 'NULL';
  const ref = forWhom.kind === 'sale' ? forWhom.txnid : forWhom.providerOrderId;
  return [
    db
      .prepare(
        `INSERT INTO stock_move (branch_id, product_id, pack_id, delta, kind, order_id, intent_id, at)
         SELECT ?1, ?2, ${packSql('?2', '?3')}, -?4, ?5, ${orderId}, ${intentId}, ?7
          WHERE EXISTS (SELECT 1 FROM product WHERE id = ?2 AND out_of_stock = 0)`,
      )
      .bind(at.branchId, at.productId, at.attributeId, qty, forWhom.kind, ref, now),
    guardHeld(db),
  ];
}

/** Deal units are limited by max_count (SPEC §5: never more than max_count − purchased_count). */
export function takeDealUnits(db: D1Database, productId: number, qty: number): D1PreparedStatement {
  return db
    .prepare('UPDATE product SET purchased_count = purchased_count + ?1 WHERE id = ?2 AND purchased_count + ?1 <= max_count')
    .bind(qty, productId);
}

/** The branch an order's units belong to; orders from before branches were counted used branch 1's. */
const ORDER_BRANCH = 'coalesce(o.branch_id, (SELECT min(id) FROM branch))';

/** Cancelled: every unit still in the order back at its branch and pack (as packed, once packed). */
export function returnOrderStock(db: D1Database, orderId: number, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO stock_move (branch_id, product_id, pack_id, delta, kind, order_id, at)
       SELECT ${ORDER_BRANCH}, l.product_id, ${packSql('l.product_id', 'l.attribute_id')}, coalesce(l.packed_qty, l.qty), 'cancel_return', o.id, ?2
         FROM order_line l JOIN orders o ON o.id = l.order_id
        WHERE l.order_id = ?1 AND coalesce(l.packed_qty, l.qty) > 0
        ORDER BY l.id`,
    )
    .bind(orderId, now);
}

/** Packed short: the units not packed of one order line back at the order's branch and pack. */
export function returnUnpackedUnits(db: D1Database, orderId: number, lineId: number, back: number, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO stock_move (branch_id, product_id, pack_id, delta, kind, order_id, at)
       SELECT ${ORDER_BRANCH}, l.product_id, ${packSql('l.product_id', 'l.attribute_id')}, ?3, 'packing_return', o.id, ?4
         FROM order_line l JOIN orders o ON o.id = l.order_id
        WHERE l.id = ?2 AND l.order_id = ?1 AND ?3 > 0`,
    )
    .bind(orderId, lineId, back, now);
}

/** Substituted at packing (migration 0040): the substitute's packed units off the order's branch and pack; its count's CHECK aborts an oversell. */
export function takeSubstituteUnits(db: D1Database, orderId: number, lineId: number, now: number): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO stock_move (branch_id, product_id, pack_id, delta, kind, order_id, at)
         SELECT ${ORDER_BRANCH}, s.product_id, ${packSql('s.product_id', 's.attribute_id')}, -s.packed_qty, 'sale', o.id, ?3
           FROM line_substitute s JOIN orders o ON o.id = s.order_id
          WHERE s.line_id = ?2 AND s.order_id = ?1 AND s.packed_qty > 0
            AND EXISTS (SELECT 1 FROM product WHERE id = s.product_id AND out_of_stock = 0)`,
      )
      .bind(orderId, lineId, now),
    guardHeld(db),
  ];
}

/** Cancelled after packing: the substitutes that went into the bag back at the order's branch and pack. */
export function returnSubstituteUnits(db: D1Database, orderId: number, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO stock_move (branch_id, product_id, pack_id, delta, kind, order_id, at)
       SELECT ${ORDER_BRANCH}, s.product_id, ${packSql('s.product_id', 's.attribute_id')}, s.packed_qty, 'cancel_return', o.id, ?2
         FROM line_substitute s JOIN orders o ON o.id = s.order_id
        WHERE s.order_id = ?1 AND s.packed_qty > 0
        ORDER BY s.line_id`,
    )
    .bind(orderId, now);
}

/** A payment's hold row, at the branch and pack its units came from. */
export function recordHold(db: D1Database, providerOrderId: string, at: StockPlace, qty: number, deal: 0 | 1): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO stock_hold (intent_id, product_id, qty, deal, branch_id, pack_id)
       VALUES ((SELECT id FROM payment_intent WHERE provider_order_id = ?1), ?2, ?3, ?4, ?5, ${packSql('?2', '?6')})`,
    )
    .bind(providerOrderId, at.productId, qty, deal, at.branchId, at.attributeId);
}

/**
 * The order takes an intent's held units: the ledger shows the hold released and the sale, both
 * at the hold's branch and pack, netting 0 (the units left the count with the hold).
 */
export function convertHeldUnits(db: D1Database, intentId: number, productId: number, txnid: string, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO stock_move (branch_id, product_id, pack_id, delta, kind, order_id, intent_id, at)
       SELECT h.branch_id, h.product_id, h.pack_id, m.sign * h.qty, m.kind, (SELECT id FROM orders WHERE txnid = ?3), h.intent_id, ?4
         FROM stock_hold h JOIN (SELECT 1 AS sign, 'hold_release' AS kind, 1 AS n UNION ALL SELECT -1, 'sale', 2) m
        WHERE h.intent_id = ?1 AND h.product_id = ?2
        ORDER BY m.n`,
    )
    .bind(intentId, productId, txnid, now);
}

/**
 * Held units of every intent `intentsSql` selects (binding ?1) back at their branch and pack, deal
 * units back on offer. Callers delete the hold rows next: a hold already converted or released is
 * gone, so releasing twice gives nothing back.
 */
export function releaseHeldUnits(db: D1Database, intentsSql: string, bind: number, now: number): D1PreparedStatement[] {
  const held = `FROM stock_hold h WHERE h.product_id = product.id AND h.intent_id IN (${intentsSql})`;
  return [
    db
      .prepare(
        `INSERT INTO stock_move (branch_id, product_id, pack_id, delta, kind, intent_id, at)
         SELECT h.branch_id, h.product_id, h.pack_id, h.qty, 'hold_release', h.intent_id, ?2
           FROM stock_hold h WHERE h.intent_id IN (${intentsSql}) ORDER BY h.intent_id, h.product_id`,
      )
      .bind(bind, now),
    db
      .prepare(
        `UPDATE product SET purchased_count = max(0, purchased_count - (SELECT coalesce(sum(CASE WHEN h.deal = 1 THEN h.qty ELSE 0 END), 0) ${held}))
          WHERE id IN (SELECT product_id FROM stock_hold WHERE intent_id IN (${intentsSql}) AND deal = 1)`,
      )
      .bind(bind),
  ];
}

export interface StockLevel {
  id: number;
  name: string;
  /** what may be sold of the line's pack at the order's branch */
  stock: number;
  out_of_stock: number;
  max_count: number;
  purchased_count: number;
}

/** Fresh levels at a branch after a refused batch, to tell the shopper which product ran out. */
export function stockLevelsStatement(
  db: D1Database,
  branchId: number,
  lines: readonly { product_id: number; attribute_id: number }[],
): D1PreparedStatement {
  const wanted = lines.length ? lines : [{ product_id: 0, attribute_id: 0 }];
  const rows = wanted.map((_, i) => `SELECT ?${2 * i + 2} AS product_id, ?${2 * i + 3} AS attribute_id`).join(' UNION ALL ');
  return db
    .prepare(
      `WITH line AS (${rows})
       SELECT p.id, p.name, ${branchQtySql('?1', 'line.product_id', 'line.attribute_id')} AS stock,
              p.out_of_stock, p.max_count, p.purchased_count
         FROM line JOIN product p ON p.id = line.product_id`,
    )
    .bind(branchId, ...wanted.flatMap((l) => [l.product_id, l.attribute_id]));
}

// ---------------------------------------------------------------- staff moves (the stock screen)

/** One branch's pack as the staff screen names it. */
export interface PackAt {
  branchId: number;
  productId: number;
  packId: number;
}

/** Units of a pack at a branch promised to payments in progress and orders not yet packed. */
export function promisedSql(at: { branch: string; product: string; pack: string }): string {
  return `(coalesce((SELECT sum(h.qty) FROM stock_hold h JOIN payment_intent i ON i.id = h.intent_id
             WHERE h.product_id = ${at.product} AND h.pack_id = ${at.pack} AND h.branch_id = ${at.branch} AND i.status = 'created'), 0)
   + coalesce((SELECT sum(l.qty) FROM order_line l JOIN orders o ON o.id = l.order_id
               WHERE l.product_id = ${at.product} AND ${packSql('l.product_id', 'l.attribute_id')} = ${at.pack}
                 AND ${ORDER_BRANCH} = ${at.branch} AND o.order_status IN ('Pending', 'Confirmed')), 0))`;
}

/**
 * A counted shelf: the correction records what may be sold (the count less what is promised, never
 * below 0) minus the count kept, worked out inside the statement so a sale in between cannot make
 * it wrong (domain/catalogue/stock-rules.ts correctionDelta says the same). Nothing is written when they agree.
 */
export function recordCount(db: D1Database, at: PackAt, counted: number, who: { staffId: number; reason: string }, now: number) {
  const promised = promisedSql({ branch: '?1', product: '?2', pack: '?3' });
  return db
    .prepare(
      `WITH d AS (SELECT max(0, ?4 - ${promised}) - coalesce((SELECT qty FROM branch_stock
                    WHERE branch_id = ?1 AND product_id = ?2 AND pack_id = ?3), 0) AS delta)
       INSERT INTO stock_move (branch_id, product_id, pack_id, delta, kind, staff_id, reason, at)
       SELECT ?1, ?2, ?3, delta, 'correction', ?5, ?6, ?7 FROM d WHERE delta <> 0`,
    )
    .bind(at.branchId, at.productId, at.packId, counted, who.staffId, who.reason, now);
}

/** Goods received (+), a write-off (−) or one side of a transfer, by a staff member with a reason. */
export function recordStaffMove(
  db: D1Database,
  at: PackAt,
  delta: number,
  kind: 'received' | 'write_off' | 'transfer_out' | 'transfer_in',
  who: { staffId: number; reason: string },
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO stock_move (branch_id, product_id, pack_id, delta, kind, staff_id, reason, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
    )
    .bind(at.branchId, at.productId, at.packId, delta, kind, who.staffId, who.reason, now);
}

/** A transfer is one batch: out of one branch, into the other; short at the first, neither is written. */
export function transferStatements(
  db: D1Database,
  from: PackAt,
  toBranch: number,
  qty: number,
  who: { staffId: number; reason: string },
  now: number,
): D1PreparedStatement[] {
  return [
    recordStaffMove(db, from, -qty, 'transfer_out', who, now),
    recordStaffMove(db, { ...from, branchId: toBranch }, qty, 'transfer_in', who, now),
  ];
}

/** A pickup branch other than `notBranch` that has `qty` of the line's pack, most first; null if none. */
export async function branchWithStock(
  db: D1Database,
  line: { productId: number; attributeId: number; qty: number; notBranch: number },
): Promise<{ id: number; branch: string; here: string } | null> {
  return db
    .prepare(
      `SELECT b.id, b.branch, (SELECT branch FROM branch WHERE id = ?4) AS here
         FROM branch_stock bs JOIN branch b ON b.id = bs.branch_id
        WHERE bs.product_id = ?1 AND bs.pack_id = ${packSql('?1', '?2')} AND bs.qty >= ?3 AND b.pickup = 1 AND b.id <> ?4
        ORDER BY bs.qty DESC, b.id LIMIT 1`,
    )
    .bind(line.productId, line.attributeId, line.qty, line.notBranch)
    .first<{ id: number; branch: string; here: string }>();
}
