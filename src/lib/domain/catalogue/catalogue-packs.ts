/**
 * A product's pack sizes in the manager's console (issue 28): "500 g", "1 kg", "5 kg", each with
 * its own MRP, price and points price (product_attribute: price is the pack's MRP, selling its
 * price, SPEC's Attribute). The rules are the product's own price rules (catalogue-edit.ts
 * `priceProblems`), one place; a pack's net quantity is read from its name in the product's unit
 * (pack-size.ts, as the seed does), so the name on the button and the declared quantity agree. A pack is never removed here: orders, carts, stock and alerts name it
 * by id; a pack the store stops selling is counted to 0 at its branches instead. So a list without
 * one of the product's packs can only be an editor that has not seen a pack another manager just
 * added: it is told to reload (staff-packs service).
 */
import { z } from 'zod';
import { priceProblems, MAX_PAISE } from './catalogue-edit';
import { said, type Said } from '../i18n/said';
import { parsePackSize, quantityIn } from './pack-size';
import type { NetUnit } from '../types';

/** A product sells in at most this many sizes (the product page's pack buttons stay on two rows). */
export const MAX_PACKS = 8;

export interface PackSize {
  /** absent: a new pack */
  id?: number;
  name: string;
  mrp: number;
  price: number;
  points: number;
}

export interface PackProblem {
  /** the pack's place in the list, as sent */
  index: number;
  field: keyof PackSize | 'packs';
  message: Said;
}

// each rule's message is its catalogue key; the {field} it names is the key it sits under (catalogue-rule.ts)
const amount = (max: number) =>
  z
    .number({ required_error: 'catEdit.required', invalid_type_error: 'catEdit.number' })
    .int('catEdit.number')
    .min(0, 'catEdit.notNegative')
    .max(max, 'catEdit.tooBig');

const packSchema = z
  .object({
    id: z.number().int().positive().optional(),
    name: z.string({ required_error: 'catPack.nameRequired' }).trim().min(1, 'catPack.nameRequired').max(40, 'catEdit.tooLong'),
    mrp: amount(MAX_PAISE),
    price: amount(MAX_PAISE),
    points: amount(10_000_000),
  })
  .strict();

/** The whole list as the editor holds it: every existing pack (by id) and any new one. */
export const packListSchema = z.object({ packs: z.array(packSchema).max(MAX_PACKS, 'catPack.tooMany') }).strict();
export type PackList = z.infer<typeof packListSchema>;

/** A pack's net quantity in its product's unit, read from its name; null when the name is no size in that unit. */
export function packNetQuantity(name: string, unit: NetUnit): number | null {
  const size = parsePackSize(name);
  const qty = size && quantityIn(size.qty, size.unit, unit);
  return qty && qty > 0 ? qty : null;
}

/**
 * Every rule the list breaks against the packs the product has now ([] when it may be saved): each
 * pack priced as a product is (MRP above 0, price above 0 and not above MRP), named as a size in
 * the product's unit, and names unique in the product.
 */
export function packProblems(packs: PackSize[], existing: { id: number; name: string }[], unit: NetUnit): PackProblem[] {
  const problems: PackProblem[] = [];
  const seen = new Map<string, number>();
  packs.forEach((p, index) => {
    for (const problem of priceProblems({ ...p, deal_type: null, deal_price: null, deal_start: null, deal_end: null }))
      problems.push({ index, field: problem.field === 'mrp' ? 'mrp' : 'price', message: problem.message });
    if (packNetQuantity(p.name, unit) === null) problems.push({ index, field: 'name', message: said('catPack.notASize', { unit }) });
    const key = p.name.trim().toLowerCase();
    if (seen.has(key)) problems.push({ index, field: 'name', message: said('catPack.nameTwice', { name: p.name.trim() }) });
    else seen.set(key, index);
    if (p.id !== undefined && !existing.some((e) => e.id === p.id))
      problems.push({ index, field: 'id', message: said('catPack.notThisProduct') });
  });
  return problems;
}

/** The audit row's fields: one per pack that is new or changed, "MRP ₹…, price ₹…, … points, net …". */
export function packAuditFields(before: PackSize[], after: PackSize[]): { before: Record<string, string>; after: Record<string, string> } {
  const line = (p: PackSize) => `MRP ₹${(p.mrp / 100).toFixed(2)}, price ₹${(p.price / 100).toFixed(2)}, ${p.points} points`;
  const b: Record<string, string> = {};
  const a: Record<string, string> = {};
  for (const p of after) {
    const was = p.id === undefined ? undefined : before.find((x) => x.id === p.id);
    const label = `Pack ${p.name.trim()}`;
    if (!was) a[label] = line(p);
    else if (line(was) !== line(p) || was.name !== p.name.trim()) {
      b[label] = was.name === p.name.trim() ? line(was) : `${was.name}: ${line(was)}`;
      a[label] = line(p);
    }
  }
  return { before: b, after: a };
}
