import { type FormEvent } from 'react';
import { ANSWER_CODE } from '../lib/domain/answer-codes';
import { accountPost } from '../lib/api/account';
import { changePasswordSchema, fieldErrors, REGISTER_PASSWORD_MAX } from '../lib/domain/account/account-schemas';
import { loginHref } from '../lib/domain/account/login-link';
import type { ChangePasswordKey } from '../lib/domain/i18n/island-keys-account';
import { showToast, showToastAcrossNavigation } from '../stores/toast';
import { useMounted } from './hooks';
import { forgetUser } from '../stores/user';
import { NewPasswordFields, PasswordField, useFormState } from './account/fields';
import { useMessages } from './account/tell';
import { TextsProvider, useSay, type IslandTexts } from './texts';
import { LEAVING, useBusy } from './use-busy';

/** Where a changed password lands: the account, still signed in. */
const DONE = '/my-account';

/**
 * SPEC §4 change password: 6–25 characters, a mismatch blocks submit. The current password is
 * required (issue 14). Success ends every OTHER session; this one stays, so instead of SPEC's
 * /login the customer goes back to the account.
 */
export default function ChangePasswordForm({ text }: { text: IslandTexts<ChangePasswordKey> }) {
  return (
    <TextsProvider value={text}>
      <ChangePassword />
    </TextsProvider>
  );
}

function ChangePassword() {
  const say = useSay<ChangePasswordKey>();
  const { tell, tellAll, is } = useMessages();
  const { values, setValues, errors, setErrors, set } = useFormState({ old_password: '', password: '', confirm_password: '' });
  const { busy, run } = useBusy(() => showToast('warning', say('generic')));
  // until hydrated a click would submit the bare HTML form; the buttons wait for the island
  const mounted = useMounted();

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
        showToastAcrossNavigation('success', tell(body.message) || say('acct.msg.passwordChanged'));
        setValues({ old_password: '', password: '', confirm_password: '' });
        location.assign(DONE);
        return LEAVING;
      }
      if (body.httpStatus === 401) {
        forgetUser();
        location.assign(loginHref('/changepassword'));
        return LEAVING;
      }
      if (body.code === ANSWER_CODE.oldPasswordWrong) setErrors({ old_password: tell(body.message) });
      showToast('warning', tell(body.message) || say('generic'));
    });
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <PasswordField
        label={say('acct.currentPassword')}
        name="old_password"
        autoComplete="current-password"
        required
        maxLength={REGISTER_PASSWORD_MAX}
        value={values.old_password}
        onValue={set('old_password')}
        error={errors.old_password}
      />
      <NewPasswordFields names={['password', 'confirm_password']} values={values} onValue={set} errors={errors} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy || !mounted}>
          {busy ? say('acct.saving') : say('acct.changePassword')}
        </button>
      </div>
    </form>
  );
}
