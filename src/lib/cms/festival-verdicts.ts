/**
 * One verdict per form field, in plain words, for the festival form (keystatic.config.ts, shown when
 * Save is refused) and for the build (content-rules.ts prefixes each with the file it is in). One
 * module for both, so the editor refuses exactly what the build would refuse (issue 33). Pure and
 * free of Node: it runs in the editor's browser page too.
 */

import { FOCUS_POINTS } from '../domain/content/banner-crop';

/** A calendar day in India as YYYY-MM-DD (content dates are inclusive Indian days). */
export type Day = string;

export interface CatalogueProduct {
  name: string;
  /** selling price in paise */
  selling: number;
}

export interface DealRow {
  product: string;
  /** rupees, GST included, as marketing types it */
  price: number | null;
  units: number | null;
}

export interface FestivalDeals {
  id: string;
  name: string;
  status: 'draft' | 'published';
  starts: Day;
  ends: Day;
  deals: Array<{ product: string }>;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** 2027-01-14 → 14/01/2027, the way days are written in India (en-IN). */
export function dmy(day: Day): string {
  const m = ISO.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : day;
}

/** 14/01/2027 (or 14/1/2027) → 2027-01-14; null when it is not a real day of the calendar. */
export function dayFromDmy(text: string): Day | null {
  const m = DMY.exec(text.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

const rupees = (paise: number) => `₹${(paise / 100).toFixed(2).replace(/\.00$/, '')}`;

/** The festival's first and last day: both real days, the last not before the first. */
export function daysVerdict(starts: Day | null, ends: Day | null): string | undefined {
  if (!starts) return 'Type the first day as dd/mm/yyyy, for example 12/01/2027.';
  if (!ends) return 'Type the last day as dd/mm/yyyy, for example 16/01/2027.';
  if (ends < starts) return `The last day ${dmy(ends)} is before the first day ${dmy(starts)}: change one of them.`;
  return undefined;
}

/** One deal row: a product of the catalogue, a price below its selling price, at least one unit. */
export function dealVerdict(deal: DealRow, products: Map<string, CatalogueProduct>): string | undefined {
  if (!deal.product) return 'Pick the product on deal.';
  const product = products.get(deal.product);
  if (!product) return `"${deal.product}" is not in the catalogue: pick the product from the list.`;
  if (deal.price === null || !Number.isFinite(deal.price) || deal.price <= 0) {
    return `Type the festival price of ${product.name} in rupees (its price is ${rupees(product.selling)}).`;
  }
  if (Math.round(deal.price * 100) >= product.selling) {
    return `The deal price ₹${deal.price} must be below ${product.name}'s price ${rupees(product.selling)}.`;
  }
  if (deal.units === null || !Number.isInteger(deal.units) || deal.units < 1) {
    return `Type how many units of ${product.name} sell at the deal price (at least 1).`;
  }
  return undefined;
}

/** A product a festival lists one by one must be in the catalogue. */
export function productVerdict(slug: string, products: Map<string, CatalogueProduct>): string | undefined {
  if (!slug) return 'Pick a product from the list.';
  if (!products.has(slug)) return `"${slug}" is not in the catalogue: pick the product from the list.`;
  return undefined;
}

const later = (a: Day, b: Day) => (a > b ? a : b);
const earlier = (a: Day, b: Day) => (a < b ? a : b);

/**
 * Deals of `festival` that another published festival also runs on overlapping days: which price
 * would the cart charge? Says the product, both festivals' days, the shared days and what to change.
 */
export function dealClashVerdicts(festival: FestivalDeals, others: FestivalDeals[], products: Map<string, CatalogueProduct>): string[] {
  const verdicts: string[] = [];
  for (const other of others) {
    if (other.id === festival.id || other.status !== 'published') continue;
    if (!(festival.starts <= other.ends && other.starts <= festival.ends)) continue;
    const from = later(festival.starts, other.starts);
    const until = earlier(festival.ends, other.ends);
    for (const d of festival.deals) {
      if (!other.deals.some((e) => e.product === d.product)) continue;
      const name = products.get(d.product)?.name ?? d.product;
      verdicts.push(
        `${name} is on deal in "${festival.name}" (${dmy(festival.starts)} to ${dmy(festival.ends)}) and in "${other.name}" ` +
          `(${dmy(other.starts)} to ${dmy(other.ends)}), both from ${dmy(from)} to ${dmy(until)}: ` +
          `remove one of the two deals or change one festival's days so they do not meet.`,
      );
    }
  }
  return verdicts;
}

/** A banner's focal point as the file writes it: empty is the centre, anything else one of the nine. */
export function focusVerdict(focus: unknown): string | undefined {
  if (focus === undefined || focus === null || focus === '' || (FOCUS_POINTS as readonly unknown[]).includes(focus)) return undefined;
  return `The focal point "${String(focus)}" is not one of ${FOCUS_POINTS.join(', ')}: pick it from the list.`;
}

export interface BannerPictures {
  src?: string | null;
  phone?: string | null;
}

/**
 * A Kannada or Hindi banner with its own picture but no phone picture of its own, when the English
 * banner has one: phones get a 3:2 cut of that language's banner instead of a picture made for
 * phones. Allowed (the words stay in the language), but said, never silent (issue 33).
 */
export function phoneFallbackNote(
  language: string,
  index: number,
  english: BannerPictures,
  own: BannerPictures | undefined,
): string | undefined {
  const has = (s: string | null | undefined) => typeof s === 'string' && s.trim() !== '';
  if (!own || !has(own.src) || has(own.phone) || !has(english.phone)) return undefined;
  return `banner ${index + 1} in ${language} has no picture for phones: phones get a 3:2 cut of the ${language} banner around its focal point (add one under "In ${language}" to choose it).`;
}
