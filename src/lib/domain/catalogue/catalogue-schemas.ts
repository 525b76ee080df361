/** zod schemas and constants for catalogue reads (SPEC §7, §9), shared by the API and the shop page. */
import { z } from 'zod';
import { LANGS } from '../i18n/langs';
import { searchQuerySchema } from '../search/search-refine';
import { shopCursorSchema } from './shop-cursor-schemas';

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

/** Lower-case words joined by hyphens, as the seed writes them; digits-only is an id. */
export const slugOrIdSchema = z
  .string({ required_error: 'rule.slugRequired', invalid_type_error: 'rule.invalidSlug' })
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, 'rule.invalidSlug')
  .max(160, 'rule.invalidSlug');

const slugSchema = slugOrIdSchema;

/** A product reference in a body: a positive integer id or a slug. Always handed on as a string. */
export const productRefSchema = z.union(
  [z.number({ invalid_type_error: 'rule.invalidId' }).int('rule.invalidId').positive('rule.invalidId'), slugOrIdSchema],
  { errorMap: () => ({ message: 'rule.invalidId' }) },
);

const positiveId = z
  .number({ required_error: 'rule.idRequired', invalid_type_error: 'rule.invalidId' })
  .int('rule.invalidId')
  .positive('rule.invalidId');

/** Accepts 3 or "3" (forms post strings) but nothing else. */
const bodyId = z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), positiveId);

/** homeProduct's `type: category` (SPEC §7 "also used for category lists"): the top categories, or one category's products. */
export const HOME_CATEGORY_TYPE = 'category';

export const homeProductSchema = z
  .object({
    type: z.enum([...HOME_LIST_TYPES, HOME_CATEGORY_TYPE], { errorMap: () => ({ message: 'rule.unknownListType' }) }),
    /** with type category: the category whose products to list (none: the category list itself) */
    slug: slugOrIdSchema.optional(),
    limit: z
      .number({ invalid_type_error: 'rule.invalidLimit' })
      .int('rule.invalidLimit')
      .min(1, 'rule.invalidLimit')
      .max(HOME_LIST_MAX, 'rule.invalidLimit')
      .optional(),
  })
  .refine((b) => b.slug === undefined || b.type === HOME_CATEGORY_TYPE, { message: 'rule.slugOnlyCategory', path: ['slug'] });

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
      z.enum(PRICE_TYPES, { errorMap: () => ({ message: 'rule.unknownPriceType' }) }).optional(),
    ),
    min: queryNumber('rule.invalidMinPrice'),
    max: queryNumber('rule.invalidMaxPrice'),
    productType: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(PRODUCT_TYPES, { errorMap: () => ({ message: 'rule.unknownProductType' }) }).optional(),
    ),
    page: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce
        .number({ invalid_type_error: 'rule.invalidPage' })
        .int('rule.invalidPage')
        .min(1, 'rule.invalidPage')
        .max(10_000, 'rule.invalidPage')
        .optional(),
    ),
    /** where the next page starts (shop-cursor-schemas.ts); with it, `page` only numbers the answer */
    cursor: shopCursorSchema,
    ...shopRefineShape,
  })
  .refine((f) => (f.min ?? SHOP_MIN_DEFAULT) <= (f.max ?? SHOP_MAX_DEFAULT), {
    message: 'rule.minAboveMax',
    path: ['min'],
  })
  // a cursor holds the last card's key in the order it was read: in another sort it points nowhere
  .refine((f) => f.cursor === undefined || f.cursor.sort === (f.sort ?? 'relevance'), { message: 'srv.listMoved', path: ['cursor'] });

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
  offer: z.boolean({ invalid_type_error: 'rule.invalidOfferFlag' }).optional(),
});

export const relatedProductSchema = z.object({ id: bodyId });

export const searchSchema = z.object({
  search: z.string({ required_error: 'rule.searchRequired', invalid_type_error: 'rule.invalidSearch' }).max(200, 'srv.searchTextTooLong'),
});

export const suggestQuerySchema = z.object({
  q: z.string({ required_error: 'rule.searchRequired' }).max(200, 'srv.searchTextTooLong'),
  limit: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ invalid_type_error: 'rule.invalidLimit' })
      .int('rule.invalidLimit')
      .min(1, 'rule.invalidLimit')
      .max(20, 'rule.invalidLimit')
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
    .string({ required_error: 'rule.slugsRequired' })
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(slugOrIdSchema).min(1, 'rule.slugsRequired').max(FESTIVAL_PRICES_MAX, 'rule.tooManyProducts')),
  /** a preview link's pass (src/lib/domain/content/preview-pass.ts): prices as on its day */
  preview: z.string().max(200).optional(),
});

const emailShape = z.string().email().max(254);

/** One message per problem: an empty box is "required", anything else that is not an address is invalid. */
export const newsletterSchema = z.object({
  email: z
    .string({ required_error: 'rule.emailRequired', invalid_type_error: 'emailInvalid' })
    .trim()
    .superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'rule.emailRequired' });
      else if (!emailShape.safeParse(v).success) ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'emailInvalid' });
    }),
});
