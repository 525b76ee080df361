import { useState, type FormEvent } from 'react';
import { api } from '../lib/api/client';
import { fieldErrors, forgotSchema, PASSWORD_MAX, resetPasswordFormSchema, verifyOtpSchema } from '../lib/domain/account-schemas';
import { MSG } from '../lib/domain/messages';
import { showToast } from '../stores/toast';
import { useMounted } from './hooks';
import { PasswordField, useFormState } from './account/fields';
import { MobileStep, OtpStep } from './account/otp-steps';

type Step = 'mobile' | 'otp' | 'password';
const STEPS: { key: Step; label: string }[] = [
  { key: 'mobile', label: 'Mobile' },
  { key: 'otp', label: 'OTP' },
  { key: 'password', label: 'New password' },
];

/** SPEC §4 forgot password: mobile → OTP → new password, then /login. */
export default function ForgotPasswordForm() {
  const { values, errors, setErrors, set } = useFormState({ mobile: '', otp: '', password: '', confirm: '' });
  const [step, setStep] = useState<Step>('mobile');
  const [busy, setBusy] = useState(false);
  // until hydrated a click would submit the bare HTML form; the buttons wait for the island
  const mounted = useMounted();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      showToast('warning', MSG.generic);
    }
    setBusy(false);
  };

  const sendOtp = (e?: FormEvent) => {
    e?.preventDefault();
    const parsed = forgotSchema.safeParse({ mobile: values.mobile });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    void run(async () => {
      const body = await api('forgetpassword', { body: parsed.data });
      if (body.status === 1) {
        showToast('success', MSG.otpSentForgot);
        setStep('otp');
      } else {
        showToast('warning', body.message ?? MSG.generic);
      }
    });
  };

  const verify = (e: FormEvent) => {
    e.preventDefault();
    const parsed = verifyOtpSchema.safeParse({ phone: values.mobile, otp: values.otp, purpose: 'forgot' });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    void run(async () => {
      const body = await api('verifyOtp', { body: parsed.data });
      if (body.status === 1) {
        showToast('success', MSG.otpVerifiedForgot);
        setStep('password');
      } else {
        showToast('warning', body.message ?? MSG.otpInvalidForgot);
        setErrors({ otp: body.message ?? MSG.otpInvalidForgot });
      }
    });
  };

  const reset = (e: FormEvent) => {
    e.preventDefault();
    const parsed = resetPasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      const errs = fieldErrors(parsed.error);
      if (errs.confirm === MSG.passwordMismatchForgot) showToast('warning', MSG.passwordMismatchForgot);
      return setErrors(errs);
    }
    void run(async () => {
      const body = await api('user_password_change', { body: parsed.data });
      if (body.status === 1) {
        showToast('success', String(body.message ?? 'Password changed'));
        location.assign('/login');
      } else {
        showToast('warning', body.message ?? MSG.generic);
      }
    });
  };

  const current = STEPS.findIndex((s) => s.key === step);
  return (
    <>
      <ol className="steps" aria-label="Steps">
        {STEPS.map((s, i) => (
          <li key={s.key} aria-current={i === current ? 'step' : undefined} className={i < current ? 'is-done' : undefined}>
            {i + 1}. {s.label}
          </li>
        ))}
      </ol>
      {step === 'mobile' && (
        <MobileStep name="mobile" hint="The number you registered with." value={values.mobile} onValue={set('mobile')} error={errors.mobile}
          busy={busy} ready={mounted} onSubmit={sendOtp} />
      )}
      {step === 'otp' && (
        <OtpStep intro={<>If <strong>{values.mobile}</strong> is registered with us, a code is on its way. It is valid for 5 minutes.</>}
          verifyLabel="Verify OTP" value={values.otp} onValue={set('otp')} error={errors.otp} busy={busy} ready={mounted} onSubmit={verify}
          onResend={() => sendOtp()} onChangeNumber={() => setStep('mobile')} />
      )}
      {step === 'password' && (
        <form className="form" onSubmit={reset} noValidate>
          <PasswordField label="New Password" name="password" autoComplete="new-password" required maxLength={PASSWORD_MAX}
            value={values.password} onValue={set('password')} error={errors.password} hint="6 to 25 characters." />
          <PasswordField label="Confirm Password" name="confirm" autoComplete="new-password" required maxLength={PASSWORD_MAX}
            value={values.confirm} onValue={set('confirm')} error={errors.confirm} />
          <button type="submit" className="btn btn--primary btn--block" disabled={busy || !mounted}>
            {busy ? 'Saving…' : 'Reset Password'}
          </button>
        </form>
      )}
    </>
  );
}
