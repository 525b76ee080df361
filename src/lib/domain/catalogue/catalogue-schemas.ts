/** zod schemas and constants for catalogue reads (SPEC §7, §9), shared by the API and the shop page. */
import { z } from 'zod';
import { LANGS } from '../i18n/langs';
import { searchQuerySchema } from '../search/search-refine';
import { LIST_MOVED, shopCursorSchema } from './shop-cursor-schemas';

export const HOME_LIST_TYPES = ['hot', 'best', 'feature', 'new', 'deal'] as const;
export type HomeListType = (typeof HOME_LIST_TYPES)[number];

/** Shop filter "product type" radios: Offers, Top, Best, Featured, New arrivals. */
export const PRODUCT_TYPES = ['offers', 'hot', 'best', 'feature', 'new'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRICE_TYPES = ['all', 'points', 'price'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** SPEC §9: shop page size and the price slider's range, in rupees (or points). */
export const SHOP_PAGE_SIZE = 12;
/**
 * How far past the page the shop counts (issue 16): the grid shows 12 and scrolls on while there are
 * more, so an exact count of a 20,000-product shelf bought nothing but its cost ("1,000+ products").
 */
export const SHOP_COUNT_CAP = 1000;
export const SHOP_MIN_DEFAULT = 10;
export const SHOP_MAX_DEFAULT = 5000;
export const RELATED_MAX = 6;
export const HOME_LIST_DEFAULT = 12;
export const HOME_LIST_MAX = 48;

export const MIN_EXCEEDS_MAX = 'Minimum price must not exceed maximum price';

/** Lower-case words joined by hyphens, as the seed writes them; digits-only is an id. */
export const slugOrIdSchema = z
  .string({ required_error: 'Slug is required', invalid_type_error: 'Invalid slug' })
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, 'Invalid slug')
  .max(160, 'Invalid slug');

const slugSchema = slugOrIdSchema;

/** A product reference in a body: a positive integer id or a slug. Always handed on as a string. */
export const productRefSchema = z.union(
  [z.number({ invalid_type_error: 'Invalid id' }).int('Invalid id').positive('Invalid id'), slugOrIdSchema],
  { errorMap: () => ({ message: 'Invalid id' }) },
);

const positiveId = z
  .number({ required_error: 'Id is required', invalid_type_error: 'Invalid id' })
  .int('Invalid id')
  .positive('Invalid id');

/** Accepts 3 or "3" (forms post strings) but nothing else. */
const bodyId = z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), positiveId);

/** homeProduct's `type: category` (SPEC §7 "also used for category lists"): the top categories, or one category's products. */
export const HOME_CATEGORY_TYPE = 'category';

export const homeProductSchema = z
  .object({
    type: z.enum([...HOME_LIST_TYPES, HOME_CATEGORY_TYPE], { errorMap: () => ({ message: 'Unknown product list type' }) }),
    /** with type category: the category whose products to list (none: the category list itself) */
    slug: slugOrIdSchema.optional(),
    limit: z
      .number({ invalid_type_error: 'Invalid limit' })
      .int('Invalid limit')
      .min(1, 'Invalid limit')
      .max(HOME_LIST_MAX, 'Invalid limit')
      .optional(),
  })
  .refine((b) => b.slug === undefined || b.type === HOME_CATEGORY_TYPE, { message: 'Only a category list takes a slug', path: ['slug'] });

/** Query strings arrive as text: numbers are coerced, empty values mean "not set". */
const queryNumber = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce.number({ invalid_type_error: message }).finite(message).min(0, message).optional(),
  );

/** sort, brand, discount, stock and veg of GET /api/shop: the search's own fields (search-refine.ts) */
const { sort, brand, off, stock, veg } = searchQuerySchema.innerType().shape;
const shopRefineShape = { sort, brand, off, stock, veg };

export const shopQuerySchema = z
  .object({
    category: z.preprocess((v) => (v === '' ? undefined : v), slugSchema.optional()),
    subcategory: z.preprocess((v) => (v === '' ? undefined : v), slugSchema.optional()),
    priceType: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(PRICE_TYPES, { errorMap: () => ({ message: 'Unknown price type' }) }).optional(),
    ),
    min: queryNumber('Invalid minimum price'),
    max: queryNumber('Invalid maximum price'),
    productType: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(PRODUCT_TYPES, { errorMap: () => ({ message: 'Unknown product type' }) }).optional(),
    ),
    page: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce
        .number({ invalid_type_error: 'Invalid page' })
        .int('Invalid page')
        .min(1, 'Invalid page')
        .max(10_000, 'Invalid page')
        .optional(),
    ),
    /** where the next page starts (shop-cursor-schemas.ts); with it, `page` only numbers the answer */
    cursor: shopCursorSchema,
    ...shopRefineShape,
  })
  .refine((f) => (f.min ?? SHOP_MIN_DEFAULT) <= (f.max ?? SHOP_MAX_DEFAULT), {
    message: MIN_EXCEEDS_MAX,
    path: ['min'],
  })
  // a cursor holds the last card's key in the order it was read: in another sort it points nowhere
  .refine((f) => f.cursor === undefined || f.cursor.sort === (f.sort ?? 'relevance'), { message: LIST_MOVED, path: ['cursor'] });

export type ShopQuery = z.infer<typeof shopQuerySchema>;

/** GET /api/shop's query (and the shop page's next-page partial's) as the catalogue's filter. */
export function shopFilterOf({ sort, brand, off, stock, veg, ...filter }: ShopQuery) {
  return { ...filter, refine: { sort, brands: brand, off, inStock: stock === '1', veg } };
}

/** A query string as the API edge validates it: a repeated key (brand=a&brand=b) becomes a list. */
export function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    out[key] = all.length === 1 ? all[0]! : all;
  }
  return out;
}

export const productInfoSchema = z.object({
  id: productRefSchema,
  offer: z.boolean({ invalid_type_error: 'Invalid offer flag' }).optional(),
});

export const relatedProductSchema = z.object({ id: bodyId });

export const searchSchema = z.object({
  search: z
    .string({ required_error: 'Search text is required', invalid_type_error: 'Invalid search text' })
    .max(200, 'Search text is too long'),
});

export const suggestQuerySchema = z.object({
  q: z.string({ required_error: 'Search text is required' }).max(200, 'Search text is too long'),
  limit: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ invalid_type_error: 'Invalid limit' })
      .int('Invalid limit')
      .min(1, 'Invalid limit')
      .max(20, 'Invalid limit')
      .optional(),
  ),
  /** the asking page's language, for the names (issue 19); part of the address so caches keep each apart */
  lang: z.enum(LANGS).optional(),
});

export const festivalListSchema = z.object({ festival_id: bodyId });

/** The most products one festival page section asks prices for (its own list plus a category's 24). */
export const FESTIVAL_PRICES_MAX = 80;

/** GET /api/festivalPrices?slugs=a,b,c: the festival page's cards, priced at request time. */
export const festivalPricesSchema = z.object({
  slugs: z
    .string({ required_error: 'Slugs are required' })
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(slugOrIdSchema).min(1, 'Slugs are required').max(FESTIVAL_PRICES_MAX, 'Too many products')),
  /** a preview link's pass (src/lib/domain/content/preview-pass.ts): prices as on its day */
  preview: z.string().max(200).optional(),
});

export const NEWSLETTER_REQUIRED = 'The email field is required.';

const emailShape = z.string().email().max(254);

/** One message per problem: an empty box is "required", anything else that is not an address is invalid. */
export const newsletterSchema = z.object({
  email: z
    .string({ required_error: NEWSLETTER_REQUIRED, invalid_type_error: 'emailInvalid' })
    .trim()
    .superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: z.ZodIssueCode.custom, message: NEWSLETTER_REQUIRED });
      else if (!emailShape.safeParse(v).success) ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'emailInvalid' });
    }),
});
