/**
 * What the checkout page draws before the shopper touches it: the priced cart, saved addresses,
 * pickup branches and the pincodes we deliver to. The order itself is planned and placed by
 * services/checkout/checkout.ts, which prices the same cart again.
 */
import { listAddresses } from '../../db/account';
import { listBranches, listPincodes } from '../../db/locations';
import { loadCheckoutContext } from '../../db/orders';
import type { SessionUser } from '../../env';

export async function checkoutPageData(db: D1Database, user: SessionUser) {
  const [context, addresses, stores, pincodes] = await Promise.all([
    loadCheckoutContext(db, user, {}),
    listAddresses(db, user.id),
    listBranches(db, 'pickup'),
    listPincodes(db),
  ]);
  return { context, addresses, stores, pincodes };
}

export type CheckoutPageData = Awaited<ReturnType<typeof checkoutPageData>>;
