import { useEffect, useId, useRef, useState } from 'react';
import { formatPoints } from '../lib/domain/money/money';
import { checkPointsPayment } from '../lib/domain/loyalty/points';
import type { PaymentChoice } from '../lib/domain/cart/shipping';
import { showToast } from '../stores/toast';
import { fetchRewardBalance } from '../lib/api/reward-points';
import { useSay } from './texts';
import type { PointsChoiceKey } from '../lib/domain/i18n/island-keys';

interface Props {
  open: boolean;
  /** the cart's point total */
  pointsNeeded: number;
  onClose: () => void;
  /** the shopper said Yes with this mode (points only once the balance allows it) */
  onChoose: (choice: Extract<PaymentChoice, 'cash' | 'point'>) => void;
}

/**
 * SPEC §2 "Do you want continue with points value?" with Points or Cash and Yes or No. Points need a
 * balance greater than the cart's points (SPEC §5), checked with the shared rule.
 */
export default function PointsChoiceModal({ open, pointsNeeded, onClose, onChoose }: Props) {
  const id = useId();
  const say = useSay<PointsChoiceKey>();
  const ref = useRef<HTMLDialogElement>(null);
  const [choice, setChoice] = useState<'point' | 'cash'>('cash');
  const [warning, setWarning] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setWarning('');
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  const onYes = async () => {
    if (choice === 'cash') {
      onChoose('cash');
      return;
    }
    setBusy(true);
    const { points: balance } = await fetchRewardBalance();
    setBusy(false);
    const check = checkPointsPayment(balance, pointsNeeded);
    if (!check.ok) {
      const text = say(check.key, { points: check.points });
      setWarning(text);
      showToast('warning', { key: check.key, params: { points: check.points } });
      return;
    }
    onChoose('point');
  };

  return (
    <dialog ref={ref} className="modal" aria-labelledby={`${id}-title`} onClose={onClose} onCancel={onClose}>
      <h2 id={`${id}-title`} className="modal__title">
        {say('points.question')}
      </h2>
      <fieldset className="modal__choices">
        <legend className="visually-hidden">{say('points.payWith')}</legend>
        <label className="modal__choice">
          <input
            type="radio"
            name={`${id}-pay`}
            value="point"
            checked={choice === 'point'}
            onChange={() => {
              setChoice('point');
              setWarning('');
            }}
          />
          <span>
            {say('shop.points')} <small>{say('points.forCart', { points: formatPoints(pointsNeeded) })}</small>
          </span>
        </label>
        <label className="modal__choice">
          <input
            type="radio"
            name={`${id}-pay`}
            value="cash"
            checked={choice === 'cash'}
            onChange={() => {
              setChoice('cash');
              setWarning('');
            }}
          />
          <span>{say('points.cash')}</span>
        </label>
      </fieldset>
      {warning && (
        <p className="modal__warning" role="alert">
          {warning}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="btn btn--primary" onClick={onYes} disabled={busy}>
          {say(busy ? 'shop.checking' : 'points.yes')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {say('points.no')}
        </button>
      </div>
    </dialog>
  );
}
