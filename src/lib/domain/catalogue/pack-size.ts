/**
 * A pack's size as the shop writes it ("500 g", "1 kg", "2 x 500 g", "6 pcs") and its points price:
 * one rule for the seed, the console's pack sizes (catalogue-packs.ts) and new products.
 */
import type { NetUnit } from '../types';

/** "500 g" → { qty: 500, unit: 'g' }; null when it is not a size the shop can read. */
export function parsePackSize(size: string): { qty: number; unit: NetUnit } | null {
  const s = size.trim().toLowerCase();
  let m = /^(\d+) x (\d+(?:\.\d+)?) (g|kg|ml|l)$/.exec(s);
  if (m) return { qty: Number(m[1]) * Number(m[2]), unit: m[3] as NetUnit };
  m = /^(\d+(?:\.\d+)?) (g|kg|ml|l)$/.exec(s);
  if (m) return { qty: Number(m[1]), unit: m[2] as NetUnit };
  m = /^(\d+) pcs?$/.exec(s);
  if (m) return { qty: Number(m[1]), unit: 'pc' };
  return null;
}

const SCALE: Record<string, [NetUnit, number]> = { kg: ['g', 1000], l: ['ml', 1000] };

/** A quantity in another unit of the same kind (packs share their product's net_unit); null across kinds (g in ml). */
export function quantityIn(qty: number, from: NetUnit, to: NetUnit): number | null {
  if (from === to) return qty;
  const f = SCALE[from];
  if (f && f[0] === to) return qty * f[1];
  const t = SCALE[to];
  if (t && t[0] === from) return qty / t[1];
  return null;
}

/** Points price: one point a rupee of the selling price, rounded (the seeded shelf's rule). */
export const pointsForPrice = (sellingPaise: number): number => Math.round(sellingPaise / 100);
