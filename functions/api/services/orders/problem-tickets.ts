/**
 * A shopper reports a problem with a delivered order (issue 32, docs/problem-tickets.md): within
 * the window after delivery (setting problem_window_hours, 48 by default), per line a kind, a
 * quantity up to what was delivered and a note. The ticket and its lines are written in one batch,
 * and the shopper gets the ticket's number at once. Everything takes `now`, so tests pin the clock.
 */
import {
  findShopperOrder,
  findTicketWhere,
  listDeliveredLines,
  listPhotos,
  listTicketLines,
  listTicketsWhere,
  openTicketStatements,
  settingValue,
  type ReportableOrder,
  type TicketRow,
} from '../../db/orders';
import type { Env } from '../../env';
import { ShopError } from '../../errors';
import { indiaClock } from '../../../../src/lib/domain/money/india-time';
import {
  checkReport,
  PROBLEM_MSG,
  reportRefusalText,
  reportWindow,
  ticketMonth,
  windowHours,
  type OrderProblems,
  type ShopperTicket,
} from '../../../../src/lib/domain/orders/problem-tickets';
export type { OrderProblems, ShopperTicket };
import type { ProblemReport } from '../../../../src/lib/domain/orders/problem-schemas';
import { said } from '../../../../src/lib/domain/i18n/said';

async function ownOrder(db: D1Database, userId: number, txnid: string): Promise<ReportableOrder> {
  const order = await findShopperOrder(db, userId, txnid);
  if (!order) throw new ShopError(said('srv.orderNotFound'), 404);
  return order;
}

export async function reportHours(db: D1Database): Promise<number> {
  return windowHours(await settingValue(db, 'problem_window_hours'));
}

async function shopperTicket(db: D1Database, t: TicketRow): Promise<ShopperTicket> {
  const [lines, photos] = await Promise.all([listTicketLines(db, t.id), listPhotos(db, t.id)]);
  return {
    ticket_no: t.ticket_no,
    txnid: t.txnid,
    state: t.state,
    resolution: t.resolution,
    resolution_note: t.resolution_note,
    refund_amount: t.refund_amount,
    refund_method: t.refund_method,
    refund_status: t.refund_status,
    replacement_txnid: t.replacement_txnid,
    created_at: t.created_at,
    acknowledged_at: t.acknowledged_at,
    resolved_at: t.resolved_at,
    lines: lines.map((l) => ({ name: l.name, kind: l.kind, qty: l.qty, note: l.note })),
    photos: photos.map((p) => p.slot),
  };
}

/** What the order page needs: may the shopper report now, which lines, and the tickets already open. */
export async function orderProblems(db: D1Database, userId: number, txnid: string, now: number): Promise<OrderProblems> {
  const order = await ownOrder(db, userId, txnid);
  const hours = await reportHours(db);
  const delivered = order.order_status === 'Completed';
  const win = delivered ? reportWindow(order.status_changed_at, hours, now) : { open: false, closes_at: null };
  const [lines, tickets] = await Promise.all([
    listDeliveredLines(db, order.id),
    listTicketsWhere(db, 't.order_id = ?1 AND t.user_id = ?2', [order.id, userId]),
  ]);
  return {
    delivered,
    window: { ...win, hours },
    lines: lines.map((l) => ({ id: l.id, name: l.name, delivered_qty: l.delivered_qty, ticket_no: l.ticket_no })),
    tickets: await Promise.all(tickets.map((t) => shopperTicket(db, t))),
  };
}

/** Opens a ticket or throws the refusal to read; nothing is written unless every line is right. */
export async function reportProblem(env: Env, userId: number, txnid: string, report: ProblemReport, now: number): Promise<ShopperTicket> {
  const db = env.DB;
  const order = await ownOrder(db, userId, txnid);
  if (order.order_status !== 'Completed') throw new ShopError(said('srv.ticket.notDelivered'), 409);
  const hours = await reportHours(db);
  if (!reportWindow(order.status_changed_at, hours, now).open) throw new ShopError(PROBLEM_MSG.windowClosed(hours), 409);
  const lines = await listDeliveredLines(db, order.id);
  const refusal = checkReport(lines, report.lines);
  if (refusal) throw new ShopError(reportRefusalText(refusal), refusal.code === 'alreadyReported' ? 409 : 400);
  const statements = openTicketStatements(db, {
    order,
    year: indiaClock(now).getUTCFullYear(),
    month: ticketMonth(now),
    now,
    lines: report.lines.map((l) => ({ line_id: l.line_id, kind: l.kind, qty: l.qty, note: l.note ?? '' })),
  });
  try {
    await db.batch(statements);
  } catch (err) {
    // another report of one of these lines got in first (problem_line_once): say which
    if (!/UNIQUE/i.test(String(err))) throw err;
    const again = checkReport(await listDeliveredLines(db, order.id), report.lines);
    throw new ShopError(again ? reportRefusalText(again) : said('srv.ticket.noLines'), 409);
  }
  const t = await findTicketWhere(db, 't.order_id = ?1 AND t.user_id = ?2 ORDER BY t.id DESC LIMIT 1', [order.id, userId]);
  return shopperTicket(db, t!);
}

/** The shopper's own tickets, newest first ("My problem reports"). */
export async function myTickets(db: D1Database, userId: number): Promise<ShopperTicket[]> {
  const rows = await listTicketsWhere(db, 't.user_id = ?1', [userId], 100);
  return Promise.all(rows.map((t) => shopperTicket(db, t)));
}

/** One of the shopper's own tickets by its number; anyone else's reads as none. */
export async function findMyTicket(db: D1Database, userId: number, ticketNo: string): Promise<TicketRow | null> {
  return findTicketWhere(db, 't.ticket_no = ?1 AND t.user_id = ?2', [ticketNo, userId]);
}
