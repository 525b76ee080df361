import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMounted } from '../hooks';
import { ORDER_STATUSES } from '../../lib/domain/orders/order-status';
import { toStaffLogin, type AllowedMove, type RiderChoice } from './staff-api';
import { staffPost } from '../../lib/api/staff';
import CompletionFields, { completionBody, EMPTY_COMPLETION, type CompletionInput } from './CompletionFields';
import { LEAVING, useBusy } from '../use-busy';
import { StaleNotice } from './list-parts';
import { ReasonField } from '../ReasonField';

interface Props {
  orderId: number;
  /** the status this screen shows: a move is asked for "from" it, so a clerk never moves what they did not see */
  status: string;
  moves: AllowedMove[];
  riders: RiderChoice[];
}

/**
 * The buttons the API says this staff member may press now, and nothing else. Cancel asks a
 * reason and sending out asks for a rider, in a modal dialog; when another clerk moved the order
 * first the screen says so and offers the fresh view instead of guessing.
 */
export default function OrderActions({ orderId, status, moves, riders }: Props) {
  const mounted = useMounted();
  const [asking, setAsking] = useState<AllowedMove | null>(null);
  const [reason, setReason] = useState('');
  const [completion, setCompletion] = useState<CompletionInput>(EMPTY_COMPLETION);
  const [riderId, setRiderId] = useState(riders.length === 1 ? String(riders[0]!.id) : '');
  const { busy, run } = useBusy(() => setError('No connection. Nothing was changed; please try again.'));
  const [error, setError] = useState('');
  const [stale, setStale] = useState('');
  const [done, setDone] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const fieldId = useId();

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (asking && !d.open) d.showModal();
    else if (!asking && d.open) d.close();
  }, [asking]);

  // the page's order row types its status as text; the route takes only a status it knows
  const from = ORDER_STATUSES.find((s) => s === status);

  const send = async (move: AllowedMove) => {
    setError('');
    if (!from) return setError('The order could not be moved.');
    void run(async () => {
      const body = await staffPost('staff/orders/:id/move', {
        param: { id: String(orderId) },
        json: {
          from,
          to: move.to,
          ...(move.needs_reason ? { reason: reason.trim() } : {}),
          ...(move.needs_rider ? { rider_id: Number(riderId) } : {}),
          ...(move.needs_code ? completionBody(move, completion) : {}),
        },
      });
      if (body.httpStatus === 401) return toStaffLogin();
      if (body.status === 1) {
        setAsking(null);
        setDone(body.message ?? `Order moved to ${move.to}`);
        // the fresh page shows the new status, its buttons and the timeline row just written
        location.reload();
        return LEAVING;
      }
      if (body.httpStatus === 409) {
        setAsking(null);
        setStale(body.message ?? 'Someone else moved this order first. Refresh to see it.');
      } else setError(body.message ?? 'The order could not be moved.');
    });
  };

  const press = (move: AllowedMove) => {
    setError('');
    if (move.needs_reason || move.needs_rider || move.needs_code) {
      setReason('');
      setCompletion(EMPTY_COMPLETION);
      setAsking(move);
    } else void send(move);
  };

  const onConfirm = (e: FormEvent) => {
    e.preventDefault();
    if (!asking) return;
    if (asking.needs_reason && reason.trim().length < 3) return setError('Please give a reason for cancelling');
    if (asking.needs_rider && !riderId) return setError('Choose a rider to send this order out');
    void send(asking);
  };

  if (stale) {
    return <StaleNotice text={stale} testId="moved-elsewhere" />;
  }

  if (moves.length === 0) return <p className="staff-head__sub">Nothing more to do for this order.</p>;

  return (
    <div>
      <div className="actions">
        {moves.map((m) => (
          <button
            key={m.to}
            type="button"
            className={`sbtn ${m.to === 'Cancelled' ? 'sbtn--danger' : 'sbtn--primary'}`}
            disabled={!mounted || busy}
            onClick={() => press(m)}
          >
            {m.label}
          </button>
        ))}
      </div>
      {!asking && error && (
        <p className="salert actions__msg" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="salert salert--ok actions__msg" role="status">
          {done}
        </p>
      )}

      <dialog ref={dialog} className="sdialog" aria-labelledby={titleId} onClose={() => setAsking(null)}>
        {asking && (
          <form className="form" onSubmit={onConfirm} noValidate>
            <h2 id={titleId}>{asking.needs_rider ? 'Send out for delivery' : `${asking.label}?`}</h2>
            {asking.needs_code && <CompletionFields move={asking} value={completion} onChange={setCompletion} />}
            {asking.needs_rider && (
              <div className="field">
                <label className="field__label" htmlFor={fieldId}>
                  Rider
                </label>
                <select id={fieldId} className="sselect" value={riderId} required onChange={(e) => setRiderId(e.target.value)}>
                  <option value="">Choose a rider</option>
                  {riders.map((r) => (
                    <option key={r.id} value={String(r.id)}>
                      {r.name} · {r.mobile}
                    </option>
                  ))}
                </select>
                {riders.length === 0 && <p className="field__error">No rider works at this branch.</p>}
              </div>
            )}
            {asking.needs_reason && (
              <ReasonField id={fieldId} label="Reason for cancelling" rows={3} maxLength={200} required value={reason} onValue={setReason}>
                <p className="field__hint">The customer sees this reason.</p>
              </ReasonField>
            )}
            {error && (
              <p className="salert" role="alert">
                {error}
              </p>
            )}
            <div className="sdialog__actions">
              <button type="button" className="sbtn" onClick={() => setAsking(null)}>
                Back
              </button>
              <button
                type="submit"
                className={`sbtn ${asking.needs_reason ? 'sbtn--danger' : 'sbtn--primary'}`}
                disabled={busy || (asking.code_locked && !asking.can_override)}
              >
                {busy ? 'Saving…' : asking.label}
              </button>
            </div>
          </form>
        )}
      </dialog>
    </div>
  );
}
