import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { api } from '../lib/api/client';
import { ACCOUNT_MSG, fieldErrors, PASSWORD_MAX, profileUpdateSchema, REGISTER_PASSWORD_MAX } from '../lib/domain/account-schemas';
import { MSG } from '../lib/domain/messages';
import { showToast } from '../stores/toast';
import { useMounted } from './hooks';
import { rememberUser, type UserSummary } from '../stores/user';
import { NameRow, PasswordField, TextField, useFormState } from './account/fields';
import { resizePhoto } from './account/photo';

interface Props {
  profile: { first_name: string; last_name: string; email: string; photo: string };
}

const DONE = '/my-account/customer-account-details';

/**
 * SPEC §2 account edit: photo, names, email, optional new password. A password mismatch shows
 * "Password Does not Match" and sends nothing; success goes to the profile view. A new email or
 * password also needs the current password (issue 14); names and photo alone do not.
 */
export default function AccountEditForm({ profile }: Props) {
  const { values, errors, setErrors, set } = useFormState({
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    password: '',
    confirm_password: '',
    old_password: '',
  });
  const [photo, setPhoto] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // until hydrated a click would submit the bare HTML form; the buttons wait for the island
  const mounted = useMounted();
  const id = useId();
  const preview = photo ?? profile.photo;

  const onPhoto = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    if (!/^image\/(jpeg|png|webp)$/.test(file.type)) {
      setErrors((x) => ({ ...x, image: ACCOUNT_MSG.photoType }));
      return;
    }
    try {
      setPhoto(await resizePhoto(file));
      setErrors(({ image: _gone, ...rest }) => rest);
    } catch {
      setErrors((x) => ({ ...x, image: ACCOUNT_MSG.photoTooLarge }));
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = profileUpdateSchema.safeParse({ ...values, image: photo });
    const errs = parsed.success ? {} : fieldErrors(parsed.error);
    // the schema cannot know the email on file; the server checks this too
    const newEmail = values.email.trim().toLowerCase() !== profile.email.toLowerCase();
    if (newEmail && !values.old_password) errs.old_password ??= ACCOUNT_MSG.currentPasswordRequired;
    if (!parsed.success || Object.keys(errs).length > 0) {
      if (errs.confirm_password === MSG.passwordMismatchProfile) showToast('warning', MSG.passwordMismatchProfile);
      setErrors(errs);
      return;
    }
    setBusy(true);
    try {
      const body = await api<{ status: number; message?: string; response?: UserSummary }>('profileUpdate', { body: parsed.data });
      if (body.status === 1) {
        if (body.response) rememberUser(body.response);
        showToast('success', body.message ?? ACCOUNT_MSG.profileUpdated);
        location.assign(DONE);
        return;
      }
      // a refusal keeps the form so the customer can fix it (SPEC would leave the page anyway)
      if (body.message === ACCOUNT_MSG.oldPasswordWrong || body.message === ACCOUNT_MSG.currentPasswordRequired) setErrors({ old_password: body.message });
      showToast('warning', 'Failed', body.message ?? MSG.generic);
    } catch {
      showToast('warning', 'Failed', MSG.profileFailed, 1000);
    }
    setBusy(false);
  };

  const initial = (values.first_name || profile.email || '?').charAt(0).toUpperCase();
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <div className="field">
        <div className="photo-picker">
          {preview ? <img className="avatar" src={preview} alt="Your photo" width="72" height="72" /> : <span className="avatar" aria-hidden="true">{initial}</span>}
          <div className="field">
            <label className="field__label" htmlFor={`${id}-photo`}>
              Profile photo
            </label>
            <input id={`${id}-photo`} type="file" name="image" disabled={!mounted} accept="image/jpeg,image/png,image/webp" onChange={(e) => void onPhoto(e)}
              aria-describedby={`${id}-photo-hint${errors.image ? ` ${id}-photo-error` : ''}`} />
            <p id={`${id}-photo-hint`} className="field__hint">JPEG, PNG or WebP. We shrink it to 256 px.</p>
            {errors.image && (
              <p id={`${id}-photo-error`} className="field__error">
                {errors.image}
              </p>
            )}
          </div>
        </div>
      </div>
      <NameRow names={['first_name', 'last_name']} values={[values.first_name, values.last_name]}
        errors={[errors.first_name, errors.last_name]} onValue={[set('first_name'), set('last_name')]} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required maxLength={254}
        value={values.email} onValue={set('email')} error={errors.email} />
      <div className="form__row form__row--2">
        <PasswordField label="Password" name="password" autoComplete="new-password" maxLength={PASSWORD_MAX}
          value={values.password} onValue={set('password')} error={errors.password} hint="Leave blank to keep your password." />
        <PasswordField label="Confirm Password" name="confirm_password" autoComplete="new-password" maxLength={PASSWORD_MAX}
          value={values.confirm_password} onValue={set('confirm_password')} error={errors.confirm_password} />
      </div>
      <PasswordField label="Current Password" name="old_password" autoComplete="current-password" maxLength={REGISTER_PASSWORD_MAX}
        value={values.old_password} onValue={set('old_password')} error={errors.old_password} hint="Needed only to change your email or password." />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy || !mounted}>
          {busy ? 'Saving…' : 'Update Information'}
        </button>
        <a className="btn btn--ghost" href={DONE}>
          Cancel
        </a>
      </div>
    </form>
  );
}
