/**
 * The slot set each branch publishes (migration 0014): two-hour delivery slots from 7 AM to 10 PM and
 * pickup windows within store hours. Ids are fixed (branch × 100 + n) so a re-seed updates in place.
 */
import { BRANCHES } from './locations';

const H = 60;

/** [start, end) in minutes after IST midnight */
const DELIVERY: [number, number][] = [
  [7 * H, 9 * H],
  [9 * H, 11 * H],
  [11 * H, 13 * H],
  [13 * H, 15 * H],
  [16 * H, 18 * H],
  [18 * H, 20 * H],
  [20 * H, 22 * H],
];

const PICKUP: [number, number][] = [
  [10 * H, 12 * H],
  [12 * H, 14 * H],
  [14 * H, 16 * H],
  [16 * H, 18 * H],
  [18 * H, 20 * H],
  [20 * H, 22 * H],
];

export const DELIVERY_SLOT_CAPACITY = 25;
export const PICKUP_SLOT_CAPACITY = 40;

export function slotRows() {
  return BRANCHES.flatMap((b) => [
    ...DELIVERY.map(([start, end], i) => ({
      id: b.id * 100 + i + 1,
      branch_id: b.id,
      mode: 'delivery',
      start_min: start,
      end_min: end,
      capacity: DELIVERY_SLOT_CAPACITY,
      cutoff_min: 60,
      active: 1,
    })),
    ...PICKUP.map(([start, end], i) => ({
      id: b.id * 100 + 50 + i + 1,
      branch_id: b.id,
      mode: 'pickup',
      start_min: start,
      end_min: end,
      capacity: PICKUP_SLOT_CAPACITY,
      cutoff_min: 30,
      active: 1,
    })),
  ]);
}
