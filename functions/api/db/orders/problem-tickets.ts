/**
 * Problem tickets in D1 (migration 0033, docs/problem-tickets.md): the delivered order a shopper
 * reports on, its lines as delivered, and the ticket's statements. A ticket and its lines are one
 * batch; the unique index on problem_line(order_line_id) makes a second report of a line (or two
 * racing reports) fail whole.
 */
import type { DeliveredLine, ProblemKind, Resolution, TicketState } from '../../../../src/lib/domain/orders/problem-tickets';

export interface ReportableOrder {
  id: number;
  txnid: string;
  user_id: number;
  branch_id: number | null;
  order_status: string;
  /** when it became Completed (delivered, or collected at the store) */
  status_changed_at: number;
  flag: number;
  payment_method: 'cash' | 'point' | 'online';
  payment_status: string;
  payment_id: string | null;
  subtotal: number;
  discount: number;
  order_total: number;
  placed_total: number | null;
}

const ORDER_COLUMNS = `o.id, o.txnid, o.user_id, o.branch_id, o.order_status, o.status_changed_at, o.flag, o.payment_method,
  o.payment_status, o.payment_id, o.subtotal, o.discount, o.order_total, o.placed_total`;

/** One customer's order by its txnid; anyone else's reads as none. */
export async function findShopperOrder(db: D1Database, userId: number, txnid: string): Promise<ReportableOrder | null> {
  return db
    .prepare(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.txnid = ?1 AND o.user_id = ?2`)
    .bind(txnid, userId)
    .first<ReportableOrder>();
}

export async function findOrderForTicket(db: D1Database, orderId: number): Promise<ReportableOrder | null> {
  return db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = ?1`).bind(orderId).first<ReportableOrder>();
}

/** The order's lines as they went to the door, each with the ticket it is already in. */
export async function listDeliveredLines(db: D1Database, orderId: number): Promise<DeliveredLine[]> {
  const { results } = await db
    .prepare(
      `SELECT l.id, l.name, coalesce(l.packed_qty, l.qty) AS delivered_qty,
              coalesce(l.packed_total, l.qty * coalesce(l.attribute_price, l.price)) AS charged, t.ticket_no
         FROM order_line l LEFT JOIN problem_line pl ON pl.order_line_id = l.id LEFT JOIN problem_ticket t ON t.id = pl.ticket_id
        WHERE l.order_id = ?1 ORDER BY l.id`,
    )
    .bind(orderId)
    .all<DeliveredLine>();
  return results;
}

export async function settingValue(db: D1Database, key: string): Promise<string | null> {
  return (await db.prepare('SELECT value FROM setting WHERE key = ?1').bind(key).first<{ value: string }>())?.value ?? null;
}

export interface NewTicket {
  order: ReportableOrder;
  year: number;
  month: string;
  now: number;
  lines: { line_id: number; kind: ProblemKind; qty: number; note: string }[];
}

/**
 * The ticket (its number from the next id: D1 runs a batch alone, so max(id) + 1 is this one's) and
 * its lines. Returns the statements; the caller runs them as one batch.
 */
export function openTicketStatements(db: D1Database, t: NewTicket): D1PreparedStatement[] {
  const ticket = db
    .prepare(
      `INSERT INTO problem_ticket (id, ticket_no, order_id, user_id, branch_id, month, state, created_at)
       SELECT n, 'T-' || ?1 || '-' || printf('%06d', n), ?2, ?3, ?4, ?5, 'open', ?6
         FROM (SELECT coalesce(max(id), 0) + 1 AS n FROM problem_ticket)`,
    )
    .bind(String(t.year), t.order.id, t.order.user_id, t.order.branch_id, t.month, t.now);
  const lines = t.lines.map((l) =>
    db
      .prepare(
        `INSERT INTO problem_line (ticket_id, order_line_id, kind, qty, note)
         SELECT (SELECT max(id) FROM problem_ticket), id, ?2, ?3, ?4 FROM order_line WHERE id = ?1 AND order_id = ?5`,
      )
      .bind(l.line_id, l.kind, l.qty, l.note, t.order.id),
  );
  return [ticket, ...lines];
}

export interface TicketRow {
  id: number;
  ticket_no: string;
  order_id: number;
  txnid: string;
  user_id: number;
  branch_id: number | null;
  branch_name: string | null;
  month: string;
  state: TicketState;
  resolution: Resolution | null;
  resolution_note: string | null;
  refund_amount: number | null;
  refund_method: 'online' | 'cash' | null;
  created_at: number;
  acknowledged_at: number | null;
  acknowledged_by_name: string | null;
  resolved_at: number | null;
  resolved_by_name: string | null;
  /** this shopper's tickets opened in the same month (staff see it, to notice a pattern) */
  month_count: number;
  photo_count: number;
  /** the online refund's state, when one was sent */
  refund_status: 'pending' | 'processed' | 'failed' | null;
  /** the free order a replacement made (migration 0041) */
  replacement_order_id: number | null;
  replacement_txnid: string | null;
}

const TICKET_SELECT = `SELECT t.id, t.ticket_no, t.order_id, o.txnid, t.user_id, t.branch_id, b.branch AS branch_name, t.month, t.state,
    t.resolution, t.resolution_note, t.refund_amount, t.refund_method, t.created_at, t.acknowledged_at, sa.name AS acknowledged_by_name,
    t.resolved_at, sr.name AS resolved_by_name,
    (SELECT count(*) FROM problem_ticket m WHERE m.user_id = t.user_id AND m.month = t.month) AS month_count,
    (SELECT count(*) FROM problem_photo p WHERE p.ticket_id = t.id) AS photo_count,
    (SELECT r.status FROM refund r WHERE r.ticket_id = t.id) AS refund_status,
    (SELECT ro.id FROM orders ro WHERE ro.replacement_ticket_id = t.id) AS replacement_order_id,
    (SELECT ro.txnid FROM orders ro WHERE ro.replacement_ticket_id = t.id) AS replacement_txnid
  FROM problem_ticket t JOIN orders o ON o.id = t.order_id LEFT JOIN branch b ON b.id = t.branch_id
  LEFT JOIN staff sa ON sa.id = t.acknowledged_by LEFT JOIN staff sr ON sr.id = t.resolved_by`;

export async function listTicketsWhere(db: D1Database, where: string, binds: unknown[], limit = 200): Promise<TicketRow[]> {
  const { results } = await db
    .prepare(`${TICKET_SELECT} WHERE ${where} ORDER BY t.id DESC LIMIT ${limit}`)
    .bind(...binds)
    .all<TicketRow>();
  return results;
}

export async function findTicketWhere(db: D1Database, where: string, binds: unknown[]): Promise<TicketRow | null> {
  return db
    .prepare(`${TICKET_SELECT} WHERE ${where}`)
    .bind(...binds)
    .first<TicketRow>();
}

export interface TicketLineRow {
  order_line_id: number;
  name: string;
  kind: ProblemKind;
  qty: number;
  note: string;
  delivered_qty: number;
  charged: number;
}

export async function listTicketLines(db: D1Database, ticketId: number): Promise<TicketLineRow[]> {
  const { results } = await db
    .prepare(
      `SELECT pl.order_line_id, l.name, pl.kind, pl.qty, pl.note, coalesce(l.packed_qty, l.qty) AS delivered_qty,
              coalesce(l.packed_total, l.qty * coalesce(l.attribute_price, l.price)) AS charged
         FROM problem_line pl JOIN order_line l ON l.id = pl.order_line_id WHERE pl.ticket_id = ?1 ORDER BY pl.id`,
    )
    .bind(ticketId)
    .all<TicketLineRow>();
  return results;
}

export interface PhotoRow {
  slot: number;
  object_key: string;
  content_type: string;
  bytes: number;
}

/** The R2 keys of every photo on a customer's tickets (their erasure deletes the objects too). */
export async function photoKeysOfCustomer(db: D1Database, userId: number): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT p.object_key FROM problem_photo p JOIN problem_ticket t ON t.id = p.ticket_id WHERE t.user_id = ?1')
    .bind(userId)
    .all<{ object_key: string }>();
  return results.map((r) => r.object_key);
}

export async function listPhotos(db: D1Database, ticketId: number): Promise<PhotoRow[]> {
  const { results } = await db
    .prepare('SELECT slot, object_key, content_type, bytes FROM problem_photo WHERE ticket_id = ?1 ORDER BY slot')
    .bind(ticketId)
    .all<PhotoRow>();
  return results;
}

/** The next free slot, taken by the insert itself: two uploads at once cannot both be photo 3. */
export async function addPhotoRow(
  db: D1Database,
  p: { ticketId: number; key: string; type: string; bytes: number; now: number; max: number },
): Promise<boolean> {
  const res = await db
    .prepare(
      `INSERT INTO problem_photo (ticket_id, slot, object_key, content_type, bytes, created_at)
       SELECT ?1, n, ?2, ?3, ?4, ?5 FROM (SELECT coalesce(max(slot), 0) + 1 AS n FROM problem_photo WHERE ticket_id = ?1)
        WHERE n <= ?6`,
    )
    .bind(p.ticketId, p.key, p.type, p.bytes, p.now, p.max)
    .run();
  return res.meta.changes === 1;
}

/** Refunds already given on an order, in paise: online refunds (the order's and its tickets') and tickets' cash refunds. */
export async function refundedSoFar(db: D1Database, orderId: number): Promise<number> {
  const row = await db
    .prepare(
      `SELECT (SELECT coalesce(sum(amount), 0) FROM refund WHERE order_id = ?1 OR ticket_id IN (SELECT id FROM problem_ticket WHERE order_id = ?1))
            + (SELECT coalesce(sum(refund_amount), 0) FROM problem_ticket WHERE order_id = ?1 AND refund_method = 'cash') AS refunded`,
    )
    .bind(orderId)
    .first<{ refunded: number }>();
  return row?.refunded ?? 0;
}
