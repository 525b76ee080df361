import { useId, useState, type FormEvent } from 'react';
import { useMounted } from '../hooks';
import { formatINR } from '../../lib/domain/money/money';
import { typedPaise } from './CompletionFields';
import { toStaffLogin } from './staff-api';
import { staffPost } from '../../lib/api/staff';
import { LEAVING, useBusy } from '../use-busy';

interface Props {
  riderId: number;
  /** the moment the sheet was read: deliveries after it go to the next sheet */
  asOf: number;
  deliveries: number;
  /** cash on the sheet, paise */
  expected: number;
}

/**
 * The branch confirms the cash a rider handed over: the amount counted, and a reason when it is not
 * what the sheet says. The server settles exactly the sheet shown; one settled meanwhile is a 409.
 */
export default function HandoverConfirm({ riderId, asOf, deliveries, expected }: Props) {
  const mounted = useMounted();
  const ids = { counted: useId(), reason: useId() };
  const [counted, setCounted] = useState((expected / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const { busy, run } = useBusy(() => setError('No connection. Nothing was changed; please try again.'));
  const [error, setError] = useState('');
  const paise = typedPaise(counted);
  const differs = paise !== null && paise !== expected;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (paise === null) return setError('Enter the cash counted');
    if (differs && !reason.trim()) return setError(`Say why the cash counted is not ${formatINR(expected)}`);
    setError('');
    void run(async () => {
      const body = await staffPost('staff/handover/:rider/confirm', {
        param: { rider: String(riderId) },
        json: { as_of: asOf, deliveries, expected, counted: paise, ...(differs ? { reason: reason.trim() } : {}) },
      });
      if (body.httpStatus === 401) return toStaffLogin();
      if (body.status === 1) {
        location.reload();
        return LEAVING;
      }
      setError(body.message ?? 'The handover could not be confirmed.');
    });
  };

  return (
    <form className="form handover__confirm" onSubmit={submit} noValidate data-testid={`confirm-${riderId}`}>
      <div className="field">
        <label className="field__label" htmlFor={ids.counted}>
          Cash counted (₹)
        </label>
        <input id={ids.counted} className="field__input" inputMode="decimal" value={counted} onChange={(e) => setCounted(e.target.value)} />
      </div>
      {differs && (
        <div className="field">
          <label className="field__label" htmlFor={ids.reason}>
            Why is it {paise! < expected ? 'less' : 'more'} than {formatINR(expected)}?
          </label>
          <input id={ids.reason} className="field__input" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
      )}
      {error && (
        <p className="salert" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="sbtn sbtn--primary" disabled={!mounted || busy}>
        {busy ? 'Saving…' : 'Confirm cash received'}
      </button>
    </form>
  );
}
