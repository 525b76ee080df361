/**
 * The door from /search and /shop to search (issue 16): results with sort and filters, and the
 * brands a shelf carries. Pages import this module, never functions/api/db.
 */
export { searchProducts, shelfBrands, refinementFilter, type SearchPage } from '../../functions/api/services/search';
export type { BrandCount } from '../../functions/api/services/search';
