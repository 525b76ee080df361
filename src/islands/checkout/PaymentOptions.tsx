import { useId } from 'react';
import { formatPoints } from '../../lib/domain/money/money';
import type { PaymentChoice } from '../../lib/domain/cart/shipping';
import type { OnlineMethod } from '../../lib/domain/checkout/upi';
import { useSay } from '../texts';
import type { CheckoutKey } from '../../lib/domain/i18n/island-keys';

interface Props {
  value: PaymentChoice | null;
  /** which way to pay online, when value is 'online' */
  method: OnlineMethod;
  onChange: (choice: PaymentChoice) => void;
  onOnline: (method: OnlineMethod) => void;
  /** rewards on, no coupon and enough points */
  points: boolean;
  /** why points are not offered, when rewards are on */
  pointsNote: { key: 'points.couponApplied' | 'rewardZero' | 'points.short'; points?: number } | null;
  online: boolean;
  balance: number;
}

type Radio = Exclude<PaymentChoice, 'online'> | OnlineMethod;

const LABEL = { cash: 'checkout.payCash', point: 'checkout.payPoints', upi: 'upi.label', card: 'upi.cardLabel' } as const satisfies Record<
  Radio,
  CheckoutKey
>;

/**
 * SPEC §4 payment radios: cash by default, points when allowed, and when the store takes online
 * payment, UPI on its own (as Indian shoppers pay) beside card or net banking.
 */
export default function PaymentOptions({ value, method, onChange, onOnline, points, pointsNote, online, balance }: Props) {
  const id = useId();
  const say = useSay<CheckoutKey>();
  const radios: Radio[] = ['cash', ...(points ? (['point'] as const) : []), ...(online ? (['upi', 'card'] as const) : [])];
  const picked: Radio | null = value === 'online' ? method : value;
  const pick = (r: Radio) => (r === 'upi' || r === 'card' ? onOnline(r) : onChange(r));
  return (
    <fieldset className="co-choices co-pay">
      <legend className="co-card__title">{say('checkout.payment')}</legend>
      {radios.map((r) => (
        <div key={r} className="co-choice" data-selected={picked === r || undefined}>
          <input type="radio" id={`${id}-${r}`} name={`${id}-pay`} value={r} checked={picked === r} onChange={() => pick(r)} />
          <label htmlFor={`${id}-${r}`} className="co-choice__body">
            <strong>{say(LABEL[r])}</strong>
            {r === 'point' && <span className="co-muted">{say('checkout.balance', { points: formatPoints(balance) })}</span>}
            {r === 'upi' && <span className="co-muted">{say('upi.note')}</span>}
            {r === 'card' && <span className="co-muted">{say('upi.cardNote')}</span>}
          </label>
        </div>
      ))}
      {pointsNote && <p className="co-small">{say(pointsNote.key, { points: pointsNote.points ?? 0 })}</p>}
    </fieldset>
  );
}
