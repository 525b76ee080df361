import { useState, type FormEvent } from 'react';
import { useMounted } from '../hooks';
import { PasswordField, TextField, useFormState } from '../account/fields';
import { staffPost } from '../../lib/api/staff';
import { LEAVING, useBusy } from '../use-busy';

interface Props {
  /** a checked /staff path to open after signing in */
  returnTo: string;
}

/** Staff sign-in: mobile number and password, answered with the staff cookie (never the shop's). */
export default function StaffLoginForm({ returnTo }: Props) {
  const { values, setErrors, field } = useFormState({ mobile: '', password: '' });
  const { busy, run } = useBusy(() => setRefusal('Could not reach the store. Please try again.'));
  const [refusal, setRefusal] = useState('');
  const mounted = useMounted();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!/^[6-9]\d{9}$/.test(values.mobile.trim())) next.mobile = 'Enter the 10-digit mobile number';
    if (!values.password) next.password = 'Enter your password';
    setErrors(next);
    if (Object.keys(next).length) return;
    setRefusal('');
    void run(async () => {
      const body = await staffPost('staff/login', { json: { mobile: values.mobile.trim(), password: values.password } });
      if (body.status === 1) {
        location.assign(returnTo);
        return LEAVING;
      }
      setRefusal(body.message ?? 'Could not log in. Please try again.');
    });
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="username"
        required
        maxLength={10}
        {...field('mobile')}
      />
      <PasswordField
        label="Password"
        toggle={['Show', 'Hide']}
        autoComplete="current-password"
        required
        maxLength={100}
        {...field('password')}
      />
      {refusal && (
        <p className="salert" role="alert">
          {refusal}
        </p>
      )}
      <button type="submit" className="sbtn sbtn--primary sbtn--block" disabled={busy || !mounted}>
        {busy ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
