import type { ReactNode, TextareaHTMLAttributes } from 'react';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'onChange'> & {
  id: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  /** said under the box (who will read the reason) */
  children?: ReactNode;
};

/**
 * A reason in the person's own words, labelled: why a shopper cancels their order, why the counter
 * cancels one. The shop's dialog and the staff console's ask the same way.
 */
export function ReasonField({ id, label, onValue, children, ...rest }: Props) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea id={id} className="field__input" {...rest} onChange={(e) => onValue(e.target.value)} />
      {children}
    </div>
  );
}
