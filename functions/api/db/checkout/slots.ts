/**
 * Delivery slots (migration 0014): a branch's published slot set, how full each slot is per IST day,
 * and the statements the order and payment batches use to take, hold and give back a place.
 */
import type { SlotCalendar, SlotMode, SlotTemplate } from '../../../../src/lib/domain/checkout/delivery-slots';
import { takenKey } from '../../../../src/lib/domain/checkout/delivery-slots';
import { capacityOnDay } from './slot-calendar';
import { guardHeld } from '../catalogue';

const TEMPLATES_SQL = `SELECT id, branch_id, mode, start_min, end_min, capacity, cutoff_min FROM delivery_slot
        WHERE branch_id = ?1 AND mode = ?2 AND active = 1 ORDER BY start_min, id`;

/**
 * A branch's published slots for a mode, the places taken on the given days (keyed
 * `${slot_id}|${day}`), and what the slot calendar says for those days: each slot's capacity that
 * day (same keys; 0 not offered) and the days the branch is closed, with the reason. One round trip.
 */
export async function loadSlots(
  db: D1Database,
  branchId: number,
  mode: SlotMode,
  days: string[],
): Promise<{ templates: SlotTemplate[]; taken: Map<string, number>; calendar: SlotCalendar }> {
  const marks = days.map((_, i) => `?${i + 3}`).join(', ');
  const dayList = JSON.stringify(days);
  const [templates, taken, capacity, closed] = await db.batch<unknown>([
    db.prepare(TEMPLATES_SQL).bind(branchId, mode),
    db
      .prepare(
        `SELECT t.slot_id, t.day, t.taken FROM slot_taken t JOIN delivery_slot s ON s.id = t.slot_id
          WHERE s.branch_id = ?1 AND s.mode = ?2 AND t.day IN (${marks})`,
      )
      .bind(branchId, mode, ...days),
    db
      .prepare(
        `SELECT s.id AS slot_id, d.value AS day, ${capacityOnDay('s', 'd.value')} AS capacity
           FROM delivery_slot s, json_each(?3) d WHERE s.branch_id = ?1 AND s.mode = ?2 AND s.active = 1`,
      )
      .bind(branchId, mode, dayList),
    db
      .prepare('SELECT day, reason FROM branch_closed_day WHERE branch_id = ?1 AND day IN (SELECT value FROM json_each(?2))')
      .bind(branchId, dayList),
  ]);
  const rows = (taken?.results ?? []) as { slot_id: number; day: string; taken: number }[];
  const caps = (capacity?.results ?? []) as { slot_id: number; day: string; capacity: number }[];
  const shut = (closed?.results ?? []) as { day: string; reason: string }[];
  return {
    templates: (templates?.results ?? []) as SlotTemplate[],
    taken: new Map(rows.map((r) => [takenKey(r.slot_id, r.day), r.taken])),
    calendar: {
      capacity: new Map(caps.map((r) => [takenKey(r.slot_id, r.day), r.capacity])),
      closed: new Set(shut.map((r) => r.day)),
      notes: new Map(shut.map((r) => [r.day, r.reason])),
    },
  };
}

/**
 * One place in the slot, for the order or intent batch: the upsert only counts up while below the
 * slot's capacity that day (the slot calendar's: 0 on a closed day), and the guard after it aborts the whole batch when it did not (slot full).
 */
export function takeSlot(db: D1Database, slotId: number, day: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO slot_taken (slot_id, day, taken)
         SELECT s.id, ?2, 1 FROM delivery_slot s WHERE s.id = ?1 AND s.active = 1 AND ${capacityOnDay('s', '?2')} >= 1
         ON CONFLICT (slot_id, day) DO UPDATE SET taken = taken + 1
          WHERE slot_taken.taken < (SELECT ${capacityOnDay('s', '?2')} FROM delivery_slot s WHERE s.id = excluded.slot_id)`,
      )
      .bind(slotId, day),
    guardHeld(db),
  ];
}

/** A cancelled order's place goes back (the cancel batch is guarded, so this runs once per order). */
export function releaseOrderSlot(db: D1Database, orderId: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE slot_taken SET taken = taken - 1
        WHERE taken > 0 AND (slot_id, day) = (SELECT slot_id, slot_day FROM orders WHERE id = ?1 AND slot_id IS NOT NULL)`,
    )
    .bind(orderId);
}

/** The intent's place, taken with its stock (createIntentStatements). */
export function holdSlotForIntent(db: D1Database, providerOrderId: string, slotId: number, day: string): D1PreparedStatement[] {
  return [
    ...takeSlot(db, slotId, day),
    db
      .prepare('INSERT INTO slot_hold (intent_id, slot_id, day) SELECT id, ?2, ?3 FROM payment_intent WHERE provider_order_id = ?1')
      .bind(providerOrderId, slotId, day),
  ];
}

/** The order takes the intent's held place (already counted); a hold already released aborts the batch. */
export function convertSlotHold(db: D1Database, intentId: number, slotId: number, day: string): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM slot_hold WHERE intent_id = ?1 AND slot_id = ?2 AND day = ?3').bind(intentId, slotId, day),
    guardHeld(db),
  ];
}

export async function findSlotHold(db: D1Database, intentId: number): Promise<{ slot_id: number; day: string } | null> {
  return db.prepare('SELECT slot_id, day FROM slot_hold WHERE intent_id = ?1').bind(intentId).first<{ slot_id: number; day: string }>();
}

/** Gives back the places held by every intent `intentsSql` selects (binding ?1); released once, as the hold rows go. */
export function releaseSlotHolds(db: D1Database, intentsSql: string, bind: number): D1PreparedStatement[] {
  const held = `FROM slot_hold h WHERE h.slot_id = slot_taken.slot_id AND h.day = slot_taken.day AND h.intent_id IN (${intentsSql})`;
  return [
    db.prepare(`UPDATE slot_taken SET taken = max(0, taken - (SELECT count(*) ${held})) WHERE EXISTS (SELECT 1 ${held})`).bind(bind),
    db.prepare(`DELETE FROM slot_hold WHERE intent_id IN (${intentsSql})`).bind(bind),
  ];
}

/** The branch that delivers to one of the user's addresses (null: not theirs, or not serviceable). */
export async function branchForAddress(db: D1Database, userId: number, addressId: number): Promise<number | null> {
  const row = await db
    .prepare('SELECT p.branch_id FROM address a JOIN pincode p ON p.code = a.pincode WHERE a.id = ?1 AND a.user_id = ?2')
    .bind(addressId, userId)
    .first<{ branch_id: number }>();
  return row?.branch_id ?? null;
}

/** After a refused batch: is the slot at its capacity now? */
export async function slotIsFull(db: D1Database, slotId: number, day: string): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT coalesce((SELECT taken FROM slot_taken WHERE slot_id = s.id AND day = ?2), 0) >= ${capacityOnDay('s', '?2')} OR s.active = 0 AS full
         FROM delivery_slot s WHERE s.id = ?1`,
    )
    .bind(slotId, day)
    .first<{ full: number }>();
  return !row || row.full === 1;
}

/** The distinct slot times a branch (or every branch) publishes, for the staff queue's slot filter. */
export async function listSlotTimes(db: D1Database, branchId: number | null): Promise<{ start_min: number; end_min: number }[]> {
  const { results } = await db
    .prepare(
      'SELECT DISTINCT start_min, end_min FROM delivery_slot WHERE active = 1 AND (?1 IS NULL OR branch_id = ?1) ORDER BY start_min, end_min',
    )
    .bind(branchId)
    .all<{ start_min: number; end_min: number }>();
  return results;
}
