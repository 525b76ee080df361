import type { CalendarChange, CalendarSlot } from './slot-calendar-view';
import { MODE_LABEL } from './slot-calendar-view';

const WHAT = { week: 'Usual week', day: 'Date', closed: 'Closed day', slot: 'Slot' } as const;

/** "capacity 4 → 6", "closed no → yes, reason – → Deepavali": the fields that differ, before and after. */
function difference(before: string, after: string): string {
  const a = JSON.parse(before) as Record<string, unknown>;
  const b = JSON.parse(after) as Record<string, unknown>;
  const yesNo = new Set(['closed', 'active']);
  const show = (k: string, v: unknown) =>
    v === null || v === undefined
      ? '–'
      : yesNo.has(k)
        ? v
          ? 'yes'
          : 'no'
        : Array.isArray(v)
          ? v.map((x) => x ?? '–').join(' ')
          : String(v);
  return Object.keys({ ...a, ...b })
    .filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))
    .map((k) => `${k.replace('_', ' ')} ${show(k, a[k])} → ${show(k, b[k])}`)
    .join(', ');
}

/**
 * The branch's latest calendar changes (issue 28, migration 0048): who changed what and when, and
 * the values before and after, so a closed day or a lowered capacity can be traced to a person.
 */
export default function CalendarTrail({ changes, slots }: { changes: CalendarChange[]; slots: CalendarSlot[] }) {
  if (changes.length === 0) return null;
  const slotName = (id: number | null) => {
    const s = slots.find((x) => x.id === id);
    return s ? `${MODE_LABEL[s.mode]} ${s.label}` : '';
  };
  const when = (ms: number) => new Date(ms).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
  return (
    <details className="spanel cal-trail" data-testid="calendar-trail">
      <summary className="cal__title">Changes to this calendar</summary>
      <ul className="cal-overrides">
        {changes.map((c) => (
          <li key={c.id}>
            <strong>{WHAT[c.what]}</strong> {[slotName(c.slot_id), c.day].filter(Boolean).join(' · ')}:{' '}
            {difference(c.before, c.after) || 'no change'}
            <span className="staff-head__sub">
              {' '}
              · {c.staff_name}, {when(c.at)}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
