/**
 * The checkout's slot, substitutes and instructions (issue 17): the slot grid for the chosen address
 * or store (GET /api/slots), the slot chosen in it (the first free one until the shopper picks), what
 * to do per line if it is out of stock, and the rider's instructions. The order payload reads these.
 */
import { atom } from 'nanostores';
import type { SlotDay, SlotMode } from '../lib/domain/checkout/delivery-slots';
import { DEFAULT_IF_MISSING, firstAvailable } from '../lib/domain/checkout/delivery-slots';
import type { IfMissing } from '../lib/domain/checkout/slot-messages';
import { checkoutGet } from '../lib/api/checkout';

export interface SlotGridState {
  /** which grid this is: `${mode}:${address or branch id}` */
  key: string | null;
  days: SlotDay[];
  loading: boolean;
  /** why there is no grid: the server's refusal as sent (in the shopper's language), or the grid's own failure by key */
  error: { message: string } | { key: 'slot.failed' } | null;
}

export const $slotGrid = atom<SlotGridState>({ key: null, days: [], loading: false, error: null });
/** the day tab on show */
export const $slotDay = atom<string | null>(null);
export const $slot = atom<{ slot_id: number; day: string } | null>(null);
export const $instructions = atom('');
/** product id → the shopper's choice; absent = call me */
export const $ifMissing = atom<Record<number, IfMissing>>({});

let asked = 0;

/** Loads the grid for a delivery address or a pickup store; keeps the chosen slot if it is still free. */
export async function loadSlots(
  mode: SlotMode,
  place: { addressId?: number | null; branchId?: number | null },
  force = false,
): Promise<void> {
  const id = mode === 'delivery' ? place.addressId : place.branchId;
  if (!id) {
    $slotGrid.set({ key: null, days: [], loading: false, error: null });
    $slot.set(null);
    return;
  }
  const key = `${mode}:${id}`;
  if (!force && $slotGrid.get().key === key && !$slotGrid.get().error) return;
  const ticket = ++asked;
  $slotGrid.set({ ...$slotGrid.get(), key, loading: true, error: null });
  const query = mode === 'delivery' ? { mode, address_id: id } : { mode, branch: id };
  let days: SlotDay[] = [];
  let error: SlotGridState['error'] = null;
  try {
    const body = await checkoutGet('slots', { query });
    if (body.status === 1) days = body.response.days;
    else error = body.message ? { message: body.message } : { key: 'slot.failed' };
  } catch {
    error = { key: 'slot.failed' };
  }
  // a newer request (another address picked meanwhile) wins
  if (ticket !== asked) return;
  $slotGrid.set({ key, days, loading: false, error });
  keepOrPickFirst(days);
}

function keepOrPickFirst(days: SlotDay[]): void {
  const chosen = $slot.get();
  const still = chosen && days.some((d) => d.day === chosen.day && d.slots.some((s) => s.id === chosen.slot_id && s.state === 'available'));
  if (!still) {
    const first = firstAvailable(days);
    $slot.set(first ? { slot_id: first.id, day: first.day } : null);
  }
  const day = $slot.get()?.day ?? days[0]?.day ?? null;
  if (!$slotDay.get() || !days.some((d) => d.day === $slotDay.get())) $slotDay.set(day);
}

/** After a refused order (the slot filled meanwhile): fresh counts, and another free slot chosen. */
export function reloadSlots(): void {
  const key = $slotGrid.get().key;
  if (!key) return;
  const [mode, id] = key.split(':') as [SlotMode, string];
  void loadSlots(mode, mode === 'delivery' ? { addressId: Number(id) } : { branchId: Number(id) }, true);
}

export function chooseSlotDay(day: string): void {
  $slotDay.set(day);
}

export function chooseSlot(slotId: number, day: string): void {
  $slot.set({ slot_id: slotId, day });
}

export function setInstructions(text: string): void {
  $instructions.set(text);
}

export function setIfMissing(productId: number, choice: IfMissing): void {
  $ifMissing.set({ ...$ifMissing.get(), [productId]: choice });
}

export function ifMissingOf(productId: number): IfMissing {
  return $ifMissing.get()[productId] ?? DEFAULT_IF_MISSING;
}
