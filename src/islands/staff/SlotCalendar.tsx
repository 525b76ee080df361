import { useEffect, useState, type FormEvent } from 'react';
import { useMounted } from '../hooks';
import { toStaffLogin } from './staff-api';
import { staffGet, staffPost } from '../../lib/api/staff';
import type { SlotCalendarAnswer } from './slot-calendar-view';
import SlotWeekCard from './SlotWeekCard';
import type { RowNote } from './use-row-save';
import CalendarTrail from './CalendarTrail';
import { useBusy } from '../use-busy';

/**
 * A branch's slot calendar (issue 28): days it is closed (no slot offered, checkout refuses them),
 * and each slot's usual week and dates that differ. Branch staff get their own branch whatever is
 * asked; the manager the branch picked above.
 */
export default function SlotCalendar({ branchId }: { branchId: number | null }) {
  const mounted = useMounted();
  const [cal, setCal] = useState<SlotCalendarAnswer | null>(null);
  const [trouble, setTrouble] = useState('');
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const { busy, run } = useBusy(() => setNote({ ok: false, text: 'No connection. Nothing was changed.' }));
  const [note, setNote] = useState<RowNote | null>(null);
  // a day with booked orders: refused with their count; the manager may close it anyway and tell them
  const [booked, setBooked] = useState<{ day: string; orders: number } | null>(null);

  const load = async () => {
    try {
      const body = await staffGet('staff/slot-calendar', { query: { branch_id: branchId ?? undefined } });
      if (body.httpStatus === 401) return toStaffLogin();
      if (body.status === 1) setCal(body.response);
      else setTrouble(body.message ?? 'Could not load the calendar.');
    } catch {
      setTrouble('No connection. Please try again.');
    }
  };
  useEffect(() => {
    setDay('');
    setNote(null);
    setBooked(null);
    void load();
  }, [branchId]);

  const setClosed = async (d: string, closed: boolean, notify = false) => {
    if (!cal) return;
    setNote(null);
    setBooked(null);
    void run(async () => {
      const answer = await staffPost('staff/branches/:id/closed', {
        param: { id: String(cal.branch_id) },
        json: { day: d, closed, reason, notify },
      });
      if (answer.httpStatus === 401) return toStaffLogin();
      setNote({ ok: answer.status === 1, text: answer.message ?? 'Nothing was changed.' });
      if (answer.status === 0 && answer.code === 'cal.hasOrders' && 'orders' in answer && typeof answer.orders === 'number')
        setBooked({ day: d, orders: answer.orders });
      if (answer.status === 1) {
        setReason('');
        await load();
      }
    });
  };
  const onClose = (e: FormEvent) => {
    e.preventDefault();
    void setClosed(day || cal?.days[0]?.day || '', true);
  };

  if (!cal)
    return trouble ? (
      <p className="salert" role="alert">
        {trouble}
      </p>
    ) : (
      <p className="queue__empty spanel" aria-busy="true">
        Loading the calendar…
      </p>
    );
  const closed = cal.days.filter((d) => d.closed);

  return (
    <section aria-labelledby="calendar-title" className="cal">
      <h2 id="calendar-title" className="staff-section-title">
        Calendar · {cal.branch_name}
      </h2>
      <div className="spanel">
        <h3 className="cal__title">Days the branch is closed</h3>
        {closed.length === 0 ? (
          <p className="staff-head__sub">Open every day of the next two weeks.</p>
        ) : (
          <ul className="cal-overrides" data-testid="closed-days">
            {closed.map((d) => (
              <li key={d.day}>
                <strong>{d.label}</strong>: closed{d.reason ? ` (${d.reason})` : ''}{' '}
                <button type="button" className="sbtn sbtn--quiet" disabled={!mounted || busy} onClick={() => void setClosed(d.day, false)}>
                  Open again
                </button>
              </li>
            ))}
          </ul>
        )}
        <form className="stock-item__form" onSubmit={onClose} noValidate aria-label="Close the branch for a day">
          <div className="field cal-date">
            <label className="field__label" htmlFor="close-day">
              Day to close
            </label>
            <select id="close-day" className="field__input" value={day} onChange={(e) => setDay(e.target.value)}>
              {cal.days
                .filter((d) => !d.closed)
                .map((d) => (
                  <option key={d.day} value={d.day}>
                    {d.label}
                  </option>
                ))}
            </select>
          </div>
          <div className="field stock-item__reason">
            <label className="field__label" htmlFor="close-reason">
              Reason (optional)
            </label>
            <input
              id="close-reason"
              className="field__input"
              maxLength={100}
              value={reason}
              placeholder="Holiday, stock-taking…"
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <button type="submit" className="sbtn sbtn--danger" disabled={!mounted || busy}>
            Close that day
          </button>
        </form>
        {note && (
          <p className={`salert actions__msg${note.ok ? ' salert--ok' : ''}`} role={note.ok ? 'status' : 'alert'}>
            {note.text}
          </p>
        )}
        {booked && (
          <button
            type="button"
            className="sbtn sbtn--danger"
            data-testid="close-anyway"
            disabled={!mounted || busy}
            onClick={() => void setClosed(booked.day, true, true)}
          >
            Close anyway and tell {booked.orders === 1 ? 'the shopper' : `the ${booked.orders} shoppers`}
          </button>
        )}
      </div>
      <CalendarTrail changes={cal.changes} slots={cal.slots} />
      <h3 className="cal__title">Orders each slot takes: the usual week and single dates</h3>
      <p className="staff-head__sub">An empty weekday takes the slot&rsquo;s usual number; 0 means not offered that day.</p>
      <ul className="stock-list">
        {cal.slots.map((s) => (
          <SlotWeekCard key={`${s.id}-${s.week.join()}-${s.overrides.length}`} slot={s} days={cal.days} onSaved={() => void load()} />
        ))}
      </ul>
    </section>
  );
}
