/**
 * Riders' end-of-shift sheets (issue 29, docs/delivery.md): what each rider delivered since their
 * last handover and the cash to hand over; the branch confirms the cash counted, a difference with
 * a reason, exactly once. A rider sees only their own sheet; a clerk their branch's riders; the
 * manager every branch's.
 */
import { handoverRefusal, HANDOVER_MSG, sheetTotals } from '../../../../src/lib/domain/orders/handover';
import {
  confirmHandoverStatements,
  listHandovers,
  listOpenDeliveries,
  listRiders,
  type HandoverRow,
  type OpenDeliveryRow,
  type RiderRef,
} from '../../db/orders';
import type { StaffMember } from '../../env';
import { ShopError } from '../../errors';
import { said } from '../../../../src/lib/domain/i18n/said';

export interface RiderSheet {
  rider: RiderRef;
  /** the moment the sheet was read: confirming it settles the deliveries up to here */
  as_of: number;
  deliveries: OpenDeliveryRow[];
  totals: ReturnType<typeof sheetTotals>;
  /** the last few confirmed handovers, newest first */
  handovers: HandoverRow[];
}

/** The riders this person may see the sheets of (a rider: themselves). */
async function ridersFor(db: D1Database, staff: StaffMember): Promise<RiderRef[]> {
  const riders = await listRiders(db, staff.role === 'manager' ? null : staff.branch_id);
  return staff.role === 'rider' ? riders.filter((r) => r.id === staff.id) : riders;
}

async function sheetOf(db: D1Database, rider: RiderRef, now: number): Promise<RiderSheet> {
  const [deliveries, handovers] = await Promise.all([listOpenDeliveries(db, rider.id, now), listHandovers(db, rider.id)]);
  return { rider, as_of: now, deliveries, totals: sheetTotals(deliveries), handovers };
}

/**
 * The sheets this person may see: every rider's they may see, or one rider's (null when that rider
 * is not theirs to see: another rider, another branch's, or no such rider).
 */
export async function riderSheets(db: D1Database, staff: StaffMember, now: number, riderId?: number): Promise<RiderSheet[] | null> {
  const riders = await ridersFor(db, staff);
  const shown = riderId === undefined ? riders : riders.filter((r) => r.id === riderId);
  if (riderId !== undefined && shown.length === 0) return null;
  return Promise.all(shown.map((r) => sheetOf(db, r, now)));
}

export interface HandoverCount {
  as_of: number;
  deliveries: number;
  expected: number;
  counted: number;
  reason?: string | null;
}

/**
 * The branch confirms one rider's sheet as it saw it. 404 not their rider, 400 nothing to settle or
 * a difference without a reason, 409 settled or changed since it was read (a second confirmation).
 */
export async function confirmHandover(db: D1Database, staff: StaffMember, riderId: number, c: HandoverCount, now: number) {
  const rider = (await ridersFor(db, staff)).find((r) => r.id === riderId);
  if (!rider) throw new ShopError(said('srv.handover.riderNotFound'), 404);
  const reason = c.reason?.trim() || null;
  const refusal = handoverRefusal({ deliveries: c.deliveries, cash: c.expected }, c.counted, reason);
  if (refusal === 'nothing') throw new ShopError(said('srv.handover.nothingToSettle'), 400);
  if (refusal === 'counted') throw new ShopError(said('srv.handover.countedNeeded'), 400);
  if (refusal === 'countedReason') throw new ShopError(HANDOVER_MSG.countedReason(c.expected), 400);
  // a sheet read "in the future" would take deliveries the clerk never saw
  const asOf = Math.min(c.as_of, now);
  try {
    await db.batch(
      confirmHandoverStatements(db, {
        riderId,
        branchId: rider.branch_id,
        asOf,
        deliveries: c.deliveries,
        expected: c.expected,
        counted: c.counted,
        reason: c.counted === c.expected ? null : reason,
        confirmedBy: staff.id,
        now,
      }),
    );
  } catch (err) {
    if (String(err).includes('order_guard')) throw new ShopError(said('srv.handover.sheetChanged'), 409);
    throw err;
  }
  return sheetOf(db, rider, now);
}
