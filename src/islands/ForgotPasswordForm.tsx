import { useState, type FormEvent } from 'react';
import { accountPost } from '../lib/api/account';
import { fieldErrors, forgotSchema, resetPasswordFormSchema, verifyOtpSchema } from '../lib/domain/account/account-schemas';
import type { ForgotKey } from '../lib/domain/i18n/island-keys-account';
import { showToast } from '../stores/toast';
import { NewPasswordFields, useFormState } from './account/fields';
import { useAccountForm } from './account/form-shell';
import { MobileStep, OtpStep, Sent } from './account/otp-steps';
import { type IslandTexts, withTexts } from './texts';

type Step = 'mobile' | 'otp' | 'password';
const STEPS: { key: Step; label: ForgotKey }[] = [
  { key: 'mobile', label: 'acct.stepMobile' },
  { key: 'otp', label: 'acct.otp' },
  { key: 'password', label: 'acct.stepPassword' },
];

/** SPEC §4 forgot password: mobile → OTP → new password, then /login. */
export default withTexts<{ text: IslandTexts<ForgotKey> }>(ForgotPassword);

function ForgotPassword() {
  const { values, errors, setErrors, set } = useFormState({ mobile: '', otp: '', password: '', confirm: '' });
  const { say, tellAll, is, busy, run, mounted, valid, refuse } = useAccountForm<ForgotKey>(setErrors);
  const [step, setStep] = useState<Step>('mobile');

  const sendOtp = (e?: FormEvent) => {
    e?.preventDefault();
    const data = valid(forgotSchema.safeParse({ mobile: values.mobile }));
    if (!data) return;
    void run(async () => {
      const body = await accountPost('forgetpassword', { json: data });
      if (body.status !== 1) return refuse(body.message, 'generic', 'mobile');
      showToast('success', say('otpSentForgot'));
      setStep('otp');
    });
  };

  const verify = (e: FormEvent) => {
    e.preventDefault();
    const data = valid(verifyOtpSchema.safeParse({ phone: values.mobile, otp: values.otp, purpose: 'forgot' }));
    if (!data) return;
    void run(async () => {
      const body = await accountPost('verifyOtp', { json: data });
      if (body.status !== 1) return refuse(body.message, 'otpInvalidForgot', 'otp');
      showToast('success', say('otpVerifiedForgot'));
      setStep('password');
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
      if (body.status !== 1) return refuse(body.message, 'generic');
      showToast('success', body.message || say('acct.msg.passwordChanged'));
      location.assign('/login');
    });
  };

  const current = STEPS.findIndex((s) => s.key === step);
  const shared = { busy, ready: mounted };
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
          {...shared}
          name="mobile"
          hint={say('acct.registeredNumberHint')}
          value={values.mobile}
          onValue={set('mobile')}
          error={errors.mobile}
          onSubmit={sendOtp}
        />
      )}
      {step === 'otp' && (
        <OtpStep
          {...shared}
          intro={<Sent text={say('acct.otpSentIfRegistered')} mobile={values.mobile} />}
          verifyLabel={say('acct.verifyOtp')}
          value={values.otp}
          onValue={set('otp')}
          error={errors.otp}
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
