import { useEffect, useState, type FormEvent } from 'react';
import { accountPost } from '../lib/api/account';
import { fieldErrors, loginOtpSchema, loginSchema } from '../lib/domain/account/account-schemas';
import { ANSWER_CODE } from '../lib/domain/answer-codes';
import type { LoginKey } from '../lib/domain/i18n/island-keys-account';
import { showToast, showToastAcrossNavigation } from '../stores/toast';
import { rememberUser } from '../stores/user';
import type { PendingBuy } from '../lib/domain/cart/pending-buy';
import { holdPendingBuy, placePendingBuy } from '../stores/pending-buy';
import { carryGuestCart } from '../stores/cart-merge';
import { PasswordField, payloadText, TextField, useFormState } from './account/fields';
import { useAccountForm } from './account/form-shell';
import { OtpField } from './account/otp-steps';
import { type IslandTexts, withTexts } from './texts';
import { LEAVING } from './use-busy';

interface Props {
  /** where a successful login goes: /cart for /login/cart, a checked ?next= path, else home */
  returnTo: string;
  /** a guest's Buy Now item (/login/cart?buy=), put in the cart after login */
  pending?: PendingBuy | null;
  /** the form's words in the page's language (texts(lang, LOGIN_KEYS)) */
  text: IslandTexts<LoginKey>;
}

/** A refusal said under the field it concerns, until the shopper changes what they typed (issue 34). */
type Refusal = { field: 'password' | 'otp'; text: string };

/** The field a refusal concerns: a wrong code under the OTP, anything else (wrong password, throttled) under the password. */
function refusalField(code: string | undefined, otpShown: boolean): Refusal['field'] {
  return otpShown && code === ANSWER_CODE.otpInvalid ? 'otp' : 'password';
}

/**
 * SPEC §2 login: mobile number or email, password with show/hide, forgot and create-account links.
 * After too many wrong passwords the server asks for an OTP as well (otp_required): the form then
 * offers to text one to the account's mobile and sends it with the password.
 */
export default withTexts<Props>(Login);

function Login({ returnTo, pending = null }: Omit<Props, 'text'>) {
  // any change to what was typed may fix it: the refusal goes with the next keystroke
  const { values, setValues, errors, setErrors, set, field } = useFormState({ phone: '', password: '', otp: '' }, () => setRefusal(null));
  const { say, tellAll, busy, run, mounted, valid, refuse } = useAccountForm<LoginKey>(setErrors);
  const [otpStep, setOtpStep] = useState<{ sent: boolean } | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const errorOf = (key: Refusal['field']) => errors[key] ?? (refusal?.field === key ? refusal.text : undefined);
  // held in the browser, not only in this URL: creating an account on the way must not lose it
  useEffect(() => {
    if (pending) holdPendingBuy(pending);
  }, [pending]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = loginSchema.safeParse(otpStep ? values : { phone: values.phone, password: values.password });
    const errs = parsed.success ? {} : fieldErrors(parsed.error);
    if (otpStep && !values.otp.trim()) errs.otp ??= { key: 'srv.otpRequired' };
    if (!parsed.success || Object.keys(errs).length > 0) {
      setErrors(tellAll(errs));
      return;
    }
    void run(async () => {
      const body = await accountPost('login', { json: parsed.data });
      if (body.status === 1) {
        showToastAcrossNavigation('success', say('loginSuccess'));
        setValues({ phone: '', password: '', otp: '' });
        // the guest's browser cart joins the account's on the server before the browser takes the customer on
        await carryGuestCart();
        rememberUser(body.response);
        // a held Buy Now goes in the cart whichever login page this is; ?next= still decides where to go
        await placePendingBuy();
        location.assign(returnTo);
        return LEAVING;
      }
      // only a refusal asks for an OTP (a ShopError's extra), never the validator's
      const otpRequired = 'otp_required' in body && body.otp_required === true;
      if (otpRequired) {
        // a code is good for one try: a new one is needed after any answer
        setOtpStep((s) => s ?? { sent: false });
        setValues((v) => ({ ...v, otp: '' }));
      }
      if (body.status === 0) {
        const text = body.message || say('generic');
        showToast('warning', text);
        // the "verify with an OTP" request is the OTP group's own paragraph
        if (body.code !== ANSWER_CODE.loginOtpRequired)
          setRefusal({ field: refusalField(body.code, otpStep !== null || otpRequired), text });
      }
      // SPEC §5: any other answer shows its values in a Failed popup, inside a sentence in the page's language
      else showToast('error', say('acct.failed'), say('acct.unexpectedAnswer', { details: payloadText(body) }));
    });
  };

  const sendOtp = () => {
    const data = valid(loginOtpSchema.safeParse({ phone: values.phone }));
    if (!data) return;
    void run(async () => {
      const body = await accountPost('loginOtp', { json: data });
      if (body.status !== 1) return refuse(body.message, 'generic');
      showToast('success', body.message || say('otpSentForgot'));
      setOtpStep((s) => (s ? { ...s, sent: true } : s));
    });
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField label={say('acct.loginId')} autoComplete="username" inputMode="email" required maxLength={254} {...field('phone')} />
      <PasswordField
        label={say('login.password')}
        autoComplete="current-password"
        required
        maxLength={50}
        {...field('password')}
        error={errorOf('password')}
      />
      {otpStep && (
        <div className="field" role="group" aria-label={say('acct.verifyWithOtp')}>
          <p>{say('acct.msg.loginOtpRequired')}</p>
          <button type="button" className="btn btn--ghost" onClick={sendOtp} disabled={busy || !mounted}>
            {otpStep.sent ? say('acct.resendOtp') : say('acct.sendOtpToMobile')}
          </button>
          <OtpField value={values.otp} onValue={set('otp')} error={errorOf('otp')} hint={say('acct.otpHintRegistered')} />
        </div>
      )}
      <div className="form__links">
        <a href="/forgot">{say('login.forgot')}</a>
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || !mounted}>
        {busy ? say('acct.loggingIn') : say('login.submit')}
      </button>
    </form>
  );
}
