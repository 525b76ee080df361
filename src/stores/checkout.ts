/**
 * The checkout page's state and actions (SPEC §4, §5): where the goods go, how the shopper pays, and
 * Place Order → checks → confirm → Proceed. Cash and points orders are placed at once; online
 * orders after the provider's signed reply is verified by the server. The numbers are the domain's
 * orderTotals() over the cart store (checkout-preview.ts); the page only shows this state.
 */
import { loginHref } from '../lib/domain/account/login-link';
import { checkoutProblem } from '../lib/domain/checkout/checkout-checks';
import { orderBody } from '../lib/api/checkout-wire';
import { ANSWER_CODE } from '../lib/domain/answer-codes';
import type { PaymentChoice } from '../lib/domain/cart/shipping';
import {
  createPayment,
  isRealRazorpay,
  minimumOrderRefusal,
  newIdempotencyKey,
  paymentState,
  payWithRazorpay,
  placeOrder as sendOrder,
  replyFromUrl,
  verifyPayment,
  type OrderPayload,
  type Outcome,
  type PlacedOrder,
  type RazorpayReply,
} from '../lib/api/place-order';
import type { SavedAddress } from '../islands/checkout/types';
import { refreshCart, resetCart } from './cart';
import { checkoutPreview, type CheckoutConfig } from './checkout-preview';
import {
  $addressForm,
  $addresses,
  $addressId,
  $branchId,
  $buyerName,
  $deliveryMode,
  $nameNeeded,
  $onlineMethod,
  $pickedPay,
  $problem,
  $step,
  $upiWait,
} from './checkout-state';
import type { OnlineMethod } from '../lib/domain/checkout/upi';

export * from './checkout-state';
import { recheckCoupon, removeCoupon } from './coupon';
import { setPayType } from './pay-type';
import { choosePickupStore, chosenPickupStore } from './pickup-choice';
export { chooseAddress, chooseDelivery, chooseStore } from './checkout-where';
import { chooseOffer } from './points-offers';
import { showToastAcrossNavigation } from './toast';
import { fail, warn } from './checkout-problems';

export type { ProblemKey, ProblemLine } from './checkout-problems';
import { $instructions, $slot, $slotGrid, ifMissingOf, reloadSlots } from './checkout-slots';

let config: CheckoutConfig | null = null;
/** one Idempotency-Key per attempt, kept until an order is placed so retries reuse it */
let attemptKey: string | null = null;
/** a placing or paying request is out: a second click does nothing */
let busy = false;

export function startCheckout(c: CheckoutConfig, addresses: SavedAddress[], profileName: string, pickupStores: number[] = []): void {
  config = c;
  $nameNeeded.set(!profileName.trim());
  $addresses.set(addresses);
  $addressId.set(addresses[0]?.id ?? null);
  const store = chosenPickupStore(pickupStores);
  if (store !== null) $deliveryMode.set('pickup');
  $branchId.set(store);
}

export function checkoutConfig(): CheckoutConfig {
  if (!config) throw new Error('startCheckout() first');
  return config;
}

export function addressSaved(saved: SavedAddress): void {
  const list = $addresses.get();
  $addresses.set(list.some((a) => a.id === saved.id) ? list.map((a) => (a.id === saved.id ? saved : a)) : [...list, saved]);
  $addressId.set(saved.id);
  $addressForm.set({ kind: 'choose' });
  $problem.set(null);
}

export function choosePay(choice: PaymentChoice): void {
  $pickedPay.set(choice);
  // SPEC §4: choosing online stores cash as the pay type
  setPayType(choice === 'online' ? 'cash' : choice);
  $problem.set(null);
}

/** UPI or card / net banking: both are the online payment, opened on the chosen block. */
export function chooseOnline(method: OnlineMethod): void {
  $onlineMethod.set(method);
  choosePay('online');
}

function done(order: Pick<PlacedOrder, 'txnid'>): void {
  attemptKey = null;
  $upiWait.set(null);
  // the order's batch emptied the server cart; empty this browser's copies too
  resetCart();
  removeCoupon();
  chooseOffer(null);
  setPayType('cash');
  // a store picked for this order is not a standing choice: the next checkout opens on delivery again
  choosePickupStore(null);
  showToastAcrossNavigation('success', { key: 'orderPlaced' });
  location.assign(`/order-complete?order=${encodeURIComponent(order.txnid)}`);
}

function settle(o: Outcome): void {
  if (o.ok) {
    done(o.order);
    return;
  }
  $step.set('idle');
  busy = false;
  if (o.httpStatus === 401) {
    location.assign(loginHref('/checkout'));
    return;
  }
  fail({ key: 'paymentFailed' }, o.hint && typeof o.message === 'string' ? `${o.message}. ${o.hint}` : o.message);
  if (o.httpStatus === 409 || o.code === ANSWER_CODE.pricesChanged) {
    void refreshCart();
    void recheckCoupon();
    // the slot may have filled meanwhile: fresh counts, and a free slot chosen
    reloadSlots();
  }
}

async function finishOnline(reply: RazorpayReply): Promise<void> {
  busy = true;
  $step.set('processing');
  settle(await verifyPayment(reply));
}

const UPI_POLL_MS = 3000;

/**
 * A UPI request sent to the shopper's app: wait, asking the server every few seconds, until it is
 * paid (the webhook placed the order), declined, or the intent's life is over (the server then
 * gives the held stock back and answers "expired").
 */
export async function waitForUpi(orderId: string): Promise<void> {
  busy = true;
  for (;;) {
    const s = await paymentState(orderId);
    if (s && s.state === 'pending') $upiWait.set({ orderId, expiresAt: s.expires_at });
    else if (s) {
      $upiWait.set(null);
      busy = false;
      if (s.state === 'paid' && s.txnid) return done({ txnid: s.txnid });
      return fail({ key: 'paymentFailed' }, { key: s.state === 'failed' ? 'upi.declined' : 'upi.timedOut' });
    }
    await new Promise((r) => setTimeout(r, UPI_POLL_MS));
  }
}

/** Back from the provider's window: /checkout?payment=success&razorpay_…, ?payment=failed or ?payment=pending (UPI). */
export function resumeFromUrl(): void {
  const reply = replyFromUrl(location.search);
  if (!reply) return;
  history.replaceState(history.state, '', location.pathname);
  if (reply.kind === 'failed') fail({ key: 'paymentFailed' }, reply.upiDeclined ? { key: 'upi.declined' } : undefined);
  else if (reply.kind === 'pending') void waitForUpi(reply.orderId);
  else void finishOnline(reply.reply);
}

/** Place Order: the SPEC §5 checks in the order the shopper can fix them, then the confirmation. */
export async function askToPlace(): Promise<void> {
  if (busy || $step.get() === 'checking') return;
  $problem.set(null);
  const c = checkoutConfig();
  const view = checkoutPreview(c, Date.now());
  const mode = $deliveryMode.get();
  // an address form left open has not been saved yet
  const formOpen = mode === 'delivery' && $addressForm.get().kind !== 'choose';
  const address = $addresses.get().find((a) => a.id === $addressId.get()) ?? null;
  const issue = formOpen
    ? ({ key: 'mandatoryMissing' } as const)
    : checkoutProblem({
        deliveryMode: mode,
        address,
        delivered: address !== null && c.serviceable.has(address.pincode),
        branchId: $branchId.get(),
        payment: view.pay,
        pointsBalance: c.rewardBalance,
        pointsNeeded: view.totals.points,
      });
  if (issue) return warn(issue);
  // the grid loaded and nothing in it is chosen (or free): the shopper must pick one
  const grid = $slotGrid.get();
  if (grid.key && !grid.loading && !grid.error && !$slot.get())
    return warn({ key: mode === 'pickup' ? 'srv.pickupUnknown' : 'srv.slotUnknown' });
  if (mode === 'pickup' && $nameNeeded.get() && !$buyerName.get().first_name.trim()) return warn({ key: 'srv.buyerNameMissing' });
  if (view.pay !== 'point') {
    $step.set('checking');
    const refusal = await minimumOrderRefusal();
    $step.set('idle');
    if (refusal) return warn(refusal);
  }
  $step.set('confirming');
}

export function cancelConfirm(): void {
  if ($step.get() === 'confirming') $step.set('idle');
}

/** The order as the routes take it; the numbers are a preview the server compares with its own. */
function payload(now: number): OrderPayload {
  const view = checkoutPreview(checkoutConfig(), now);
  const mode = $deliveryMode.get();
  const byPoints = view.pay === 'point';
  return orderBody({
    deliveryMode: mode,
    ...(mode === 'delivery' ? { address_id: $addressId.get() ?? undefined } : { branch: $branchId.get() ?? undefined }),
    payment_method: view.pay ?? 'cash',
    coupon: view.couponCode ?? undefined,
    offer_slab: view.offer?.slab_id,
    ...slotFields(mode),
    ...($nameNeeded.get() ? { firstName: $buyerName.get().first_name.trim(), lastName: $buyerName.get().last_name.trim() } : {}),
    ...(byPoints ? { totalPoints: view.totals.points } : { amount: view.totals.payable }),
    shipping: view.totals.shipping,
    discount: view.totals.coupon + view.totals.offer,
    product: view.lines.map((l) => ({
      id: l.pid,
      qty: l.qty,
      price: l.price,
      reward_point: l.points,
      attributeId: l.aid,
      attributeName: l.packName,
      if_missing: ifMissingOf(l.pid),
    })),
  });
}

/** The chosen slot (when the grid matches the destination) and, for delivery, the rider's instructions. */
function slotFields(mode: 'delivery' | 'pickup'): { slot_id?: number; slot_day?: string; instructions?: string } {
  const slot = $slot.get();
  const grid = $slotGrid.get();
  const matches = grid.key !== null && grid.key.startsWith(`${mode}:`);
  const instructions = mode === 'delivery' ? $instructions.get().trim() : '';
  return {
    ...(slot && matches ? { slot_id: slot.slot_id, slot_day: slot.day } : {}),
    ...(instructions ? { instructions } : {}),
  };
}

/** Proceed in the confirmation: place the order, or pay online first. */
export async function proceed(): Promise<void> {
  if (busy) return;
  busy = true;
  $step.set('processing');
  const body = payload(Date.now());
  if (body.payment_method !== 'online') {
    attemptKey ??= newIdempotencyKey();
    settle(await sendOrder(body, attemptKey));
    return;
  }
  const created = await createPayment(body, $onlineMethod.get());
  if (!created.ok) {
    settle(created);
    return;
  }
  const o = created.options;
  if (isRealRazorpay(o)) {
    // Razorpay's own window takes over the screen
    $step.set('idle');
    const result = await payWithRazorpay(o);
    if (!result) {
      busy = false;
      return;
    }
    if ('failed' in result) {
      busy = false;
      fail({ key: 'paymentFailed' }, result.failed);
      return;
    }
    await finishOnline(result.reply);
    return;
  }
  if (o.checkout_url) {
    location.assign(o.checkout_url);
    return;
  }
  settle({ ok: false, message: { key: 'paymentFailed' }, httpStatus: 0 });
}
