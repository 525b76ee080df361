import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { PRICES_CHANGED } from '../lib/domain/checkout-schemas';
import { cartTotals } from '../lib/domain/cart-total';
import { applyCoupon as couponEffect } from '../lib/domain/coupon';
import { formatINR, formatPoints } from '../lib/domain/money';
import { loginHref } from '../lib/domain/login-link';
import { MSG } from '../lib/domain/messages';
import { PAYMENT_METHOD_LABEL } from '../lib/domain/order-status';
import { checkPointsPayment, pointsOptionOffered } from '../lib/domain/points';
import { shippingCharge, type PaymentChoice } from '../lib/domain/shipping';
import type { ShippingOption } from '../lib/domain/types';
import { $cart, $cartLoaded, refreshCart, resetCart } from '../stores/cart';
import { $coupon, recheckCoupon, removeCoupon } from '../stores/coupon';
import { $payType, setPayType } from '../stores/pay-type';
import { showToast, showToastAcrossNavigation } from '../stores/toast';
import { $userId, rememberUser, type UserSummary } from '../stores/user';
import EmptyCart from './cart/EmptyCart';
import { usePriceClock } from './cart/use-price-clock';
import AddressChooser, { type AddressMode } from './checkout/AddressChooser';
import { checkoutProblem } from './checkout/checks';
import Modal from './checkout/Modal';
import OrderSummary from './checkout/OrderSummary';
import PaymentOptions from './checkout/PaymentOptions';
import StorePicker from './checkout/StorePicker';
import {
  createPayment,
  isRealRazorpay,
  minimumOrderRefusal,
  newIdempotencyKey,
  payWithRazorpay,
  placeOrder,
  replyFromUrl,
  verifyPayment,
  type Outcome,
  type PlacedOrder,
  type RazorpayReply,
} from './checkout/place-order';
import type { Flag, PickupStore, SavedAddress } from './checkout/types';
import { useMounted } from './hooks';

interface Props {
  /** the session's customer (the page is login-protected) */
  user: UserSummary;
  addresses: SavedAddress[];
  stores: PickupStore[];
  /** pincodes some branch delivers to */
  serviceablePincodes: string[];
  rewards: boolean;
  onlinePayment: boolean;
  rewardBalance: number;
  shippingOptions: ShippingOption[];
}

interface Problem {
  title: string;
  detail?: string;
}

/**
 * The page-wide Toaster hydrates when the browser is idle; a popup raised before that (a failed
 * payment reported as the page loads) would not match its server HTML, so it waits for it.
 */
function whenToasterReady(show: () => void): void {
  // React marks the DOM nodes it has hydrated with its fiber; until then the server HTML stands
  const ready = () => {
    const el = document.querySelector('.toaster');
    return !el || Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  };
  if (ready()) return show();
  const started = Date.now();
  const timer = setInterval(() => {
    if (!ready() && Date.now() - started < 5000) return;
    clearInterval(timer);
    show();
  }, 100);
}

const TABS: { flag: Flag; label: string }[] = [
  { flag: 0, label: 'Delivery Address' },
  { flag: 1, label: 'Pickup store address' },
];

/**
 * /checkout (SPEC §2, §4, §5): Billing Address (delivery or pickup), Your Orders, Payment, then
 * Place Order → checks → confirm → Proceed. Cash and points orders are placed at once; online
 * orders after the provider's signed reply is verified by the server.
 */
export default function CheckoutPage(props: Props) {
  // a session without this browser's copy of the user (storage cleared, another tab logged in)
  // would read as logged out and empty the cart; the server vouched for the user, so restore it
  // before the cart store is first subscribed
  if (typeof window !== 'undefined' && !$userId.get()) rememberUser(props.user);
  const mounted = useMounted();
  const uid = useId();
  const lines = useStore($cart);
  const loaded = useStore($cartLoaded);
  const coupon = useStore($coupon);
  const storedPay = useStore($payType);

  const [addresses, setAddresses] = useState(props.addresses);
  const [addressId, setAddressId] = useState<number | null>(props.addresses[0]?.id ?? null);
  const [mode, setMode] = useState<AddressMode>({ kind: 'choose' });
  const [flag, setFlag] = useState<Flag>(0);
  const [branchId, setBranchId] = useState<number | null>(null);
  const [picked, setPicked] = useState<PaymentChoice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const keyRef = useRef<string | null>(null);
  const busyRef = useRef(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const serviceable = useMemo(() => new Set(props.serviceablePincodes), [props.serviceablePincodes]);

  const inputs = lines.map((l) => ({ product: { ...l, id: l.pid }, attribute: l.attribute, qty: l.qty }));
  const onPriceChange = useCallback(() => void refreshCart(), []);
  const now = usePriceClock(cartTotals(inputs, Date.now()).nextPriceChange, onPriceChange);
  const totals = cartTotals(inputs, now);

  // SPEC §4: points only while rewards are on and no coupon is applied; we also need enough of them
  const pointsCheck = checkPointsPayment(props.rewardBalance, totals.points);
  const pointsOffered = pointsOptionOffered({ rewardsOn: props.rewards, couponApplied: coupon !== null });
  const pointsAllowed = pointsOffered && pointsCheck.ok;
  const pointsNote = !props.rewards ? null : !pointsOffered ? 'A promocode is applied, so this order is paid in cash or online.' : pointsCheck.ok ? null : pointsCheck.message;

  // the radio the shopper picked, else the cart's choice (cash unless the points modal said points)
  const wanted = picked ?? (storedPay === 'point' ? 'point' : 'cash');
  const pay: PaymentChoice | null = wanted === 'point' && !pointsAllowed ? 'cash' : wanted === 'online' && !props.onlinePayment ? 'cash' : wanted;
  const byPoints = pay === 'point';

  const discount = coupon ? couponEffect(coupon, totals.total).off : 0;
  const shipping = shippingCharge({ total: totals.total, flag, payment: pay ?? 'cash', options: props.shippingOptions });
  const grand = byPoints ? 0 : totals.total - discount + shipping;
  const address = addresses.find((a) => a.id === addressId) ?? null;

  const choosePay = (choice: PaymentChoice) => {
    setPicked(choice);
    // SPEC §4: choosing online stores cash as the pay type
    setPayType(choice === 'online' ? 'cash' : choice);
    setProblem(null);
  };

  const fail = (title: string, detail?: string) => {
    const d = detail && detail !== title ? detail : undefined;
    setProblem({ title, detail: d });
    whenToasterReady(() => showToast('error', title, d, 2000));
  };

  const done = (order: PlacedOrder) => {
    keyRef.current = null;
    // the order's batch emptied the server cart; empty this browser's copies too
    resetCart();
    removeCoupon();
    setPayType('cash');
    showToastAcrossNavigation('success', MSG.orderPlaced);
    location.assign(`/order-complete?order=${encodeURIComponent(order.txnid)}`);
  };

  const settle = (o: Outcome) => {
    if (o.ok) {
      done(o.order);
      return;
    }
    setProcessing(false);
    busyRef.current = false;
    if (o.httpStatus === 401) {
      location.assign(loginHref('/checkout'));
      return;
    }
    fail(MSG.paymentFailed, o.message);
    if (o.httpStatus === 409 || o.message === PRICES_CHANGED) {
      void refreshCart();
      void recheckCoupon();
    }
  };

  const finishOnline = async (reply: RazorpayReply) => {
    busyRef.current = true;
    setProcessing(true);
    settle(await verifyPayment(reply));
  };

  // back from the provider's window: /checkout?payment=success&razorpay_… or ?payment=failed
  useEffect(() => {
    const reply = replyFromUrl(location.search);
    if (!reply) return;
    history.replaceState(history.state, '', location.pathname);
    if (reply.kind === 'failed') fail(MSG.paymentFailed);
    else void finishOnline(reply.reply);
  }, []);

  const onSaved = (saved: SavedAddress) => {
    setAddresses((list) => (list.some((a) => a.id === saved.id) ? list.map((a) => (a.id === saved.id ? saved : a)) : [...list, saved]));
    setAddressId(saved.id);
    setMode({ kind: 'choose' });
    setProblem(null);
  };

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const next: Flag = e.key === 'Home' ? 0 : e.key === 'End' ? 1 : flag === 0 ? 1 : 0;
    setFlag(next);
    tabRefs.current[next]?.focus();
  };

  const onPlaceOrder = async () => {
    if (busyRef.current || checking) return;
    setProblem(null);
    // an address form left open has not been saved yet
    const formOpen = flag === 0 && mode.kind !== 'choose';
    const issue = formOpen ? MSG.mandatoryMissing : checkoutProblem({
      flag,
      address,
      branchId,
      payment: pay,
      serviceable,
      pointsBalance: props.rewardBalance,
      pointsNeeded: totals.points,
    });
    if (issue) {
      setProblem({ title: issue });
      showToast('warning', issue, undefined, 2000);
      return;
    }
    if (!byPoints) {
      setChecking(true);
      const refusal = await minimumOrderRefusal();
      setChecking(false);
      if (refusal) {
        setProblem({ title: refusal });
        showToast('warning', refusal, undefined, 2000);
        return;
      }
    }
    setConfirming(true);
  };

  const payload = () => ({
    flag,
    ...(flag === 0 ? { address_id: addressId } : { branch: branchId }),
    payment_method: pay,
    coupon: coupon?.code,
    ...(byPoints ? { total_reward: totals.points } : { amount: grand }),
    shipping,
    discount,
    product: lines.map((l, i) => ({
      id: l.pid,
      qty: l.qty,
      price: totals.lines[i]!.unit.selling,
      reward_point: totals.lines[i]!.unit.points,
      attributeId: l.aid,
      attributeName: l.attribute?.name ?? '',
    })),
  });

  const onProceed = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setConfirming(false);
    setProcessing(true);
    if (pay !== 'online') {
      keyRef.current ??= newIdempotencyKey();
      settle(await placeOrder(payload(), keyRef.current));
      return;
    }
    const created = await createPayment(payload());
    if (!created.ok) {
      settle(created);
      return;
    }
    const o = created.options;
    if (isRealRazorpay(o)) {
      // Razorpay's own window takes over the screen
      setProcessing(false);
      const result = await payWithRazorpay(o);
      if (!result) {
        busyRef.current = false;
        return;
      }
      if ('failed' in result) {
        busyRef.current = false;
        fail(MSG.paymentFailed, result.failed);
        return;
      }
      await finishOnline(result.reply);
      return;
    }
    if (o.checkout_url) {
      location.assign(o.checkout_url);
      return;
    }
    settle({ ok: false, message: MSG.paymentFailed, httpStatus: 0 });
  };

  if (!mounted || (!loaded && lines.length === 0)) {
    return (
      <p className="co-loading" aria-busy="true">
        {processing ? MSG.processing : 'Loading your checkout…'}
      </p>
    );
  }
  if (lines.length === 0 && !processing) return <EmptyCart continueTo="/shop" />;

  return (
    <div className="co">
      <section className="co-card co-billing" aria-labelledby={`${uid}-billing`}>
        <h2 id={`${uid}-billing`} className="co-card__title">Billing Address</h2>
        <div className="co-tabs" role="tablist" aria-label="How you get your order">
          {TABS.map((t) => (
            <button key={t.flag} ref={(el) => void (tabRefs.current[t.flag] = el)} type="button" role="tab" id={`${uid}-tab${t.flag}`}
              aria-selected={flag === t.flag} aria-controls={`${uid}-panel${t.flag}`} tabIndex={flag === t.flag ? 0 : -1}
              className="co-tab" onClick={() => { setFlag(t.flag); setProblem(null); }} onKeyDown={onTabKey}>
              {t.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${uid}-panel${flag}`} aria-labelledby={`${uid}-tab${flag}`} className="co-panel">
          {flag === 0 ? (
            <AddressChooser addresses={addresses} selectedId={addressId} onSelect={(id) => { setAddressId(id); setProblem(null); }}
              mode={mode} onMode={setMode} onSaved={onSaved} serviceable={serviceable} />
          ) : (
            <StorePicker stores={props.stores} selectedId={branchId} onSelect={(id) => { setBranchId(id); setProblem(null); }} />
          )}
        </div>
      </section>

      <div className="co__side">
        <OrderSummary lines={lines} priced={totals.lines}
          n={{ subtotal: totals.total, points: totals.points, discount, couponCode: coupon?.code ?? null, shipping, noDelivery: flag === 1 || byPoints, total: grand, byPoints }} />
        <section className="co-card">
          <PaymentOptions value={pay} onChange={choosePay} points={pointsAllowed} pointsNote={pointsNote} online={props.onlinePayment} balance={props.rewardBalance} />
          <div className="co-problem" role="alert" aria-live="assertive">
            {problem && (
              <p>
                <strong>{problem.title}</strong>
                {problem.detail && <span> {problem.detail}</span>}
              </p>
            )}
          </div>
          <button type="button" className="btn btn--primary btn--block co-place" onClick={() => void onPlaceOrder()} disabled={!loaded || checking || processing}>
            {checking ? 'Checking…' : 'Place Order'}
          </button>
        </section>
      </div>

      <Modal open={confirming} onClose={() => setConfirming(false)} labelledBy={`${uid}-confirm`}>
        <h2 id={`${uid}-confirm`} className="co-modal__title">Confirm</h2>
        <p className="co-modal__text">
          Place this order for{' '}
          <strong>{byPoints ? `${formatPoints(totals.points)} points` : formatINR(grand)}</strong>, paid by{' '}
          {pay ? PAYMENT_METHOD_LABEL[pay].toLowerCase() : ''}, {flag === 1 ? 'to collect from the store' : 'delivered to your address'}?
        </p>
        <div className="co-modal__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>Cancel</button>
          <button type="button" className="btn btn--primary" onClick={() => void onProceed()} data-autofocus>Proceed</button>
        </div>
      </Modal>

      <Modal open={processing} onClose={() => undefined} labelledBy={`${uid}-processing`} dismissable={false} className="co-modal--busy">
        <span className="spinner" aria-hidden="true" />
        <p id={`${uid}-processing`} className="co-modal__title" role="status">{MSG.processing}</p>
      </Modal>
    </div>
  );
}
