/**
 * "Find within results" on /search and /shop (issue 16): sort and filters as they appear in a
 * shareable URL (?sort=price_asc&brand=Amul&veg=veg&off=10&stock=1&min=50&max=500). Pages read
 * them leniently (an edited URL still shows results); the API validates them (400 on nonsense).
 */
import { z } from 'zod';

export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'discount', 'new'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  discount: 'Discount',
  new: 'Newest',
};

export const VEG_MARKS = ['veg', 'nonveg'] as const;
export type VegMark = (typeof VEG_MARKS)[number];

/** The discount steps the filter offers, in % off MRP. */
export const DISCOUNT_STEPS = [10, 25, 40] as const;

export const MAX_BRANDS = 10;

export interface Refinements {
  sort: SearchSort;
  brands: string[];
  /** rupees, inclusive; undefined = no bound */
  min?: number;
  max?: number;
  /** at least this % off MRP */
  off?: number;
  inStock: boolean;
  veg?: VegMark;
}

const BRAND = /^[\p{L}\p{N}][\p{L}\p{N} &'’.+-]{0,59}$/u;

function wholeRupees(v: string | null): number | undefined {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 && n <= 1_000_000 ? Math.floor(n) : undefined;
}

/** Lenient: unknown or malformed values are "not set". */
export function readRefinements(search: URLSearchParams): Refinements {
  const sort = search.get('sort');
  const veg = search.get('veg');
  const off = wholeRupees(search.get('off'));
  let min = wholeRupees(search.get('min'));
  let max = wholeRupees(search.get('max'));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return {
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : 'relevance',
    brands: [
      ...new Set(
        search
          .getAll('brand')
          .map((b) => b.trim())
          .filter((b) => BRAND.test(b)),
      ),
    ].slice(0, MAX_BRANDS),
    min,
    max,
    off: off !== undefined && off > 0 && off < 100 ? off : undefined,
    inStock: search.get('stock') === '1',
    veg: (VEG_MARKS as readonly string[]).includes(veg ?? '') ? (veg as VegMark) : undefined,
  };
}

/** The refinements back as URL parameters (defaults left out, so plain URLs stay plain). */
export function refinementParams(r: Refinements, into = new URLSearchParams()): URLSearchParams {
  if (r.sort !== 'relevance') into.set('sort', r.sort);
  for (const b of r.brands) into.append('brand', b);
  if (r.min !== undefined) into.set('min', String(r.min));
  if (r.max !== undefined) into.set('max', String(r.max));
  if (r.off) into.set('off', String(r.off));
  if (r.inStock) into.set('stock', '1');
  if (r.veg) into.set('veg', r.veg);
  return into;
}

export function isRefined(r: Refinements): boolean {
  return r.brands.length > 0 || r.min !== undefined || r.max !== undefined || Boolean(r.off) || r.inStock || r.veg !== undefined;
}

const optionalText = (v: unknown) => (v === '' ? undefined : v);

/** GET /api/search: strict, so a client learns what it got wrong. */
export const searchQuerySchema = z
  .object({
    q: z
      .string({ required_error: 'srv.searchTextRequired', invalid_type_error: 'srv.searchTextRequired' })
      .max(200, 'srv.searchTextTooLong')
      .refine((q) => /[\p{L}\p{N}]/u.test(q), 'srv.searchTextRequired'),
    sort: z.preprocess(optionalText, z.enum(SEARCH_SORTS, { errorMap: () => ({ message: 'rule.unknownSort' }) }).optional()),
    brand: z.preprocess(
      (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
      z.array(z.string().regex(BRAND, 'rule.invalidBrand')).max(MAX_BRANDS, 'rule.tooManyBrands'),
    ),
    min: z.preprocess(
      optionalText,
      z.coerce
        .number({ invalid_type_error: 'rule.invalidMinPrice' })
        .int('rule.invalidMinPrice')
        .min(0, 'rule.invalidMinPrice')
        .max(1_000_000, 'rule.invalidMinPrice')
        .optional(),
    ),
    max: z.preprocess(
      optionalText,
      z.coerce
        .number({ invalid_type_error: 'rule.invalidMaxPrice' })
        .int('rule.invalidMaxPrice')
        .min(0, 'rule.invalidMaxPrice')
        .max(1_000_000, 'rule.invalidMaxPrice')
        .optional(),
    ),
    off: z.preprocess(
      optionalText,
      z.coerce
        .number({ invalid_type_error: 'rule.invalidDiscount' })
        .int('rule.invalidDiscount')
        .min(1, 'rule.invalidDiscount')
        .max(99, 'rule.invalidDiscount')
        .optional(),
    ),
    stock: z.preprocess(optionalText, z.enum(['1', '0'], { errorMap: () => ({ message: 'rule.invalidStockFilter' }) }).optional()),
    veg: z.preprocess(optionalText, z.enum(VEG_MARKS, { errorMap: () => ({ message: 'rule.unknownVegMark' }) }).optional()),
    page: z.preprocess(
      optionalText,
      z.coerce
        .number({ invalid_type_error: 'rule.invalidPage' })
        .int('rule.invalidPage')
        .min(1, 'rule.invalidPage')
        .max(1000, 'rule.invalidPage')
        .optional(),
    ),
  })
  .refine((f) => f.min === undefined || f.max === undefined || f.min <= f.max, {
    message: 'rule.minAboveMaxShort',
    path: ['min'],
  });

export type SearchQuery = z.infer<typeof searchQuerySchema>;

export function refinementsOf(q: SearchQuery): Refinements {
  return {
    sort: q.sort ?? 'relevance',
    brands: q.brand,
    min: q.min,
    max: q.max,
    off: q.off,
    inStock: q.stock === '1',
    veg: q.veg,
  };
}
