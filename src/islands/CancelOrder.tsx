import { useId, useState, type FormEvent } from 'react';
import { api } from '../lib/api/client';
import { useMounted } from './hooks';
import Modal from './checkout/Modal';

interface Props {
  /** the order's transaction id (the API finds it among this customer's orders only) */
  txnid: string;
}

const REASONS = ['Ordered by mistake', 'Want to change items', 'Delivery takes too long', 'Found it cheaper elsewhere'];

/**
 * "Cancel order" while the store has not started packing: a dialog asks why (a few common reasons
 * or the shopper's own words), then the order page reloads to show it Cancelled with its timeline.
 */
export default function CancelOrder({ txnid }: Props) {
  const mounted = useMounted();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const titleId = useId();
  const otherId = useId();
  const errorId = useId();
  const reason = (choice === 'other' ? other : choice).trim();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (reason.length < 3) return setError('Please tell us why you are cancelling');
    setBusy(true);
    setError('');
    try {
      const body = await api('orderCancel', { body: { order_id: txnid, reason: reason.slice(0, 200) } });
      if (body.status === 1) {
        location.reload();
        return;
      }
      setError(body.message ?? 'This order could not be cancelled.');
      // the store moved it on meanwhile: the page shows it as it is now
      if (body.httpStatus === 409) setTimeout(() => location.reload(), 2500);
    } catch {
      setError('No connection. Your order was not cancelled; please try again.');
    }
    setBusy(false);
  };

  return (
    <>
      <button type="button" className="btn btn--ghost order-cancel" disabled={!mounted} onClick={() => { setError(''); setOpen(true); }}>
        Cancel order
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId} dismissable={!busy}>
        <form onSubmit={onSubmit} noValidate>
          <h2 id={titleId} className="co-modal__title">Cancel order {txnid}?</h2>
          <fieldset className="order-cancel__reasons" aria-describedby={error ? errorId : undefined}>
            <legend>Why are you cancelling?</legend>
            {REASONS.map((r) => (
              <label key={r}>
                <input type="radio" name="reason" value={r} checked={choice === r} onChange={() => { setChoice(r); setError(''); }} /> {r}
              </label>
            ))}
            <label>
              <input type="radio" name="reason" value="other" checked={choice === 'other'} onChange={() => { setChoice('other'); setError(''); }} /> Another reason
            </label>
          </fieldset>
          {choice === 'other' && (
            <div className="field">
              <label className="field__label" htmlFor={otherId}>Your reason</label>
              <textarea id={otherId} className="field__input" rows={2} maxLength={200} value={other} onChange={(e) => setOther(e.target.value)} />
            </div>
          )}
          {error && <p id={errorId} className="field__error" role="alert">{error}</p>}
          <div className="co-modal__actions">
            <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => setOpen(false)}>Keep order</button>
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {busy ? 'Cancelling…' : 'Cancel order'}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
