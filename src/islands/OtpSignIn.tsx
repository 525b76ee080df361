import { useState, type FormEvent } from 'react';
import { accountPost } from '../lib/api/account';
import { checkMobileSchema, signInOtpSchema } from '../lib/domain/account/account-schemas';
import type { OtpSignInKey } from '../lib/domain/i18n/island-keys-guest';
import { carryGuestCart } from '../stores/cart-merge';
import { placePendingBuy } from '../stores/pending-buy';
import { showToast, showToastAcrossNavigation } from '../stores/toast';
import { rememberUser } from '../stores/user';
import { useFormState } from './account/fields';
import { useAccountForm } from './account/form-shell';
import { MobileStep, OtpStep, Sent } from './account/otp-steps';
import { AFTER_REGISTER_KEY, VERIFIED_MOBILE_KEY } from './account/verified-mobile';
import { type IslandTexts, withTexts } from './texts';
import { LEAVING } from './use-busy';

interface Props {
  /** where a signed-in shopper goes next (/cart in the page's language) */
  returnTo: string;
  /** where a new number registers (/register in the page's language) */
  registerAt: string;
  text: IslandTexts<OtpSignInKey>;
}

/**
 * Sign in with an OTP (issue 34), beside the password form at /login/cart: mobile, then the code
 * texted to it. On success the browser cart joins the account's cart on the server before the
 * browser takes the customer on (stores/cart-merge.ts). A number that is not a customer's yet gets
 * a registration code: verified here, it goes on to the registration form like /mobile-verification.
 */
export default withTexts<Props>(SignIn);

function SignIn({ returnTo, registerAt }: Omit<Props, 'text'>) {
  const { values, errors, setErrors, set } = useFormState({ phone: '', otp: '' });
  const { say, busy, run, mounted, valid, refuse } = useAccountForm<OtpSignInKey>(setErrors);
  const [sent, setSent] = useState<{ newCustomer: boolean } | null>(null);

  const send = (e?: FormEvent) => {
    e?.preventDefault();
    const data = valid(checkMobileSchema.safeParse({ phone: values.phone }));
    if (!data) return;
    void run(async () => {
      const body = await accountPost('signInOtp', { json: data });
      if (body.status !== 1) return refuse(body.message, 'generic');
      showToast('success', body.message || say('otpSentForgot'));
      setSent({ newCustomer: body.new_customer });
    });
  };

  const verify = (e: FormEvent) => {
    e.preventDefault();
    const data = valid(signInOtpSchema.safeParse({ phone: values.phone, otp: values.otp }));
    if (!data) return;
    void run(async () => {
      if (sent?.newCustomer) {
        const body = await accountPost('verifyOtp', { json: { ...data, purpose: 'register' } });
        if (body.status === 1) {
          showToastAcrossNavigation('success', say('otpVerifiedRegister'));
          sessionStorage.setItem(VERIFIED_MOBILE_KEY, data.phone);
          // registered, the shopper signs in here again and the browser cart joins the new account
          sessionStorage.setItem(AFTER_REGISTER_KEY, location.pathname);
          location.assign(registerAt);
          return LEAVING;
        }
        setErrors({ otp: body.message || say('otpMismatchRegister') });
      } else {
        const body = await accountPost('signInWithOtp', { json: data });
        if (body.status === 1) {
          showToastAcrossNavigation('success', body.message || say('loginSuccess'));
          await carryGuestCart();
          rememberUser(body.response);
          await placePendingBuy();
          location.assign(returnTo);
          return LEAVING;
        }
        setErrors({ otp: body.message || say('otpInvalidForgot') });
      }
    });
  };

  const shared = { busy, ready: mounted, value: values[sent ? 'otp' : 'phone'] };
  if (!sent)
    return <MobileStep {...shared} name="phone" hint={say('signIn.otpLead')} onValue={set('phone')} error={errors.phone} onSubmit={send} />;
  return (
    <OtpStep
      {...shared}
      intro={<Sent text={say(sent.newCustomer ? 'signIn.newNumber' : 'acct.otpSentTo')} mobile={values.phone} />}
      verifyLabel={say(sent.newCustomer ? 'acct.verify' : 'signIn.verify')}
      onResend={() => send()}
      onChangeNumber={() => setSent(null)}
      onValue={set('otp')}
      error={errors.otp}
      onSubmit={verify}
    />
  );
}
