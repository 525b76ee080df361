/**
 * Placing a planned order (checkout-plan.ts): placeOrder() writes the whole order in ONE D1 batch (a
 * transaction) whose guarded statements abort it if stock, deal units, points or the cart changed
 * underneath.
 *
 * Points live on the local D1 ledger unless a real rewards service is configured. Then the balance
 * is the service's, and placeOrder() writes the debit down (points_redeem) before it spends the
 * points there under one reference per order attempt, writes the order without the ledger
 * statements, and gives the points back if the batch is refused. A debit whose answer was lost is
 * settled later (services/loyalty/points-reconcile.ts): no point is lost silently.
 */
import { checkCouponUse } from '../../../../src/lib/domain/checkout/coupon-limits';
import { financialYear } from '../../../../src/lib/domain/money/invoice-number';
import { indiaClock } from '../../../../src/lib/domain/money/india-time';
import { checkPointsPayment } from '../../../../src/lib/domain/loyalty/points';
import { couponUsage, findCoupon, useCouponStatements, convertSlotHold, slotIsFull, takeSlot } from '../../db/checkout';
import { nextInvoiceSerial } from '../../db/orders';
import {
  findOrderByIdempotencyKey,
  insertOrder,
  insertOrderLine,
  orderFromRow,
  redeemPoints,
  refusalFacts,
  removeOrderedCartLine,
  type NewOrder,
  type OrderRow,
} from '../../db/orders';
import { convertHold, type HeldLine } from '../../db/checkout';
import { slotMessages } from '../../../../src/lib/domain/checkout/delivery-slots';
import type { ChosenSlot } from './slots';
import { guardHeld, takeDealUnits, takeStock } from '../../db/catalogue';
import { nameIfBlank } from '../../db/account';
import { ShopError } from '../../errors';
import { randomHex } from '../../lib/crypto';
import { onlyLeftMessage, outOfStockMessage } from './checkout-rules';
import type { CheckoutPlan, PlannedLine, PlaceOptions } from './checkout-types';
import { placeWithServicePoints } from '../loyalty/points-debit';
import { said } from '../../../../src/lib/domain/i18n/said';

export const CART_CHANGED = 'Your cart has changed. Please review your cart.';
export const KEY_USED = 'Idempotency-Key already used';

/**
 * A retried request (same Idempotency-Key) gets the order its first attempt placed; a key another
 * customer used is refused rather than revealing that order. null: no order carries this key yet.
 */
export async function orderForRetry(db: D1Database, userId: number, key: string | null): Promise<OrderRow | null> {
  if (!key) return null;
  const existing = await findOrderByIdempotencyKey(db, key);
  if (existing && existing.user_id !== userId) throw new ShopError(said('srv.idempotency.used'), 409);
  return existing;
}

/** HF + IST date + 10 random hex digits: unique (UNIQUE column), unguessable, readable on the phone. */
export function newTxnid(now: number): string {
  const ist = indiaClock(now);
  const ymd =
    `${ist.getUTCFullYear() % 100}`.padStart(2, '0') + `${ist.getUTCMonth() + 1}`.padStart(2, '0') + `${ist.getUTCDate()}`.padStart(2, '0');
  return `HF${ymd}${randomHex(5).toUpperCase()}`;
}

export async function placeOrder(db: D1Database, plan: CheckoutPlan, opts: PlaceOptions): Promise<{ order: OrderRow; replay: boolean }> {
  const txnid = newTxnid(opts.now);
  const service = plan.payment_method === 'point' && plan.total_points > 0 ? (opts.rewards ?? null) : null;
  if (!service) return writeOrder(db, plan, opts, txnid, true);

  return placeWithServicePoints(db, service, plan, { ...opts, txnid }, (extra) => writeOrder(db, plan, { ...opts, extra }, txnid, false));
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
    deliveryMode: plan.deliveryMode,
    branch_id: plan.branch_id,
    subtotal: plan.subtotal,
    discount: plan.discount,
    coupon_code: plan.coupon_code,
    offerKind: plan.offerKind,
    offerValue: plan.offerValue,
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
    ship_landmark: plan.landmark ?? '',
    delivery_instructions: plan.instructions ?? '',
    slot_id: plan.slot?.id ?? null,
    slot_day: plan.slot?.day ?? null,
    slot_start_min: plan.slot?.start_min ?? null,
    slot_end_min: plan.slot?.end_min ?? null,
  };

  const stmts: D1PreparedStatement[] = [nextInvoiceSerial(db, fy), insertOrder(db, order, fy)];
  // after the order row, so each ledger move names its order; a short branch aborts the batch all the same
  for (const l of plan.lines) {
    const hold = heldFor(opts, l);
    if (hold) {
      stmts.push(...convertHold(db, opts.held!.intentId, hold, txnid, opts.now));
      continue;
    }
    const at = { branchId: plan.branch_id, productId: l.product_id, attributeId: l.attribute_id };
    stmts.push(...takeStock(db, at, l.qty, { kind: 'sale', txnid }, opts.now));
    if (l.deal === 1) stmts.push(takeDealUnits(db, l.product_id, l.qty), guardHeld(db));
  }
  if (plan.slot) stmts.push(...slotStatements(db, plan.slot, opts));
  if (plan.coupon_code) stmts.push(...useCouponStatements(db, { code: plan.coupon_code, userId: plan.user_id, txnid, now: opts.now }));
  for (const l of plan.lines) {
    const { line_total: _t, line_points: _p, ...row } = l;
    stmts.push(insertOrderLine(db, txnid, row));
  }
  if (localPoints && plan.payment_method === 'point' && plan.total_points > 0)
    stmts.push(...redeemPoints(db, plan.mobile, plan.total_points, txnid, opts.now));
  // a subscription's order never came from the cart: the shopper's cart stays as it is
  if (!opts.keepCart) for (const l of plan.lines) stmts.push(...removeOrderedCartLine(db, plan.user_id, l, opts.guardCart));
  if (plan.profile_name) stmts.push(nameIfBlank(db, plan.user_id, plan.profile_name));
  if (opts.extra) stmts.push(...opts.extra(txnid));
  // read back in the same round trip
  stmts.push(db.prepare('SELECT * FROM orders WHERE txnid = ?1').bind(txnid));

  let results: D1Result<unknown>[];
  try {
    results = await db.batch<unknown>(stmts);
  } catch (err) {
    return explainRefusal(db, plan, opts, err, localPoints);
  }
  const placed = results.at(-1)?.results?.[0];
  if (!placed) throw new Error(`order ${txnid} vanished after its batch`);
  return { order: orderFromRow(placed), replay: false };
}

/** The order's place in its slot: the intent's held place when it has one, else a new one under the guard. */
function slotStatements(db: D1Database, slot: ChosenSlot, opts: PlaceOptions): D1PreparedStatement[] {
  const hold = opts.held?.slot;
  if (hold && hold.slot_id === slot.id && hold.day === slot.day) return convertSlotHold(db, opts.held!.intentId, slot.id, slot.day);
  return takeSlot(db, slot.id, slot.day);
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
    if (l.deal === 1 && s.purchased_count + l.qty > s.max_count) throw new ShopError(said('maxOrder'), 409);
  }
  if (plan.coupon_code) {
    const coupon = await findCoupon(db, plan.coupon_code);
    const use = coupon
      ? checkCouponUse(coupon, await couponUsage(db, coupon.id, plan.user_id))
      : { ok: false as const, message: said('couponInvalid') };
    if (!use.ok) throw new ShopError(use.message, 409);
  }
  if (plan.payment_method === 'point' && localPoints) {
    const points = checkPointsPayment(balance, plan.total_points);
    if (!points.ok) throw new ShopError(points.message, 409);
  }
  // the slot filled up between the plan and the batch (racing orders), or its hold was released
  if (plan.slot && !opts.held?.slot && (await slotIsFull(db, plan.slot.id, plan.slot.day))) {
    throw new ShopError(slotMessages(plan.deliveryMode).full, 409);
  }
  throw new ShopError(said('srv.cartChanged'), 409);
}
