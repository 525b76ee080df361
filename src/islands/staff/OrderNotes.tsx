import { useId, useState, type FormEvent } from 'react';
import { orderDateTime } from '../../components/account/order-date';
import { useMounted } from '../hooks';
import { useBusy } from '../use-busy';
import { staffRoleLabel } from '../../lib/domain/staff/staff-roles';
import { toStaffLogin, type OrderNote } from './staff-api';
import { staffPost } from '../../lib/api/staff';

interface Props {
  orderId: number;
  initial: OrderNote[];
}

/**
 * Internal notes on an order (issue 29): what one clerk or rider tells the next, with who and when.
 * Staff only; the shopper never sees them. A refused note keeps its words in the box.
 */
export default function OrderNotes({ orderId, initial }: Props) {
  const id = useId();
  const mounted = useMounted();
  const [notes, setNotes] = useState(initial);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const { busy, run } = useBusy(() => setError('No connection. The note was not saved; please try again.'));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError('Write the note first');
    setError('');
    void run(async () => {
      const body = await staffPost('staff/orders/:id/notes', { param: { id: String(orderId) }, json: { body: text } });
      if (body.httpStatus === 401) return toStaffLogin();
      if (body.status === 1) {
        setNotes(body.response);
        setText('');
      } else setError(body.message ?? 'The note was not saved.');
    });
  };

  return (
    <div className="order-notes">
      {notes.length === 0 ? (
        <p className="staff-head__sub">No notes yet.</p>
      ) : (
        <ol className="order-notes__list" data-testid="order-notes">
          {notes.map((n) => (
            <li key={n.id}>
              <p className="order-notes__body">{n.body}</p>
              <p className="staff-head__sub">
                {n.staff_name} · {staffRoleLabel(n.staff_role)} · {orderDateTime(n.created_at)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={onSubmit} noValidate>
        <label className="field__label" htmlFor={`${id}-note`}>
          Add a note for the team
        </label>
        <textarea
          id={`${id}-note`}
          className="field__input"
          rows={2}
          maxLength={500}
          value={text}
          readOnly={!mounted}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className="salert actions__msg" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="sbtn actions__msg" disabled={!mounted || busy}>
          {busy ? 'Saving…' : 'Add note'}
        </button>
      </form>
    </div>
  );
}
