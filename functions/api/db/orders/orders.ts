/** Orders and their lines: the batch statements that write them and the reads of one order (checkout-reads.ts has the checkout's). */
import { currentInvoiceNoSql } from './invoices';
import { renameKeys } from '../../../../src/lib/domain/rename-keys';
import { deliveryModeOf, flagOf, type DeliveryMode } from '../../../../src/lib/domain/checkout/delivery-mode';
import { guardHeld, stockLevelsStatement, type StockLevel } from '../catalogue';
import { REWARD_BALANCE_SQL } from './checkout-reads';

// ---------------------------------------------------------------- order writes (batch statements)

export interface NewOrder {
  txnid: string;
  user_id: number;
  idempotency_key: string | null;
  created_at: number;
  payment_method: 'cash' | 'point' | 'online';
  payment_status: 'Pending' | 'Success' | 'Failed';
  payment_id: string | null;
  order_status: string;
  /** column flag (0 delivery, 1 pickup) */
  deliveryMode: DeliveryMode;
  branch_id: number | null;
  /** goods before the coupon, paise */
  subtotal: number;
  discount: number;
  coupon_code: string | null;
  /** the discount's kind: a coupon's (percentage, amount, product) or points_offer; column offer_type */
  offerKind: string | null;
  /** a coupon's percent or paise, or the points offer's slab id; column offer_value */
  offerValue: number | null;
  shipping: number;
  /** paise to pay: subtotal − discount + shipping (0 for points orders) */
  order_total: number;
  /** points to pay (points orders) */
  total_points: number;
  points_earned: number;
  place_of_supply: string;
  bill_first_name: string;
  bill_last_name: string;
  bill_address1: string;
  bill_city: string;
  bill_country: string;
  bill_zip: string;
  bill_phone: string;
  bill_email: string;
  ship_first_name: string;
  ship_last_name: string;
  ship_address1: string;
  ship_city: string;
  ship_country: string;
  ship_zip: string;
  ship_phone: string;
  ship_email: string;
  ship_landmark: string;
  delivery_instructions: string;
  /** the slot taken (migration 0014); null on orders placed before slots */
  slot_id: number | null;
  slot_day: string | null;
  slot_start_min: number | null;
  slot_end_min: number | null;
}

export interface NewOrderLine {
  product_id: number;
  attribute_id: number;
  name: string;
  attribute_name: string;
  photo: string;
  slug: string;
  qty: number;
  price: number;
  main_price: number;
  attribute_price: number | null;
  reward_point: number;
  deal: 0 | 1;
  hsn_code: string;
  gst_rate: number;
  /** what the picker does if the product is out of stock at packing */
  if_missing: 'call' | 'replace' | 'skip';
}

/** An order under the orders table's column names: the code's names, the SPEC's where a column bears one. */
type OrderColumns<T extends NewOrder> = Omit<T, 'deliveryMode' | 'offerKind' | 'offerValue'> & {
  flag: 0 | 1;
  offer_type: string | null;
  offer_value: number | null;
};

function toColumns(order: NewOrder): OrderColumns<NewOrder> {
  const row = { ...order, deliveryMode: flagOf(order.deliveryMode) };
  return renameKeys(row, { deliveryMode: 'flag', offerKind: 'offer_type', offerValue: 'offer_value' });
}

/** A row read with SELECT * under the names the code says (issue 27: the wire names stay in this layer). */
function fromColumns(row: OrderColumns<OrderRow>): OrderRow {
  const inner = renameKeys(row, { flag: 'deliveryMode', offer_type: 'offerKind', offer_value: 'offerValue' });
  return { ...inner, deliveryMode: deliveryModeOf(row.flag) };
}

/** A row of SELECT * FROM orders read in a batch, as an OrderRow. */
export function orderFromRow(row: unknown): OrderRow {
  return fromColumns(row as OrderColumns<OrderRow>);
}

/** The first row of a SELECT * FROM orders, as an OrderRow. */
export async function firstOrder(statement: D1PreparedStatement): Promise<OrderRow | null> {
  const row = await statement.first<OrderColumns<OrderRow>>();
  return row ? fromColumns(row) : null;
}

/** The orders row, with its invoice number taken from the serial allocated earlier in the batch. */
export function insertOrder(db: D1Database, order: NewOrder, financialYear: string): D1PreparedStatement {
  const row = toColumns(order);
  const cols = Object.keys(row) as (keyof typeof row)[];
  const fyParam = `?${cols.length + 1}`;
  const marks = cols.map((_, i) => `?${i + 1}`);
  return db
    .prepare(`INSERT INTO orders (${cols.join(', ')}, invoice_no) VALUES (${marks.join(', ')}, ${currentInvoiceNoSql(fyParam)})`)
    .bind(...cols.map((c) => row[c]), financialYear);
}

export function insertOrderLine(db: D1Database, txnid: string, line: NewOrderLine): D1PreparedStatement {
  const cols = Object.keys(line) as (keyof NewOrderLine)[];
  const marks = cols.map((_, i) => `?${i + 2}`);
  return db
    .prepare(`INSERT INTO order_line (order_id, ${cols.join(', ')}) VALUES ((SELECT id FROM orders WHERE txnid = ?1), ${marks.join(', ')})`)
    .bind(txnid, ...cols.map((c) => line[c]));
}

/**
 * Points orders: the balance never goes negative, and every change has a ledger row. `reference`
 * (the rewards simulator's debits) makes a second debit under the same reference a unique-key error.
 */
export function redeemPoints(
  db: D1Database,
  mobile: string,
  points: number,
  txnid: string,
  now: number,
  reference: string | null = null,
): D1PreparedStatement[] {
  return [
    db.prepare('UPDATE reward_account SET balance = balance - ?1 WHERE mobile = ?2 AND balance >= ?1').bind(points, mobile),
    guardHeld(db),
    db
      .prepare(
        `INSERT INTO reward_ledger (mobile, delta, reason, order_id, created_at, reference)
         VALUES (?1, ?2, 'redeem', (SELECT id FROM orders WHERE txnid = ?3), ?4, ?5)`,
      )
      .bind(mobile, -points, txnid, now, reference),
  ];
}

/**
 * Removes exactly the ordered cart line. With `guarded`, a line that is no longer there (the same
 * cart already became an order in a racing request) aborts the batch, so one cart is one order.
 */
export function removeOrderedCartLine(
  db: D1Database,
  userId: number,
  line: { product_id: number; attribute_id: number; qty: number },
  guarded: boolean,
): D1PreparedStatement[] {
  if (!guarded) {
    return [db.prepare('DELETE FROM cart_line WHERE user_id = ?1 AND product_id = ?2').bind(userId, line.product_id)];
  }
  return [
    db
      .prepare('DELETE FROM cart_line WHERE user_id = ?1 AND product_id = ?2 AND attribute_id = ?3 AND qty = ?4')
      .bind(userId, line.product_id, line.attribute_id, line.qty),
    guardHeld(db),
  ];
}

// ---------------------------------------------------------------- order reads

export interface OrderRow extends NewOrder {
  id: number;
  user_id: number;
  invoice_no: string | null;
  /** what the order came to when placed, once packing changed it (migration 0028) */
  placed_total?: number | null;
  placed_points?: number | null;
  /** the rider an Out for delivery order was handed to (staff id) */
  rider_id: number | null;
  status_changed_at: number | null;
  /** a problem ticket's free replacement order names its ticket (migration 0041) */
  replacement_ticket_id?: number | null;
}

export interface OrderLineRow extends NewOrderLine {
  id: number;
  order_id: number;
  /** as packed (migration 0028); null: not packed yet or packed as ordered */
  packed_qty?: number | null;
  packed_grams?: number | null;
  packed_total?: number | null;
  packed_points?: number | null;
}

export async function findOrderByIdempotencyKey(db: D1Database, key: string): Promise<OrderRow | null> {
  return firstOrder(db.prepare('SELECT * FROM orders WHERE idempotency_key = ?1').bind(key));
}

/** An order by txnid, or by numeric id, only if it is the user's. */
export async function findUserOrder(db: D1Database, userId: number, ref: string): Promise<OrderRow | null> {
  const byId = /^\d{1,15}$/.test(ref) ? Number(ref) : -1;
  return firstOrder(db.prepare('SELECT * FROM orders WHERE user_id = ?1 AND (txnid = ?2 OR id = ?3) LIMIT 1').bind(userId, ref, byId));
}

export async function listOrderLines(db: D1Database, orderId: number): Promise<OrderLineRow[]> {
  const { results } = await db.prepare('SELECT * FROM order_line WHERE order_id = ?1 ORDER BY id').bind(orderId).all<OrderLineRow>();
  return results;
}

export async function findOrderById(db: D1Database, orderId: number): Promise<OrderRow | null> {
  return firstOrder(db.prepare('SELECT * FROM orders WHERE id = ?1').bind(orderId));
}

/** After a refused batch, in one round trip: an order that won the race with the same key, fresh stock, points. */
export async function refusalFacts(
  db: D1Database,
  plan: { mobile: string; branch_id: number; lines: { product_id: number; attribute_id: number }[] },
  idempotencyKey: string | null,
): Promise<{ existing: OrderRow | null; levels: StockLevel[]; balance: number }> {
  const [existing, levels, balance] = await db.batch<unknown>([
    db.prepare('SELECT * FROM orders WHERE idempotency_key = ?1').bind(idempotencyKey ?? ''),
    stockLevelsStatement(db, plan.branch_id, plan.lines),
    db.prepare(REWARD_BALANCE_SQL).bind(plan.mobile),
  ]);
  return {
    existing: existing?.results?.[0] ? orderFromRow(existing.results[0]) : null,
    levels: (levels?.results ?? []) as StockLevel[],
    balance: (balance?.results?.[0] as { balance: number } | undefined)?.balance ?? 0,
  };
}
