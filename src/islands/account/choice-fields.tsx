/**
 * The shopper forms' choices: a labelled select (a branch, a city) and a ticked box with its error
 * (the terms, the deletion's "I understand"), each with the error tied to it for screen readers.
 * Both wait for the island to hydrate: a choice made in the bare HTML would be wiped.
 */
import { useId, type ReactNode } from 'react';
import { useMounted } from '../hooks';

/** Ids for a control's error, where there is one. */
function errorIds(id: string, error: string | undefined) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined } as const;
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="field__error">
      {error}
    </p>
  ) : null;
}

/** What a select and a box share: the form's name, the error under it, and what it says. */
type Choice = { name: string; error: string | undefined; children: ReactNode };
type Select = { label: string; placeholder: string; value: string; onValue: (value: string) => void };
type Check = { checked: boolean; onChecked: (checked: boolean) => void };

/** A required select; `children` are its options after the empty "Select …" one. */
export function SelectField({ label, name, placeholder, value, onValue, error, children }: Choice & Select) {
  const id = `${useId()}-${name}`;
  const mounted = useMounted();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="field__input"
        required
        value={value}
        disabled={!mounted}
        onChange={(e) => onValue(e.target.value)}
        {...errorIds(id, error)}
      >
        <option value="">{placeholder}</option>
        {children}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A box to tick; `children` say what ticking it means. */
export function CheckField({ name, checked, onChecked, error, children }: Choice & Check) {
  const id = `${useId()}-${name}`;
  const mounted = useMounted();
  return (
    <div className="field">
      <label className="check">
        <input
          type="checkbox"
          name={name}
          checked={checked}
          disabled={!mounted}
          onChange={(e) => onChecked(e.target.checked)}
          {...errorIds(id, error)}
        />
        <span>{children}</span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}
