/**
 * Delivery slots for the checkout: the grid a shopper chooses from, and the server's check of the
 * slot an order names (or the earliest free one when the request names none, e.g. the legacy SPEC §7
 * payload). The order batch then takes the place under a SQL guard (db/checkout/slots.ts takeSlot).
 */
import {
  checkSlotChoice,
  firstAvailable,
  slotDays,
  slotGrid,
  takenKey,
  type SlotDay,
  type SlotMode,
} from '../../../../src/lib/domain/checkout/delivery-slots';
import { loadSlots } from '../../db/checkout';
import { ShopError } from '../../errors';
import { said } from '../../../../src/lib/domain/i18n/said';

export interface ChosenSlot {
  id: number;
  day: string;
  start_min: number;
  end_min: number;
}

export async function slotGridFor(db: D1Database, branchId: number, mode: SlotMode, now: number): Promise<SlotDay[]> {
  const days = slotDays(now);
  const { templates, taken, calendar } = await loadSlots(db, branchId, mode, days);
  return slotGrid(templates, taken, now, calendar);
}

/**
 * The slot this order will take. A named slot must be this branch's, for this mode, open and not
 * full as last read (409 with the slot's message otherwise); no slot named → the earliest free one.
 */
export async function chooseSlot(
  db: D1Database,
  branchId: number,
  mode: SlotMode,
  choice: { slot_id?: number; slot_day?: string },
  now: number,
): Promise<ChosenSlot> {
  const days = slotDays(now);
  const { templates, taken, calendar } = await loadSlots(db, branchId, mode, days);
  if (choice.slot_id === undefined || choice.slot_day === undefined) {
    const first = firstAvailable(slotGrid(templates, taken, now, calendar));
    if (!first) throw new ShopError(said('srv.noSlotsLeft'), 409);
    return { id: first.id, day: first.day, start_min: first.start_min, end_min: first.end_min };
  }
  const pick = { slot_id: choice.slot_id, day: choice.slot_day };
  const check = checkSlotChoice(pick, templates, taken.get(takenKey(pick.slot_id, pick.day)) ?? 0, mode, now, calendar);
  if (!check.ok) throw new ShopError(check.message, check.reason === 'unknown' ? 400 : 409);
  return { id: check.template.id, day: pick.day, start_min: check.template.start_min, end_min: check.template.end_min };
}
