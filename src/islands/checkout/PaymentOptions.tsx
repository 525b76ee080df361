import { useId } from 'react';
import { formatPoints } from '../../lib/domain/money';
import { PAYMENT_METHOD_LABEL } from '../../lib/domain/order-status';
import type { PaymentChoice } from '../../lib/domain/shipping';
import { useSay } from '../texts';

interface Props {
  value: PaymentChoice | null;
  onChange: (choice: PaymentChoice) => void;
  /** rewards on, no coupon and enough points */
  points: boolean;
  /** why points are not offered, when rewards are on */
  pointsNote: string | null;
  online: boolean;
  balance: number;
}

/** SPEC §4 payment radios: cash by default, points when allowed, online when the store takes it. */
export default function PaymentOptions({ value, onChange, points, pointsNote, online, balance }: Props) {
  const id = useId();
  const say = useSay();
  const choices: PaymentChoice[] = ['cash', ...(points ? (['point'] as const) : []), ...(online ? (['online'] as const) : [])];
  return (
    <fieldset className="co-choices co-pay">
      <legend className="co-card__title">{say('checkout.payment', 'Payment')}</legend>
      {choices.map((c) => (
        <div key={c} className="co-choice" data-selected={value === c || undefined}>
          <input type="radio" id={`${id}-${c}`} name={`${id}-pay`} value={c} checked={value === c} onChange={() => onChange(c)} />
          <label htmlFor={`${id}-${c}`} className="co-choice__body">
            <strong>{PAYMENT_METHOD_LABEL[c]}</strong>
            {c === 'point' && <span className="co-muted">Balance: {formatPoints(balance)} points</span>}
            {c === 'online' && <span className="co-muted">Card, UPI or net banking</span>}
          </label>
        </div>
      ))}
      {pointsNote && <p className="co-small">{pointsNote}</p>}
    </fieldset>
  );
}
