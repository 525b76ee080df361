import { useRef, useState, type FormEvent } from 'react';
import { api } from '../lib/api/client';
import { fieldErrors, REGISTER_PASSWORD_MAX } from '../lib/domain/account-schemas';
import { MSG } from '../lib/domain/messages';
import { deleteAccountSchema, PRIVACY_MSG } from '../lib/domain/privacy-schemas';
import { resetCart } from '../stores/cart';
import { showToast, showToastAcrossNavigation } from '../stores/toast';
import { forgetUser } from '../stores/user';
import { useMounted } from './hooks';
import { PasswordField } from './account/fields';

interface Props {
  /** when the marketing consent was given (epoch ms), null when not given */
  marketingSince: number | null;
}

const when = (ms: number) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(ms);

/**
 * The interactive half of the privacy centre: the marketing consent switch (withdrawn as easily as
 * given) and account deletion, which asks for the password and then a second, explicit confirm.
 */
export default function PrivacyCentre({ marketingSince }: Props) {
  const mounted = useMounted();
  const [since, setSince] = useState(marketingSince);
  const [savingConsent, setSavingConsent] = useState(false);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);

  const toggleMarketing = async (marketing: boolean) => {
    const before = since;
    // the box follows the click at once; the server's answer then sets the recorded time
    setSince(marketing ? Date.now() : null);
    setSavingConsent(true);
    try {
      const body = await api<{ status: number; message?: string; response?: { marketing: { given_at: number | null } } }>('account/consent', {
        body: { marketing },
      });
      if (body.status === 1 && body.response) {
        setSince(body.response.marketing.given_at);
        showToast('success', body.message ?? 'Saved');
      } else {
        setSince(before);
        showToast('warning', body.message ?? MSG.generic);
      }
    } catch {
      setSince(before);
      showToast('warning', MSG.generic);
    }
    setSavingConsent(false);
  };

  // step 1: check the form, then show the confirm step
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = deleteAccountSchema.safeParse({ password, confirm: understood });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setConfirming(true);
    requestAnimationFrame(() => confirmRef.current?.focus());
  };

  // step 2: the explicit "yes"
  const onConfirm = async () => {
    setBusy(true);
    try {
      const body = await api('account/delete', { body: { password, confirm: true } });
      if (body.status === 1) {
        forgetUser();
        resetCart();
        showToastAcrossNavigation('success', PRIVACY_MSG.accountDeleted);
        location.assign('/');
        return;
      }
      setConfirming(false);
      if (body.httpStatus === 400) setErrors({ password: body.message ?? PRIVACY_MSG.passwordWrong });
      showToast('warning', body.message ?? MSG.generic);
    } catch {
      showToast('warning', MSG.generic);
    }
    setBusy(false);
  };

  return (
    <>
      <section className="panel" aria-labelledby="privacy-marketing">
        <h2 id="privacy-marketing" className="panel__title">Offers and updates</h2>
        <label className="check">
          <input type="checkbox" name="consent_marketing" checked={since !== null} disabled={!mounted || savingConsent}
            onChange={(e) => toggleMarketing(e.target.checked)} />
          <span>Send me offers and updates by SMS and email (optional)</span>
        </label>
        <p className="privacy__status" aria-live="polite">
          {since !== null ? `You agreed on ${when(since)}. Untick to withdraw at any time.` : 'You have not agreed to receive offers.'}
        </p>
      </section>

      <section className="panel panel--danger" aria-labelledby="privacy-delete">
        <h2 id="privacy-delete" className="panel__title">Delete my account</h2>
        <ul className="privacy__list">
          <li>Your profile, saved addresses, wishlist, cart, recently viewed products and reward points are erased.</li>
          <li>You are signed out everywhere and cannot sign in again with this account.</li>
          <li>Invoices of your orders are kept as GST law requires, with your name, phone, e-mail and address removed.</li>
        </ul>
        <form className="form" onSubmit={onSubmit} noValidate>
          <PasswordField label="Password" name="password" autoComplete="current-password" required maxLength={REGISTER_PASSWORD_MAX}
            value={password} error={errors.password} hint="Enter your password to confirm it is you."
            onValue={(v) => {
              setPassword(v);
              setConfirming(false);
              setErrors(({ password: _gone, ...rest }) => rest);
            }} />
          <div className="field">
            <label className="check">
              <input type="checkbox" name="confirm" checked={understood} disabled={!mounted}
                aria-invalid={errors.confirm ? true : undefined} aria-describedby={errors.confirm ? 'privacy-confirm-error' : undefined}
                onChange={(e) => {
                  setUnderstood(e.target.checked);
                  setConfirming(false);
                  setErrors(({ confirm: _gone, ...rest }) => rest);
                }} />
              <span>I understand that deleting my account cannot be undone</span>
            </label>
            {errors.confirm && <p id="privacy-confirm-error" className="field__error">{errors.confirm}</p>}
          </div>
          {!confirming && (
            <div className="form__actions">
              <button type="submit" className="btn btn--danger" disabled={!mounted}>Delete my account</button>
            </div>
          )}
        </form>
        {confirming && (
          <div ref={confirmRef} className="privacy__confirm" role="alertdialog" aria-labelledby="privacy-confirm-title" tabIndex={-1}>
            <p id="privacy-confirm-title" className="privacy__confirm-title">Delete your account permanently?</p>
            <div className="form__actions">
              <button type="button" className="btn btn--danger" onClick={onConfirm} disabled={busy}>
                {busy ? 'Deleting…' : 'Yes, delete my account'}
              </button>
              <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)} disabled={busy}>Cancel</button>
            </div>
          </div>
        )}
      </section>
    </>
  );
}
