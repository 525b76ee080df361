import { useState, type FormEvent } from 'react';
import { api } from '../lib/api/client';
import { checkMobileSchema, fieldErrors, verifyOtpSchema } from '../lib/domain/account-schemas';
import { MSG } from '../lib/domain/messages';
import { showToast, showToastAcrossNavigation } from '../stores/toast';
import { useMounted } from './hooks';
import { useFormState } from './account/fields';
import { MobileStep, OtpStep } from './account/otp-steps';
import { VERIFIED_MOBILE_KEY } from './account/verified-mobile';

/**
 * SPEC §2 mobile verification: mobile number, then the OTP step; a verified number goes on to
 * /register. The code is checked on the server only; this island never sees it.
 */
export default function MobileVerificationForm() {
  const { values, errors, setErrors, set } = useFormState({ phone: '', otp: '' });
  const [step, setStep] = useState<'mobile' | 'otp'>('mobile');
  const [busy, setBusy] = useState(false);
  // until hydrated a click would submit the bare HTML form; the buttons wait for the island
  const mounted = useMounted();

  const sendOtp = async (e?: FormEvent) => {
    e?.preventDefault();
    const parsed = checkMobileSchema.safeParse({ phone: values.phone });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    try {
      const body = await api('checkMobile', { body: parsed.data });
      if (body.status === 1) {
        showToast('success', MSG.otpSentRegister);
        setStep('otp');
      } else {
        showToast('warning', body.message ?? MSG.generic);
      }
    } catch {
      showToast('warning', MSG.generic);
    }
    setBusy(false);
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = verifyOtpSchema.safeParse({ phone: values.phone, otp: values.otp, purpose: 'register' });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    try {
      const body = await api('verifyOtp', { body: parsed.data });
      if (body.status === 1) {
        showToastAcrossNavigation('success', MSG.otpVerifiedRegister);
        sessionStorage.setItem(VERIFIED_MOBILE_KEY, parsed.data.phone);
        location.assign('/register');
        return;
      }
      showToast('warning', body.message ?? MSG.otpMismatchRegister);
      setErrors({ otp: body.message ?? MSG.otpMismatchRegister });
    } catch {
      showToast('warning', MSG.generic);
    }
    setBusy(false);
  };

  if (step === 'mobile') {
    return (
      <MobileStep name="phone" hint="We will text a 6 digit code to this number." value={values.phone} onValue={set('phone')} error={errors.phone}
        busy={busy} ready={mounted} onSubmit={sendOtp} />
    );
  }

  return (
    <OtpStep intro={<>Enter the code sent to <strong>{values.phone}</strong>. It is valid for 5 minutes.</>} verifyLabel="Verify"
      value={values.otp} onValue={set('otp')} error={errors.otp} busy={busy} ready={mounted} onSubmit={verify}
      onResend={() => void sendOtp()} onChangeNumber={() => setStep('mobile')} />
  );
}
