import { useRef, useState, type FormEvent } from 'react';
import { accountPost } from '../lib/api/account';
import { REGISTER_PASSWORD_MAX } from '../lib/domain/account/account-schemas';
import { formatDate } from '../lib/domain/i18n/format-date';
import type { PrivacyKey } from '../lib/domain/i18n/island-keys-account';
import type { Lang } from '../lib/domain/i18n/langs';
import { deleteAccountSchema } from '../lib/domain/account/privacy-schemas';
import { resetCart } from '../stores/cart';
import { showToast, showToastAcrossNavigation } from '../stores/toast';
import { forgetUser } from '../stores/user';
import { CheckField } from './account/choice-fields';
import { PasswordField } from './account/fields';
import { useAccountForm } from './account/form-shell';
import { type IslandTexts, withTexts } from './texts';
import { LEAVING } from './use-busy';

interface Props {
  /** when the marketing consent was given (epoch ms), null when not given */
  marketingSince: number | null;
  /** the page's language, for the date's month name */
  lang: Lang;
  /** the centre's words in the page's language (texts(lang, PRIVACY_KEYS)) */
  text: IslandTexts<PrivacyKey>;
}

/**
 * The interactive half of the privacy centre: the marketing consent switch (withdrawn as easily as
 * given) and account deletion, which asks for the password and then a second, explicit confirm.
 */
export default withTexts<Props>(Privacy);

function Privacy({ marketingSince, lang }: Omit<Props, 'text'>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { say, busy, run, mounted, valid } = useAccountForm<PrivacyKey>(setErrors);
  const when = (ms: number) => formatDate(lang, ms);
  const [since, setSince] = useState(marketingSince);
  const [savingConsent, setSavingConsent] = useState(false);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);

  const toggleMarketing = async (marketing: boolean) => {
    const before = since;
    // the box follows the click at once; the server's answer then sets the recorded time
    setSince(marketing ? Date.now() : null);
    setSavingConsent(true);
    try {
      const body = await accountPost('account/consent', { json: { marketing } });
      if (body.status === 1) {
        setSince(body.response.marketing.given_at);
        showToast('success', body.message || say('acct.saved'));
      } else {
        setSince(before);
        showToast('warning', body.message || say('generic'));
      }
    } catch {
      setSince(before);
      showToast('warning', say('generic'));
    }
    setSavingConsent(false);
  };

  // step 1: check the form, then show the confirm step
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid(deleteAccountSchema.safeParse({ password, confirm: understood }))) return;
    setErrors({});
    setConfirming(true);
    requestAnimationFrame(() => confirmRef.current?.focus());
  };

  // step 2: the explicit "yes"
  const onConfirm = async () => {
    void run(async () => {
      const body = await accountPost('account/delete', { json: { password, confirm: true } });
      if (body.status === 1) {
        forgetUser();
        resetCart();
        showToastAcrossNavigation('success', say('acct.privacy.accountDeleted'));
        location.assign('/');
        return LEAVING;
      }
      setConfirming(false);
      if (body.httpStatus === 400) setErrors({ password: body.message || say('acct.privacy.passwordWrong') });
      showToast('warning', body.message || say('generic'));
    });
  };

  return (
    <>
      <section className="panel" aria-labelledby="privacy-marketing">
        <h2 id="privacy-marketing" className="panel__title">
          {say('acct.offersUpdates')}
        </h2>
        <label className="check">
          <input
            type="checkbox"
            name="consent_marketing"
            checked={since !== null}
            disabled={!mounted || savingConsent}
            onChange={(e) => toggleMarketing(e.target.checked)}
          />
          <span>{say('acct.marketingConsent')}</span>
        </label>
        <p className="privacy__status" aria-live="polite">
          {since !== null ? say('acct.agreedOn', { date: when(since) }) : say('acct.notAgreed')}
        </p>
      </section>

      <section className="panel panel--danger" aria-labelledby="privacy-delete">
        <h2 id="privacy-delete" className="panel__title">
          {say('acct.deleteAccount')}
        </h2>
        <ul className="privacy__list">
          <li>{say('acct.deleteErases')}</li>
          <li>{say('acct.deleteSignsOut')}</li>
          <li>{say('acct.deleteInvoices')}</li>
        </ul>
        <form className="form" onSubmit={onSubmit} noValidate>
          <PasswordField
            label={say('login.password')}
            name="password"
            autoComplete="current-password"
            required
            maxLength={REGISTER_PASSWORD_MAX}
            value={password}
            error={errors.password}
            hint={say('acct.deletePasswordHint')}
            onValue={(v) => {
              setPassword(v);
              setConfirming(false);
              setErrors(({ password: _gone, ...rest }) => rest);
            }}
          />
          <CheckField
            name="confirm"
            checked={understood}
            error={errors.confirm}
            onChecked={(checked) => {
              setUnderstood(checked);
              setConfirming(false);
              setErrors(({ confirm: _gone, ...rest }) => rest);
            }}
          >
            {say('acct.deleteUnderstood')}
          </CheckField>
          {!confirming && (
            <div className="form__actions">
              <button type="submit" className="btn btn--danger" disabled={!mounted}>
                {say('acct.deleteAccount')}
              </button>
            </div>
          )}
        </form>
        {confirming && (
          <div ref={confirmRef} className="privacy__confirm" role="alertdialog" aria-labelledby="privacy-confirm-title" tabIndex={-1}>
            <p id="privacy-confirm-title" className="privacy__confirm-title">
              {say('acct.deleteConfirm')}
            </p>
            <div className="form__actions">
              <button type="button" className="btn btn--danger" onClick={onConfirm} disabled={busy}>
                {busy ? say('acct.deleting') : say('acct.deleteYes')}
              </button>
              <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)} disabled={busy}>
                {say('acct.cancel')}
              </button>
            </div>
          </div>
        )}
      </section>
    </>
  );
}
