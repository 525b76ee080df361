import { useEffect, useId, useState, type FormEvent } from 'react';
import { api } from '../lib/api/client';
import { fieldErrors, REGISTER_PASSWORD_MAX, registerSchema } from '../lib/domain/account-schemas';
import { MSG } from '../lib/domain/messages';
import { showToast, showToastAcrossNavigation } from '../stores/toast';
import { useMounted } from './hooks';
import { PasswordField, TextField, useFormState } from './account/fields';
import { forgetVerifiedMobile, readVerifiedMobile } from './account/verified-mobile';

interface Props {
  branches: { id: number; branch: string }[];
}

/**
 * SPEC §2 register: the verified mobile (read-only), email, branch, password, plus consent to the
 * terms and privacy policy (required, unticked) and optional marketing consent (DPDP Act).
 */
export default function RegisterForm({ branches }: Props) {
  const { values, setValues, errors, setErrors, set } = useFormState({ phone: '', email: '', branch: '', password: '' });
  const [terms, setTerms] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  // until hydrated a click would submit the bare HTML form; the buttons wait for the island
  const mounted = useMounted();
  const id = useId();

  useEffect(() => {
    setValues((v) => ({ ...v, phone: readVerifiedMobile() }));
    setReady(true);
  }, [setValues]);

  if (ready && !values.phone) {
    return (
      <div className="form">
        <p>Please verify your mobile number first.</p>
        <a className="btn btn--primary btn--block" href="/mobile-verification">
          Verify mobile number
        </a>
      </div>
    );
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = registerSchema.safeParse({ ...values, consent_terms: terms, consent_marketing: marketing });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    try {
      const body = await api('register', { body: parsed.data });
      if (body.status === 1) {
        showToastAcrossNavigation('success', MSG.registerSuccess);
        forgetVerifiedMobile();
        location.assign('/login');
        return;
      }
      showToast('error', 'Failed', body.message ?? MSG.generic);
    } catch {
      showToast('warning', MSG.generic);
    }
    setBusy(false);
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField label="Mobile Number" name="phone" readOnly className="field__input--locked" value={values.phone} onValue={() => {}} error={errors.phone}
        hint={<a href="/mobile-verification">Use a different number</a>} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required maxLength={254}
        value={values.email} onValue={set('email')} error={errors.email} hint="Use your @gmail.com address." />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-branch`}>
          Branch
        </label>
        <select id={`${id}-branch`} name="branch" className="field__input" required value={values.branch} disabled={!mounted}
          onChange={(e) => set('branch')(e.target.value)} aria-invalid={errors.branch ? true : undefined}
          aria-describedby={errors.branch ? `${id}-branch-error` : undefined}>
          <option value="">Select branch</option>
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {b.branch}
            </option>
          ))}
        </select>
        {errors.branch && (
          <p id={`${id}-branch-error`} className="field__error">
            {errors.branch}
          </p>
        )}
      </div>
      <PasswordField label="Password" name="password" autoComplete="new-password" required maxLength={REGISTER_PASSWORD_MAX}
        value={values.password} onValue={set('password')} error={errors.password} hint="6 to 50 characters." />
      <div className="field">
        <label className="check">
          <input type="checkbox" name="consent_terms" checked={terms} disabled={!mounted} aria-invalid={errors.consent_terms ? true : undefined}
            aria-describedby={errors.consent_terms ? `${id}-terms-error` : undefined}
            onChange={(e) => {
              setTerms(e.target.checked);
              setErrors(({ consent_terms: _gone, ...rest }) => rest);
            }} />
          <span>
            I agree to the <a href="/terms">Terms &amp; Conditions</a> and the <a href="/privacy-policy">Privacy Policy</a>
          </span>
        </label>
        {errors.consent_terms && (
          <p id={`${id}-terms-error`} className="field__error">
            {errors.consent_terms}
          </p>
        )}
      </div>
      <label className="check">
        <input type="checkbox" name="consent_marketing" checked={marketing} disabled={!mounted} onChange={(e) => setMarketing(e.target.checked)} />
        <span>Send me offers and updates by SMS and email (optional)</span>
      </label>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || !ready || !mounted}>
        {busy ? 'Registering…' : 'Register'}
      </button>
    </form>
  );
}
