import { useState, type FormEvent } from 'react';
import { api } from '../lib/api/client';
import { fieldErrors, loginSchema } from '../lib/domain/account-schemas';
import { MSG } from '../lib/domain/messages';
import { showToast, showToastAcrossNavigation } from '../stores/toast';
import { useMounted } from './hooks';
import { rememberUser, type UserSummary } from '../stores/user';
import { PasswordField, payloadText, TextField, useFormState } from './account/fields';

interface Props {
  /** where a successful login goes: /cart for /login/cart, a checked ?next= path, else home */
  returnTo: string;
}

/** SPEC §2 login: mobile number or email, password with show/hide, forgot and create-account links. */
export default function LoginForm({ returnTo }: Props) {
  const { values, setValues, errors, setErrors, set } = useFormState({ phone: '', password: '' });
  const [busy, setBusy] = useState(false);
  // until hydrated a click would submit the bare HTML form; the buttons wait for the island
  const mounted = useMounted();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    try {
      const body = await api<{ status: number; message?: string; response?: UserSummary }>('login', { body: parsed.data });
      if (body.status === 1 && body.response) {
        showToastAcrossNavigation('success', MSG.loginSuccess);
        setValues({ phone: '', password: '' });
        rememberUser(body.response);
        location.assign(returnTo);
        return;
      }
      if (body.status === 0) showToast('warning', body.message ?? MSG.generic);
      else showToast('error', 'Failed', payloadText(body));
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
      <div className="form__links">
        <a href="/forgot">Forgot password?</a>
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || !mounted}>
        {busy ? 'Logging in…' : 'Login'}
      </button>
    </form>
  );
}
