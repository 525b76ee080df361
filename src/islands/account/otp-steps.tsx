import type { FormEvent, ReactNode } from 'react';
import type { OtpStepKey } from '../../lib/domain/i18n/island-keys-account';
import { useSay } from '../texts';
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
  const say = useSay<OtpStepKey>();
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField
        label={say('acct.mobile')}
        name={name}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        required
        value={value}
        onValue={onValue}
        error={error}
        hint={hint}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || !ready}>
        {busy ? say('acct.sending') : say('acct.sendOtp')}
      </button>
    </form>
  );
}

/** The code step: the 6-digit OTP, Verify, and ways back (send again, another number). */
export function OtpStep({
  intro,
  verifyLabel,
  onResend,
  onChangeNumber,
  value,
  onValue,
  error,
  busy,
  ready,
  onSubmit,
}: Shared & {
  intro: ReactNode;
  verifyLabel: string;
  onResend: () => void;
  onChangeNumber: () => void;
}) {
  const say = useSay<OtpStepKey>();
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p>{intro}</p>
      <OtpField value={value} onValue={onValue} error={error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || !ready}>
        {busy ? say('acct.verifying') : verifyLabel}
      </button>
      <div className="form__links">
        <button type="button" className="btn btn--ghost" onClick={onResend} disabled={busy || !ready}>
          {say('acct.resendOtp')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onChangeNumber} disabled={busy || !ready}>
          {say('acct.changeNumber')}
        </button>
      </div>
    </form>
  );
}

/** The 6-digit code box, in the OTP step and in the login form's OTP group. */
export function OtpField(props: { value: string; onValue: (value: string) => void; error: string | undefined; hint?: ReactNode }) {
  const say = useSay<OtpStepKey>();
  return (
    <TextField label={say('acct.otp')} name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required {...props} />
  );
}

/** "… sent to {mobile} …": the page's sentence with the number in bold where its {mobile} stands. */
export function Sent({ text, mobile }: { text: string; mobile: string }) {
  return <>{text.split(/(\{mobile\})/).map((part, i) => (part === '{mobile}' ? <strong key={i}>{mobile}</strong> : part))}</>;
}
