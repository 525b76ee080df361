import { useId } from 'react';
import { formatINR } from '../../lib/domain/money/money';
import type { AllowedMove } from './staff-api';

export interface CompletionInput {
  code: string;
  /** rupees as typed ("456" or "456.50") */
  cash: string;
  cashReason: string;
  /** the branch completing without the code */
  overrideReason: string;
}

export const EMPTY_COMPLETION: CompletionInput = { code: '', cash: '', cashReason: '', overrideReason: '' };

/** Rupees as typed → whole paise, or null when it is not an amount. */
export function typedPaise(rupees: string): number | null {
  const s = rupees.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  return Math.round(Number(s) * 100);
}

/** What the move sends: the code (or the branch's reason) and a cash order's cash (docs/delivery.md). */
export function completionBody(move: AllowedMove, v: CompletionInput): Record<string, unknown> {
  const code = v.code.trim();
  const body: Record<string, unknown> = code ? { code } : { reason: v.overrideReason.trim() };
  if (move.cash_due != null) {
    body.cash = typedPaise(v.cash);
    if (v.cashReason.trim()) body.cash_reason = v.cashReason.trim();
  }
  return body;
}

interface Props {
  move: AllowedMove;
  value: CompletionInput;
  onChange: (v: CompletionInput) => void;
}

/**
 * Completing at the door or the counter: the shopper's 4-digit code, and on a cash order the cash
 * taken (a reason when it is less than due). When the code is locked, a rider only reads that the
 * branch must complete; the branch may complete without the code, with a reason for the history.
 */
export default function CompletionFields({ move, value, onChange }: Props) {
  const ids = { code: useId(), cash: useId(), cashReason: useId(), override: useId() };
  const set = (patch: Partial<CompletionInput>) => onChange({ ...value, ...patch });
  const due = move.cash_due ?? null;
  const cash = typedPaise(value.cash);
  const short = due != null && cash != null && cash < due;
  const codeShown = !move.code_locked;
  return (
    <>
      {move.code_locked && (
        <p className="salert" role="alert" data-testid="code-locked">
          {move.can_override
            ? 'The code is locked after 5 wrong tries. Complete with a reason below.'
            : 'Too many wrong codes. Ask the branch to complete this order'}
        </p>
      )}
      {codeShown && (
        <div className="field">
          <label className="field__label" htmlFor={ids.code}>
            Code from the customer
          </label>
          <input
            id={ids.code}
            className="field__input field__input--code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{4}"
            maxLength={4}
            value={value.code}
            onChange={(e) => set({ code: e.target.value.replace(/\D/g, '') })}
            data-testid="handover-code"
          />
          <p className="field__hint">The customer has it on their order page and in the SMS.</p>
        </div>
      )}
      {due != null && (
        <>
          <div className="field">
            <label className="field__label" htmlFor={ids.cash}>
              Cash collected (₹)
            </label>
            <input
              id={ids.cash}
              className="field__input"
              inputMode="decimal"
              value={value.cash}
              onChange={(e) => set({ cash: e.target.value })}
              data-testid="handover-cash"
            />
            <p className="field__hint" data-testid="handover-due">
              Due: {formatINR(due)}
            </p>
          </div>
          {short && (
            <div className="field">
              <label className="field__label" htmlFor={ids.cashReason}>
                Why less than due?
              </label>
              <input
                id={ids.cashReason}
                className="field__input"
                maxLength={200}
                value={value.cashReason}
                onChange={(e) => set({ cashReason: e.target.value })}
              />
            </div>
          )}
        </>
      )}
      {move.can_override && !value.code.trim() && (
        <div className="field">
          <label className="field__label" htmlFor={ids.override}>
            Completing without the code? Reason
          </label>
          <textarea
            id={ids.override}
            className="field__input"
            rows={2}
            maxLength={200}
            value={value.overrideReason}
            onChange={(e) => set({ overrideReason: e.target.value })}
            data-testid="handover-override"
          />
          <p className="field__hint">Kept in the order history.</p>
        </div>
      )}
    </>
  );
}
