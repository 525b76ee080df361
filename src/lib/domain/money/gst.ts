/**
 * GST on a GST-inclusive price list (INDIA.md, CGST Rule 46). Shelf prices already contain the tax,
 * so the invoice back-calculates it per line; every part is whole paise and the parts of a line add
 * up to the line amount exactly, so totals by rate add up too.
 */
import type { Paise } from './money';

/** The slabs in force since 22 Sep 2025. */
export const GST_RATES = [0, 5, 18, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

/** The store's State (Karnataka): a buyer here pays CGST + SGST, elsewhere IGST. */
export const STORE_STATE_CODE = '29';
export const STORE_STATE_NAME = 'Karnataka';

export interface LineTax {
  /** inclusive amount this line is charged, after its share of any discount */
  amount: Paise;
  rate: number;
  taxable: Paise;
  tax: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

/** round(n / d) for non-negative integers, half away from zero, without float drift. */
function divRound(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/**
 * Splits one GST-inclusive amount: taxable = round(amount × 100 / (100 + rate)), tax = the rest.
 * Same State: CGST is the smaller half, SGST takes the odd paisa; another State: all IGST.
 */
export function lineTax(amount: Paise, rate: number, interState = false): LineTax {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amount must be whole paise ≥ 0: ${amount}`);
  if (!Number.isInteger(rate) || rate < 0) throw new RangeError(`bad GST rate: ${rate}`);
  const taxable = divRound(amount * 100, 100 + rate);
  const tax = amount - taxable;
  if (interState) return { amount, rate, taxable, tax, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { amount, rate, taxable, tax, cgst, sgst: tax - cgst, igst: 0 };
}

/**
 * Shares `total` paise across `weights` in proportion, largest remainder first, so the shares are
 * whole paise and add up to `total` exactly (ties go to the earlier line).
 */
export function allocate(total: Paise, weights: readonly number[]): Paise[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`total must be whole paise ≥ 0: ${total}`);
  const sum = weights.reduce((a, w) => a + w, 0);
  if (weights.length === 0) {
    if (total === 0) return [];
    throw new RangeError('cannot allocate to no lines');
  }
  if (sum <= 0) {
    if (total === 0) return weights.map(() => 0);
    throw new RangeError('cannot allocate against zero weights');
  }
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - shares.reduce((a, s) => a + s, 0);
  const byRemainder = weights.map((w, i) => ({ i, rem: (total * w) % sum })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

export interface GstLineInput {
  /** qty × unit inclusive price, before the coupon */
  gross: Paise;
  rate: number;
}

export interface RateTotal {
  rate: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  tax: Paise;
  amount: Paise;
}

export interface GstBreakdown {
  lines: LineTax[];
  /** one row per rate present, ascending */
  byRate: RateTotal[];
  total: Omit<RateTotal, 'rate'>;
  interState: boolean;
  /** every line is exempt (0 %): the document is a bill of supply, not a tax invoice */
  billOfSupply: boolean;
}

/**
 * Taxes an order's goods: the coupon discount is shared across the lines first (so no paisa is lost),
 * then each line's post-discount amount is split into taxable value and tax.
 */
export function gstBreakdown(lines: readonly GstLineInput[], discount: Paise, interState = false): GstBreakdown {
  const gross = lines.reduce((a, l) => a + l.gross, 0);
  if (discount > gross) throw new RangeError('discount exceeds the goods value');
  const shares = allocate(
    discount,
    lines.map((l) => l.gross),
  );
  const taxed = lines.map((l, i) => lineTax(l.gross - shares[i]!, l.rate, interState));
  return { lines: taxed, ...totalsByRate(taxed), interState, billOfSupply: isBillOfSupply(lines) };
}

export function totalsByRate(lines: readonly LineTax[]): { byRate: RateTotal[]; total: Omit<RateTotal, 'rate'> } {
  const map = new Map<number, RateTotal>();
  const total = { taxable: 0, cgst: 0, sgst: 0, igst: 0, tax: 0, amount: 0 };
  for (const l of lines) {
    const row = map.get(l.rate) ?? { rate: l.rate, taxable: 0, cgst: 0, sgst: 0, igst: 0, tax: 0, amount: 0 };
    for (const k of ['taxable', 'cgst', 'sgst', 'igst', 'tax', 'amount'] as const) {
      row[k] += l[k];
      total[k] += l[k];
    }
    map.set(l.rate, row);
  }
  return { byRate: [...map.values()].sort((a, b) => a.rate - b.rate), total };
}

/** True when nothing on the order carries GST (CGST Rule 49: a bill of supply instead). */
export function isBillOfSupply(lines: readonly { rate: number }[]): boolean {
  return lines.length > 0 && lines.every((l) => l.rate === 0);
}

/** First two digits of a GSTIN, or a State code given directly; decides CGST+SGST versus IGST. */
export function isInterState(placeOfSupplyCode: string, storeStateCode = STORE_STATE_CODE): boolean {
  return placeOfSupplyCode !== '' && placeOfSupplyCode !== storeStateCode;
}

/**
 * Place of supply for goods is where they are delivered (or collected). Indian PIN codes starting
 * 56–59 are in Karnataka. The store delivers only to its own serviceable pincodes, all in Bengaluru,
 * so no other prefix is mapped: null means "not known", and callers fall back to the store's State.
 */
export function placeOfSupply(pincode: string | null | undefined): { state: string; code: string } | null {
  if (pincode && /^5[6-9]\d{4}$/.test(pincode)) return { state: STORE_STATE_NAME, code: STORE_STATE_CODE };
  return null;
}

export function placeOfSupplyText(p: { state: string; code: string }): string {
  return `${p.state} (${p.code})`;
}

/** Reads back "Karnataka (29)" into its State code. */
export function stateCodeOf(placeOfSupply: string): string {
  return /\((\d{2})\)\s*$/.exec(placeOfSupply)?.[1] ?? '';
}
