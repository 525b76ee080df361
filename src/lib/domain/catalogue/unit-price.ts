/**
 * Legal Metrology (Packaged Commodities) Rules, rule 6(10): an online seller shows the unit sale
 * price beside the MRP. Packs of 1 kg / 1 L or more are priced per kg / per L, smaller packs per
 * 100 g / 100 ml (so a 200 g pack reads ₹22.50 per 100 g, not ₹0.23 per g), counted goods per
 * piece. The result is whole paise, i.e. rupees to 2 decimals.
 */
import type { MessageKey } from '../i18n/en';
import { formatINR, type Paise } from '../money/money';
import type { NetUnit, ProductCard } from '../types';

export type UnitBasis = 'kg' | '100 g' | 'L' | '100 ml' | 'piece';

export interface UnitSalePrice {
  /** price of one basis unit, whole paise */
  paise: Paise;
  basis: UnitBasis;
}

const GRAMS: Partial<Record<NetUnit, number>> = { g: 1, kg: 1000 };
const MILLILITRES: Partial<Record<NetUnit, number>> = { ml: 1, l: 1000 };

/** round(n / d), halves up, for non-negative integers: exact, no float drift. */
function divRound(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

// Net quantities are stored as REAL (1.5 kg); work in thousandths of the base unit so the
// division above stays on integers.
const MILLI = 1000;

/**
 * The unit sale price of a pack selling for `selling` paise with `quantity` of `unit` in it.
 * null when the pack size is unknown (0 or not a finite positive number).
 */
export function unitSalePrice(selling: Paise, quantity: number, unit: NetUnit): UnitSalePrice | null {
  if (!Number.isSafeInteger(selling) || selling < 0) throw new RangeError(`selling must be whole paise ≥ 0: ${selling}`);
  if (!Number.isFinite(quantity) || quantity <= 0) return null;
  if (unit === 'pc') return { paise: divRound(selling * MILLI, Math.round(quantity * MILLI)), basis: 'piece' };
  const grams = GRAMS[unit];
  const base = grams ?? MILLILITRES[unit]!;
  // thousandths of a gram / millilitre in the pack
  const milli = Math.round(quantity * base * MILLI);
  if (milli === 0) return null;
  const large = milli >= 1000 * MILLI;
  const per = large ? 1000 * MILLI : 100 * MILLI;
  const basis: UnitBasis = grams !== undefined ? (large ? 'kg' : '100 g') : large ? 'L' : '100 ml';
  return { paise: divRound(selling * per, milli), basis };
}

/** The catalogue key of "{price} per kg" and its kin, one per basis (word order differs by language). */
export const UNIT_PRICE_KEY = {
  kg: 'unit.perKg',
  '100 g': 'unit.per100g',
  L: 'unit.perL',
  '100 ml': 'unit.per100ml',
  piece: 'unit.perPiece',
} as const satisfies Record<UnitBasis, MessageKey>;
export type UnitPriceKey = (typeof UNIT_PRICE_KEY)[UnitBasis];
export const UNIT_PRICE_KEYS = [
  'unit.perKg',
  'unit.per100g',
  'unit.perL',
  'unit.per100ml',
  'unit.perPiece',
] as const satisfies readonly UnitPriceKey[];

/**
 * Says a unit price in a language: t(lang, key, params) on the server, an island's say(). This
 * module stays free of the catalogues so an island can import it, so the caller always says which
 * (issue 27: the English is messages/en.json's, said once).
 */
export type SayUnitPrice = (key: UnitPriceKey, params: { price: string }) => string;

/** "₹225.00 per kg", "₹22.50 per 100 g", "₹12.00 per piece"; empty when there is no unit price. */
export function formatUnitSalePrice(u: UnitSalePrice | null, say: SayUnitPrice): string {
  return u ? say(UNIT_PRICE_KEY[u.basis], { price: formatINR(u.paise) }) : '';
}

/**
 * A unit price helps a shopper compare packs only when it differs from the pack price: a single
 * piece (one loaf, one soap) is its own unit price.
 */
export function unitPriceHelpsComparison(quantity: number, unit: NetUnit): boolean {
  if (!Number.isFinite(quantity) || quantity <= 0) return false;
  return unit !== 'pc' || quantity > 1;
}

/** "1 L", "500 g", "6 pc": the pack size as printed on the label. */
export function packLabel(quantity: number, unit: NetUnit): string {
  if (!quantity) return '';
  const n = Number.isInteger(quantity) ? String(quantity) : String(Number(quantity.toFixed(2)));
  // a capital L, as Indian packs print it, so "1 l" is not misread as "11"
  return `${n} ${unit === 'l' ? 'L' : unit}`;
}

/**
 * The net quantity of what the shopper is buying: the chosen pack's own size (onion 2 kg) when the
 * variant declares one, else the product's.
 */
export function chosenPackQuantity(product: { net_quantity: number }, attribute: { net_quantity?: number } | null | undefined): number {
  return attribute?.net_quantity && attribute.net_quantity > 0 ? attribute.net_quantity : product.net_quantity;
}

/** "2 kg · ₹34.50 per kg": the pack and, where it helps comparing, its unit sale price. */
export function packWithUnitPrice(selling: Paise, quantity: number, unit: NetUnit, say: SayUnitPrice): string {
  const pack = packLabel(quantity, unit);
  const per = unitPriceHelpsComparison(quantity, unit) ? formatUnitSalePrice(unitSalePrice(selling, quantity, unit), say) : '';
  return [pack, per].filter(Boolean).join(' · ');
}

/** Every "Net quantity" line the product page's buy box can show: each pack size, and the plain pack at its regular and deal price. */
export interface PackLabels {
  regular: string;
  deal: string;
  /** by attribute id */
  sizes: Record<number, string>;
}

/**
 * Worked out where the page is rendered, so the buy box (an island) carries strings, not these rules:
 * it picks the label for the chosen size, or for the plain pack whether or not the deal still runs.
 */
export function productPackLabels(
  p: Pick<ProductCard, 'attributes' | 'net_quantity' | 'net_unit' | 'price' | 'dealPrice'>,
  say: SayUnitPrice,
): PackLabels {
  const plain = (selling: Paise) => packWithUnitPrice(selling, p.net_quantity, p.net_unit, say);
  return {
    regular: plain(p.price),
    deal: plain(p.dealPrice ?? p.price),
    sizes: Object.fromEntries(p.attributes.map((a) => [a.id, packWithUnitPrice(a.selling, chosenPackQuantity(p, a), p.net_unit, say)])),
  };
}
