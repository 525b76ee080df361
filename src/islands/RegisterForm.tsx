import { useEffect, useId, useState, type FormEvent } from 'react';
import { accountPost } from '../lib/api/account';
import { fieldErrors, REGISTER_PASSWORD_MAX, registerSchema } from '../lib/domain/account/account-schemas';
import { ANSWER_CODE } from '../lib/domain/answer-codes';
import type { RegisterKey } from '../lib/domain/i18n/island-keys-account';
import { showToast, showToastAcrossNavigation } from '../stores/toast';
import { useMounted } from './hooks';
import { PasswordField, TextField, useFormState } from './account/fields';
import { forgetVerifiedMobile, readVerifiedMobile, takeAfterRegister } from './account/verified-mobile';
import { useMessages } from './account/tell';
import { TextsProvider, useSay, type IslandTexts } from './texts';
import { LEAVING, useBusy } from './use-busy';

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
export default function RegisterForm({ text, ...props }: Props) {
  return (
    <TextsProvider value={text}>
      <Register {...props} />
    </TextsProvider>
  );
}

function Register({ branches }: Omit<Props, 'text'>) {
  const say = useSay<RegisterKey>();
  const { tell, tellAll } = useMessages();
  const { values, setValues, errors, setErrors, set } = useFormState({ phone: '', email: '', branch: '', password: '' });
  const [terms, setTerms] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [ready, setReady] = useState(false);
  const { busy, run } = useBusy(() => showToast('warning', say('generic')));
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
        <p>{say('acct.verifyFirst')}</p>
        <a className="btn btn--primary btn--block" href="/mobile-verification">
          {say('acct.verifyMobile')}
        </a>
      </div>
    );
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = registerSchema.safeParse({ ...values, consent_terms: terms, consent_marketing: marketing });
    if (!parsed.success) {
      setErrors(tellAll(fieldErrors(parsed.error)));
      return;
    }
    void run(async () => {
      const body = await accountPost('register', { json: parsed.data });
      if (body.status === 1) {
        showToastAcrossNavigation('success', say('registerSuccess'));
        forgetVerifiedMobile();
        location.assign(takeAfterRegister());
        return LEAVING;
      }
      showToast('error', say('acct.failed'), tell(body.message) || say('generic'));
      // a taken address or number, a missing branch: said under that field until it is changed
      const field = FIELD_OF_CODE[body.code ?? ''];
      if (field && body.message) setErrors((e) => ({ ...e, [field]: tell(body.message) }));
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
      <TextField
        label={say('acct.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        value={values.email}
        onValue={set('email')}
        error={errors.email}
        hint={say('acct.gmailHint')}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-branch`}>
          {say('acct.branch')}
        </label>
        <select
          id={`${id}-branch`}
          name="branch"
          className="field__input"
          required
          value={values.branch}
          disabled={!mounted}
          onChange={(e) => set('branch')(e.target.value)}
          aria-invalid={errors.branch ? true : undefined}
          aria-describedby={errors.branch ? `${id}-branch-error` : undefined}
        >
          <option value="">{say('acct.selectBranch')}</option>
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
      <div className="field">
        <label className="check">
          <input
            type="checkbox"
            name="consent_terms"
            checked={terms}
            disabled={!mounted}
            aria-invalid={errors.consent_terms ? true : undefined}
            aria-describedby={errors.consent_terms ? `${id}-terms-error` : undefined}
            onChange={(e) => {
              setTerms(e.target.checked);
              setErrors(({ consent_terms: _gone, ...rest }) => rest);
            }}
          />
          <span>
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
          </span>
        </label>
        {errors.consent_terms && (
          <p id={`${id}-terms-error`} className="field__error">
            {errors.consent_terms}
          </p>
        )}
      </div>
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
