import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  festivalListSchema,
  festivalPricesSchema,
  HOME_CATEGORY_TYPE,
  homeProductSchema,
  productInfoSchema,
  relatedProductSchema,
  searchSchema,
  shopFilterOf,
  shopQuerySchema,
  slugOrIdSchema,
  suggestQuerySchema,
} from '../../../src/lib/domain/catalogue/catalogue-schemas';
import type { AppEnv } from '../env';
import { ShopError } from '../errors';
import {
  getCategoryBySlug,
  festivalPrices,
  getFestival,
  getProduct,
  listCategories,
  listCategoriesWithSubs,
  listCategoryProducts,
  listHomeProducts,
  productInfo,
  relatedProducts,
  shopProducts,
  cacheSeconds,
  checkCatalogueStamp,
  keepResponse,
  readCached,
  toResponse,
  catalogueNames,
  categoriesIn,
  productsIn,
} from '../services/catalogue';
import { searchCatalogue, searchProducts, suggest } from '../services/search';
import { refinementsOf, searchQuerySchema } from '../../../src/lib/domain/search/search-refine';
import { validate } from '../validate';
import { toCardWire, toCardsWire } from '../../../src/lib/domain/catalogue/card-wire-schemas';
import { festivalPricesToWire } from '../../../src/lib/domain/content/festival-price-schemas';

import { CATALOGUE_CACHE_CONTROL, PRIVATE_NO_STORE } from '../../../src/lib/domain/cache-control';
import { previewNow } from '../services/content';
import { shareAnswer } from '../middleware/private-answers';
import * as clock from '../lib/clock';
import { said } from '../../../src/lib/domain/i18n/said';

/**
 * Catalogue answers are the same for every shopper, so browsers and the CDN may keep them briefly,
 * and the isolate keeps them in memory until the TTL or the next deal edge (catalogue-cache.ts).
 * Only successful answers are kept, so a 404 or 400 is never cached. Applied per route: a '*'
 * middleware on a sub-app mounted at '/' would leak onto every other route of the API.
 */
function publicCache(): MiddlewareHandler<AppEnv> {
  return async function publicCache(c, next) {
    const ttl = cacheSeconds(c.env) * 1000;
    // POST reads (SPEC §7 homeProduct, search, …) are keyed by their body too
    const body = c.req.method === 'GET' ? '' : await c.req.text();
    const key = `${c.req.method} ${c.req.url} ${body}`;
    const now = clock.now();
    // a padded body must not buy a big cache entry; real catalogue requests are tiny
    const cacheable = ttl > 0 && key.length <= 2048;
    if (cacheable) {
      // a change made through another isolate drops this one's copies first (the cache rule)
      await checkCatalogueStamp(c.env.DB, now);
      const hit = readCached(c.env.DB, key, now);
      if (hit) {
        shareAnswer(c);
        return toResponse(hit);
      }
    }
    await next();
    if (c.res.status !== 200) return;
    // the same answer for every shopper, signed in or not: cacheable for all (private-answers.ts)
    shareAnswer(c);
    c.res.headers.set('Cache-Control', CATALOGUE_CACHE_CONTROL);
    if (cacheable) c.res = await keepResponse(c.env.DB, key, c.res, now, ttl);
  };
}
const cached = publicCache();

/**
 * A festival preview (`?preview=<pass>`, services/content/preview.ts) is one person's look at another day:
 * never kept by the isolate, a browser or the CDN. Without a pass, the catalogue's cache as usual.
 */
const cachedUnlessPreview: MiddlewareHandler<AppEnv> = async function cachedUnlessPreview(c, next) {
  if (c.req.query('preview') === undefined) return cached(c, next);
  await next();
  c.res.headers.set('Cache-Control', PRIVATE_NO_STORE);
};

const slugOrIdParam = z.object({ slugOrId: slugOrIdSchema });

/** Products, categories, search and festivals (SPEC §7). No route takes a user id. */
export const catalogueRoutes = new Hono<AppEnv>()
  .post('/homeProduct', cached, validate('json', homeProductSchema), async (c) => {
    const { type, slug, limit } = c.req.valid('json');
    if (type !== HOME_CATEGORY_TYPE) return c.json({ status: 1, response: toCardsWire(await listHomeProducts(c.env.DB, type, limit)) });
    if (slug === undefined) return c.json({ status: 1, response: await listCategories(c.env.DB) });
    const products = await listCategoryProducts(c.env.DB, slug, limit);
    if (!products) throw new ShopError(said('srv.categoryNotFound'), 404);
    return c.json({ status: 1, response: toCardsWire(products) });
  })
  .get('/category', cached, async (c) => c.json({ status: 1, response: await listCategories(c.env.DB) }))
  .get('/categoryAndsub', cached, async (c) => c.json({ status: 1 as const, response: await listCategoriesWithSubs(c.env.DB) }))
  .get('/category/:slugOrId', cached, validate('param', slugOrIdParam), async (c) => {
    const found = await getCategoryBySlug(c.env.DB, c.req.valid('param').slugOrId);
    if (!found) throw new ShopError(said('srv.categoryNotFound'), 404);
    const { subcategories, ...category } = found;
    return c.json({ status: 1, response: { category, subcategories } });
  })
  .get('/shop', cached, validate('query', shopQuerySchema), async (c) => {
    const page = await shopProducts(c.env.DB, shopFilterOf(c.req.valid('query')));
    return c.json({ status: 1, response: { ...page, products: toCardsWire(page.products) } });
  })
  .get('/product/:slugOrId', cached, validate('param', slugOrIdParam), async (c) => {
    const product = await getProduct(c.env.DB, c.req.valid('param').slugOrId);
    if (!product) throw new ShopError(said('srv.productNotFound'), 404);
    return c.json({ status: 1, response: toCardWire(product) });
  })
  .post('/product_info', cached, validate('json', productInfoSchema), async (c) => {
    const { id, offer } = c.req.valid('json');
    const info = await productInfo(c.env.DB, String(id), offer === true);
    if (!info) throw new ShopError(said('srv.productNotFound'), 404);
    return c.json({ status: 1, response: toCardWire(info) });
  })
  .post('/relatedProduct', cached, validate('json', relatedProductSchema), async (c) => {
    return c.json({ status: 1, response: toCardsWire(await relatedProducts(c.env.DB, c.req.valid('json').id)) });
  })
  .post('/search', cached, validate('json', searchSchema), async (c) => {
    const found = await searchCatalogue(c.env.DB, c.req.valid('json').search);
    return c.json({ status: 1, response: { ...found, products: toCardsWire(found.products) } });
  })
  .get('/search', cached, validate('query', searchQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const page = await searchProducts(c.env.DB, query.q, refinementsOf(query), query.page ?? 1);
    const browse = page.browse && { ...page.browse, products: toCardsWire(page.browse.products) };
    return c.json({ status: 1, response: { ...page, products: toCardsWire(page.products), browse } });
  })
  .get('/suggest', cached, validate('query', suggestQuerySchema), async (c) => {
    const { q, limit, lang } = c.req.valid('query');
    const found = await suggest(c.env.DB, q, limit);
    // names in the asking page's language: `lang` is in the address, so each language is its own cache entry
    if (!lang || lang === 'en') return c.json({ status: 1 as const, response: { ...found, products: toCardsWire(found.products) } });
    const names = await catalogueNames(c.env.DB, lang);
    return c.json({
      status: 1 as const,
      response: { products: toCardsWire(productsIn(names, found.products)), categories: categoriesIn(names, found.categories) },
    });
  })
  .post('/festivalList', cached, validate('json', festivalListSchema), async (c) => {
    const page = await getFestival(c.env.DB, c.req.valid('json').festival_id);
    if (!page) throw new ShopError(said('srv.festivalNotFound'), 404);
    return c.json({ status: 1, response: { ...page, datas: toCardsWire(page.datas) } });
  })
  // the festival page is pre-rendered; its cards ask here for today's price, kept as long as any catalogue answer
  .get('/festivalPrices', cachedUnlessPreview, validate('query', festivalPricesSchema), async (c) => {
    const { slugs, preview } = c.req.valid('query');
    // a preview link's pass makes "now" its day: the same rule and query as today's prices
    const now = await previewNow(c.env, preview, clock.now());
    return c.json({ status: 1 as const, response: festivalPricesToWire(await festivalPrices(c.env.DB, slugs, now)) });
  });
