import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useMounted } from '../hooks';
import { PASSWORD_MAX, REGISTER_PASSWORD_MAX } from '../../lib/domain/account/account-schemas';
import type { FieldKey, NewPasswordKey } from '../../lib/domain/i18n/island-keys-account';
import { useSay } from '../texts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

interface FieldProps extends InputProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** a multi-line address box instead of one line */
  multiline?: boolean;
}

/**
 * A labelled input with its error and hint tied to it for screen readers. Until the island has
 * hydrated the input is read-only: text typed into the bare HTML would be wiped by hydration.
 */
export function TextField({ label, value, onValue, error, hint, multiline, className, ...rest }: FieldProps) {
  const id = useId();
  const mounted = useMounted();
  const readOnly = rest.readOnly || !mounted;
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    className: `field__input ${className ?? ''}`.trim(),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  } as const;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          name={rest.name}
          required={rest.required}
          maxLength={rest.maxLength}
          autoComplete={rest.autoComplete}
          readOnly={readOnly}
          value={value}
          onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onValue(e.target.value)}
          rows={3}
        />
      ) : (
        <input {...rest} {...common} readOnly={readOnly} value={value} onChange={(e) => onValue(e.target.value)} />
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The hint and the error under a field, with the ids its input's aria-describedby names. */
function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | undefined }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </>
  );
}

/** First Name and Last Name side by side; `names` are the form's field names for them. */
export function NameRow({
  names,
  values,
  errors,
  onValue,
}: {
  names: [string, string];
  values: [string, string];
  errors: [string | undefined, string | undefined];
  onValue: [(value: string) => void, (value: string) => void];
}) {
  const say = useSay<FieldKey>();
  return (
    <div className="form__row form__row--2">
      {(['acct.firstName', 'acct.lastName'] as const).map((label, i) => (
        <TextField
          key={label}
          label={say(label)}
          name={names[i]}
          autoComplete={i === 0 ? 'given-name' : 'family-name'}
          required
          maxLength={50}
          value={values[i] ?? ''}
          onValue={onValue[i] ?? (() => {})}
          error={errors[i]}
        />
      ))}
    </div>
  );
}

/**
 * A password input with a Show/Hide toggle (SPEC §2 login). `toggle` names the button's two states
 * where no page passes texts (the staff login); shopper pages pass acct.show/acct.hide.
 */
export function PasswordField(props: Omit<FieldProps, 'type' | 'multiline'> & { toggle?: readonly [show: string, hide: string] }) {
  const say = useSay<FieldKey>();
  const { label, value, onValue, error, hint, toggle = [say('acct.show'), say('acct.hide')], ...rest } = props;
  const id = useId();
  const mounted = useMounted();
  const [shown, setShown] = useState(false);
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="password">
        <input
          {...rest}
          id={id}
          className="field__input"
          readOnly={rest.readOnly || !mounted}
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        {/* the name stays "Show"/"Hide" so a label search for the field finds only the input */}
        <button
          type="button"
          className="password__toggle"
          aria-controls={id}
          aria-pressed={shown}
          disabled={!mounted}
          onClick={() => setShown(!shown)}
        >
          {shown ? toggle[1] : toggle[0]}
        </button>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * A new password and its confirmation, as the reset and change forms ask for them; `names` are the
 * two fields' names in the form's own state (the API's wire names differ between the two forms).
 */
export function NewPasswordFields<N extends string>({
  names,
  values,
  onValue,
  errors,
}: {
  names: readonly [password: N, confirm: N];
  values: Record<N, string>;
  onValue: (name: N) => (value: string) => void;
  errors: Partial<Record<N, string>>;
}) {
  const say = useSay<NewPasswordKey>();
  return (
    <>
      {names.map((name, i) => (
        <PasswordField
          key={name}
          label={say(i === 0 ? 'acct.newPassword' : 'acct.confirmPassword')}
          name={name}
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          value={values[name]}
          onValue={onValue(name)}
          error={errors[name]}
          hint={i === 0 ? say('acct.passwordHint25') : undefined}
        />
      ))}
    </>
  );
}

/** The shopper's email (login, receipts), as register, account edit and the address form ask for it. */
export function EmailField(props: Omit<FieldProps, 'label' | 'name' | 'type'>) {
  // every island that shows it lists acct.email in its keys
  const say = useSay<'acct.email'>();
  return <TextField label={say('acct.email')} name="email" type="email" autoComplete="email" required maxLength={254} {...props} />;
}

/** The password the shopper has now, asked before a change to the account (issue 14). */
export function CurrentPasswordField(props: Omit<FieldProps, 'label' | 'name' | 'type' | 'multiline'>) {
  // every island that shows it lists acct.currentPassword in its keys
  const say = useSay<'acct.currentPassword'>();
  return (
    <PasswordField
      label={say('acct.currentPassword')}
      name="old_password"
      autoComplete="current-password"
      maxLength={REGISTER_PASSWORD_MAX}
      {...props}
    />
  );
}

/**
 * Form state with one error per field. `field(key)` hands a field its name, value, change and error
 * in one spread; `onEdit` runs on every change (a refusal shown until the person types again).
 */
export function useFormState<T extends Record<string, string>>(initial: T, onEdit?: () => void) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof T & string) => (value: string) => {
    onEdit?.();
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!(key in e)) return e;
      const { [key]: _gone, ...rest } = e;
      return rest;
    });
  };
  const field = (key: keyof T & string) => ({ name: key, value: values[key], onValue: set(key), error: errors[key] });
  return { values, setValues, errors, setErrors, set, field };
}

/** Text for the "Failed" popup when an answer is neither success nor a refusal (SPEC §4 login). */
export function payloadText(body: Record<string, unknown> | null | undefined): string {
  if (!body) return '';
  return Object.entries(body)
    .filter(([k]) => k !== 'httpStatus')
    .map(([, v]) => (typeof v === 'string' ? v : JSON.stringify(v)))
    .join(', ');
}
