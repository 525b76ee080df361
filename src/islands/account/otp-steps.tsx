import type { FormEvent, ReactNode } from 'react';
import { TextField } from './fields';

interface Shared {
  value: string;
  onValue: (value: string) => void;
  error?: string;
  /** a request is in flight */
  busy: boolean;
  /** the island has hydrated (until then a click would submit the bare HTML form) */
  ready: boolean;
  onSubmit: (e: FormEvent) => void;
}

/** The mobile-number step of an OTP flow (SPEC §2 mobile verification, §4 forgot password). */
export function MobileStep({ name, hint, value, onValue, error, busy, ready, onSubmit }: Shared & { name: string; hint: ReactNode }) {
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField label="Mobile Number" name={name} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} required
        value={value} onValue={onValue} error={error} hint={hint} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || !ready}>
        {busy ? 'Sending…' : 'Send OTP'}
      </button>
    </form>
  );
}

/** The code step: the 6-digit OTP, Verify, and ways back (send again, another number). */
export function OtpStep({ intro, verifyLabel, onResend, onChangeNumber, value, onValue, error, busy, ready, onSubmit }: Shared & {
  intro: ReactNode;
  verifyLabel: string;
  onResend: () => void;
  onChangeNumber: () => void;
}) {
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p>{intro}</p>
      <TextField label="OTP" name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required
        value={value} onValue={onValue} error={error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || !ready}>
        {busy ? 'Verifying…' : verifyLabel}
      </button>
      <div className="form__links">
        <button type="button" className="btn btn--ghost" onClick={onResend} disabled={busy || !ready}>
          Resend OTP
        </button>
        <button type="button" className="btn btn--ghost" onClick={onChangeNumber} disabled={busy || !ready}>
          Change number
        </button>
      </div>
    </form>
  );
}
