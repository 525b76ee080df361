import { useEffect, useState, type FormEvent } from 'react';
import type { SlotItem } from './staff-api';
import { staffGet, staffPost } from '../../lib/api/staff';
import { useRowSave } from './use-row-save';
import { ListState, NoteLine, NumberInput, RowActions, Trouble, useStaffList } from './list-parts';

const MODE_LABEL = { delivery: 'Delivery', pickup: 'Pickup' } as const;

function SlotRow({ slot, onSaved }: { slot: SlotItem; onSaved: (s: SlotItem) => void }) {
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
        <NoteLine note={note} />
      </div>
      <form
        className="stock-item__form slot-item__form"
        onSubmit={onSubmit}
        noValidate
        aria-label={`${slot.branch_name}: ${MODE_LABEL[slot.mode]} ${slot.label}`}
      >
        <NumberInput id={`${id}-cap`} label="Orders it takes" min={1} max={500} step={1} value={capacity} onValue={setCapacity} />
        <NumberInput id={`${id}-cut`} label="Cut-off (minutes)" min={0} max={720} step={5} value={cutoff} onValue={setCutoff} />
        <RowActions
          busy={busy}
          other={slot.active ? 'Stop offering' : 'Offer again'}
          onOther={() => void save(() => staffPost('staff/slots/:id', { param, json: { active: !slot.active } }))}
        />
      </form>
    </li>
  );
}

/**
 * A branch's delivery slots and pickup windows: how many orders each takes, when its orders close,
 * and whether it is offered at all. Shoppers see a change at their next look at checkout.
 */
export default function SlotEditor({ branchId }: { branchId: number | null }) {
  const { items: slots, setItems: setSlots, trouble, load } = useStaffList<SlotItem>('Could not load the slots.');

  useEffect(() => {
    void load(() => staffGet('staff/slots', { query: { branch_id: branchId ?? undefined } }));
  }, [branchId]);

  const branches = [...new Set((slots ?? []).map((s) => s.branch_name))];
  const saved = (s: SlotItem) => setSlots((list) => (list ?? []).map((x) => (x.id === s.id ? s : x)));

  return (
    <section aria-labelledby="slots-title">
      <div className="staff-head">
        <h1 id="slots-title">Delivery slots</h1>
        <span className="staff-head__sub">Orders each slot takes, and when its orders close</span>
      </div>
      <Trouble text={trouble} />
      <ListState items={slots} loading="Loading slots…" empty="This branch publishes no slots.">
        {(slots) =>
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
        }
      </ListState>
    </section>
  );
}
