import { useEffect, useState, type FormEvent } from 'react';
import { useMounted } from '../hooks';
import { staffGet, staffPost } from '../../lib/api/staff';
import type { SlotCalendarAnswer } from './slot-calendar-view';
import SlotWeekCard from './SlotWeekCard';
import { useStaffSend } from './use-row-save';
import { Loading, NoteLine, StaffInput, StaffSelect, Trouble, useStaffLoad } from './list-parts';
import CalendarTrail from './CalendarTrail';

/**
 * A branch's slot calendar (issue 28): days it is closed (no slot offered, checkout refuses them),
 * and each slot's usual week and dates that differ. Branch staff get their own branch whatever is
 * asked; the manager the branch picked above.
 */
export default function SlotCalendar({ branchId }: { branchId: number | null }) {
  const mounted = useMounted();
  const { data: cal, trouble, load: loadCal } = useStaffLoad<SlotCalendarAnswer>('Could not load the calendar.');
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const { busy, note, setNote, send } = useStaffSend();
  // a day with booked orders: refused with their count; the manager may close it anyway and tell them
  const [booked, setBooked] = useState<{ day: string; orders: number } | null>(null);

  const load = () => loadCal(() => staffGet('staff/slot-calendar', { query: { branch_id: branchId ?? undefined } }));
  useEffect(() => {
    setDay('');
    setNote(null);
    setBooked(null);
    void load();
  }, [branchId]);

  const setClosed = async (d: string, closed: boolean, notify = false) => {
    if (!cal) return;
    setBooked(null);
    const param = { id: String(cal.branch_id) };
    void send(
      () => staffPost('staff/branches/:id/closed', { param, json: { day: d, closed, reason, notify } }),
      async (answer) => {
        if (answer.status === 0 && answer.code === 'cal.hasOrders' && 'orders' in answer && typeof answer.orders === 'number')
          setBooked({ day: d, orders: answer.orders });
        if (answer.status === 1) {
          setReason('');
          await load();
        }
      },
    );
  };
  const onClose = (e: FormEvent) => {
    e.preventDefault();
    void setClosed(day || cal?.days[0]?.day || '', true);
  };

  if (!cal) return trouble ? <Trouble text={trouble} /> : <Loading text="Loading the calendar…" />;
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
          <StaffSelect
            id="close-day"
            fieldClass="cal-date"
            label="Day to close"
            value={day}
            onValue={setDay}
            options={cal.days.filter((d) => !d.closed).map((d) => [d.day, d.label])}
          />
          <StaffInput
            id="close-reason"
            fieldClass="stock-item__reason"
            label="Reason (optional)"
            maxLength={100}
            value={reason}
            placeholder="Holiday, stock-taking…"
            onValue={setReason}
          />
          <button type="submit" className="sbtn sbtn--danger" disabled={!mounted || busy}>
            Close that day
          </button>
        </form>
        <NoteLine note={note} />
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
