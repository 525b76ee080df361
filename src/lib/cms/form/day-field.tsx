/**
 * One optional day typed as dd/mm/yyyy (a slide's "Show from" / "Show until"), instead of the
 * browser's date box that shows mm/dd/yyyy (issue 33). Stored as YYYY-MM-DD, as before; a day that
 * does not exist is refused at Save. Their order is the build's check (content-rules.ts).
 */
import type { BasicFormField, FormFieldStoredValue } from '@keystatic/core';
import { useId } from 'react';
import { dayFromDmy, dmy } from '../festival-verdicts';
import { box, FieldFrame, Verdict } from './field-look';

const verdictOf = (label: string, typed: string) =>
  typed.trim() && !dayFromDmy(typed) ? `"${typed}" is not a day: type ${label.toLowerCase()} as dd/mm/yyyy, or leave it empty.` : undefined;

const fromFile = (stored: FormFieldStoredValue) =>
  stored instanceof Date ? dmy(stored.toISOString().slice(0, 10)) : typeof stored === 'string' ? dmy(stored) : '';

export function dayField(label: string, hint: string): BasicFormField<string, string, string | null> {
  return {
    kind: 'form',
    label,
    Input({ value, onChange, forceValidation }) {
      const id = useId();
      const verdict = verdictOf(label, value);
      return (
        <FieldFrame label={label} hint={hint}>
          <input
            id={id}
            aria-label={label}
            style={{ ...box, width: 150 }}
            inputMode="numeric"
            placeholder="dd/mm/yyyy"
            value={value}
            aria-invalid={verdict ? true : undefined}
            onChange={(e) => onChange(e.target.value)}
          />
          <Verdict text={forceValidation || value.length >= 8 ? verdict : undefined} />
        </FieldFrame>
      );
    },
    defaultValue: () => '',
    parse: fromFile,
    serialize: (value) => ({ value: value.trim() ? (dayFromDmy(value) ?? value) : undefined }),
    validate(value) {
      const verdict = verdictOf(label, value);
      if (verdict) throw new Error(verdict);
      return value;
    },
    // the slide list's columns show the days as India writes them
    reader: { parse: (stored) => fromFile(stored) || null },
  };
}
