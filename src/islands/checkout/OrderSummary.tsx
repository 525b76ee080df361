import type { CartLine } from '../../lib/domain/cart/cart-schemas';
import type { PricedLine } from '../../lib/domain/cart/cart-total';
import { formatINR, formatPoints } from '../../lib/domain/money/money';
import type { OrderTotals } from '../../lib/domain/orders/order-totals';
import { useStore } from '@nanostores/react';
import { IF_MISSING_VALUES } from '../../lib/domain/checkout/delivery-slots';
import type { IfMissing } from '../../lib/domain/checkout/slot-messages';
import { $ifMissing, setIfMissing } from '../../stores/checkout-slots';
import { useSay } from '../texts';
import type { CheckoutKey } from '../../lib/domain/i18n/island-keys';
import Runs from '../Runs';

const IF_MISSING_SAY = { call: 'slot.call', replace: 'slot.replace', skip: 'slot.skip' } as const satisfies Record<IfMissing, CheckoutKey>;

interface Props {
  lines: CartLine[];
  priced: PricedLine[];
  totals: OrderTotals;
  couponCode: string | null;
  /** the points offer taking totals.offer off, if any */
  offerName: string | null;
  /** pickup or a points order: no delivery at all */
  noDelivery: boolean;
  byPoints: boolean;
}

/** SPEC §2 "Your Orders": lines and totals previewed with the shared rules (the server recomputes). */
export default function OrderSummary({ lines, priced, totals, couponCode, offerName, noDelivery, byPoints }: Props) {
  const ifMissing = useStore($ifMissing);
  const say = useSay<CheckoutKey>();
  return (
    <section className="co-card co-summary" aria-labelledby="co-summary-title">
      <h2 id="co-summary-title" className="co-card__title">
        {say('checkout.yourOrders')}
      </h2>
      <table className="co-lines">
        <thead>
          <tr>
            <th scope="col">{say('cart.product')}</th>
            <th scope="col" className="num">
              {say('checkout.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => {
            const p = priced[i];
            return (
              <tr key={l.id}>
                <td>
                  <Runs text={l.name} />
                  {l.attribute ? (
                    <small>
                      {' '}
                      (<Runs text={l.attribute.name} />)
                    </small>
                  ) : null}{' '}
                  <span className="co-qty">× {l.qty}</span>
                  <label className="co-if-missing">
                    <span>{say('slot.ifMissingLabel')}:</span>
                    <select
                      className="co-if-missing__select"
                      value={ifMissing[l.pid] ?? 'call'}
                      aria-label={`${say('slot.ifMissingLabel')}: ${l.name}`}
                      onChange={(e) => setIfMissing(l.pid, e.target.value as IfMissing)}
                      data-testid="if-missing"
                    >
                      {IF_MISSING_VALUES.map((v) => (
                        <option key={v} value={v}>
                          {say(IF_MISSING_SAY[v])}
                        </option>
                      ))}
                    </select>
                  </label>
                </td>
                <td className="num">
                  {byPoints ? say('checkout.pts', { points: formatPoints(p?.points ?? 0) }) : formatINR(p?.total ?? 0)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="co-totals">
        {byPoints ? (
          <div className="co-totals__row co-totals__row--grand">
            <dt>{say('checkout.totalPoints')}</dt>
            <dd data-testid="co-total-points">{formatPoints(totals.points)}</dd>
          </div>
        ) : (
          <>
            <div className="co-totals__row">
              <dt>{say('cart.subtotal')}</dt>
              <dd>{formatINR(totals.price)}</dd>
            </div>
            {couponCode && (
              <div className="co-totals__row">
                <dt>{say('cart.couponLine', { code: couponCode })}</dt>
                <dd>-{formatINR(totals.coupon)}</dd>
              </div>
            )}
            {offerName && totals.offer > 0 && (
              <div className="co-totals__row">
                <dt>{say('cart.offerLine', { name: offerName })}</dt>
                <dd>-{formatINR(totals.offer)}</dd>
              </div>
            )}
            <div className="co-totals__row">
              <dt>{say('cart.shipping')}</dt>
              <dd>{noDelivery ? say('checkout.noCharge') : totals.shipping === 0 ? say('cart.free') : formatINR(totals.shipping)}</dd>
            </div>
            <div className="co-totals__row co-totals__row--grand">
              <dt>{say('checkout.total')}</dt>
              <dd data-testid="co-total">{formatINR(totals.payable)}</dd>
            </div>
          </>
        )}
      </dl>
      <p className="co-small">{say('checkout.pricesIncludeGst')}</p>
    </section>
  );
}
