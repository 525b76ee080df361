/**
 * Checkout: the server decides every number. prepareCheckout() re-reads the user's cart, prices it
 * at `now` with the shared rules, and checks address, store, coupon, shipping, points and the
 * minimum order; placeOrder() then writes the whole order in ONE D1 batch (a transaction) whose
 * guarded statements abort it if stock, deal units, points or the cart changed underneath.
 *
 * Points live on the local D1 ledger unless a real rewards service is configured. Then the balance
 * is the service's, and placeOrder() writes the debit down (points_redeem) before it spends the
 * points there under one reference per order attempt, writes the order without the ledger
 * statements, and gives the points back if the batch is refused. A debit whose answer was lost is
 * settled later (services/points-reconcile.ts): no point is lost silently.
 */
import { placeOfSupply, placeOfSupplyText, STORE_STATE_CODE, STORE_STATE_NAME } from '../../../src/lib/domain/gst';
import { financialYear } from '../../../src/lib/domain/invoice-number';
import { MSG, rewardShortMessage } from '../../../src/lib/domain/messages';
import { PICKUP_STORE_MISSING, PRICES_CHANGED, type OrderRequest } from '../../../src/lib/domain/checkout-schemas';
import type { PaymentMethod } from '../../../src/lib/domain/order-status';
import { checkCouponUse } from '../../../src/lib/domain/coupon-limits';
import { couponUsage, findCoupon, useCouponStatements } from '../db/coupons';
import { nextInvoiceSerial } from '../db/invoices';
import {
  insertOrder,
  insertOrderLine,
  loadCheckoutContext,
  redeemPoints,
  refusalFacts,
  removeOrderedCartLine,
  type NewOrder,
  type NewOrderLine,
  type OrderRow,
} from '../db/orders';
import { beginRedeem, markRedeemCredited, markRedeemOrdered, markRedeemRefused, noteRedeemError, pendingPointsFor } from '../db/points-redeems';
import { convertHold, type HeldLine } from '../db/payments';
import { guardHeld, takeDealUnits, takeStock } from '../db/stock';
import type { SessionUser } from '../env';
import type { RewardsProvider } from '../providers/rewards';
import { ServiceUnavailable } from '../providers/rewards/service-call';
import { ShopError } from '../errors';
import { randomHex } from '../lib/crypto';
import { minimumOrderMessage } from '../../../src/lib/domain/cart-total';
import { checkPointsPayment, pointsOptionOffered } from '../../../src/lib/domain/points';
import { shippingCharge } from '../../../src/lib/domain/shipping';
import { onlyLeftMessage, outOfStockMessage, planLine, pointsEarned } from './checkout-rules';
import { couponForCheckout } from './coupons';
import { reconcileRedeems } from './points-reconcile';
import type { PostalAddress } from './orders';
import { indiaClock } from '../../../src/lib/domain/india-time';

export interface PlannedLine extends NewOrderLine {
  /** qty × unit price, paise */
  line_total: number;
  /** qty × unit points */
  line_points: number;
}

/** Everything an order needs, priced by the server. Plain JSON: stored as a payment intent's snapshot. */
export interface CheckoutPlan
  extends Pick<NewOrder, 'user_id' | 'flag' | 'branch_id' | 'subtotal' | 'discount' | 'coupon_code' | 'offer_type' | 'offer_value' | 'shipping' | 'order_total' | 'total_points' | 'points_earned' | 'place_of_supply'> {
  mobile: string;
  payment_method: PaymentMethod;
  lines: PlannedLine[];
  billing: PostalAddress;
  ship: PostalAddress;
}

type CheckoutInput = Pick<OrderRequest, 'flag' | 'address_id' | 'branch' | 'payment_method' | 'coupon'>;

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
  const flag = req.flag === 1 ? 1 : 0;
  const ctx = await loadCheckoutContext(db, user, { addressId: flag === 0 ? req.address_id : undefined, branchId: flag === 1 ? req.branch : undefined });
  const { cart: rows, settings, shippingOptions } = ctx;
  if (rows.length === 0) throw new ShopError(MSG.cartEmptyText, 400);

  const rewardsOn = settings.reward === '1';
  // SPEC §4: points are offered only while rewards are on and no coupon is applied
  if (method === 'point' && !pointsOptionOffered({ rewardsOn, couponApplied: Boolean(req.coupon) })) {
    throw new ShopError(MSG.paymentModeMissing, 400);
  }
  if (method === 'online' && settings.online_payment !== '1') throw new ShopError(MSG.paymentModeMissing, 400);

  // --- where the goods go
  const profile: PostalAddress = { first_name: user.first_name, last_name: user.last_name, address1: '', city: '', country: 'India', zip: '', phone: user.phone, email: user.email };
  let billing: PostalAddress;
  let ship: PostalAddress;
  let branchId: number;
  let supply = { state: STORE_STATE_NAME, code: STORE_STATE_CODE };
  if (flag === 0) {
    const a = ctx.address;
    if (!a) throw new ShopError(MSG.billingMissing, 400);
    if (![a.firstname, a.lastname, a.mobile, a.email, a.address, a.pincode].every((v) => v && v.trim() !== '')) {
      throw new ShopError(MSG.mandatoryMissing, 400);
    }
    if (a.serving_branch_id === null) throw new ShopError(MSG.deliveryUnavailable, 400);
    billing = { first_name: a.firstname, last_name: a.lastname, address1: a.address, city: a.city_name, country: 'India', zip: a.pincode, phone: a.mobile, email: a.email };
    ship = billing;
    branchId = a.serving_branch_id;
    supply = placeOfSupply(a.pincode) ?? supply;
  } else {
    const b = ctx.branch;
    if (!b) throw new ShopError(PICKUP_STORE_MISSING, 400);
    billing = profile;
    ship = { first_name: b.store_name, last_name: b.branch, address1: b.address, city: b.city_name, country: 'India', zip: b.pincode, phone: b.phone, email: '' };
    branchId = b.id;
    supply = placeOfSupply(b.pincode) ?? supply;
  }

  // --- the goods, priced now
  const lines = rows.map((row) => planLine(row, now));
  const subtotal = lines.reduce((a, l) => a + l.line_total, 0);
  const totalPoints = lines.reduce((a, l) => a + l.line_points, 0);

  // --- coupon, re-validated against the server's subtotal
  let discount = 0;
  let coupon: { code: string; offer_type: string; offer_value: number } | null = null;
  if (req.coupon) {
    const applied = await couponForCheckout(db, req.coupon, subtotal, now, user.id);
    discount = applied.discount;
    coupon = { code: applied.code, offer_type: applied.offer_type, offer_value: applied.offer_value };
  }

  const goods = subtotal - discount;
  const shipping = shippingCharge({ total: subtotal, flag, payment: method, options: shippingOptions });
  const orderTotal = method === 'point' ? 0 : goods + shipping;

  if (method !== 'point') {
    const min = minimumOrderMessage(subtotal, Number(settings.min_order_amount ?? 0));
    if (min) throw new ShopError(min, 400);
  } else {
    const balance = rewards ? await serviceBalance(db, rewards, user, opts.idempotencyKey ?? null, now) : ctx.rewardBalance;
    const points = checkPointsPayment(balance, totalPoints);
    if (!points.ok) throw new ShopError(points.message, 400);
  }

  return {
    user_id: user.id,
    mobile: user.phone,
    payment_method: method,
    flag,
    branch_id: branchId,
    lines,
    subtotal,
    discount,
    coupon_code: coupon?.code ?? null,
    offer_type: coupon?.offer_type ?? null,
    offer_value: coupon?.offer_value ?? null,
    shipping,
    order_total: orderTotal,
    total_points: method === 'point' ? totalPoints : 0,
    points_earned: rewardsOn && method !== 'point' ? pointsEarned(goods) : 0,
    place_of_supply: placeOfSupplyText(supply),
    billing,
    ship,
  };
}

/**
 * The service's balance for a points checkout. Earlier debits of this customer that never got an
 * answer are settled first (points back or order found); a debit of this very attempt that is
 * still pending counts as available, since its retry reuses the reference and is not debited again.
 */
async function serviceBalance(db: D1Database, rewards: RewardsProvider, user: SessionUser, key: string | null, now: number): Promise<number> {
  await reconcileRedeems(db, rewards, now, { userId: user.id, limit: 10 });
  const [balance, pending] = await Promise.all([rewards.balance(user.phone), key ? pendingPointsFor(db, user.id, key) : Promise.resolve(0)]);
  return balance + pending;
}

export interface ClientNumbers {
  amount?: number;
  shipping?: number;
  discount?: number;
  total_reward?: number;
  product?: { id: number; qty?: number; price?: number; reward_point?: number }[];
}

/**
 * The page's numbers are only a preview: if any it sent differs from the server's (a deal ended, a
 * price changed, or someone edited the request), refuse with 409 and the server's numbers.
 */
export function assertNotTampered(plan: CheckoutPlan, client: ClientNumbers): void {
  const points = plan.payment_method === 'point';
  const expected = {
    amount: plan.order_total,
    shipping: plan.shipping,
    discount: plan.discount,
    total_reward: points ? plan.total_points : undefined,
    product: plan.lines.map((l) => ({ id: l.product_id, qty: l.qty, price: l.attribute_price ?? l.price, reward_point: l.reward_point })),
  };
  const differs = (sent: number | undefined, server: number | undefined) => sent !== undefined && server !== undefined && sent !== server;
  let tampered =
    differs(client.amount, points ? undefined : expected.amount) ||
    differs(client.shipping, expected.shipping) ||
    differs(client.discount, expected.discount) ||
    differs(client.total_reward, expected.total_reward);
  if (client.product) {
    const byId = new Map(expected.product.map((p) => [p.id, p]));
    tampered ||= client.product.length !== expected.product.length;
    for (const sent of client.product) {
      const server = byId.get(sent.id);
      tampered ||= !server || differs(sent.qty, server.qty) || differs(sent.price, server.price) || differs(sent.reward_point, server.reward_point);
    }
  }
  if (tampered) throw new ShopError(PRICES_CHANGED, 409, { expected });
}

export interface PlaceOptions {
  now: number;
  idempotencyKey?: string | null;
  payment?: { id: string; status: 'Success' };
  /** delete the ordered cart lines only if they are unchanged (one cart → one order) */
  guardCart: boolean;
  /** more statements for the same batch, e.g. marking the payment intent paid */
  extra?: (txnid: string) => D1PreparedStatement[];
  /** the real rewards service: points orders spend their points there instead of the local ledger */
  rewards?: RewardsProvider | null;
  /** units a payment intent holds for this order: converted instead of taken from stock again */
  held?: { intentId: number; lines: HeldLine[] };
}

/** HF + IST date + 10 random hex digits: unique (UNIQUE column), unguessable, readable on the phone. */
export function newTxnid(now: number): string {
  const ist = indiaClock(now);
  const ymd = `${ist.getUTCFullYear() % 100}`.padStart(2, '0') + `${ist.getUTCMonth() + 1}`.padStart(2, '0') + `${ist.getUTCDate()}`.padStart(2, '0');
  return `HF${ymd}${randomHex(5).toUpperCase()}`;
}

export async function placeOrder(db: D1Database, plan: CheckoutPlan, opts: PlaceOptions): Promise<{ order: OrderRow; replay: boolean }> {
  const txnid = newTxnid(opts.now);
  const service = plan.payment_method === 'point' && plan.total_points > 0 ? (opts.rewards ?? null) : null;
  if (!service) return writeOrder(db, plan, opts, txnid, true);

  // Written down before the call: if the answer is lost, the reconcile finds this record. A retried
  // request carries the same Idempotency-Key, gets the same reference, and the service debits it once.
  const ref = await beginRedeem(db, {
    base: opts.idempotencyKey ?? txnid,
    idempotencyKey: opts.idempotencyKey ?? null,
    userId: plan.user_id,
    mobile: plan.mobile,
    points: plan.total_points,
    now: opts.now,
  });
  const spent = await service.redeem(plan.mobile, plan.total_points, { order: ref }).catch(async (err: unknown) => {
    // no answer does not mean no debit: a retry with the same key or the reconcile settles it
    if (err instanceof ServiceUnavailable) {
      await noteRedeemError(db, ref, err.reason ?? err.message, opts.now).catch(() => {});
      console.error(`REWARDS RECONCILE: debit of ${plan.total_points} points under reference ${ref} (mobile ${masked(plan.mobile)}) got no answer: ${err.reason ?? err.message}`);
    }
    throw err;
  });
  if (!spent.ok) {
    await markRedeemRefused(db, ref, opts.now);
    const points = checkPointsPayment(spent.balance, plan.total_points);
    throw new ShopError(points.ok ? rewardShortMessage(spent.balance) : points.message, 409);
  }
  const extra = opts.extra;
  try {
    // a replay (a racing request with this key wrote the order) keeps the debit: it paid for that order
    return await writeOrder(db, plan, { ...opts, extra: (t) => [...markRedeemOrdered(db, ref, t, opts.now), ...(extra?.(t) ?? [])] }, txnid, false);
  } catch (err) {
    await giveBack(db, service, plan, ref, opts.now);
    throw err;
  }
}

/** The order was not written: return the points spent at the service, or leave them pending for the reconcile. */
async function giveBack(db: D1Database, service: RewardsProvider, plan: CheckoutPlan, ref: string, now: number): Promise<void> {
  try {
    await service.credit(plan.mobile, plan.total_points, { order: ref });
    await markRedeemCredited(db, ref, now);
  } catch (err) {
    const why = err instanceof ServiceUnavailable ? (err.reason ?? err.message) : String(err instanceof Error ? err.message : err);
    await noteRedeemError(db, ref, why, now).catch(() => {});
    console.error(
      `REWARDS RECONCILE: ${plan.total_points} points spent under reference ${ref} (mobile ${masked(plan.mobile)}) were not credited back after the order failed (pending, will retry): ${why}`,
    );
  }
}

/** Logs name the customer by the last digits only; the reference finds the rest. */
function masked(mobile: string): string {
  return `******${mobile.slice(-4)}`;
}

/** The order's one D1 batch; `localPoints` puts the points debit on the local ledger in it. */
async function writeOrder(
  db: D1Database,
  plan: CheckoutPlan,
  opts: PlaceOptions,
  txnid: string,
  localPoints: boolean,
): Promise<{ order: OrderRow; replay: boolean }> {
  const fy = financialYear(opts.now);
  const order: NewOrder = {
    txnid,
    user_id: plan.user_id,
    idempotency_key: opts.idempotencyKey ?? null,
    created_at: opts.now,
    payment_method: plan.payment_method,
    payment_status: opts.payment?.status ?? 'Pending',
    payment_id: opts.payment?.id ?? null,
    order_status: 'Pending',
    flag: plan.flag,
    branch_id: plan.branch_id,
    subtotal: plan.subtotal,
    discount: plan.discount,
    coupon_code: plan.coupon_code,
    offer_type: plan.offer_type,
    offer_value: plan.offer_value,
    shipping: plan.shipping,
    order_total: plan.order_total,
    total_points: plan.total_points,
    points_earned: plan.points_earned,
    place_of_supply: plan.place_of_supply,
    bill_first_name: plan.billing.first_name,
    bill_last_name: plan.billing.last_name,
    bill_address1: plan.billing.address1,
    bill_city: plan.billing.city,
    bill_country: plan.billing.country,
    bill_zip: plan.billing.zip,
    bill_phone: plan.billing.phone,
    bill_email: plan.billing.email,
    ship_first_name: plan.ship.first_name,
    ship_last_name: plan.ship.last_name,
    ship_address1: plan.ship.address1,
    ship_city: plan.ship.city,
    ship_country: plan.ship.country,
    ship_zip: plan.ship.zip,
    ship_phone: plan.ship.phone,
    ship_email: plan.ship.email,
  };

  const stmts: D1PreparedStatement[] = [];
  for (const l of plan.lines) {
    const hold = heldFor(opts, l);
    if (hold) {
      stmts.push(...convertHold(db, opts.held!.intentId, hold));
      continue;
    }
    stmts.push(takeStock(db, l.product_id, l.qty), guardHeld(db));
    if (l.deal === 1) stmts.push(takeDealUnits(db, l.product_id, l.qty), guardHeld(db));
  }
  stmts.push(nextInvoiceSerial(db, fy), insertOrder(db, order, fy));
  if (plan.coupon_code) stmts.push(...useCouponStatements(db, { code: plan.coupon_code, userId: plan.user_id, txnid, now: opts.now }));
  for (const l of plan.lines) {
    const { line_total: _t, line_points: _p, ...row } = l;
    stmts.push(insertOrderLine(db, txnid, row));
  }
  if (localPoints && plan.payment_method === 'point' && plan.total_points > 0) stmts.push(...redeemPoints(db, plan.mobile, plan.total_points, txnid, opts.now));
  for (const l of plan.lines) stmts.push(...removeOrderedCartLine(db, plan.user_id, l, opts.guardCart));
  if (opts.extra) stmts.push(...opts.extra(txnid));
  // read back in the same round trip
  stmts.push(db.prepare('SELECT * FROM orders WHERE txnid = ?1').bind(txnid));

  let results: D1Result<unknown>[];
  try {
    results = await db.batch<unknown>(stmts);
  } catch (err) {
    return explainRefusal(db, plan, opts, err, localPoints);
  }
  const placed = results.at(-1)?.results?.[0] as OrderRow | undefined;
  if (!placed) throw new Error(`order ${txnid} vanished after its batch`);
  return { order: placed, replay: false };
}

/** The intent's hold that covers this line exactly (same units, same deal), if any. */
function heldFor(opts: PlaceOptions, line: PlannedLine): HeldLine | undefined {
  return opts.held?.lines.find((h) => h.product_id === line.product_id && h.qty === line.qty && h.deal === line.deal);
}

/** Nothing was written; find out why, in words the shopper can act on. */
async function explainRefusal(
  db: D1Database,
  plan: CheckoutPlan,
  opts: PlaceOptions,
  err: unknown,
  localPoints: boolean,
): Promise<{ order: OrderRow; replay: boolean }> {
  const text = String(err instanceof Error ? err.message : err);
  if (!/order_guard|CONSTRAINT/i.test(text)) throw err;
  const { existing, levels: rows, balance } = await refusalFacts(db, plan, opts.idempotencyKey ?? null);
  // a racing request with the same key got there first: that order is the answer
  if (existing && existing.user_id === plan.user_id) return { order: existing, replay: true };
  // 40 random bits collided: draw again (points already spent at a service stay spent under their reference)
  if (/orders\.txnid/.test(text)) return writeOrder(db, plan, opts, newTxnid(opts.now), localPoints);

  const levels = new Map(rows.map((s) => [s.id, s]));
  for (const l of plan.lines) {
    // held units left the shelf with the hold: the shelf says nothing about them
    if (heldFor(opts, l)) continue;
    const s = levels.get(l.product_id);
    if (!s || s.out_of_stock === 1 || s.stock <= 0) throw new ShopError(outOfStockMessage(l.name), 409);
    if (s.stock < l.qty) throw new ShopError(onlyLeftMessage(s.stock, l.name), 409);
    if (l.deal === 1 && s.purchased_count + l.qty > s.max_count) throw new ShopError(MSG.maxOrder, 409);
  }
  if (plan.coupon_code) {
    const coupon = await findCoupon(db, plan.coupon_code);
    const use = coupon ? checkCouponUse(coupon, await couponUsage(db, coupon.id, plan.user_id)) : { ok: false as const, message: MSG.couponInvalid };
    if (!use.ok) throw new ShopError(use.message, 409);
  }
  if (plan.payment_method === 'point' && localPoints) {
    const points = checkPointsPayment(balance, plan.total_points);
    if (!points.ok) throw new ShopError(points.message, 409);
  }
  throw new ShopError(CART_CHANGED, 409);
}

export const CART_CHANGED = 'Your cart has changed. Please review your cart.';
