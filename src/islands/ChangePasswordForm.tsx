import { type FormEvent } from 'react';
import { ANSWER_CODE } from '../lib/domain/answer-codes';
import { accountPost } from '../lib/api/account';
import { changePasswordSchema, fieldErrors } from '../lib/domain/account/account-schemas';
import { loginHref } from '../lib/domain/account/login-link';
import type { ChangePasswordKey } from '../lib/domain/i18n/island-keys-account';
import { showToast, showToastAcrossNavigation } from '../stores/toast';
import { forgetUser } from '../stores/user';
import { CurrentPasswordField, NewPasswordFields, useFormState } from './account/fields';
import { useAccountForm } from './account/form-shell';
import { type IslandTexts, withTexts } from './texts';
import { LEAVING } from './use-busy';

/** Where a changed password lands: the account, still signed in. */
const DONE = '/my-account';

/**
 * SPEC §4 change password: 6–25 characters, a mismatch blocks submit. The current password is
 * required (issue 14). Success ends every OTHER session; this one stays, so instead of SPEC's
 * /login the customer goes back to the account.
 */
export default withTexts<{ text: IslandTexts<ChangePasswordKey> }>(ChangePassword);

function ChangePassword() {
  const { values, setValues, errors, setErrors, set } = useFormState({ old_password: '', password: '', confirm_password: '' });
  const { say, tellAll, is, busy, run, mounted, refuse } = useAccountForm<ChangePasswordKey>(setErrors);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      const errs = fieldErrors(parsed.error);
      if (is(errs.confirm_password, 'passwordMismatchForgot')) showToast('warning', say('passwordMismatchForgot'));
      setErrors(tellAll(errs));
      return;
    }
    void run(async () => {
      const body = await accountPost('changePassword', { json: parsed.data });
      if (body.status === 1) {
        showToastAcrossNavigation('success', body.message || say('acct.msg.passwordChanged'));
        setValues({ old_password: '', password: '', confirm_password: '' });
        location.assign(DONE);
        return LEAVING;
      }
      if (body.httpStatus === 401) {
        forgetUser();
        location.assign(loginHref('/changepassword'));
        return LEAVING;
      }
      refuse(body.message, 'generic', body.code === ANSWER_CODE.oldPasswordWrong ? 'old_password' : undefined);
    });
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <CurrentPasswordField required value={values.old_password} onValue={set('old_password')} error={errors.old_password} />
      <NewPasswordFields names={['password', 'confirm_password']} values={values} onValue={set} errors={errors} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy || !mounted}>
          {busy ? say('acct.saving') : say('acct.changePassword')}
        </button>
      </div>
    </form>
  );
}
