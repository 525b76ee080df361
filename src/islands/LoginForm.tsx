import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../lib/api/client';
import { ACCOUNT_MSG, fieldErrors, loginOtpSchema, loginSchema } from '../lib/domain/account-schemas';
import { MSG } from '../lib/domain/messages';
import { showToast, showToastAcrossNavigation } from '../stores/toast';
import { useMounted } from './hooks';
import { rememberUser, type UserSummary } from '../stores/user';
import type { PendingBuy } from '../lib/domain/pending-buy';
import { holdPendingBuy, placePendingBuy } from '../stores/pending-buy';
import { PasswordField, payloadText, TextField, useFormState } from './account/fields';

interface Props {
  /** where a successful login goes: /cart for /login/cart, a checked ?next= path, else home */
  returnTo: string;
  /** a guest's Buy Now item (/login/cart?buy=), put in the cart after login */
  pending?: PendingBuy | null;
}

type LoginAnswer = { status: number; message?: string; response?: UserSummary; otp_required?: boolean };

/**
 * SPEC §2 login: mobile number or email, password with show/hide, forgot and create-account links.
 * After too many wrong passwords the server asks for an OTP as well (otp_required): the form then
 * offers to text one to the account's mobile and sends it with the password.
 */
export default function LoginForm({ returnTo, pending = null }: Props) {
  const { values, setValues, errors, setErrors, set } = useFormState({ phone: '', password: '', otp: '' });
  const [busy, setBusy] = useState(false);
  const [otpStep, setOtpStep] = useState<{ sent: boolean } | null>(null);
  // until hydrated a click would submit the bare HTML form; the buttons wait for the island
  const mounted = useMounted();
  // held in the browser, not only in this URL: creating an account on the way must not lose it
  useEffect(() => {
    if (pending) holdPendingBuy(pending);
  }, [pending]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = loginSchema.safeParse(otpStep ? values : { phone: values.phone, password: values.password });
    const errs = parsed.success ? {} : fieldErrors(parsed.error);
    if (otpStep && !values.otp.trim()) errs.otp ??= ACCOUNT_MSG.otpRequired;
    if (!parsed.success || Object.keys(errs).length > 0) {
      setErrors(errs);
      return;
    }
    setBusy(true);
    try {
      const body = await api<LoginAnswer>('login', { body: parsed.data });
      if (body.status === 1 && body.response) {
        showToastAcrossNavigation('success', MSG.loginSuccess);
        setValues({ phone: '', password: '', otp: '' });
        rememberUser(body.response);
        // a held Buy Now goes in the cart whichever login page this is; ?next= still decides where to go
        await placePendingBuy();
        location.assign(returnTo);
        return;
      }
      if (body.otp_required) {
        // a code is good for one try: a new one is needed after any answer
        setOtpStep((s) => s ?? { sent: false });
        setValues((v) => ({ ...v, otp: '' }));
      }
      if (body.status === 0) showToast('warning', body.message ?? MSG.generic);
      else showToast('error', 'Failed', payloadText(body));
    } catch {
      showToast('warning', MSG.generic);
    }
    setBusy(false);
  };

  const sendOtp = async () => {
    const parsed = loginOtpSchema.safeParse({ phone: values.phone });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    try {
      const body = await api('loginOtp', { body: parsed.data });
      if (body.status === 1) {
        showToast('success', body.message ?? MSG.otpSentForgot);
        setOtpStep((s) => (s ? { ...s, sent: true } : s));
      } else {
        showToast('warning', body.message ?? MSG.generic);
      }
    } catch {
      showToast('warning', MSG.generic);
    }
    setBusy(false);
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField label="Mobile number or email" name="phone" autoComplete="username" inputMode="email" required maxLength={254}
        value={values.phone} onValue={set('phone')} error={errors.phone} />
      <PasswordField label="Password" name="password" autoComplete="current-password" required maxLength={50}
        value={values.password} onValue={set('password')} error={errors.password} />
      {otpStep && (
        <div className="field" role="group" aria-label="Verify with OTP">
          <p>{ACCOUNT_MSG.loginOtpRequired}</p>
          <button type="button" className="btn btn--ghost" onClick={() => void sendOtp()} disabled={busy || !mounted}>
            {otpStep.sent ? 'Resend OTP' : 'Send OTP to my mobile'}
          </button>
          <TextField label="OTP" name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required
            value={values.otp} onValue={set('otp')} error={errors.otp} hint="The 6 digit code texted to your registered mobile number." />
        </div>
      )}
      <div className="form__links">
        <a href="/forgot">Forgot password?</a>
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || !mounted}>
        {busy ? 'Logging in…' : 'Login'}
      </button>
    </form>
  );
}
