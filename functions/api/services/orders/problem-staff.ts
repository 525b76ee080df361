/**
 * Staff handle problem tickets (issue 32, docs/problem-tickets.md): a branch's clerk sees their
 * branch's tickets, the manager every branch's, each with its two clocks (acknowledge within 48 h,
 * resolve within 30 days). Resolving is exactly once: the guarded state UPDATE, the guard (migration
 * 0003) and a refund record are one batch, so of two staff resolving at once one gets 200 and the
 * other 409, and a ticket is refunded at most once (refund.ticket_id is unique too).
 */
import { guardHeld } from '../../db/catalogue';
import {
  findOrderForTicket,
  findTicketWhere,
  listPhotos,
  listTicketLines,
  listTicketsWhere,
  refundedSoFar,
  type TicketLineRow,
  type TicketRow,
} from '../../db/orders';
import type { Env, StaffMember } from '../../env';
import { ShopError } from '../../errors';
import { PROBLEM_MSG, ticketClocks, ticketRefund, type TicketClocks } from '../../../../src/lib/domain/orders/problem-tickets';
import type { TicketResolve } from '../../../../src/lib/domain/orders/problem-schemas';
import { processRefund } from './refunds';
import { planReplacement, replacementRefusal, replacementStatements, type ReplacementPlan } from './ticket-replacement';
import { said } from '../../../../src/lib/domain/i18n/said';

export interface StaffTicket extends TicketRow {
  clocks: TicketClocks;
}

export interface StaffTicketDetail extends StaffTicket {
  lines: TicketLineRow[];
  photos: number[];
  payment_method: 'cash' | 'point' | 'online';
  /** what a refund of the lines would come to now (paise) */
  refund_preview: number;
}

/** The tickets this staff member may see: their branch's, or every branch's for the manager. */
function scope(staff: StaffMember, branchId?: number): { where: string; binds: unknown[] } {
  const branch = staff.branch_id ?? branchId ?? null;
  return branch === null ? { where: '1 = 1', binds: [] } : { where: 't.branch_id = ?1', binds: [branch] };
}

export async function staffTickets(
  db: D1Database,
  staff: StaffMember,
  q: { branch_id?: number; state?: 'open' | 'acknowledged' | 'resolved' | 'unresolved' },
  now: number,
): Promise<StaffTicket[]> {
  const s = scope(staff, q.branch_id);
  const state = q.state === 'unresolved' ? ` AND t.state <> 'resolved'` : q.state ? ` AND t.state = ?${s.binds.length + 1}` : '';
  const binds = q.state && q.state !== 'unresolved' ? [...s.binds, q.state] : s.binds;
  const rows = await listTicketsWhere(db, s.where + state, binds);
  return rows.map((t) => ({ ...t, clocks: ticketClocks(t, now) }));
}

/** One ticket of this staff member's branches; another branch's reads as none. */
export async function findStaffTicket(db: D1Database, staff: StaffMember, id: number): Promise<TicketRow | null> {
  const s = scope(staff);
  return findTicketWhere(db, `t.id = ?${s.binds.length + 1} AND ${s.where}`, [...s.binds, id]);
}

async function ticketOr404(db: D1Database, staff: StaffMember, id: number): Promise<TicketRow> {
  const t = await findStaffTicket(db, staff, id);
  if (!t) throw new ShopError(said('srv.ticket.notFound'), 404);
  return t;
}

async function refundFor(
  db: D1Database,
  t: TicketRow,
  lines: TicketLineRow[],
): Promise<{ amount: number; method: 'online' | 'cash' | 'point' }> {
  const order = (await findOrderForTicket(db, t.order_id))!;
  const online = order.payment_method === 'online';
  const amount = ticketRefund(
    {
      subtotal: order.subtotal,
      discount: order.discount,
      // online: what the provider captured (the total as placed; packing's refund counts as refunded);
      // cash: what the rider collected, the order's total as packed
      paid: online ? (order.placed_total ?? order.order_total) : order.order_total,
      refunded: await refundedSoFar(db, order.id),
    },
    lines,
  );
  return { amount, method: order.payment_method === 'cash' ? 'cash' : order.payment_method };
}

export async function staffTicketDetail(db: D1Database, staff: StaffMember, id: number, now: number): Promise<StaffTicketDetail> {
  const t = await ticketOr404(db, staff, id);
  const [lines, photos] = await Promise.all([listTicketLines(db, t.id), listPhotos(db, t.id)]);
  const refund = await refundFor(db, t, lines);
  return {
    ...t,
    clocks: ticketClocks(t, now),
    lines,
    photos: photos.map((p) => p.slot),
    payment_method: refund.method,
    refund_preview: t.state === 'resolved' ? (t.refund_amount ?? 0) : refund.amount,
  };
}

/** Open → acknowledged, once: a second acknowledgement is a 409. */
export async function acknowledgeTicket(db: D1Database, staff: StaffMember, id: number, now: number): Promise<TicketRow> {
  const t = await ticketOr404(db, staff, id);
  const res = await db
    .prepare(
      `UPDATE problem_ticket SET state = 'acknowledged', acknowledged_at = ?2, acknowledged_by = ?3 WHERE id = ?1 AND state = 'open'`,
    )
    .bind(t.id, now, staff.id)
    .run();
  if (res.meta.changes !== 1) {
    const current = (await findStaffTicket(db, staff, id))!;
    throw new ShopError(
      current.state === 'resolved' ? PROBLEM_MSG.alreadyResolved(t.ticket_no) : PROBLEM_MSG.alreadyAcknowledged(t.ticket_no),
      409,
    );
  }
  return (await findStaffTicket(db, staff, id))!;
}

/**
 * Resolves a ticket with a refund of its lines, a replacement, or a refusal with a reason. A refund
 * of an online payment is a refund row sent through the payment provider after the batch (and
 * retried by jobs/refunds.ts); a cash order's is recorded as cash to hand back; a points order's is
 * refused (a replacement instead). A replacement is a free order made in the same batch. Returns
 * the ticket as resolved and the refund's paise.
 */
export async function resolveTicket(
  env: Env,
  staff: StaffMember,
  id: number,
  body: TicketResolve,
  now: number,
): Promise<{ ticket: TicketRow; refunded: number }> {
  const db = env.DB;
  const t = await ticketOr404(db, staff, id);
  if (t.state === 'resolved') throw new ShopError(PROBLEM_MSG.alreadyResolved(t.ticket_no), 409);
  const note = body.note?.trim() || null;
  if (body.resolution === 'refused' && !note) throw new ShopError(said('srv.ticket.reasonNeeded'), 400);

  let amount: number | null = null;
  let method: 'online' | 'cash' | null = null;
  if (body.resolution === 'refund') {
    const refund = await refundFor(db, t, await listTicketLines(db, t.id));
    if (refund.method === 'point') throw new ShopError(said('srv.ticket.pointsNoRefund'), 400);
    if (refund.amount <= 0) throw new ShopError(said('srv.ticket.nothingToRefund'), 409);
    amount = refund.amount;
    method = refund.method;
  }
  // a replacement is a free order of the reported units, written in this batch (ticket-replacement.ts)
  const replacement: ReplacementPlan | null = body.resolution === 'replacement' ? await planReplacement(db, t, now) : null;

  const statements = [
    db
      .prepare(
        `UPDATE problem_ticket SET state = 'resolved', resolution = ?2, resolution_note = ?3, refund_amount = ?4, refund_method = ?5,
                acknowledged_at = coalesce(acknowledged_at, ?6), acknowledged_by = coalesce(acknowledged_by, ?7),
                resolved_at = ?6, resolved_by = ?7
          WHERE id = ?1 AND state <> 'resolved'`,
      )
      .bind(t.id, body.resolution, note, amount, method, now, staff.id),
    guardHeld(db),
  ];
  if (replacement) statements.push(...(await replacementStatements(db, t, replacement, now)));
  if (method === 'online' && amount) {
    statements.push(
      db
        .prepare(
          `INSERT INTO refund (ticket_id, reason, payment_id, amount, status, attempts, created_at, updated_at)
           SELECT ?1, 'ticket', payment_id, ?3, 'pending', 0, ?4, ?4 FROM orders
            WHERE id = ?2 AND payment_method = 'online' AND payment_status = 'Success' AND payment_id IS NOT NULL`,
        )
        .bind(t.id, t.order_id, amount, now),
    );
  }
  try {
    await db.batch(statements);
  } catch (err) {
    if (!/order_guard|UNIQUE|CHECK/i.test(String(err))) throw err;
    // another resolve got in first, or (still open) the branch ran short or its slot filled meanwhile
    const current = await findStaffTicket(db, staff, id);
    if (current?.state === 'resolved') throw new ShopError(PROBLEM_MSG.alreadyResolved(t.ticket_no), 409);
    const why = replacement ? await replacementRefusal(db, replacement) : null;
    throw why ?? err;
  }
  // the provider is called after the batch held; a refund that does not go through now is retried by the job
  if (method === 'online') {
    const refund = await db
      .prepare(`SELECT id FROM refund WHERE ticket_id = ?1 AND status <> 'processed'`)
      .bind(t.id)
      .first<{ id: number }>();
    if (refund) await processRefund(env, refund.id);
  }
  return { ticket: (await findStaffTicket(db, staff, id))!, refunded: amount ?? 0 };
}
