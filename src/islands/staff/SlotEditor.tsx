import { useEffect, useState, type FormEvent } from 'react';
import { useMounted } from '../hooks';
import { toStaffLogin, type SlotItem } from './staff-api';
import { staffGet, staffPost } from '../../lib/api/staff';
import { useRowSave } from './use-row-save';

const MODE_LABEL = { delivery: 'Delivery', pickup: 'Pickup' } as const;

function SlotRow({ slot, onSaved }: { slot: SlotItem; onSaved: (s: SlotItem) => void }) {
  const mounted = useMounted();
  const [capacity, setCapacity] = useState(String(slot.capacity));
  const [cutoff, setCutoff] = useState(String(slot.cutoff_min));
  const id = `slot-${slot.id}`;
  const param = { id: String(slot.id) };
  const { busy, note, setNote, save } = useRowSave<SlotItem>(
    (saved) => {
      onSaved(saved);
      setCapacity(String(saved.capacity));
      setCutoff(String(saved.cutoff_min));
    },
    { done: 'Slot updated', notChanged: 'The slot was not changed' },
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const cap = Number(capacity);
    const cut = Number(cutoff);
    if (!Number.isInteger(cap) || cap < 1 || cap > 500) return setNote({ ok: false, text: 'Capacity: a whole number from 1 to 500' });
    if (!Number.isInteger(cut) || cut < 0 || cut > 720) return setNote({ ok: false, text: 'Cut-off: whole minutes from 0 to 720' });
    void save(() => staffPost('staff/slots/:id', { param, json: { capacity: cap, cutoff_min: cut } }));
  };

  return (
    <li className="stock-item" data-testid="slot-item">
      <div>
        <strong>
          {MODE_LABEL[slot.mode]} {slot.label}
        </strong>
        <div className="staff-head__sub">
          {slot.active ? <span className="sbadge sbadge--success">Offered</span> : <span className="sbadge sbadge--danger">Off</span>}{' '}
          {slot.taken_today} of {slot.capacity_today} taken today · {slot.taken_tomorrow} of {slot.capacity_tomorrow} tomorrow
        </div>
        {note && (
          <p className={`salert actions__msg${note.ok ? ' salert--ok' : ''}`} role={note.ok ? 'status' : 'alert'}>
            {note.text}
          </p>
        )}
      </div>
      <form
        className="stock-item__form slot-item__form"
        onSubmit={onSubmit}
        noValidate
        aria-label={`${slot.branch_name}: ${MODE_LABEL[slot.mode]} ${slot.label}`}
      >
        <div className="field">
          <label className="field__label" htmlFor={`${id}-cap`}>
            Orders it takes
          </label>
          <input
            id={`${id}-cap`}
            className="field__input"
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            step={1}
            value={capacity}
            onChange={(e) => setCapacity(e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-cut`}>
            Cut-off (minutes)
          </label>
          <input
            id={`${id}-cut`}
            className="field__input"
            type="number"
            inputMode="numeric"
            min={0}
            max={720}
            step={5}
            value={cutoff}
            onChange={(e) => setCutoff(e.target.value)}
          />
        </div>
        <button type="submit" className="sbtn sbtn--primary" disabled={!mounted || busy}>
          Save
        </button>
        <button
          type="button"
          className="sbtn"
          disabled={!mounted || busy}
          onClick={() => void save(() => staffPost('staff/slots/:id', { param, json: { active: !slot.active } }))}
        >
          {slot.active ? 'Stop offering' : 'Offer again'}
        </button>
      </form>
    </li>
  );
}

/**
 * A branch's delivery slots and pickup windows: how many orders each takes, when its orders close,
 * and whether it is offered at all. Shoppers see a change at their next look at checkout.
 */
export default function SlotEditor({ branchId }: { branchId: number | null }) {
  const [slots, setSlots] = useState<SlotItem[] | null>(null);
  const [trouble, setTrouble] = useState('');

  useEffect(() => {
    staffGet('staff/slots', { query: { branch_id: branchId ?? undefined } })
      .then((body) => {
        if (body.httpStatus === 401) return toStaffLogin();
        if (body.status === 1) setSlots(body.response);
        else setTrouble(body.message ?? 'Could not load the slots.');
      })
      .catch(() => setTrouble('No connection. Please try again.'));
  }, [branchId]);

  const branches = [...new Set((slots ?? []).map((s) => s.branch_name))];
  const saved = (s: SlotItem) => setSlots((list) => (list ?? []).map((x) => (x.id === s.id ? s : x)));

  return (
    <section aria-labelledby="slots-title">
      <div className="staff-head">
        <h1 id="slots-title">Delivery slots</h1>
        <span className="staff-head__sub">Orders each slot takes, and when its orders close</span>
      </div>
      {trouble && (
        <p className="salert" role="alert">
          {trouble}
        </p>
      )}
      {slots === null ? (
        <p className="queue__empty spanel" aria-busy="true">
          Loading slots…
        </p>
      ) : slots.length === 0 ? (
        <p className="queue__empty spanel">This branch publishes no slots.</p>
      ) : (
        branches.map((name) => (
          <div key={name}>
            <h2 className="staff-section-title">{name}</h2>
            <ul className="stock-list">
              {slots
                .filter((s) => s.branch_name === name)
                .map((s) => (
                  <SlotRow key={s.id} slot={s} onSaved={saved} />
                ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
