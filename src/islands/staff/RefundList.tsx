import { useState } from 'react';
import { formatINR } from '../../lib/domain/money/money';
import { orderDateTime } from '../../components/account/order-date';
import { useMounted } from '../hooks';
import { toStaffLogin } from './staff-api';
import { staffPost } from '../../lib/api/staff';

export interface StaffRefund {
  id: number;
  payment_id: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  attempts: number;
  last_error: string | null;
  provider_refund_id: string | null;
  updated_at: number;
}

const LABEL: Record<StaffRefund['status'], string> = { pending: 'Refund pending', processed: 'Refunded', failed: 'Refund failed' };
const BADGE: Record<StaffRefund['status'], string> = { pending: 'warning', processed: 'success', failed: 'danger' };

/** An order's refunds as the payment provider last answered; one that has not gone through can be sent again. */
export default function RefundList({ refunds, canRetry }: { refunds: StaffRefund[]; canRetry: boolean }) {
  const mounted = useMounted();
  const [list, setList] = useState(refunds);
  const [busy, setBusy] = useState(0);
  const [note, setNote] = useState('');

  const retry = async (id: number) => {
    setBusy(id);
    setNote('');
    try {
      const body = await staffPost('staff/refunds/:id/retry', { param: { id: String(id) } });
      if (body.httpStatus === 401) return toStaffLogin();
      if (body.status === 1) setList((l) => l.map((r) => (r.id === id ? body.response : r)));
      setNote(body.message ?? '');
    } catch {
      setNote('No connection. Please try again.');
    }
    setBusy(0);
  };

  return (
    <div>
      <ul className="timeline">
        {list.map((r) => (
          <li key={r.id} data-testid="refund">
            <strong>{formatINR(r.amount)}</strong> <span className={`sbadge sbadge--${BADGE[r.status]}`}>{LABEL[r.status]}</span>
            <div className="timeline__when">
              {r.attempts} {r.attempts === 1 ? 'attempt' : 'attempts'} · last {orderDateTime(r.updated_at)}
              {r.provider_refund_id && ` · ${r.provider_refund_id}`}
            </div>
            {r.last_error && r.status !== 'processed' && <div>Last error: {r.last_error}</div>}
            {canRetry && r.status !== 'processed' && (
              <button
                type="button"
                className="sbtn sbtn--quiet actions__msg"
                disabled={!mounted || busy === r.id}
                onClick={() => void retry(r.id)}
              >
                {busy === r.id ? 'Sending…' : 'Retry refund now'}
              </button>
            )}
          </li>
        ))}
      </ul>
      {note && (
        <p className="salert salert--info actions__msg" role="status">
          {note}
        </p>
      )}
    </div>
  );
}
