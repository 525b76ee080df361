import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import type { PointsOfferSlab } from '../../lib/domain/loyalty/points-offer';
import { formatINR, formatPoints } from '../../lib/domain/money/money';
import { $chosenOffer, chooseOffer, loadPointsOffers } from '../../stores/points-offers';
import { useSay } from '../texts';
import type { CartKey } from '../../lib/domain/i18n/island-keys';
import Runs from '../Runs';

interface Props {
  /** the slabs this cart and balance qualify for, best first (points-offer.ts usablePointsOffers) */
  usable: PointsOfferSlab[];
  balance: number | null;
}

/**
 * Issue 20: the points offers the shopper can use on this cart, best first; they pick one (or none).
 * Hidden when none applies (a coupon applied, rewards off, below every minimum).
 */
export default function PointsOfferBox({ usable, balance }: Props) {
  const id = useId();
  const say = useSay<CartKey>();
  const chosen = useStore($chosenOffer);
  useEffect(() => void loadPointsOffers(), []);
  if (usable.length === 0 || balance === null) return null;
  return (
    <section className="card cart-box points-offer-box" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cart-box__title">
        {say('offers.title')}
      </h2>
      <p className="totals__small">{say(usable.length === 1 ? 'offers.withOne' : 'offers.withMany', { points: formatPoints(balance) })}</p>
      <ul className="points-offer-list">
        {usable.map((s) => (
          <li key={s.slab_id}>
            <label>
              <input type="radio" name={`${id}-offer`} checked={chosen === s.slab_id} onChange={() => chooseOffer(s.slab_id)} />{' '}
              <Runs text={say('offers.off', { name: s.offer_name, amount: formatINR(s.discount) })} />{' '}
              <small>{say('offers.minimum', { amount: formatINR(s.minimum_order_amount) })}</small>
            </label>
          </li>
        ))}
      </ul>
      {chosen !== null && usable.some((s) => s.slab_id === chosen) && (
        <button type="button" className="btn btn--ghost" onClick={() => chooseOffer(null)}>
          {say('offers.none')}
        </button>
      )}
    </section>
  );
}
