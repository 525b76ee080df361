/**
 * The product editor's form as strings (what the inputs hold) and back to the API's shape: rupees
 * typed as on a price tag, paise on the wire (the CSV's own amount rule, price-csv.ts), deal times
 * as the browser's local date and time (the branches' clock, IST).
 */
import type { EditableProduct } from '../../lib/domain/catalogue/catalogue-edit';
import { rupeeCell } from '../../lib/domain/catalogue/price-csv';
import type { StaffFormBody } from '../../lib/api/staff';
import { GST_RATES } from '../../lib/domain/money/gst';

export type ProductForm = Record<keyof EditableProduct, string>;

export const EMPTY_FORM: ProductForm = {
  name: '',
  slug: '',
  brand: '',
  category_id: '',
  subcategory_id: '',
  price: '',
  mrp: '',
  deal_type: '',
  deal_price: '',
  deal_start: '',
  deal_end: '',
  deal_units: '0',
  points: '',
  deal_points: '',
  veg: '1',
  net_quantity: '',
  net_unit: 'g',
  country_of_origin: 'India',
  manufacturer: '',
  generic_name: '',
  gst_rate: '0',
  hsn_code: '',
};

export const rupees = (paise: number | null): string => (paise === null ? '' : (paise / 100).toFixed(2));

function localTime(ms: number | null): string {
  if (ms === null) return '';
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

export function toForm(p: EditableProduct): ProductForm {
  return {
    ...EMPTY_FORM,
    name: p.name,
    slug: p.slug,
    brand: p.brand,
    category_id: String(p.category_id),
    subcategory_id: p.subcategory_id === null ? '' : String(p.subcategory_id),
    price: rupees(p.price),
    mrp: rupees(p.mrp),
    deal_type: p.deal_type ?? '',
    deal_price: rupees(p.deal_price),
    deal_start: localTime(p.deal_start),
    deal_end: localTime(p.deal_end),
    deal_units: String(p.deal_units),
    points: String(p.points),
    deal_points: p.deal_points === null ? '' : String(p.deal_points),
    veg: p.veg === null ? '' : String(p.veg),
    net_quantity: String(p.net_quantity),
    net_unit: p.net_unit,
    country_of_origin: p.country_of_origin,
    manufacturer: p.manufacturer,
    generic_name: p.generic_name,
    gst_rate: String(p.gst_rate),
    hsn_code: p.hsn_code,
  };
}

/** An amount the server refuses by name when it is not one ("12.345" stays a string, so "Price must be a whole number"). */
const paise = (v: string): number | string | null => (v.trim() === '' ? null : (rupeeCell(v) ?? v));
const num = (v: string): number | string => (v.trim() === '' || Number.isNaN(Number(v)) ? v : Number(v));
const time = (v: string): number | null => (v ? new Date(v).getTime() : null);
/** One of a short list the select offers (the veg mark, a GST rate), else the text as sent. */
const oneOf = <T extends number>(v: string, allowed: readonly T[]): T | string => allowed.find((a) => String(a) === v) ?? v;

/** The body to send: every field of the form, typed as the API wants it; the server judges the rest. */
export function fromForm(f: ProductForm): StaffFormBody<'staff/catalogue'> {
  const deal = f.deal_type !== '';
  return {
    name: f.name,
    slug: f.slug,
    brand: f.brand,
    category_id: num(f.category_id),
    subcategory_id: f.subcategory_id ? num(f.subcategory_id) : null,
    price: paise(f.price),
    mrp: paise(f.mrp),
    deal_type: deal ? f.deal_type : null,
    deal_price: deal ? paise(f.deal_price) : null,
    deal_start: deal ? time(f.deal_start) : null,
    deal_end: deal ? time(f.deal_end) : null,
    deal_units: deal ? num(f.deal_units) : 0,
    // left empty on a new product: one point a rupee (the server's default); on a deal, the same
    ...(f.points.trim() === '' ? {} : { points: num(f.points) }),
    deal_points: deal && f.deal_points.trim() !== '' ? num(f.deal_points) : null,
    veg: f.veg === '' ? null : oneOf(f.veg, [0, 1] as const),
    net_quantity: num(f.net_quantity),
    net_unit: f.net_unit,
    country_of_origin: f.country_of_origin,
    manufacturer: f.manufacturer,
    generic_name: f.generic_name,
    gst_rate: oneOf(f.gst_rate, GST_RATES),
    hsn_code: f.hsn_code,
  };
}
