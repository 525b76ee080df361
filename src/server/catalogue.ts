/**
 * Catalogue reads for server-rendered pages (call with pageDb(Astro)): the same services back the
 * /api catalogue routes, so a page and the API answer with the same products and prices.
 */
import { CATALOGUE_CACHE_CONTROL } from '../lib/domain/cache-control';

export {
  getCategoryBySlug,
  getFestival,
  getProduct,
  listCategories,
  listCategoriesWithSubs,
  listHomeProducts,
  productInfo,
  relatedProducts,
  searchCatalogue,
  shopProducts,
  suggest,
} from '../../functions/api/services/catalogue';
export type { HomeListType, PriceType, ProductInfo, ProductType, ShopFilter, ShopPage } from '../../functions/api/services/catalogue';

/** A catalogue page is the same for every guest: the CDN may keep it as long as the catalogue API. */
export function cacheCatalogue(headers: Headers): void {
  headers.set('Cache-Control', CATALOGUE_CACHE_CONTROL);
}
