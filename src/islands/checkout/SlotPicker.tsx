import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { SlotDay } from '../../lib/domain/checkout/delivery-slots';
import { formatWeekday, hoursIn } from '../../lib/domain/i18n/format-date';
import type { Lang } from '../../lib/domain/i18n/langs';
import { $addressId, $branchId, $deliveryMode } from '../../stores/checkout-state';
import { $slot, $slotDay, $slotGrid, chooseSlot, chooseSlotDay, loadSlots } from '../../stores/checkout-slots';
import DeliveryInstructions from './DeliveryInstructions';
import { useSay } from '../texts';
import type { CheckoutKey } from '../../lib/domain/i18n/island-keys';

/**
 * The delivery slot / pickup window (issue 17): day tabs (arrow keys move between them) over a grid
 * of slots as one radio group per day; a full or closed slot is disabled and says why. A day the
 * branch is closed keeps its tab, marked "Closed" (or the calendar's note), and its panel says so.
 */
export default function SlotPicker() {
  const uid = useId();
  const say = useSay<CheckoutKey>();
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

  const heading = say(mode === 'pickup' ? 'slot.pickupHeading' : 'slot.deliveryHeading');
  const dayName = useDayName();
  const hours = useHours();
  const days = grid.days;
  const current = days.find((d) => d.day === dayShown) ?? days[0];
  const at = current ? days.indexOf(current) : 0;

  // arrows move from the tab that has the focus, which is not the day shown when a screen reader or a
  // script focused another one (in the evening the shown day is tomorrow, the first with a free slot)
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const last = days.length - 1;
    const from = tabRefs.current.indexOf(e.currentTarget);
    const next =
      e.key === 'ArrowRight'
        ? Math.min(last, from + 1)
        : e.key === 'ArrowLeft'
          ? Math.max(0, from - 1)
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    chooseSlotDay(days[next]!.day);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="co-card co-slots" aria-labelledby={`${uid}-title`} data-testid="slot-picker">
      <h2 id={`${uid}-title`} className="co-card__title">
        {heading}
      </h2>
      {grid.key === null ? null : grid.loading && days.length === 0 ? (
        <p className="co-small" aria-busy="true">
          {say('slot.loading')}
        </p>
      ) : grid.error ? (
        <p className="co-small" role="alert">
          {'key' in grid.error ? say(grid.error.key) : grid.error.message}
        </p>
      ) : (
        <>
          <div className="co-slot-days" role="tablist" aria-label={heading}>
            {days.map((d, i) => (
              <button
                key={d.day}
                ref={(el) => void (tabRefs.current[i] = el)}
                type="button"
                role="tab"
                id={`${uid}-day${i}`}
                aria-selected={d === current}
                aria-controls={`${uid}-grid`}
                tabIndex={d === current ? 0 : -1}
                className={`co-tab co-slot-day${d.closed ? ' co-slot-day--closed' : ''}`}
                data-closed={d.closed ? '' : undefined}
                onClick={() => chooseSlotDay(d.day)}
                onKeyDown={onTabKey}
              >
                {dayName(d)}
                {d.closed && <small className="co-slot-day__why">{d.note || say('slot.dayClosed')}</small>}
              </button>
            ))}
          </div>
          {current && (
            <div id={`${uid}-grid`} role="tabpanel" aria-labelledby={`${uid}-day${at}`}>
              <fieldset className="co-slot-grid">
                <legend className="visually-hidden">{`${heading}, ${dayName(current)}`}</legend>
                {current.slots.map((s) => {
                  const free = s.state === 'available';
                  const checked = chosen?.slot_id === s.id && chosen.day === s.day;
                  return (
                    <label
                      key={s.id}
                      className={`co-slot${free ? '' : ' co-slot--off'}${checked ? ' co-slot--on' : ''}`}
                      data-testid="slot"
                      data-state={s.state}
                    >
                      <input
                        type="radio"
                        name={`${uid}-slot`}
                        value={`${s.day}|${s.id}`}
                        checked={checked}
                        disabled={!free}
                        onChange={() => chooseSlot(s.id, s.day)}
                      />
                      <span className="co-slot__time">{hours(s)}</span>
                      {s.reason && <span className="co-slot__why">{say(s.reason)}</span>}
                    </label>
                  );
                })}
                {current.closed ? (
                  <p className="co-small" data-testid="day-closed">
                    {current.note ? `${say('srv.dayClosed')} (${current.note})` : say('srv.dayClosed')}
                  </p>
                ) : (
                  current.slots.length === 0 && <p className="co-small">{say('slot.noneLeft')}</p>
                )}
              </fieldset>
            </div>
          )}
        </>
      )}
      {mode === 'delivery' && <DeliveryInstructions />}
    </section>
  );
}

/**
 * A day tab's name in the page's language: Today and Tomorrow (the server names them, by its clock)
 * from the catalogue, other days in the page's month and weekday names (the server's date label is
 * English; English pages keep it as it is).
 */
function useDayName(): (d: Pick<SlotDay, 'day' | 'label' | 'name'>) => string {
  const say = useSay<CheckoutKey>();
  const lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';
  return (d) => {
    if (d.name) return say(d.name);
    if (lang.startsWith('en')) return d.label;
    // within the next four days the weekday names the day; the order's pages write the whole date
    return formatWeekday(lang.slice(0, 2) as Lang, new Date(`${d.day}T00:00:00Z`), 'UTC');
  };
}

/** A slot's hours: the server's "7–9 AM" on English pages, "ಬೆಳಿಗ್ಗೆ 7–9" / "सुबह 7–9" on the others (issue 34). */
function useHours(): (s: { start_min: number; end_min: number; label: string }) => string {
  const say = useSay<CheckoutKey>();
  const lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';
  return (s) => (lang.startsWith('en') ? s.label : hoursIn(s.start_min, s.end_min, say));
}
