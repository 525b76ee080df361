import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { ANSWER_CODE } from '../lib/domain/answer-codes';
import { accountPost } from '../lib/api/account';
import { fieldErrors, PASSWORD_MAX, profileUpdateSchema } from '../lib/domain/account/account-schemas';
import type { AccountEditKey } from '../lib/domain/i18n/island-keys-account';
import { showToast } from '../stores/toast';
import { rememberUser } from '../stores/user';
import { CurrentPasswordField, EmailField, NameRow, PasswordField, useFormState } from './account/fields';
import { useAccountForm } from './account/form-shell';
import { resizePhoto } from './account/photo';
import { type IslandTexts, withTexts } from './texts';
import { LEAVING } from './use-busy';

interface Props {
  profile: { first_name: string; last_name: string; email: string; photo: string };
  /** the form's words in the page's language (texts(lang, ACCOUNT_EDIT_KEYS)) */
  text: IslandTexts<AccountEditKey>;
}

const DONE = '/my-account/customer-account-details';

/**
 * SPEC §2 account edit: photo, names, email, optional new password. A password mismatch shows
 * "Password Does not Match" and sends nothing; success goes to the profile view. A new email or
 * password also needs the current password (issue 14); names and photo alone do not.
 */
export default withTexts<Props>(AccountEdit);

function AccountEdit({ profile }: Omit<Props, 'text'>) {
  const { values, errors, setErrors, set } = useFormState({
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    password: '',
    confirm_password: '',
    old_password: '',
  });
  const [photo, setPhoto] = useState<string | undefined>(undefined);
  const { say, tellAll, is, busy, run, mounted } = useAccountForm<AccountEditKey>(setErrors, () =>
    showToast('warning', say('acct.failed'), say('profileFailed'), 1000),
  );
  const id = useId();
  const preview = photo ?? profile.photo;

  const onPhoto = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    if (!/^image\/(jpeg|png|webp)$/.test(file.type)) {
      setErrors((x) => ({ ...x, image: say('acct.msg.photoType') }));
      return;
    }
    try {
      setPhoto(await resizePhoto(file));
      setErrors(({ image: _gone, ...rest }) => rest);
    } catch {
      setErrors((x) => ({ ...x, image: say('acct.msg.photoTooLarge') }));
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = profileUpdateSchema.safeParse({ ...values, image: photo });
    const errs = parsed.success ? {} : fieldErrors(parsed.error);
    // the schema cannot know the email on file; the server checks this too
    const newEmail = values.email.trim().toLowerCase() !== profile.email.toLowerCase();
    if (newEmail && !values.old_password) errs.old_password ??= { key: 'srv.currentPasswordRequired' };
    if (!parsed.success || Object.keys(errs).length > 0) {
      if (is(errs.confirm_password, 'passwordMismatchProfile')) showToast('warning', say('passwordMismatchProfile'));
      setErrors(tellAll(errs));
      return;
    }
    void run(async () => {
      const body = await accountPost('profileUpdate', { json: parsed.data });
      if (body.status === 1) {
        rememberUser(body.response);
        showToast('success', body.message || say('acct.msg.profileUpdated'));
        location.assign(DONE);
        return LEAVING;
      }
      // a refusal keeps the form so the customer can fix it (SPEC would leave the page anyway)
      if (body.code === ANSWER_CODE.oldPasswordWrong || body.code === ANSWER_CODE.currentPasswordRequired)
        setErrors({ old_password: body.message ?? '' });
      showToast('warning', say('acct.failed'), body.message || say('generic'));
    });
  };

  const initial = (values.first_name || profile.email || '?').charAt(0).toUpperCase();
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <div className="field">
        <div className="photo-picker">
          {preview ? (
            <img className="avatar" src={preview} alt={say('acct.yourPhoto')} width="72" height="72" />
          ) : (
            <span className="avatar" aria-hidden="true">
              {initial}
            </span>
          )}
          <div className="field">
            <label className="field__label" htmlFor={`${id}-photo`}>
              {say('acct.profilePhoto')}
            </label>
            <input
              id={`${id}-photo`}
              type="file"
              name="image"
              disabled={!mounted}
              accept="image/jpeg,image/png,image/webp"
              onChange={(e) => void onPhoto(e)}
              aria-describedby={`${id}-photo-hint${errors.image ? ` ${id}-photo-error` : ''}`}
            />
            <p id={`${id}-photo-hint`} className="field__hint">
              {say('acct.photoHint')}
            </p>
            {errors.image && (
              <p id={`${id}-photo-error`} className="field__error">
                {errors.image}
              </p>
            )}
          </div>
        </div>
      </div>
      <NameRow
        names={['first_name', 'last_name']}
        values={[values.first_name, values.last_name]}
        errors={[errors.first_name, errors.last_name]}
        onValue={[set('first_name'), set('last_name')]}
      />
      <EmailField value={values.email} onValue={set('email')} error={errors.email} />
      <div className="form__row form__row--2">
        {(['password', 'confirm_password'] as const).map((name) => (
          <PasswordField
            key={name}
            label={say(name === 'password' ? 'login.password' : 'acct.confirmPassword')}
            name={name}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            value={values[name]}
            onValue={set(name)}
            error={errors[name]}
            hint={name === 'password' ? say('acct.passwordKeepHint') : undefined}
          />
        ))}
      </div>
      <CurrentPasswordField
        value={values.old_password}
        onValue={set('old_password')}
        error={errors.old_password}
        hint={say('acct.currentPasswordHint')}
      />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy || !mounted}>
          {busy ? say('acct.saving') : say('acct.updateInformation')}
        </button>
        <a className="btn btn--ghost" href={DONE}>
          {say('acct.cancel')}
        </a>
      </div>
    </form>
  );
}
