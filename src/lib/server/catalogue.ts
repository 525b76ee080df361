/**
 * Catalogue reads for server-rendered pages: call with Astro.locals.runtime.env.DB. Pages import
 * this module, never SQL; the same functions back the /api catalogue routes.
 */
export {
  getCategoryBySlug,
  getFestival,
  getProduct,
  listCategories,
  listCategoriesWithSubs,
  listHomeProducts,
  relatedProducts,
  searchCatalogue,
  shopProducts,
  suggest,
} from '../../../functions/api/services/catalogue';
export type {
  HomeListType,
  PriceType,
  ProductInfo,
  ProductType,
  ShopFilter,
  ShopPage,
} from '../../../functions/api/services/catalogue';
