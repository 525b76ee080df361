import { useId, useState, type FormEvent } from 'react';
import { accountPost } from '../lib/api/account';
import { useMounted } from './hooks';
import Modal from './checkout/Modal';
import type { CancelOrderKey } from '../lib/domain/i18n/island-keys-account';
import { useSay, type IslandTexts, withTexts } from './texts';
import { LEAVING, useBusy } from './use-busy';
import { ReasonField } from './ReasonField';

interface Props {
  /** the order's transaction id (the API finds it among this customer's orders only) */
  txnid: string;
  /** the dialog's words in the page's language (texts(lang, CANCEL_ORDER_KEYS)) */
  text: IslandTexts<CancelOrderKey>;
}

/** The common reasons; the store reads the reason in the words the shopper chose it in. */
const REASONS = [
  'acct.reasonMistake',
  'acct.reasonChange',
  'acct.reasonSlow',
  'acct.reasonCheaper',
] as const satisfies readonly CancelOrderKey[];

/**
 * "Cancel order" while the store has not started packing: a dialog asks why (a few common reasons
 * or the shopper's own words), then the order page reloads to show it Cancelled with its timeline.
 */
export default withTexts<Props>(Cancel);

function Cancel({ txnid }: Omit<Props, 'text'>) {
  const say = useSay<CancelOrderKey>();
  const mounted = useMounted();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const { busy, run } = useBusy(() => setError(say('acct.cancelOffline')));
  const [error, setError] = useState('');
  const titleId = useId();
  const otherId = useId();
  const errorId = useId();
  const reason = (choice === 'other' ? other : choice ? say(choice as (typeof REASONS)[number]) : '').trim();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (reason.length < 3) return setError(say('acct.cancelWhyMissing'));
    setError('');
    void run(async () => {
      const body = await accountPost('orderCancel', { json: { order_id: txnid, reason: reason.slice(0, 200) } });
      if (body.status === 1) {
        location.reload();
        return LEAVING;
      }
      setError(body.message || say('acct.cancelFailed'));
      // the store moved it on meanwhile: the page shows it as it is now
      if (body.httpStatus === 409) setTimeout(() => location.reload(), 2500);
    });
  };

  return (
    <>
      <button
        type="button"
        className="btn btn--ghost order-cancel"
        disabled={!mounted}
        onClick={() => {
          setError('');
          setOpen(true);
        }}
      >
        {say('acct.cancelOrder')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId} dismissable={!busy}>
        <form onSubmit={onSubmit} noValidate>
          <h2 id={titleId} className="co-modal__title">
            {say('acct.cancelOrderTitle', { txnid })}
          </h2>
          <fieldset className="order-cancel__reasons" aria-describedby={error ? errorId : undefined}>
            <legend>{say('acct.cancelWhy')}</legend>
            {REASONS.map((r) => (
              <label key={r}>
                <input
                  type="radio"
                  name="reason"
                  value={say(r)}
                  checked={choice === r}
                  onChange={() => {
                    setChoice(r);
                    setError('');
                  }}
                />{' '}
                {say(r)}
              </label>
            ))}
            <label>
              <input
                type="radio"
                name="reason"
                value="other"
                checked={choice === 'other'}
                onChange={() => {
                  setChoice('other');
                  setError('');
                }}
              />{' '}
              {say('acct.reasonOther')}
            </label>
          </fieldset>
          {choice === 'other' && (
            <ReasonField id={otherId} label={say('acct.yourReason')} rows={2} maxLength={200} value={other} onValue={setOther} />
          )}
          {error && (
            <p id={errorId} className="field__error" role="alert">
              {error}
            </p>
          )}
          <div className="co-modal__actions">
            <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => setOpen(false)}>
              {say('acct.keepOrder')}
            </button>
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {busy ? say('acct.cancelling') : say('acct.cancelOrder')}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
