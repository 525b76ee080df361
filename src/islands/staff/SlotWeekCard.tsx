import { useState, type FormEvent } from 'react';
import { useMounted } from '../hooks';
import { toStaffLogin } from './staff-api';
import { staffPost } from '../../lib/api/staff';
import { MODE_LABEL, WEEKDAYS, type CalendarDay, type CalendarSlot } from './slot-calendar-view';
import type { RowNote } from './use-row-save';
import { useBusy } from '../use-busy';

const whole = (v: string) => /^\d+$/.test(v) && Number(v) <= 500;

/**
 * One slot's calendar: its usual week (a capacity per weekday; empty: the slot's own) and a date
 * that differs (a festival with more, a holiday with 0). Orders already in the slot keep their place.
 */
export default function SlotWeekCard({ slot, days, onSaved }: { slot: CalendarSlot; days: CalendarDay[]; onSaved: () => void }) {
  const mounted = useMounted();
  const [week, setWeek] = useState(slot.week.map((c) => (c === null ? '' : String(c))));
  const [day, setDay] = useState(days[0]?.day ?? '');
  const [capacity, setCapacity] = useState('');
  const { busy, run } = useBusy(() => setNote({ ok: false, text: 'No connection. Nothing was changed.' }));
  const [note, setNote] = useState<RowNote | null>(null);
  const id = `cal-${slot.id}`;
  const name = `${MODE_LABEL[slot.mode]} ${slot.label}`;

  const param = { id: String(slot.id) };
  const send = async (call: () => Promise<{ httpStatus: number; status: number; message?: string }>) => {
    setNote(null);
    void run(async () => {
      const answer = await call();
      if (answer.httpStatus === 401) return toStaffLogin();
      setNote({ ok: answer.status === 1, text: answer.message ?? 'Nothing was changed.' });
      if (answer.status === 1) onSaved();
    });
  };

  const saveWeek = (e: FormEvent) => {
    e.preventDefault();
    if (week.some((v) => v !== '' && !whole(v))) return setNote({ ok: false, text: 'Capacity: a whole number from 0 to 500, or empty' });
    void send(() => staffPost('staff/slots/:id/week', { param, json: { week: week.map((v) => (v === '' ? null : Number(v))) } }));
  };
  const saveDay = (e: FormEvent) => {
    e.preventDefault();
    if (!whole(capacity)) return setNote({ ok: false, text: 'Capacity: a whole number from 0 to 500' });
    void send(() => staffPost('staff/slots/:id/day', { param, json: { day, capacity: Number(capacity) } }));
  };
  const label = (d: string) => days.find((x) => x.day === d)?.label ?? d;

  return (
    <li className="stock-item cal-slot" data-testid="calendar-slot">
      <div>
        <strong>{name}</strong>
        <div className="staff-head__sub">
          {slot.capacity} order{slot.capacity === 1 ? '' : 's'} on a usual day{slot.active ? '' : ' · not offered (off)'}
        </div>
        {slot.overrides.length > 0 && (
          <ul className="cal-overrides">
            {slot.overrides.map((o) => (
              <li key={o.day}>
                {label(o.day)}: {o.capacity === 0 ? 'not offered' : `${o.capacity} order${o.capacity === 1 ? '' : 's'}`}{' '}
                <button
                  type="button"
                  className="sbtn sbtn--quiet"
                  disabled={!mounted || busy}
                  onClick={() => void send(() => staffPost('staff/slots/:id/day', { param, json: { day: o.day, capacity: null } }))}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        {note && (
          <p className={`salert actions__msg${note.ok ? ' salert--ok' : ''}`} role={note.ok ? 'status' : 'alert'}>
            {note.text}
          </p>
        )}
      </div>
      <form className="cal-week" onSubmit={saveWeek} noValidate aria-label={`Usual week: ${name}`}>
        {WEEKDAYS.map((w, i) => (
          <div className="field" key={w}>
            <label className="field__label" htmlFor={`${id}-w${i}`}>
              {w}
            </label>
            <input
              id={`${id}-w${i}`}
              className="field__input"
              inputMode="numeric"
              placeholder={String(slot.capacity)}
              value={week[i]}
              onChange={(e) => setWeek((x) => x.map((v, j) => (j === i ? e.target.value : v)))}
            />
          </div>
        ))}
        <button type="submit" className="sbtn" disabled={!mounted || busy}>
          Save the week
        </button>
      </form>
      <form className="stock-item__form" onSubmit={saveDay} noValidate aria-label={`One date: ${name}`}>
        <div className="field cal-date">
          <label className="field__label" htmlFor={`${id}-day`}>
            Date
          </label>
          <select id={`${id}-day`} className="field__input" value={day} onChange={(e) => setDay(e.target.value)}>
            {days.map((d) => (
              <option key={d.day} value={d.day}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-cap`}>
            Orders that day
          </label>
          <input
            id={`${id}-cap`}
            className="field__input"
            inputMode="numeric"
            value={capacity}
            onChange={(e) => setCapacity(e.target.value)}
          />
        </div>
        <button type="submit" className="sbtn" disabled={!mounted || busy}>
          Save the date
        </button>
      </form>
    </li>
  );
}
