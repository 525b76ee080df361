import { useState, type FormEvent } from 'react';
import { api } from '../lib/api/client';
import { changePasswordSchema, fieldErrors, PASSWORD_MAX, REGISTER_PASSWORD_MAX } from '../lib/domain/account-schemas';
import { loginHref } from '../lib/domain/login-link';
import { MSG } from '../lib/domain/messages';
import { showToast } from '../stores/toast';
import { useMounted } from './hooks';
import { forgetUser } from '../stores/user';
import { PasswordField, useFormState } from './account/fields';

/**
 * SPEC §4 change password: 6–25 characters, a mismatch blocks submit; success ends every session
 * (this one too) and goes to /login.
 */
export default function ChangePasswordForm() {
  const { values, setValues, errors, setErrors, set } = useFormState({ old_password: '', password: '', confirm_password: '' });
  const [busy, setBusy] = useState(false);
  // until hydrated a click would submit the bare HTML form; the buttons wait for the island
  const mounted = useMounted();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = changePasswordSchema.safeParse(values);
    const errs = parsed.success ? {} : fieldErrors(parsed.error);
    // the server checks the current password whenever it is sent; this form always asks for it
    if (!values.old_password) errs.old_password = 'Current password is required';
    if (!parsed.success || Object.keys(errs).length > 0) {
      if (errs.confirm_password === MSG.passwordMismatchForgot) showToast('warning', MSG.passwordMismatchForgot);
      setErrors(errs);
      return;
    }
    setBusy(true);
    try {
      const body = await api('changePassword', { body: parsed.data });
      if (body.status === 1) {
        showToast('success', String(body.message ?? 'Password changed'));
        setValues({ old_password: '', password: '', confirm_password: '' });
        forgetUser();
        location.assign('/login');
        return;
      }
      if (body.httpStatus === 401) {
        forgetUser();
        location.assign(loginHref('/changepassword'));
        return;
      }
      showToast('warning', body.message ?? MSG.generic);
    } catch {
      showToast('warning', MSG.generic);
    }
    setBusy(false);
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <PasswordField label="Current Password" name="old_password" autoComplete="current-password" required maxLength={REGISTER_PASSWORD_MAX}
        value={values.old_password} onValue={set('old_password')} error={errors.old_password} />
      <PasswordField label="New Password" name="password" autoComplete="new-password" required maxLength={PASSWORD_MAX}
        value={values.password} onValue={set('password')} error={errors.password} hint="6 to 25 characters." />
      <PasswordField label="Confirm Password" name="confirm_password" autoComplete="new-password" required maxLength={PASSWORD_MAX}
        value={values.confirm_password} onValue={set('confirm_password')} error={errors.confirm_password} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy || !mounted}>
          {busy ? 'Saving…' : 'Change Password'}
        </button>
      </div>
    </form>
  );
}
