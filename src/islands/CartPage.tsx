import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { cartTotals } from '../lib/domain/cart/cart-total';
import { formatINR } from '../lib/domain/money/money';
import { applyCoupon as couponEffect } from '../lib/domain/checkout/coupon';
import { pointsOptionOffered } from '../lib/domain/loyalty/points';
import { orderTotals } from '../lib/domain/orders/order-totals';
import { pointsOfferOff, usablePointsOffers } from '../lib/domain/loyalty/points-offer';
import { freeDeliveryHint, shippingOptionFor } from '../lib/domain/cart/shipping';
import type { ShippingOption } from '../lib/domain/types';
import { $cart, $cartLoaded, $cartSummary, clearCart, refreshCart } from '../stores/cart';
import { $coupon, recheckCoupon, removeCoupon } from '../stores/coupon';
import { setPayType } from '../stores/pay-type';
import { $chosenOffer, $pointsOffers } from '../stores/points-offers';
import { $isLoggedIn } from '../stores/user';
import { mergeHeldCart } from '../stores/cart-merge';
import MergeNotes from './cart/MergeNotes';
import CartTable from './cart/CartTable';
import CartTotals from './cart/CartTotals';
import CheckoutBar from './cart/CheckoutBar';
import EmptyCart from './cart/EmptyCart';
import PointsOfferBox from './cart/PointsOfferBox';
import { usePriceClock } from './cart/use-price-clock';
import CouponBox from './CouponBox';
import { useMounted } from './hooks';
import { useSay, type IslandTexts, withTexts } from './texts';
import type { CartKey } from '../lib/domain/i18n/island-keys';
import type { MergeNoteKey } from '../lib/domain/i18n/island-keys-guest';

// the points-or-cash question is asked only on a tap of Checkout, so its code loads then
const PointsChoiceModal = lazy(() => import('./PointsChoiceModal'));
// signed-in only, loaded lazily: which lines the shopper's branch lacks today (issue 28)
const BranchShelf = lazy(() => import('./BranchShelf'));

interface Props {
  /** store reward flag: points columns and the points modal */
  rewards: boolean;
  /** shipping options in SPEC order (first above ₹1000, else second) */
  shippingOptions: ShippingOption[];
  /** store minimum order, paise */
  minOrder: number;
  /** the cart's words in the page's language, picked on the server (texts(lang, CART_KEYS)) */
  text: IslandTexts<CartKey | MergeNoteKey>;
  /** where a guest signs in to check out: /login/cart in the page's language (SPEC §2) */
  loginAt: string;
}

export default withTexts<Props>(CartView);

/**
 * /cart (SPEC §2): the table, Clear cart, the coupon box and the Cart Total box. Renders the stored
 * copy at once, then the server's answer; every number is previewed with the same domain rules the
 * server uses, at a clock that moves exactly when a deal ends.
 */
function CartView({ rewards, shippingOptions, minOrder, loginAt }: Omit<Props, 'text'>) {
  const say = useSay<CartKey>();
  const mounted = useMounted();
  const lines = useStore($cart);
  const loaded = useStore($cartLoaded);
  const summary = useStore($cartSummary);
  const coupon = useStore($coupon);
  const loggedIn = useStore($isLoggedIn);
  const offers = useStore($pointsOffers);
  const chosenOffer = useStore($chosenOffer);
  const [choosing, setChoosing] = useState(false);

  // the server re-applies the coupon to the new total (a minimum may no longer be met)
  useEffect(() => {
    if (!summary) return;
    if (summary.count === 0) removeCoupon();
    else void recheckCoupon();
  }, [summary?.subtotal, summary?.count]);

  // a guest's browser cart is priced again here (prices and stock move); a customer's is re-read by
  // the store, after any browser cart that could not join the account at sign-in has joined it now
  useEffect(() => {
    if (loggedIn) void mergeHeldCart();
    else void refreshCart();
  }, [loggedIn]);

  const inputs = lines.map((l) => ({ product: { ...l, id: l.pid }, attribute: l.attribute, qty: l.qty }));
  const edge = cartTotals(inputs, Date.now()).nextPriceChange;
  const onPriceChange = useCallback(() => void refreshCart(), []);
  const now = usePriceClock(edge, onPriceChange);

  if (!mounted || (!loaded && lines.length === 0)) {
    return (
      <p className="page-loading" aria-busy="true">
        {say('cart.loading')}
      </p>
    );
  }
  if (lines.length === 0) return <EmptyCart />;

  const totals = cartTotals(inputs, now);
  const effect = coupon ? couponEffect(coupon, totals.total) : null;
  // the cart shows a cash delivery order; checkout may change both
  // issue 20: the points offers this cart and balance qualify for; the chosen one while it still applies
  const offerContext = {
    rewardsOn: rewards,
    balance: offers.balance,
    price: totals.total,
    payment: 'cash' as const,
    couponApplied: coupon !== null,
  };
  const usable = usablePointsOffers(offers.slabs, offerContext);
  const offer = usable.find((s) => s.slab_id === chosenOffer) ?? null;
  const order = orderTotals({
    lines: totals.lines,
    couponOff: effect?.off ?? 0,
    offerOff: pointsOfferOff(offer, offerContext),
    deliveryMode: 'delivery',
    payment: 'cash',
    shippingOptions,
    rewardsOn: rewards,
  });

  const hint = freeDeliveryHint(order.price, shippingOptions);
  const minimum = summary?.min_order_amount ?? minOrder;

  const goCheckout = (choice: 'cash' | 'point') => {
    setPayType(choice);
    location.assign('/checkout');
  };
  const onCheckout = () => {
    if (!loggedIn) {
      location.assign(loginAt);
      return;
    }
    if (pointsOptionOffered({ rewardsOn: rewards, couponApplied: coupon !== null })) setChoosing(true);
    else goCheckout('cash');
  };

  return (
    <div className="cart with-side">
      <div className="cart__main">
        <MergeNotes />
        {loggedIn && (
          <Suspense fallback={null}>
            <BranchShelf lines={lines.map((l) => ({ product_id: l.pid, aid: l.aid, qty: l.qty }))} />
          </Suspense>
        )}
        <div className="cart-table-wrap">
          <CartTable lines={lines} priced={totals.lines} now={now} rewards={rewards} />
        </div>
        <div className="cart__actions">
          <a className="btn btn--ghost" href="/">
            {say('cart.continue')}
          </a>
          <button type="button" className="btn btn--ghost cart-clear" onClick={() => void clearCart()}>
            {say('cart.clear')}
          </button>
        </div>
      </div>
      <aside className="cart__side" aria-label={say('cart.couponAndTotals')}>
        <CouponBox loggedIn={loggedIn} loginAt={loginAt} />
        {rewards && loggedIn && <PointsOfferBox usable={usable} balance={offers.balance} />}
        <CartTotals
          totals={order}
          offer={order.offer > 0 ? offer : null}
          coupon={coupon}
          effect={effect}
          shippingOption={shippingOptionFor(order.price, shippingOptions)}
          shippingOptions={shippingOptions}
          note={hint && say(hint.key, hint)}
          minOrderMessage={order.price < minimum ? say('cart.minOrder', { amount: formatINR(minimum) }) : null}
          rewards={rewards}
        />
      </aside>
      <CheckoutBar payable={order.payable} onCheckout={onCheckout} />
      {rewards && choosing && (
        <Suspense fallback={null}>
          <PointsChoiceModal open pointsNeeded={order.points} onClose={() => setChoosing(false)} onChoose={goCheckout} />
        </Suspense>
      )}
    </div>
  );
}
