import { useState, type FormEvent } from 'react';
import { accountPost } from '../lib/api/account';
import { fieldErrors, forgotSchema, resetPasswordFormSchema, verifyOtpSchema } from '../lib/domain/account/account-schemas';
import type { ForgotKey } from '../lib/domain/i18n/island-keys-account';
import { showToast } from '../stores/toast';
import { useMounted } from './hooks';
import { NewPasswordFields, useFormState } from './account/fields';
import { MobileStep, OtpStep, Sent } from './account/otp-steps';
import { useMessages } from './account/tell';
import { TextsProvider, useSay, type IslandTexts } from './texts';
import { useBusy } from './use-busy';

type Step = 'mobile' | 'otp' | 'password';
const STEPS: { key: Step; label: ForgotKey }[] = [
  { key: 'mobile', label: 'acct.stepMobile' },
  { key: 'otp', label: 'acct.otp' },
  { key: 'password', label: 'acct.stepPassword' },
];

/** SPEC §4 forgot password: mobile → OTP → new password, then /login. */
export default function ForgotPasswordForm({ text }: { text: IslandTexts<ForgotKey> }) {
  return (
    <TextsProvider value={text}>
      <ForgotPassword />
    </TextsProvider>
  );
}

function ForgotPassword() {
  const say = useSay<ForgotKey>();
  const { tell, tellAll, is } = useMessages();
  const { values, errors, setErrors, set } = useFormState({ mobile: '', otp: '', password: '', confirm: '' });
  const [step, setStep] = useState<Step>('mobile');
  const { busy, run } = useBusy(() => showToast('warning', say('generic')));
  // until hydrated a click would submit the bare HTML form; the buttons wait for the island
  const mounted = useMounted();

  const sendOtp = (e?: FormEvent) => {
    e?.preventDefault();
    const parsed = forgotSchema.safeParse({ mobile: values.mobile });
    if (!parsed.success) return setErrors(tellAll(fieldErrors(parsed.error)));
    void run(async () => {
      const body = await accountPost('forgetpassword', { json: parsed.data });
      if (body.status === 1) {
        showToast('success', say('otpSentForgot'));
        setStep('otp');
      } else {
        showToast('warning', tell(body.message) || say('generic'));
        // said under the number until it is changed, not only in a popup gone in 2 s
        setErrors({ mobile: tell(body.message) || say('generic') });
      }
    });
  };

  const verify = (e: FormEvent) => {
    e.preventDefault();
    const parsed = verifyOtpSchema.safeParse({ phone: values.mobile, otp: values.otp, purpose: 'forgot' });
    if (!parsed.success) return setErrors(tellAll(fieldErrors(parsed.error)));
    void run(async () => {
      const body = await accountPost('verifyOtp', { json: parsed.data });
      if (body.status === 1) {
        showToast('success', say('otpVerifiedForgot'));
        setStep('password');
      } else {
        showToast('warning', tell(body.message) || say('otpInvalidForgot'));
        setErrors({ otp: tell(body.message) || say('otpInvalidForgot') });
      }
    });
  };

  const reset = (e: FormEvent) => {
    e.preventDefault();
    const parsed = resetPasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      const errs = fieldErrors(parsed.error);
      if (is(errs.confirm, 'passwordMismatchForgot')) showToast('warning', say('passwordMismatchForgot'));
      return setErrors(tellAll(errs));
    }
    void run(async () => {
      const body = await accountPost('user_password_change', { json: parsed.data });
      if (body.status === 1) {
        showToast('success', tell(body.message) || say('acct.msg.passwordChanged'));
        location.assign('/login');
      } else {
        showToast('warning', tell(body.message) || say('generic'));
      }
    });
  };

  const current = STEPS.findIndex((s) => s.key === step);
  return (
    <>
      <ol className="steps" aria-label={say('acct.steps')}>
        {STEPS.map((s, i) => (
          <li key={s.key} aria-current={i === current ? 'step' : undefined} className={i < current ? 'is-done' : undefined}>
            {i + 1}. {say(s.label)}
          </li>
        ))}
      </ol>
      {step === 'mobile' && (
        <MobileStep
          name="mobile"
          hint={say('acct.registeredNumberHint')}
          value={values.mobile}
          onValue={set('mobile')}
          error={errors.mobile}
          busy={busy}
          ready={mounted}
          onSubmit={sendOtp}
        />
      )}
      {step === 'otp' && (
        <OtpStep
          intro={<Sent text={say('acct.otpSentIfRegistered')} mobile={values.mobile} />}
          verifyLabel={say('acct.verifyOtp')}
          value={values.otp}
          onValue={set('otp')}
          error={errors.otp}
          busy={busy}
          ready={mounted}
          onSubmit={verify}
          onResend={() => sendOtp()}
          onChangeNumber={() => setStep('mobile')}
        />
      )}
      {step === 'password' && (
        <form className="form" onSubmit={reset} noValidate>
          <NewPasswordFields names={['password', 'confirm']} values={values} onValue={set} errors={errors} />
          <button type="submit" className="btn btn--primary btn--block" disabled={busy || !mounted}>
            {busy ? say('acct.saving') : say('acct.resetPassword')}
          </button>
        </form>
      )}
    </>
  );
}
