import { useEffect, useState, type FormEvent } from 'react';
import { accountPost } from '../lib/api/account';
import { REGISTER_PASSWORD_MAX, registerSchema } from '../lib/domain/account/account-schemas';
import { ANSWER_CODE } from '../lib/domain/answer-codes';
import type { RegisterKey } from '../lib/domain/i18n/island-keys-account';
import { showToast, showToastAcrossNavigation } from '../stores/toast';
import { CheckField, SelectField } from './account/choice-fields';
import { EmailField, PasswordField, TextField, useFormState } from './account/fields';
import { useAccountForm } from './account/form-shell';
import { forgetVerifiedMobile, readVerifiedMobile, takeAfterRegister } from './account/verified-mobile';
import { type IslandTexts, withTexts } from './texts';
import { LEAVING } from './use-busy';

interface Props {
  branches: { id: number; branch: string }[];
  /** the form's words in the page's language (texts(lang, REGISTER_KEYS)) */
  text: IslandTexts<RegisterKey>;
}

/** The form field a refusal of the API concerns, by its code. */
const FIELD_OF_CODE: Record<string, 'phone' | 'email' | 'branch'> = {
  [ANSWER_CODE.mobileTaken]: 'phone',
  [ANSWER_CODE.emailTaken]: 'email',
  [ANSWER_CODE.branchRequired]: 'branch',
};

/**
 * SPEC §2 register: the verified mobile (read-only), email, branch, password, plus consent to the
 * terms and privacy policy (required, unticked) and optional marketing consent (DPDP Act).
 */
export default withTexts<Props>(Register);

function Register({ branches }: Omit<Props, 'text'>) {
  const { values, setValues, errors, setErrors, set, field } = useFormState({ phone: '', email: '', branch: '', password: '' });
  const [terms, setTerms] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [ready, setReady] = useState(false);
  const { say, busy, run, mounted, valid } = useAccountForm<RegisterKey>(setErrors);

  useEffect(() => {
    setValues((v) => ({ ...v, phone: readVerifiedMobile() }));
    setReady(true);
  }, [setValues]);

  if (ready && !values.phone) {
    return (
      <div className="form">
        <p>{say('acct.verifyFirst')}</p>
        <a className="btn btn--primary btn--block" href="/mobile-verification">
          {say('acct.verifyMobile')}
        </a>
      </div>
    );
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const data = valid(registerSchema.safeParse({ ...values, consent_terms: terms, consent_marketing: marketing }));
    if (!data) return;
    void run(async () => {
      const body = await accountPost('register', { json: data });
      if (body.status === 1) {
        showToastAcrossNavigation('success', say('registerSuccess'));
        forgetVerifiedMobile();
        location.assign(takeAfterRegister());
        return LEAVING;
      }
      showToast('error', say('acct.failed'), body.message || say('generic'));
      // a taken address or number, a missing branch: said under that field until it is changed
      const field = FIELD_OF_CODE[body.code ?? ''];
      if (field && body.message) setErrors((e) => ({ ...e, [field]: body.message ?? '' }));
    });
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField
        label={say('acct.mobile')}
        name="phone"
        readOnly
        className="field__input--locked"
        value={values.phone}
        onValue={() => {}}
        error={errors.phone}
        hint={<a href="/mobile-verification">{say('acct.otherNumber')}</a>}
      />
      <EmailField value={values.email} onValue={set('email')} error={errors.email} hint={say('acct.gmailHint')} />
      <SelectField label={say('acct.branch')} placeholder={say('acct.selectBranch')} {...field('branch')}>
        {branches.map((b) => (
          <option key={b.id} value={b.id}>
            {b.branch}
          </option>
        ))}
      </SelectField>
      <PasswordField
        label={say('login.password')}
        name="password"
        autoComplete="new-password"
        required
        maxLength={REGISTER_PASSWORD_MAX}
        value={values.password}
        onValue={set('password')}
        error={errors.password}
        hint={say('acct.passwordHint50')}
      />
      <CheckField
        name="consent_terms"
        checked={terms}
        error={errors.consent_terms}
        onChecked={(checked) => {
          setTerms(checked);
          setErrors(({ consent_terms: _gone, ...rest }) => rest);
        }}
      >
        {say('acct.agree')
          .split(/(\{terms\}|\{privacy\})/)
          .map((part, i) =>
            part === '{terms}' ? (
              <a key={i} href="/terms">
                {say('acct.termsLink')}
              </a>
            ) : part === '{privacy}' ? (
              <a key={i} href="/privacy-policy">
                {say('acct.privacyLink')}
              </a>
            ) : (
              part
            ),
          )}
      </CheckField>
      <label className="check">
        <input
          type="checkbox"
          name="consent_marketing"
          checked={marketing}
          disabled={!mounted}
          onChange={(e) => setMarketing(e.target.checked)}
        />
        <span>{say('acct.marketingConsent')}</span>
      </label>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || !ready || !mounted}>
        {busy ? say('acct.registering') : say('acct.register')}
      </button>
    </form>
  );
}
