/**
 * The checkout's plan: the server decides every number. prepareCheckout() re-reads the user's cart,
 * prices it at `now` with the shared rules, and checks address, store, coupon, shipping, points and
 * the minimum order; the totals are the domain's orderTotals(), the same the cart and checkout pages
 * preview with. checkout-place.ts then writes the plan as an order.
 */
import { addressProblem, nameForProfile, pickupProblem, type PersonName } from '../../../../src/lib/domain/checkout/checkout-checks';
import { placeOfSupply, placeOfSupplyText, STORE_STATE_CODE, STORE_STATE_NAME } from '../../../../src/lib/domain/money/gst';
import { minimumOrderMessage } from '../../../../src/lib/domain/cart/cart-total';
import { orderTotals } from '../../../../src/lib/domain/orders/order-totals';
import { expectedNumbersWire, type ExpectedNumbers } from '../../../../src/lib/domain/checkout/checkout-schemas';
import { checkPointsPayment, pointsOptionOffered, rewardsOn as rewardsOnIn } from '../../../../src/lib/domain/loyalty/points';
import { POINTS_OFFER_TYPE } from '../../../../src/lib/domain/loyalty/points-offer';
import { loadCheckoutContext } from '../../db/orders';
import { pendingPointsFor } from '../../db/loyalty';
import type { SessionUser } from '../../env';
import { ShopError } from '../../errors';
import type { RewardsProvider } from '../../providers/rewards';
import { planLinesAt } from './checkout-rules';
import type { CheckoutInput, CheckoutPlan, ClientNumbers } from './checkout-types';
import { couponForCheckout } from './coupons';
import { chosenPointsOffer } from '../loyalty/points-offers';
import type { PostalAddress } from '../orders/orders';
import { reconcileRedeems } from '../loyalty/points-reconcile';
import { clearEarlierHolders } from '../loyalty/reward-closures';
import { chooseSlot } from './slots';
import { said } from '../../../../src/lib/domain/i18n/said';

interface Destination {
  billing: PostalAddress;
  ship: PostalAddress;
  branchId: number;
  supply: { state: string; code: string };
  /** the name to keep on a profile without one */
  profileName: PersonName | null;
}

type Context = Awaited<ReturnType<typeof loadCheckoutContext>>;

/** Where the goods go (exported for the subscription orders, which go to the same places): the customer's delivery address, or the pickup store (billed to the profile). */
export function destination(
  ctx: Context,
  user: SessionUser,
  pickup: boolean,
  typed: { first_name?: string; last_name?: string },
): Destination {
  const home = { state: STORE_STATE_NAME, code: STORE_STATE_CODE };
  if (!pickup) {
    const a = ctx.address;
    const problem = addressProblem(a, a?.serving_branch_id != null);
    if (problem || !a || a.serving_branch_id === null) throw new ShopError(problem ?? said('deliveryUnavailable'), 400);
    const billing = {
      first_name: a.firstName,
      last_name: a.lastName,
      address1: a.address,
      city: a.city_name,
      country: 'India',
      zip: a.pincode,
      phone: a.mobile,
      email: a.email,
    };
    const profileName = nameForProfile(user, { first_name: a.firstName, last_name: a.lastName });
    return { billing, ship: billing, branchId: a.serving_branch_id, supply: placeOfSupply(a.pincode) ?? home, profileName };
  }
  const b = ctx.branch;
  const problem = pickupProblem(b?.id);
  if (problem || !b) throw new ShopError(problem ?? said('generic'), 400);
  // the pickup order is billed to the profile; without a name there, the one typed at checkout
  const profileName = nameForProfile(user, typed);
  if (!user.first_name.trim() && !profileName) throw new ShopError(said('srv.buyerNameMissing'), 400);
  const name = profileName ?? user;
  return {
    profileName,
    billing: {
      first_name: name.first_name,
      last_name: name.last_name,
      address1: '',
      city: '',
      country: 'India',
      zip: '',
      phone: user.phone,
      email: user.email,
    },
    ship: {
      first_name: b.store_name,
      last_name: b.branch,
      address1: b.address,
      city: b.city_name,
      country: 'India',
      zip: b.pincode,
      phone: b.phone,
      email: '',
    },
    branchId: b.id,
    supply: placeOfSupply(b.pincode) ?? home,
  };
}

/**
 * `rewards`: the real rewards service (realRewardsService), or null/absent for the local ledger.
 * `idempotencyKey`: the attempt being retried, whose lost debit the service's balance may already show.
 */
export async function prepareCheckout(
  db: D1Database,
  user: SessionUser,
  req: CheckoutInput,
  now: number,
  rewards?: RewardsProvider | null,
  opts: { idempotencyKey?: string | null } = {},
): Promise<CheckoutPlan> {
  const method = req.payment_method;
  const deliveryMode = req.deliveryMode;
  const pickup = deliveryMode === 'pickup';
  const ctx = await loadCheckoutContext(db, user, {
    addressId: pickup ? undefined : req.address_id,
    branchId: pickup ? req.branch : undefined,
  });
  const { cart: rows, settings, shippingOptions } = ctx;
  if (rows.length === 0) throw new ShopError(said('cartEmptyText'), 400);

  const rewardsOn = rewardsOnIn(settings);
  // SPEC §4: points are offered only while rewards are on and no coupon is applied
  if (method === 'point' && !pointsOptionOffered({ rewardsOn, couponApplied: Boolean(req.coupon) })) {
    throw new ShopError(said('paymentModeMissing'), 400);
  }
  if (method === 'online' && settings.online_payment !== '1') throw new ShopError(said('paymentModeMissing'), 400);

  const where = destination(ctx, user, pickup, { first_name: req.firstName, last_name: req.lastName });

  // --- the goods, priced now, each with the shopper's "if out of stock" choice
  const ifMissing = new Map((req.product ?? []).map((p) => [p.id, p.if_missing]));
  const lines = await planLinesAt(db, rows, now, ifMissing, where.branchId);
  const price = lines.reduce((a, l) => a + l.line_total, 0);

  // --- coupon, re-validated against the server's price total
  const coupon = req.coupon ? await couponForCheckout(db, req.coupon, price, now, user.id) : null;
  // --- a points offer the shopper chose, re-checked with the balance now (one discount per order)
  const offer = await chosenPointsOffer(
    db,
    req.offer_slab,
    { rewardsOn, price, payment: method, couponApplied: coupon !== null },
    () => (rewards ? holderBalance(db, rewards, user, now) : Promise.resolve(ctx.rewardBalance)),
    now,
  );

  const totals = orderTotals({
    lines: lines.map((l) => ({ qty: l.qty, unit: { selling: l.price, mrp: l.main_price, points: l.reward_point } })),
    couponOff: coupon?.discount ?? 0,
    offerOff: offer?.discount ?? 0,
    deliveryMode,
    payment: method,
    shippingOptions,
    rewardsOn,
  });

  if (method !== 'point') {
    const min = minimumOrderMessage(totals.price, Number(settings.min_order_amount ?? 0));
    if (min) throw new ShopError(min, 400);
  } else {
    const balance = rewards ? await serviceBalance(db, rewards, user, opts.idempotencyKey ?? null, now) : ctx.rewardBalance;
    const points = checkPointsPayment(balance, totals.points);
    if (!points.ok) throw new ShopError(points.message, 400);
  }

  // --- the slot, checked last: a refused order should name the first problem the shopper can fix
  const slot = await chooseSlot(db, where.branchId, deliveryMode, { slot_id: req.slot_id, slot_day: req.slot_day }, now);

  return {
    slot,
    instructions: pickup ? '' : (req.instructions ?? ''),
    landmark: pickup ? '' : (ctx.address?.landmark ?? ''),
    user_id: user.id,
    mobile: user.phone,
    payment_method: method,
    deliveryMode,
    branch_id: where.branchId,
    lines,
    ...planMoney(totals, method, where),
    // the order's one discount: the coupon's or the points offer's (never both: points-offer.ts)
    discount: totals.coupon + totals.offer,
    coupon_code: coupon?.code ?? null,
    offerKind: coupon?.offerKind ?? (offer ? POINTS_OFFER_TYPE : null),
    offerValue: coupon?.offerValue ?? offer?.slab_id ?? null,
    profile_name: where.profileName,
  };
}

/**
 * The service's balance for a points checkout. Earlier debits of this customer that never got an
 * answer are settled first (points back or order found); a debit of this very attempt that is
 * still pending counts as available, since its retry reuses the reference and is not debited again.
 */
async function serviceBalance(
  db: D1Database,
  rewards: RewardsProvider,
  user: SessionUser,
  key: string | null,
  now: number,
): Promise<number> {
  await reconcileRedeems(db, rewards, now, { userId: user.id, limit: 10 });
  const [balance, pending] = await Promise.all([
    holderBalance(db, rewards, user, now),
    key ? pendingPointsFor(db, user.id, key) : Promise.resolve(0),
  ]);
  return balance + pending;
}

/** The service's balance for this mobile, only once no earlier holder of the number is still open there. */
async function holderBalance(db: D1Database, rewards: RewardsProvider, user: SessionUser, now: number): Promise<number> {
  await clearEarlierHolders(db, rewards, user.phone, now);
  return rewards.balance(user.phone);
}

/** A plan's money and addresses from its totals and destination: checkout's and a subscription's order alike. */
export function planMoney(
  totals: ReturnType<typeof orderTotals>,
  method: CheckoutPlan['payment_method'],
  where: ReturnType<typeof destination>,
) {
  return {
    subtotal: totals.price,
    shipping: totals.shipping,
    order_total: totals.payable,
    total_points: method === 'point' ? totals.points : 0,
    points_earned: totals.pointsEarned,
    place_of_supply: placeOfSupplyText(where.supply),
    billing: where.billing,
    ship: where.ship,
  };
}

/**
 * The page's numbers are only a preview: if any it sent differs from the server's (a deal ended, a
 * price changed, or someone edited the request), refuse with 409 and the server's numbers.
 */
export function assertNotTampered(plan: CheckoutPlan, client: ClientNumbers): void {
  const points = plan.payment_method === 'point';
  const expected: ExpectedNumbers = {
    amount: plan.order_total,
    shipping: plan.shipping,
    discount: plan.discount,
    totalPoints: points ? plan.total_points : undefined,
    product: plan.lines.map((l) => ({ id: l.product_id, qty: l.qty, price: l.attribute_price ?? l.price, reward_point: l.reward_point })),
  };
  const differs = (sent: number | undefined, server: number | undefined) => sent !== undefined && server !== undefined && sent !== server;
  let tampered =
    differs(client.amount, points ? undefined : expected.amount) ||
    differs(client.shipping, expected.shipping) ||
    differs(client.discount, expected.discount) ||
    differs(client.totalPoints, expected.totalPoints);
  if (client.product) {
    const byId = new Map(expected.product.map((p) => [p.id, p]));
    tampered ||= client.product.length !== expected.product.length;
    for (const sent of client.product) {
      const server = byId.get(sent.id);
      tampered ||=
        !server || differs(sent.qty, server.qty) || differs(sent.price, server.price) || differs(sent.reward_point, server.reward_point);
    }
  }
  if (tampered) throw new ShopError(said('srv.pricesChanged'), 409, { expected: expectedNumbersWire(expected) });
}
