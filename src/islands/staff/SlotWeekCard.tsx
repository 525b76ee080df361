import { useState, type FormEvent } from 'react';
import { useMounted } from '../hooks';
import { staffPost } from '../../lib/api/staff';
import { MODE_LABEL, WEEKDAYS, type CalendarDay, type CalendarSlot } from './slot-calendar-view';
import { useStaffSend } from './use-row-save';
import { NoteLine, StaffInput, StaffSelect } from './list-parts';

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
  const { busy, note, setNote, send: sendOne } = useStaffSend();
  const id = `cal-${slot.id}`;
  const name = `${MODE_LABEL[slot.mode]} ${slot.label}`;

  const param = { id: String(slot.id) };
  const send = (call: () => Promise<{ httpStatus: number; status: number; message?: string }>) =>
    sendOne(call, (answer) => answer.status === 1 && onSaved());

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
        <NoteLine note={note} />
      </div>
      <form className="cal-week" onSubmit={saveWeek} noValidate aria-label={`Usual week: ${name}`}>
        {WEEKDAYS.map((w, i) => (
          <StaffInput
            key={w}
            id={`${id}-w${i}`}
            label={w}
            inputMode="numeric"
            placeholder={String(slot.capacity)}
            value={week[i] ?? ''}
            onValue={(value) => setWeek((x) => x.map((v, j) => (j === i ? value : v)))}
          />
        ))}
        <button type="submit" className="sbtn" disabled={!mounted || busy}>
          Save the week
        </button>
      </form>
      <form className="stock-item__form" onSubmit={saveDay} noValidate aria-label={`One date: ${name}`}>
        <StaffSelect
          id={`${id}-day`}
          fieldClass="cal-date"
          label="Date"
          value={day}
          onValue={setDay}
          options={days.map((d) => [d.day, d.label])}
        />
        <StaffInput id={`${id}-cap`} label="Orders that day" inputMode="numeric" value={capacity} onValue={setCapacity} />
        <button type="submit" className="sbtn" disabled={!mounted || busy}>
          Save the date
        </button>
      </form>
    </li>
  );
}
