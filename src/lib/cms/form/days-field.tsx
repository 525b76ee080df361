/**
 * The festival's first and last day as one field, typed as dd/mm/yyyy (the way India writes days),
 * so Save can check their order: a last day before the first is refused here, in words, instead of
 * being saved and breaking the preview (issue 33). Stored as `days: { starts, ends }` (YYYY-MM-DD).
 */
import type { BasicFormField, FormFieldStoredValue } from '@keystatic/core';
import { useEffect, useId } from 'react';
import { dayFromDmy, daysVerdict, dmy } from '../festival-verdicts';
import { box, FieldFrame, Verdict } from './field-look';
import { setEditedDays } from './edit-session';

/** As typed: dd/mm/yyyy text, possibly half-done. */
export interface DaysTyped {
  starts: string;
  ends: string;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'string' ? v : '');

export function daysVerdictOfTyped(v: DaysTyped): string | undefined {
  const starts = dayFromDmy(v.starts);
  const ends = dayFromDmy(v.ends);
  if (v.starts.trim() && !starts) return `"${v.starts}" is not a day: type the first day as dd/mm/yyyy, for example 12/01/2027.`;
  if (v.ends.trim() && !ends) return `"${v.ends}" is not a day: type the last day as dd/mm/yyyy, for example 16/01/2027.`;
  return daysVerdict(starts, ends);
}

const weekday = (text: string) => {
  const day = dayFromDmy(text);
  if (!day) return '';
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
};

function DaysInput(props: { value: DaysTyped; onChange(v: DaysTyped): void; forceValidation: boolean }) {
  const id = useId();
  const { value, onChange } = props;
  useEffect(() => setEditedDays({ starts: dayFromDmy(value.starts), ends: dayFromDmy(value.ends) }), [value.starts, value.ends]);
  const verdict = daysVerdictOfTyped(value);
  // an order mistake shows as soon as both days are typed; a missing day only when Save is pressed
  const shown = props.forceValidation || (value.starts.trim() && value.ends.trim()) ? verdict : undefined;
  const part = (key: keyof DaysTyped, label: string) => (
    <div style={{ display: 'grid', gap: 4 }}>
      <label htmlFor={`${id}-${key}`} style={{ fontSize: 14 }}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        style={{ ...box, width: 150 }}
        inputMode="numeric"
        placeholder="dd/mm/yyyy"
        value={value[key]}
        aria-invalid={shown ? true : undefined}
        onChange={(e) => onChange({ ...value, [key]: e.target.value })}
      />
      <span style={{ fontSize: 12, color: '#5c5c66', minHeight: 16 }}>{weekday(value[key])}</span>
    </div>
  );
  return (
    <FieldFrame
      label="Festival days (India)"
      hint="From midnight of the first day to midnight after the last, India time. Type days as dd/mm/yyyy."
    >
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        {part('starts', 'First day')}
        {part('ends', 'Last day (included)')}
      </div>
      <Verdict text={shown} />
    </FieldFrame>
  );
}

/** The reader's value also prints itself for the festival list's Days column. */
interface DaysRead {
  starts: string;
  ends: string;
}

export function festivalDaysField(): BasicFormField<DaysTyped, DaysTyped, DaysRead> {
  return {
    kind: 'form',
    label: 'Festival days',
    Input: (props) => <DaysInput {...props} />,
    defaultValue: () => ({ starts: '', ends: '' }),
    parse(stored: FormFieldStoredValue) {
      const d = (stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {}) as Record<string, unknown>;
      return { starts: dmy(iso(d.starts)), ends: dmy(iso(d.ends)) };
    },
    serialize(v) {
      return { value: { starts: dayFromDmy(v.starts) ?? v.starts, ends: dayFromDmy(v.ends) ?? v.ends } };
    },
    validate(v) {
      const verdict = daysVerdictOfTyped(v);
      if (verdict) throw new Error(verdict);
      return v;
    },
    reader: {
      parse(stored: FormFieldStoredValue) {
        const d = (stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {}) as Record<string, unknown>;
        const read = { starts: iso(d.starts), ends: iso(d.ends) };
        return { ...read, toString: () => `${dmy(read.starts)} to ${dmy(read.ends)}` };
      },
    },
  };
}
