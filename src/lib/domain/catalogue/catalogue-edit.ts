/**
 * A product as the manager edits it in the staff console (issue 28): the zod schemas the API edge
 * checks and the shop's price rules, one function each, so the console's form, the API and the
 * CSV of prices refuse the same things with the same words. Money is integer paise; times are ms.
 */
import { z } from 'zod';
import type { CatalogueField } from './catalogue-edit-messages';
import { said } from '../i18n/said';
import { LANGS } from '../i18n/langs';
import { NET_UNITS, packDeclarationProblems, type FieldProblem } from './legal-metrology';
import { pointsForPrice } from './pack-size';

export type { FieldProblem };

export const DEAL_TYPES = ['flash_deal', 'deal_of_day'] as const;
export type DealType = (typeof DEAL_TYPES)[number];

/** Every field the console edits, as the shop names them. */
export interface EditableProduct {
  name: string;
  slug: string;
  brand: string;
  category_id: number;
  subcategory_id: number | null;
  price: number;
  mrp: number;
  deal_type: DealType | null;
  deal_price: number | null;
  deal_start: number | null;
  deal_end: number | null;
  deal_units: number;
  /** the price in reward points (SPEC: product.point), and during a deal (deal_point) */
  points: number;
  deal_points: number | null;
  veg: 0 | 1 | null;
  net_quantity: number;
  net_unit: string;
  country_of_origin: string;
  manufacturer: string;
  generic_name: string;
  gst_rate: number;
  hsn_code: string;
}

/** What a product says about itself beyond its price (the label's facts), the form's and the CSV's last columns alike. */
export const PRODUCT_FACTS = [
  'veg',
  'net_quantity',
  'net_unit',
  'country_of_origin',
  'manufacturer',
  'generic_name',
  'gst_rate',
  'hsn_code',
] as const;

export const EDITABLE_FIELDS = [
  'name',
  'slug',
  'brand',
  'category_id',
  'subcategory_id',
  'price',
  'mrp',
  'deal_type',
  'deal_price',
  'deal_start',
  'deal_end',
  'deal_units',
  'points',
  'deal_points',
  ...PRODUCT_FACTS,
] as const satisfies readonly (keyof EditableProduct & CatalogueField)[];

/** ₹1 crore: no grocery pack costs more; a typo of extra zeros is refused, not stored. */
export const MAX_PAISE = 1_000_000_000;

// each rule's message is its catalogue key; the {field} it names is the key it sits under (catalogue-rule.ts)
const whole = (max: number) =>
  z
    .number({ required_error: 'catEdit.required', invalid_type_error: 'catEdit.number' })
    .int('catEdit.number')
    .min(0, 'catEdit.notNegative')
    .max(max, 'catEdit.tooBig');

const text = (max: number) => z.string({ required_error: 'catEdit.required' }).trim().max(max, 'catEdit.tooLong');

const filled = (max: number) => text(max).min(1, 'catEdit.required');

/** The store's product identifier: the slug in its address, shown as SKU in the console and the CSV. */
export const SKU = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const fields = {
  name: filled(120),
  // a product's address is /product-details-one/<slug>, and Astro reads a language code in any segment
  // of an address as the page's language (docs/i18n-routing.md)
  slug: filled(80)
    .regex(SKU, 'catEdit.slugShape')
    .refine((slug) => !(LANGS as readonly string[]).includes(slug), 'catEdit.slugIsLanguage'),
  brand: text(60),
  category_id: whole(1e9).min(1, 'catEdit.required'),
  subcategory_id: whole(1e9).nullable(),
  price: whole(MAX_PAISE),
  mrp: whole(MAX_PAISE),
  deal_type: z.enum(DEAL_TYPES).nullable(),
  deal_price: whole(MAX_PAISE).nullable(),
  deal_start: whole(8.64e15).nullable(),
  deal_end: whole(8.64e15).nullable(),
  deal_units: whole(1_000_000),
  points: whole(10_000_000),
  deal_points: whole(10_000_000).nullable(),
  veg: z.union([z.literal(0), z.literal(1), z.null()]),
  net_quantity: z
    .number({ required_error: 'catEdit.required', invalid_type_error: 'catEdit.number' })
    .min(0, 'catEdit.notNegative')
    .max(1_000_000, 'catEdit.tooBig'),
  net_unit: z.enum(NET_UNITS, { errorMap: () => ({ message: 'catEdit.netUnit' }) }),
  country_of_origin: text(60),
  manufacturer: text(300),
  generic_name: text(120),
  gst_rate: z.union([z.literal(0), z.literal(5), z.literal(18), z.literal(40)], {
    errorMap: () => ({ message: 'catEdit.required' }),
  }),
  hsn_code: text(8),
} satisfies Partial<Record<CatalogueField, z.ZodTypeAny>>;

/** The console's catalogue search: a name, SKU or brand; a page of up to 200 (a CSV's worth). */
export const catalogueSearchSchema = z.object({
  q: z.string().trim().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** A change to an existing product: any of the fields; the rules are checked on the product as it would become. */
export const productChangeSchema = z.object(fields).partial().strict();
export type ProductChange = z.infer<typeof productChangeSchema>;

/** A new product: everything but the deal (added later, if any) and the optional texts. */
export const newProductSchema = z
  .object(fields)
  .partial({
    brand: true,
    subcategory_id: true,
    deal_type: true,
    deal_price: true,
    deal_start: true,
    deal_end: true,
    deal_units: true,
    points: true,
    deal_points: true,
    generic_name: true,
    gst_rate: true,
    hsn_code: true,
  })
  .strict();
export type NewProduct = z.infer<typeof newProductSchema>;

/** A new product's optional fields as the shelf starts them (points: one a rupee, pack-size.ts). */
export function withDefaults(p: NewProduct): EditableProduct {
  return {
    points: pointsForPrice(p.price),
    deal_points: p.deal_price == null ? null : pointsForPrice(p.deal_price),
    brand: '',
    subcategory_id: null,
    deal_type: null,
    deal_price: null,
    deal_start: null,
    deal_end: null,
    deal_units: 0,
    generic_name: '',
    gst_rate: 0,
    hsn_code: '',
    ...p,
  };
}

/** The shop's price rules: MRP above 0, price above 0 and not above MRP, a deal complete and below the price. */
export function priceProblems(
  p: Pick<EditableProduct, 'price' | 'mrp' | 'deal_type' | 'deal_price' | 'deal_start' | 'deal_end'>,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!(p.mrp > 0)) problems.push({ field: 'mrp', message: said('catEdit.mrpPositive') });
  if (!(p.price > 0)) problems.push({ field: 'price', message: said('catEdit.pricePositive') });
  else if (p.mrp > 0 && p.price > p.mrp) problems.push({ field: 'price', message: said('catEdit.priceAboveMrp') });
  if (p.deal_type !== null) {
    if (p.deal_price === null || p.deal_start === null || p.deal_end === null) {
      problems.push({
        field: p.deal_price === null ? 'deal_price' : p.deal_start === null ? 'deal_start' : 'deal_end',
        message: said('catEdit.dealIncomplete'),
      });
    } else {
      if (!(p.deal_price > 0 && p.deal_price < p.price)) problems.push({ field: 'deal_price', message: said('catEdit.dealNotBelowPrice') });
      if (!(p.deal_end > p.deal_start)) problems.push({ field: 'deal_end', message: said('catEdit.dealEndBeforeStart') });
    }
  }
  return problems;
}

/** Every rule a product breaks as it would be saved ([] when it may be saved). */
export function productProblems(p: EditableProduct): FieldProblem[] {
  return [...priceProblems(p), ...packDeclarationProblems(p)];
}

/** A product with a change applied; clearing the deal type clears the whole deal. */
export function applyChange(current: EditableProduct, change: ProductChange): EditableProduct {
  const next = { ...current, ...change } as EditableProduct;
  if (next.deal_type === null)
    Object.assign(next, { deal_price: null, deal_start: null, deal_end: null, deal_units: 0, deal_points: null });
  return next;
}

/** The fields whose values differ, before and after: what the audit row keeps. */
export function changedFields(
  before: EditableProduct,
  after: EditableProduct,
): { before: Partial<EditableProduct>; after: Partial<EditableProduct> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const f of EDITABLE_FIELDS) {
    if (before[f] !== after[f]) {
      b[f] = before[f];
      a[f] = after[f];
    }
  }
  return { before: b as Partial<EditableProduct>, after: a as Partial<EditableProduct> };
}

/** One audited change of a product as the editor page lists it (newest first). */
export interface ProductChangeView {
  id: number;
  at: number;
  source: 'console' | 'new' | 'csv';
  staff_name: string;
  /** each changed field: its label, and the value before and after */
  fields: { field: string; label: string; before: unknown; after: unknown }[];
}
