import { useId } from 'react';
import type { AppliedCoupon } from '../../lib/domain/cart/cart-schemas';
import { couponBadge, type CouponEffect } from '../../lib/domain/checkout/coupon';
import { formatINR, formatPoints } from '../../lib/domain/money/money';
import type { OrderTotals } from '../../lib/domain/orders/order-totals';
import type { PointsOfferSlab } from '../../lib/domain/loyalty/points-offer';
import { useSay } from '../texts';
import type { CartKey } from '../../lib/domain/i18n/island-keys';
import type { ShippingOption } from '../../lib/domain/types';
import { shippingOptionKey } from '../../lib/domain/cart/shipping';
import Runs from '../Runs';

interface Props {
  totals: OrderTotals;
  /** the points offer taking totals.offer off, if any */
  offer: PointsOfferSlab | null;
  coupon: AppliedCoupon | null;
  effect: CouponEffect | null;
  shippingOption: ShippingOption | null;
  /** all of them: the one picked is named by its place in SPEC §9's rule, in the page's language */
  shippingOptions: readonly ShippingOption[];
  note: string | null;
  minOrderMessage: string | null;
  rewards: boolean;
}

/**
 * SPEC §2 Cart Total box: subtotal, coupon, shipping (delivery, cash) with the note, grand total.
 * Proceed to checkout is the CheckoutBar under it (it sticks to the bottom of a phone's screen).
 */
export default function CartTotals(p: Props) {
  const id = useId();
  const say = useSay<CartKey>();
  return (
    <section className="card cart-box cart-totals" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cart-box__title">
        {say('cart.total')}
      </h2>
      <dl className="totals">
        <div className="totals__row">
          <dt>{say('cart.subtotal')}</dt>
          <dd>{formatINR(p.totals.price)}</dd>
        </div>
        {p.coupon && p.effect && (
          <div className="totals__row totals__row--coupon">
            <dt>
              {say('cart.couponLine', { code: p.coupon.code })}{' '}
              {p.coupon.offerKind === 'percentage' && <span className="coupon-applied__badge">{couponBadge(p.coupon)}</span>}
            </dt>
            <dd>{p.coupon.offerKind === 'product' ? say('cart.freeProduct') : `-${formatINR(p.effect.off)}`}</dd>
          </div>
        )}
        {p.offer && (
          <div className="totals__row totals__row--offer">
            <dt>
              <Runs text={say('cart.offerLine', { name: p.offer.offer_name })} />
            </dt>
            <dd>-{formatINR(p.totals.offer)}</dd>
          </div>
        )}
        <div className="totals__row">
          <dt>
            {say('cart.shipping')}
            {p.shippingOption ? <small> ({say(shippingOptionKey(p.shippingOption, p.shippingOptions))})</small> : null}
          </dt>
          <dd>{p.totals.shipping === 0 ? say('cart.free') : formatINR(p.totals.shipping)}</dd>
        </div>
        <div className="totals__row totals__row--grand">
          <dt>{say('cart.grandTotal')}</dt>
          <dd>{formatINR(p.totals.payable)}</dd>
        </div>
        {p.rewards && (
          <div className="totals__row totals__row--points">
            <dt>{say('cart.orPayWithPoints')}</dt>
            <dd>{say('shop.pointsN', { points: formatPoints(p.totals.points) })}</dd>
          </div>
        )}
      </dl>
      {p.note && <p className="totals__note">{p.note}</p>}
      <p className="totals__small">{say('cart.note')}</p>
      {p.minOrderMessage && (
        <p className="totals__warn" role="note">
          {p.minOrderMessage}
        </p>
      )}
    </section>
  );
}
