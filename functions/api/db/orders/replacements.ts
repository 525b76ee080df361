/**
 * A ticket's replacement order in D1 (migration 0041, docs/problem-tickets.md): the free order's
 * row and lines, copied from the original order, and the read of what a replacement would send.
 * The statements go into the resolve batch (services/orders/ticket-replacement.ts), with the stock taken
 * through db/catalogue/stock.ts and the slot through db/checkout/slots.ts, so all of it is written once or not at all.
 */
import type { NewOrderLine } from './orders';

/** What the ticket asks to send again: each reported line's pack and the units reported. */
export interface ReplacementLine extends NewOrderLine {
  order_line_id: number;
}

/** The free order to write: its number, the ticket and order it replaces, and the slot it goes in. */
export interface ReplacementOrder {
  txnid: string;
  ticketId: number;
  fromOrderId: number;
  slot: { id: number; day: string; start_min: number; end_min: number };
  now: number;
}

/** The reported lines as new order lines at ₹0.00: same product and pack, the reported units, no points. */
export async function replacementLines(db: D1Database, ticketId: number): Promise<ReplacementLine[]> {
  const { results } = await db
    .prepare(
      `SELECT l.id AS order_line_id, l.product_id, l.attribute_id, l.name, l.attribute_name, l.photo, l.slug, pl.qty,
              0 AS price, l.main_price, CASE WHEN l.attribute_price IS NULL THEN NULL ELSE 0 END AS attribute_price,
              0 AS reward_point, 0 AS deal, l.hsn_code, l.gst_rate, 'call' AS if_missing
         FROM problem_line pl JOIN order_line l ON l.id = pl.order_line_id
        WHERE pl.ticket_id = ?1 ORDER BY pl.id`,
    )
    .bind(ticketId)
    .all<ReplacementLine>();
  return results;
}

/**
 * The free order, copied from the ticket's order (its customer, branch, delivery or pickup, the
 * addresses, landmark and place of supply): cash on delivery of ₹0.00, no points either way, no tax
 * invoice (invoice_no NULL: nothing is sold), and the ticket it replaces (unique: once per ticket).
 */
export function insertReplacementOrder(db: D1Database, r: ReplacementOrder): D1PreparedStatement {
  const copied = `user_id, flag, branch_id, place_of_supply, bill_first_name, bill_last_name, bill_address1, bill_city, bill_country,
    bill_zip, bill_phone, bill_email, ship_first_name, ship_last_name, ship_address1, ship_city, ship_country, ship_zip, ship_phone,
    ship_email, ship_landmark`;
  return db
    .prepare(
      `INSERT INTO orders (txnid, idempotency_key, created_at, payment_method, payment_status, payment_id, order_status,
              subtotal, discount, coupon_code, offer_type, offer_value, shipping, order_total, total_points, points_earned,
              delivery_instructions, slot_id, slot_day, slot_start_min, slot_end_min, replacement_ticket_id, invoice_no, ${copied})
       SELECT ?1, 'replacement-' || ?2, ?3, 'cash', 'Pending', NULL, 'Pending', 0, 0, NULL, NULL, NULL, 0, 0, 0, 0,
              '', ?4, ?5, ?6, ?7, ?2, NULL, ${copied}
         FROM orders WHERE id = ?8`,
    )
    .bind(r.txnid, r.ticketId, r.now, r.slot.id, r.slot.day, r.slot.start_min, r.slot.end_min, r.fromOrderId);
}

/** The ticket a replacement order stands for, for the order pages ("Replacement for T-…"). */
export async function replacementTicketNo(db: D1Database, ticketId: number | null | undefined): Promise<string | null> {
  if (!ticketId) return null;
  const row = await db.prepare('SELECT ticket_no FROM problem_ticket WHERE id = ?1').bind(ticketId).first<{ ticket_no: string }>();
  return row?.ticket_no ?? null;
}
