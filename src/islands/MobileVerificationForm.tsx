import { useState, type FormEvent } from 'react';
import { accountPost } from '../lib/api/account';
import { checkMobileSchema, verifyOtpSchema } from '../lib/domain/account/account-schemas';
import type { MobileVerificationKey } from '../lib/domain/i18n/island-keys-account';
import { showToast, showToastAcrossNavigation } from '../stores/toast';
import { useFormState } from './account/fields';
import { useAccountForm } from './account/form-shell';
import { MobileStep, OtpStep, Sent } from './account/otp-steps';
import { VERIFIED_MOBILE_KEY } from './account/verified-mobile';
import { type IslandTexts, withTexts } from './texts';
import { LEAVING } from './use-busy';

/**
 * SPEC §2 mobile verification: mobile number, then the OTP step; a verified number goes on to
 * /register. The code is checked on the server only; this island never sees it.
 */
export default withTexts<{ text: IslandTexts<MobileVerificationKey> }>(MobileVerification);

function MobileVerification() {
  const { values, errors, setErrors, set } = useFormState({ phone: '', otp: '' });
  const { say, busy, run, mounted, valid, refuse } = useAccountForm<MobileVerificationKey>(setErrors);
  const [step, setStep] = useState<'mobile' | 'otp'>('mobile');

  const sendOtp = (e?: FormEvent) => {
    e?.preventDefault();
    const data = valid(checkMobileSchema.safeParse({ phone: values.phone }));
    if (!data) return;
    void run(async () => {
      const body = await accountPost('checkMobile', { json: data });
      // a taken or refused number: said under the field until it is changed
      if (body.status !== 1) return refuse(body.message, 'generic', 'phone');
      showToast('success', say('otpSentRegister'));
      setStep('otp');
    });
  };

  const verify = (e: FormEvent) => {
    e.preventDefault();
    const data = valid(verifyOtpSchema.safeParse({ phone: values.phone, otp: values.otp, purpose: 'register' }));
    if (!data) return;
    void run(async () => {
      const body = await accountPost('verifyOtp', { json: data });
      if (body.status !== 1) return refuse(body.message, 'otpMismatchRegister', 'otp');
      showToastAcrossNavigation('success', say('otpVerifiedRegister'));
      sessionStorage.setItem(VERIFIED_MOBILE_KEY, data.phone);
      location.assign('/register');
      return LEAVING;
    });
  };

  const shared = { busy, ready: mounted, value: values[step === 'mobile' ? 'phone' : 'otp'] };
  if (step === 'mobile')
    return (
      <MobileStep {...shared} name="phone" hint={say('acct.otpHintNew')} onValue={set('phone')} error={errors.phone} onSubmit={sendOtp} />
    );
  return (
    <OtpStep
      {...shared}
      intro={<Sent text={say('acct.otpSentTo')} mobile={values.phone} />}
      verifyLabel={say('acct.verify')}
      onValue={set('otp')}
      error={errors.otp}
      onSubmit={verify}
      onResend={() => sendOtp()}
      onChangeNumber={() => setStep('mobile')}
    />
  );
}
