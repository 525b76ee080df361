import { accountPost } from '../lib/api/account';
import { $isLoggedIn } from '../stores/user';

/**
 * SPEC §7 advisorVisit: records a signed-in customer's look at a product, so it appears in their
 * Recent Activities. Guests are not recorded. A lost visit is not worth bothering the shopper.
 */
export function recordVisit(productId: number): void {
  if (!$isLoggedIn.get()) return;
  accountPost('advisorVisit', { json: { path: location.pathname, product_id: productId } }).catch(() => undefined);
}
