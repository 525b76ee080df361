import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { SLOT_MSG } from '../../lib/domain/slot-messages';
import { $addressId, $branchId, $deliveryMode } from '../../stores/checkout-state';
import { $slot, $slotDay, $slotGrid, chooseSlot, chooseSlotDay, loadSlots } from '../../stores/checkout-slots';
import DeliveryInstructions from './DeliveryInstructions';

/**
 * The delivery slot / pickup window (issue 17): day tabs (arrow keys move between them) over a grid
 * of slots as one radio group per day; a full or closed slot is disabled and says why.
 */
export default function SlotPicker() {
  const uid = useId();
  const mode = useStore($deliveryMode);
  const addressId = useStore($addressId);
  const branchId = useStore($branchId);
  const grid = useStore($slotGrid);
  const dayShown = useStore($slotDay);
  const chosen = useStore($slot);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    void loadSlots(mode, { addressId, branchId });
  }, [mode, addressId, branchId]);

  const heading = mode === 'pickup' ? SLOT_MSG.pickupHeading : SLOT_MSG.deliveryHeading;
  const days = grid.days;
  const current = days.find((d) => d.day === dayShown) ?? days[0];
  const at = current ? days.indexOf(current) : 0;

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const last = days.length - 1;
    const next = e.key === 'ArrowRight' ? Math.min(last, at + 1) : e.key === 'ArrowLeft' ? Math.max(0, at - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    if (next < 0) return;
    e.preventDefault();
    chooseSlotDay(days[next]!.day);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="co-card co-slots" aria-labelledby={`${uid}-title`} data-testid="slot-picker">
      <h2 id={`${uid}-title`} className="co-card__title">{heading}</h2>
      {grid.key === null ? null : grid.loading && days.length === 0 ? (
        <p className="co-small" aria-busy="true">{SLOT_MSG.slotsLoading}</p>
      ) : grid.error ? (
        <p className="co-small" role="alert">{grid.error}</p>
      ) : (
        <>
          <div className="co-slot-days" role="tablist" aria-label={heading}>
            {days.map((d, i) => (
              <button key={d.day} ref={(el) => void (tabRefs.current[i] = el)} type="button" role="tab" id={`${uid}-day${i}`}
                aria-selected={d === current} aria-controls={`${uid}-grid`} tabIndex={d === current ? 0 : -1}
                className="co-tab co-slot-day" onClick={() => chooseSlotDay(d.day)} onKeyDown={onTabKey}>
                {d.label}
              </button>
            ))}
          </div>
          {current && (
            <div id={`${uid}-grid`} role="tabpanel" aria-labelledby={`${uid}-day${at}`}>
              <fieldset className="co-slot-grid">
                <legend className="visually-hidden">{`${heading}, ${current.label}`}</legend>
                {current.slots.map((s) => {
                  const free = s.state === 'available';
                  const checked = chosen?.slot_id === s.id && chosen.day === s.day;
                  return (
                    <label key={s.id} className={`co-slot${free ? '' : ' co-slot--off'}${checked ? ' co-slot--on' : ''}`} data-testid="slot" data-state={s.state}>
                      <input type="radio" name={`${uid}-slot`} value={`${s.day}|${s.id}`} checked={checked} disabled={!free}
                        onChange={() => chooseSlot(s.id, s.day)} />
                      <span className="co-slot__time">{s.label}</span>
                      {s.reason && <span className="co-slot__why">{s.reason}</span>}
                    </label>
                  );
                })}
                {current.slots.length === 0 && <p className="co-small">{SLOT_MSG.noSlotsLeft}</p>}
              </fieldset>
            </div>
          )}
        </>
      )}
      {mode === 'delivery' && <DeliveryInstructions />}
    </section>
  );
}
