/**
 * The parts every staff list screen is made of (stock, catalogue, reorder levels, slots, accounts,
 * payments), written once: the list the API fills, the search box above it, the loading / empty /
 * trouble lines, a row's note and a labelled input. The words stay with each screen.
 */
import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useMounted } from '../hooks';
import { toStaffLogin } from './staff-api';
import type { RowNote, RowReply } from './use-row-save';

/** What a staff screen shows (null until the first answer) and what went wrong fetching it. */
export function useStaffLoad<T>(failed: string) {
  const [data, setData] = useState<T | null>(null);
  const [trouble, setTrouble] = useState('');
  /** `ask`: the screen's typed call; a 401 sends the person to sign in again, then back here */
  const load = async (ask: () => Promise<RowReply<T>>) => {
    setTrouble('');
    try {
      const body = await ask();
      if (body.httpStatus === 401) return toStaffLogin();
      if (body.status === 1) setData(body.response);
      else setTrouble(body.message ?? failed);
    } catch {
      setTrouble('No connection. Please try again.');
    }
  };
  return { data, setData, trouble, load };
}

/** The rows a staff list shows, as useStaffLoad fetches them. */
export function useStaffList<T>(failed: string) {
  const { data: items, setData: setItems, trouble, load } = useStaffLoad<T[]>(failed);
  return { items, setItems, trouble, load };
}

/** What went wrong loading a screen, read out at once. */
export function Trouble({ text }: { text: string }) {
  return text ? (
    <p className="salert" role="alert">
      {text}
    </p>
  ) : null;
}

/** A row's or a form's outcome: a success is a status, a refusal an alert. */
export function NoteLine({ note }: { note: RowNote | null }) {
  return note ? (
    <p className={`salert actions__msg${note.ok ? ' salert--ok' : ''}`} role={note.ok ? 'status' : 'alert'}>
      {note.text}
    </p>
  ) : null;
}

/** The line a screen shows while its first answer is on its way. */
export function Loading({ text, className = 'queue__empty spanel' }: { text: string; className?: string }) {
  return (
    <p className={className} aria-busy="true">
      {text}
    </p>
  );
}

interface ListStateProps<T> {
  items: T[] | null;
  loading: string;
  /** what an empty answer says; without it an empty list is drawn like any other */
  empty?: string;
  /** the class of the loading and empty lines */
  className?: string;
  /** true: no loading line once something went wrong (the screen has nothing more to wait for) */
  quietOnTrouble?: boolean;
  trouble?: string;
  children: (items: T[]) => ReactNode;
}

/** Loading…, the empty line, or the rows. */
export function ListState<T>({
  items,
  loading,
  empty,
  className = 'queue__empty spanel',
  quietOnTrouble,
  trouble,
  children,
}: ListStateProps<T>) {
  if (items === null) return quietOnTrouble && trouble ? null : <Loading text={loading} className={className} />;
  if (items.length === 0 && empty !== undefined) return <p className={className}>{empty}</p>;
  return <>{children(items)}</>;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

/** A labelled staff input; `fieldClass` adds to the field's box (its place in a row's grid). */
export function StaffInput({
  id,
  label,
  value,
  onValue,
  fieldClass,
  ...rest
}: InputProps & { id: string; label: ReactNode; value: string | number; onValue: (value: string) => void; fieldClass?: string }) {
  return (
    <div className={fieldClass ? `field ${fieldClass}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field__input" {...rest} value={value} onChange={(e) => onValue(e.target.value)} />
    </div>
  );
}

type FileProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'className'> & { ref?: Ref<HTMLInputElement> };

/** A labelled staff file picker (a CSV to import, a product's picture), with what it takes said under it. */
export function StaffFileInput({ id, label, hint, ...rest }: FileProps & { id: string; label: ReactNode; hint?: ReactNode }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field__input" type="file" {...rest} />
      {hint && <span className="field__hint">{hint}</span>}
    </div>
  );
}

/** The signed-in person's own password, as a reset or a new account asks for it. */
export const OWN_PASSWORD = { type: 'password', autoComplete: 'current-password', maxLength: 128 } as const;

/** A whole-number staff input (a count, a level, minutes), with the phone's number pad. */
export function NumberInput(props: Omit<Parameters<typeof StaffInput>[0], 'type' | 'inputMode'>) {
  return <StaffInput type="number" inputMode="numeric" {...props} />;
}

/** A row's Save and its one other action (remove, switch off, out of stock), both held while a change is on its way. */
export function RowActions({ busy, other, onOther }: { busy: boolean; other?: string; onOther: () => void }) {
  const mounted = useMounted();
  return (
    <>
      <button type="submit" className="sbtn sbtn--primary" disabled={!mounted || busy}>
        Save
      </button>
      {other !== undefined && (
        <button type="button" className="sbtn" disabled={!mounted || busy} onClick={onOther}>
          {other}
        </button>
      )}
    </>
  );
}

/** A labelled staff choice; `children` go before the options (a "Choose …" first line). */
export function StaffSelect({
  id,
  label,
  value,
  onValue,
  options,
  fieldClass,
  disabled,
  children,
}: {
  id: string;
  label: string;
  value: string | number;
  onValue: (value: string) => void;
  options: readonly (readonly [value: string | number, label: string])[];
  fieldClass?: string;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={fieldClass ? `field ${fieldClass}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__input" value={value} disabled={disabled} onChange={(e) => onValue(e.target.value)}>
        {children}
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Someone else changed the order first: their words and a way to see it as it is now. */
export function StaleNotice({ text, testId }: { text: string; testId: string }) {
  return (
    <div className="salert salert--info" role="alert" data-testid={testId}>
      <p>{text}</p>
      <p className="actions__msg">
        <a className="sbtn" href={location.pathname}>
          Show the order as it is now
        </a>
      </p>
    </div>
  );
}

interface SearchFormProps {
  /** the search box's id and label */
  id: string;
  label: string;
  /** the form's accessible name */
  title: string;
  query: string;
  onQuery: (query: string) => void;
  onSearch: (e: FormEvent) => void;
  className?: string;
  /** the Search button's class (a quiet one where the screen has a main action of its own) */
  buttonClass?: string;
  /** fields before the box (the stock screen's branch) */
  children?: ReactNode;
}

/** A staff screen's search: a box of at most 60 characters and a Search button, ready once hydrated. */
export function SearchForm({
  id,
  label,
  title,
  query,
  onQuery,
  onSearch,
  className = 'stock-search spanel',
  buttonClass = 'sbtn sbtn--primary',
  children,
}: SearchFormProps) {
  const mounted = useMounted();
  return (
    <form className={className} role="search" aria-label={title} onSubmit={onSearch}>
      {children}
      <StaffInput id={id} label={label} type="search" readOnly={!mounted} value={query} maxLength={60} onValue={onQuery} />
      <button type="submit" className={buttonClass} disabled={!mounted}>
        Search
      </button>
    </form>
  );
}
