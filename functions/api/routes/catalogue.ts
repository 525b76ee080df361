import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  festivalListSchema,
  homeProductSchema,
  productInfoSchema,
  relatedProductSchema,
  searchSchema,
  shopQuerySchema,
  slugOrIdSchema,
  suggestQuerySchema,
} from '../../../src/lib/domain/catalogue-schemas';
import type { AppEnv } from '../env';
import { ShopError } from '../errors';
import {
  getCategoryBySlug,
  getFestival,
  getProduct,
  listCategories,
  listCategoriesWithSubs,
  listHomeProducts,
  productInfo,
  relatedProducts,
  shopProducts,
} from '../services/catalogue';
import { searchCatalogue, suggest } from '../services/search';
import { validate } from '../validate';

export const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

/**
 * Catalogue answers are the same for every shopper, so browsers and the CDN may keep them briefly;
 * only successful answers are marked, so a 404 or 400 is never cached. Applied per route: a '*'
 * middleware on a sub-app mounted at '/' would leak onto every other route of the API.
 */
function publicCache(): MiddlewareHandler<AppEnv> {
  return async function publicCache(c, next) {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', CATALOGUE_CACHE_CONTROL);
  };
}
const cached = publicCache();

const slugOrIdParam = z.object({ slugOrId: slugOrIdSchema });

/** Products, categories, search and festivals (SPEC §7). No route takes a user id. */
export const catalogueRoutes = new Hono<AppEnv>()
  .post('/homeProduct', validate('json', homeProductSchema), async (c) => {
    const { type, limit } = c.req.valid('json');
    return c.json({ status: 1, response: await listHomeProducts(c.env.DB, type, limit) });
  })
  .get('/category', cached, async (c) => c.json({ status: 1, response: await listCategories(c.env.DB) }))
  .get('/categoryAndsub', cached, async (c) => c.json({ status: 1, response: await listCategoriesWithSubs(c.env.DB) }))
  .get('/category/:slugOrId', cached, validate('param', slugOrIdParam), async (c) => {
    const found = await getCategoryBySlug(c.env.DB, c.req.valid('param').slugOrId);
    if (!found) throw new ShopError('Category not found', 404);
    const { subcategories, ...category } = found;
    return c.json({ status: 1, response: { category, subcategories } });
  })
  .get('/shop', cached, validate('query', shopQuerySchema), async (c) => {
    return c.json({ status: 1, response: await shopProducts(c.env.DB, c.req.valid('query')) });
  })
  .get('/product/:slugOrId', cached, validate('param', slugOrIdParam), async (c) => {
    const product = await getProduct(c.env.DB, c.req.valid('param').slugOrId);
    if (!product) throw new ShopError('Product not found', 404);
    return c.json({ status: 1, response: product });
  })
  .post('/product_info', validate('json', productInfoSchema), async (c) => {
    const { id, offer } = c.req.valid('json');
    const info = await productInfo(c.env.DB, String(id), offer === true);
    if (!info) throw new ShopError('Product not found', 404);
    return c.json({ status: 1, response: info });
  })
  .post('/relatedProduct', validate('json', relatedProductSchema), async (c) => {
    return c.json({ status: 1, response: await relatedProducts(c.env.DB, c.req.valid('json').id) });
  })
  .post('/search', validate('json', searchSchema), async (c) => {
    return c.json({ status: 1, response: await searchCatalogue(c.env.DB, c.req.valid('json').search) });
  })
  .get('/suggest', cached, validate('query', suggestQuerySchema), async (c) => {
    const { q, limit } = c.req.valid('query');
    return c.json({ status: 1, response: await suggest(c.env.DB, q, limit) });
  })
  .post('/festivalList', validate('json', festivalListSchema), async (c) => {
    const page = await getFestival(c.env.DB, c.req.valid('json').festival_id);
    if (!page) throw new ShopError('Festival not found', 404);
    return c.json({ status: 1, response: page });
  });
