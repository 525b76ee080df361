import { useState, type FormEvent } from 'react';
import { accountPost } from '../lib/api/account';
import { checkMobileSchema, fieldErrors, verifyOtpSchema } from '../lib/domain/account/account-schemas';
import type { MobileVerificationKey } from '../lib/domain/i18n/island-keys-account';
import { showToast, showToastAcrossNavigation } from '../stores/toast';
import { useMounted } from './hooks';
import { useFormState } from './account/fields';
import { MobileStep, OtpStep, Sent } from './account/otp-steps';
import { VERIFIED_MOBILE_KEY } from './account/verified-mobile';
import { useMessages } from './account/tell';
import { TextsProvider, useSay, type IslandTexts } from './texts';
import { LEAVING, useBusy } from './use-busy';

/**
 * SPEC §2 mobile verification: mobile number, then the OTP step; a verified number goes on to
 * /register. The code is checked on the server only; this island never sees it.
 */
export default function MobileVerificationForm({ text }: { text: IslandTexts<MobileVerificationKey> }) {
  return (
    <TextsProvider value={text}>
      <MobileVerification />
    </TextsProvider>
  );
}

function MobileVerification() {
  const say = useSay<MobileVerificationKey>();
  const { tell, tellAll } = useMessages();
  const { values, errors, setErrors, set } = useFormState({ phone: '', otp: '' });
  const [step, setStep] = useState<'mobile' | 'otp'>('mobile');
  const { busy, run } = useBusy(() => showToast('warning', say('generic')));
  // until hydrated a click would submit the bare HTML form; the buttons wait for the island
  const mounted = useMounted();

  const sendOtp = async (e?: FormEvent) => {
    e?.preventDefault();
    const parsed = checkMobileSchema.safeParse({ phone: values.phone });
    if (!parsed.success) {
      setErrors(tellAll(fieldErrors(parsed.error)));
      return;
    }
    void run(async () => {
      const body = await accountPost('checkMobile', { json: parsed.data });
      if (body.status === 1) {
        showToast('success', say('otpSentRegister'));
        setStep('otp');
      } else {
        showToast('warning', tell(body.message) || say('generic'));
        // a taken or refused number: said under the field until it is changed
        setErrors({ phone: tell(body.message) || say('generic') });
      }
    });
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = verifyOtpSchema.safeParse({ phone: values.phone, otp: values.otp, purpose: 'register' });
    if (!parsed.success) {
      setErrors(tellAll(fieldErrors(parsed.error)));
      return;
    }
    void run(async () => {
      const body = await accountPost('verifyOtp', { json: parsed.data });
      if (body.status === 1) {
        showToastAcrossNavigation('success', say('otpVerifiedRegister'));
        sessionStorage.setItem(VERIFIED_MOBILE_KEY, parsed.data.phone);
        location.assign('/register');
        return LEAVING;
      }
      showToast('warning', tell(body.message) || say('otpMismatchRegister'));
      setErrors({ otp: tell(body.message) || say('otpMismatchRegister') });
    });
  };

  if (step === 'mobile') {
    return (
      <MobileStep
        name="phone"
        hint={say('acct.otpHintNew')}
        value={values.phone}
        onValue={set('phone')}
        error={errors.phone}
        busy={busy}
        ready={mounted}
        onSubmit={sendOtp}
      />
    );
  }

  return (
    <OtpStep
      intro={<Sent text={say('acct.otpSentTo')} mobile={values.phone} />}
      verifyLabel={say('acct.verify')}
      value={values.otp}
      onValue={set('otp')}
      error={errors.otp}
      busy={busy}
      ready={mounted}
      onSubmit={verify}
      onResend={() => void sendOtp()}
      onChangeNumber={() => setStep('mobile')}
    />
  );
}
