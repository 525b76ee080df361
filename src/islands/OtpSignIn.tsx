import { useState, type FormEvent } from 'react';
import { accountPost } from '../lib/api/account';
import { checkMobileSchema, fieldErrors, signInOtpSchema } from '../lib/domain/account/account-schemas';
import type { OtpSignInKey } from '../lib/domain/i18n/island-keys-guest';
import { carryGuestCart } from '../stores/cart-merge';
import { placePendingBuy } from '../stores/pending-buy';
import { showToast, showToastAcrossNavigation } from '../stores/toast';
import { rememberUser } from '../stores/user';
import { useFormState } from './account/fields';
import { MobileStep, OtpStep, Sent } from './account/otp-steps';
import { useMessages } from './account/tell';
import { AFTER_REGISTER_KEY, VERIFIED_MOBILE_KEY } from './account/verified-mobile';
import { useMounted } from './hooks';
import { TextsProvider, useSay, type IslandTexts } from './texts';
import { LEAVING, useBusy } from './use-busy';

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
export default function OtpSignIn({ text, ...props }: Props) {
  return (
    <TextsProvider value={text}>
      <SignIn {...props} />
    </TextsProvider>
  );
}

function SignIn({ returnTo, registerAt }: Omit<Props, 'text'>) {
  const say = useSay<OtpSignInKey>();
  const { tell, tellAll } = useMessages();
  const { values, errors, setErrors, set } = useFormState({ phone: '', otp: '' });
  const [sent, setSent] = useState<{ newCustomer: boolean } | null>(null);
  const { busy, run } = useBusy(() => showToast('warning', say('generic')));
  const mounted = useMounted();

  const send = async (e?: FormEvent) => {
    e?.preventDefault();
    const parsed = checkMobileSchema.safeParse({ phone: values.phone });
    if (!parsed.success) {
      setErrors(tellAll(fieldErrors(parsed.error)));
      return;
    }
    void run(async () => {
      const body = await accountPost('signInOtp', { json: parsed.data });
      if (body.status === 1) {
        showToast('success', tell(body.message) || say('otpSentForgot'));
        setSent({ newCustomer: body.new_customer });
      } else {
        showToast('warning', tell(body.message) || say('generic'));
      }
    });
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = signInOtpSchema.safeParse({ phone: values.phone, otp: values.otp });
    if (!parsed.success) {
      setErrors(tellAll(fieldErrors(parsed.error)));
      return;
    }
    void run(async () => {
      if (sent?.newCustomer) {
        const body = await accountPost('verifyOtp', { json: { ...parsed.data, purpose: 'register' } });
        if (body.status === 1) {
          showToastAcrossNavigation('success', say('otpVerifiedRegister'));
          sessionStorage.setItem(VERIFIED_MOBILE_KEY, parsed.data.phone);
          // registered, the shopper signs in here again and the browser cart joins the new account
          sessionStorage.setItem(AFTER_REGISTER_KEY, location.pathname);
          location.assign(registerAt);
          return LEAVING;
        }
        setErrors({ otp: tell(body.message) || say('otpMismatchRegister') });
      } else {
        const body = await accountPost('signInWithOtp', { json: parsed.data });
        if (body.status === 1) {
          showToastAcrossNavigation('success', tell(body.message) || say('loginSuccess'));
          await carryGuestCart();
          rememberUser(body.response);
          await placePendingBuy();
          location.assign(returnTo);
          return LEAVING;
        }
        setErrors({ otp: tell(body.message) || say('otpInvalidForgot') });
      }
    });
  };

  if (!sent) {
    return (
      <MobileStep
        name="phone"
        hint={say('signIn.otpLead')}
        value={values.phone}
        onValue={set('phone')}
        error={errors.phone}
        busy={busy}
        ready={mounted}
        onSubmit={send}
      />
    );
  }
  return (
    <OtpStep
      intro={<Sent text={say(sent.newCustomer ? 'signIn.newNumber' : 'acct.otpSentTo')} mobile={values.phone} />}
      verifyLabel={say(sent.newCustomer ? 'acct.verify' : 'signIn.verify')}
      onResend={() => void send()}
      onChangeNumber={() => setSent(null)}
      value={values.otp}
      onValue={set('otp')}
      error={errors.otp}
      busy={busy}
      ready={mounted}
      onSubmit={verify}
    />
  );
}
