/** The staff console's order screens: the queue and one order with what this person may do next. */
import { allowedMoves, moveLabel, moveNeedsReason, moveNeedsRider } from '../../../../src/lib/domain/orders/order-life';
import { statusBadge } from '../../../../src/lib/domain/orders/order-status';
import { orderSlotLabel, slotOf, slotTimeLabel } from '../../../../src/lib/domain/checkout/delivery-slots';
import { listSlotTimes } from '../../db/checkout';
import { listOrderEvents, listOrderRefunds, insertOrderNote, listOrderNotes, findStaffOrder, listQueue } from '../../db/orders';
import type { OrderRow, QueueFilters } from '../../db/orders';
import { listBranchRiders } from '../../db/staff';
import type { StaffMember } from '../../env';
import { buildOrderView } from './orders';
import { refundView } from './order-life-view';
import { packingSheet } from './packing';
import { completionAsk } from './handover-proof';
import type { z } from 'zod';
import type { queueQuerySchema } from '../../../../src/lib/domain/staff/staff-schemas';
import { indiaDayBounds } from '../../../../src/lib/domain/money/india-time';

export type { QueueFilters };

/** The queue's query (GET /api/staff/orders, or the console's address bar) as the queue reads it. */
export function queueFiltersOf(q: z.infer<typeof queueQuerySchema>): QueueFilters {
  return {
    status: q.status,
    fulfilment: q.fulfilment,
    day: q.date ? indiaDayBounds(q.date) : undefined,
    payment: q.payment,
    slot_day: q.slot_day,
    slot_start: q.slot_start,
    q: q.q || undefined,
    branch_id: q.branch_id,
    sort: q.sort,
    since: q.since,
    limit: q.limit,
    offset: q.offset,
  };
}

export async function orderQueue(db: D1Database, staff: StaffMember, f: QueueFilters) {
  const [{ orders, total, new_count }, times] = await Promise.all([
    listQueue(db, staff, f),
    listSlotTimes(db, staff.role === 'manager' ? (f.branch_id ?? null) : staff.branch_id),
  ]);
  return {
    orders: orders.map((o) => ({
      ...o,
      status_badge: statusBadge(o.order_status),
      fulfilment: o.deliveryMode,
      slot_label: orderSlotLabel(slotOf(o)),
    })),
    total,
    new_count,
    /** the slot filter's choices: every slot time the branch(es) publish */
    slot_times: times.map((t) => ({ start_min: t.start_min, label: slotTimeLabel(t.start_min, t.end_min) })),
  };
}

export async function staffOrderDetail(db: D1Database, staff: StaffMember, o: OrderRow) {
  const [view, events, refunds, riders, notes, extra] = await Promise.all([
    buildOrderView(db, o),
    listOrderEvents(db, o.id),
    listOrderRefunds(db, o.id),
    o.branch_id ? listBranchRiders(db, o.branch_id) : Promise.resolve([]),
    listOrderNotes(db, o.id),
    db
      .prepare(
        `SELECT coalesce(u.phone, o.bill_phone) AS mobile, trim(o.bill_first_name || ' ' || o.bill_last_name) AS name,
                b.id AS branch_id, b.branch AS branch_name, r.id AS rider_id, r.name AS rider_name, r.mobile AS rider_mobile
           FROM orders o LEFT JOIN user u ON u.id = o.user_id LEFT JOIN branch b ON b.id = o.branch_id LEFT JOIN staff r ON r.id = o.rider_id
          WHERE o.id = ?1`,
      )
      .bind(o.id)
      .first<{
        mobile: string;
        name: string;
        branch_id: number | null;
        branch_name: string | null;
        rider_id: number | null;
        rider_name: string | null;
        rider_mobile: string | null;
      }>(),
  ]);
  const moves = allowedMoves(
    { status: o.order_status, deliveryMode: o.deliveryMode, rider_id: o.rider_id },
    { role: staff.role, id: staff.id },
  );
  // the packing sheet while this person may finish packing (docs/packing.md)
  const packing = moves.includes('Packed') ? await packingSheet(db, o) : null;
  // completing asks the code (never shown here) and a cash order's cash (docs/delivery.md)
  const completion = moves.includes('Completed') ? await completionAsk(db, o) : null;
  return {
    ...view,
    fulfilment: o.deliveryMode,
    /** the delivery slot or pickup window */
    pickup_slot: view.slot?.label ?? null,
    customer: { name: extra?.name ?? '', mobile: extra?.mobile ?? '' },
    branch: extra?.branch_id ? { id: extra.branch_id, name: extra.branch_name ?? '' } : null,
    rider: extra?.rider_id ? { id: extra.rider_id, name: extra.rider_name ?? '', mobile: extra.rider_mobile ?? '' } : null,
    timeline: events.map((e) => ({
      id: e.id,
      from: e.from_status,
      to: e.to_status,
      reason: e.reason,
      created_at: e.created_at,
      actor_type: e.actor_type,
      actor_name: e.actor_name,
      actor_role: e.actor_role,
    })),
    refunds: refunds.map(refundView),
    /** staff's internal notes, oldest first: never in the shopper's answers */
    notes,
    allowed_moves: moves.map((to) => ({
      to,
      label: moveLabel(to),
      needs_rider: moveNeedsRider(to),
      needs_reason: moveNeedsReason(to),
      // the branch may complete without the code, with a reason; a rider never
      ...(to === 'Completed' && completion ? { ...completion, can_override: staff.role !== 'rider' } : {}),
    })),
    riders: staff.role === 'rider' ? [] : riders,
    packing,
  };
}

/** One order as this staff member may see it (null: no such order, or another branch's). */
export async function staffOrderById(db: D1Database, staff: StaffMember, id: number) {
  const order = await findStaffOrder(db, staff, id);
  return order ? staffOrderDetail(db, staff, order) : null;
}

/** A note on an order this staff member may see (the caller has found it through findStaffOrder). */
export async function addOrderNote(db: D1Database, staff: StaffMember, o: OrderRow, body: string, now: number) {
  await insertOrderNote(db, { orderId: o.id, staffId: staff.id, body, now });
  return listOrderNotes(db, o.id);
}
