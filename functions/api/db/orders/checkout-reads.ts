/**
 * What the checkout reads before it writes an order, in one round trip: the cart with its prices at
 * the serving branch, the chosen address or pickup store, the store's settings and shipping options,
 * and the reward balance.
 */
import type { PickupBranch, SavedAddress, ShippingOption } from '../../../../src/lib/domain/types';
import { checkoutLineSql, type CheckoutCartRow } from '../checkout';

export { checkoutLineSql, type CheckoutCartRow };

/** The branch the order will be served from: the pickup store, else the delivery address's pincode's branch. */
const SERVING_BRANCH_SQL = `coalesce(?3, (SELECT pc.branch_id FROM address ad JOIN pincode pc ON pc.code = ad.pincode
    WHERE ad.id = ?2 AND ad.user_id = ?1))`;

// ?3: pickup store, else the address's serving branch
const CHECKOUT_CART_SQL = checkoutLineSql('cart_line', SERVING_BRANCH_SQL, 'c.user_id = ?1');

export interface DeliveryAddress extends SavedAddress {
  /** the branch that delivers to this pincode; null when the pincode is not serviceable */
  serving_branch_id: number | null;
}

/** One of the user's own addresses: scoped by user_id, so another customer's id finds nothing. */
const USER_ADDRESS_SQL = `SELECT a.id, a.firstname AS firstName, a.lastname AS lastName, a.mobile, a.email, a.address, a.landmark, a.city,
              coalesce(c.name, '') AS city_name, a.pincode, a.type, a.branch_id, p.branch_id AS serving_branch_id
         FROM address a
         LEFT JOIN city c ON c.id = a.city
         LEFT JOIN pincode p ON p.code = a.pincode
        WHERE a.id = ?1 AND a.user_id = ?2`;

const PICKUP_BRANCH_SQL = `SELECT b.id, b.store_name, b.branch, b.address, b.phone, b.hours, b.pincode, coalesce(c.name, '') AS city_name
         FROM branch b LEFT JOIN city c ON c.id = b.city_id
        WHERE b.id = ?1 AND b.pickup = 1`;

export async function findPickupBranch(db: D1Database, branchId: number): Promise<PickupBranch | null> {
  return db.prepare(PICKUP_BRANCH_SQL).bind(branchId).first<PickupBranch>();
}

/** A customer's reward balance by mobile (the local ledger); refusalFacts (orders.ts) reads it too. */
export const REWARD_BALANCE_SQL = 'SELECT balance FROM reward_account WHERE mobile = ?1';

export interface CheckoutContext {
  cart: CheckoutCartRow[];
  settings: Record<string, string>;
  shippingOptions: ShippingOption[];
  address: DeliveryAddress | null;
  branch: PickupBranch | null;
  rewardBalance: number;
}

/**
 * Everything the checkout reads, in one round trip to D1 (a read-only batch): the cart with its
 * products, store settings, shipping options, the chosen address or store, the reward balance.
 */
export async function loadCheckoutContext(
  db: D1Database,
  user: { id: number; phone: string },
  dest: { addressId?: number; branchId?: number },
): Promise<CheckoutContext> {
  const [cart, settings, shipping, address, branch, balance] = await db.batch<unknown>([
    db.prepare(CHECKOUT_CART_SQL).bind(user.id, dest.addressId ?? 0, dest.branchId ?? null),
    db.prepare('SELECT key, value FROM setting'),
    // SPEC §9 order: the first option applies above ₹1000, the second otherwise
    db.prepare('SELECT id, title, price FROM shipping_option ORDER BY sort, id'),
    db.prepare(USER_ADDRESS_SQL).bind(dest.addressId ?? 0, user.id),
    db.prepare(PICKUP_BRANCH_SQL).bind(dest.branchId ?? 0),
    db.prepare(REWARD_BALANCE_SQL).bind(user.phone),
  ]);
  const rows = <T>(r: D1Result<unknown> | undefined) => (r?.results ?? []) as T[];
  return {
    cart: rows<CheckoutCartRow>(cart),
    settings: Object.fromEntries(rows<{ key: string; value: string }>(settings).map((r) => [r.key, r.value])),
    shippingOptions: rows<ShippingOption>(shipping),
    address: rows<DeliveryAddress>(address)[0] ?? null,
    branch: rows<PickupBranch>(branch)[0] ?? null,
    rewardBalance: rows<{ balance: number }>(balance)[0]?.balance ?? 0,
  };
}
