import { useState, type FormEvent } from 'react';
import { api } from '../lib/api/client';
import { ACCOUNT_MSG, changePasswordSchema, fieldErrors, PASSWORD_MAX, REGISTER_PASSWORD_MAX } from '../lib/domain/account-schemas';
import { loginHref } from '../lib/domain/login-link';
import { MSG } from '../lib/domain/messages';
import { showToast, showToastAcrossNavigation } from '../stores/toast';
import { useMounted } from './hooks';
import { forgetUser } from '../stores/user';
import { PasswordField, useFormState } from './account/fields';

/** Where a changed password lands: the account, still signed in. */
const DONE = '/my-account';

/**
 * SPEC §4 change password: 6–25 characters, a mismatch blocks submit. The current password is
 * required (issue 14). Success ends every OTHER session; this one stays, so instead of SPEC's
 * /login the customer goes back to the account.
 */
export default function ChangePasswordForm() {
  const { values, setValues, errors, setErrors, set } = useFormState({ old_password: '', password: '', confirm_password: '' });
  const [busy, setBusy] = useState(false);
  // until hydrated a click would submit the bare HTML form; the buttons wait for the island
  const mounted = useMounted();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      const errs = fieldErrors(parsed.error);
      if (errs.confirm_password === MSG.passwordMismatchForgot) showToast('warning', MSG.passwordMismatchForgot);
      setErrors(errs);
      return;
    }
    setBusy(true);
    try {
      const body = await api('changePassword', { body: parsed.data });
      if (body.status === 1) {
        showToastAcrossNavigation('success', String(body.message ?? 'Password changed'));
        setValues({ old_password: '', password: '', confirm_password: '' });
        location.assign(DONE);
        return;
      }
      if (body.httpStatus === 401) {
        forgetUser();
        location.assign(loginHref('/changepassword'));
        return;
      }
      if (body.message === ACCOUNT_MSG.oldPasswordWrong) setErrors({ old_password: body.message });
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
