/**
 * The account's Recent Activities in the shopper's language (issue 19): the product names laid over
 * with the same Kannada/Hindi names the catalogue shows; a product without a translation keeps its
 * English name (product_i18n refuses an empty one), so a name is never blank.
 */
import type { RecentActivity } from '../../../../src/lib/domain/cart/cart-schemas';
import type { Lang } from '../../../../src/lib/domain/i18n/langs';
import { listRecentViews } from '../../db/catalogue';
import { catalogueNames, productsIn } from './catalogue-names';

export async function recentViewsIn(db: D1Database, userId: number, lang: Lang): Promise<RecentActivity[]> {
  const [views, names] = await Promise.all([listRecentViews(db, userId), catalogueNames(db, lang)]);
  return productsIn(names, views);
}
