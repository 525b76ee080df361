import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { couponBadge } from '../lib/domain/checkout/coupon';
import { $coupon, applyCoupon, removeCoupon } from '../stores/coupon';
import { useMounted } from './hooks';
import { useSay } from './texts';
import type { CouponKey } from '../lib/domain/i18n/island-keys';

/** The code a guest typed before signing in, kept for this tab only: it is waiting in the box on return. */
const TYPED_KEY = 'haat.couponTyped';

interface Props {
  /** a guest's code is checked against an account's cart, so Apply first signs them in */
  loggedIn: boolean;
  /** the OTP sign-in that comes back to the cart, in the page's language (/kn/login/cart) */
  loginAt: string;
}

/**
 * SPEC §2/§9 coupon box: the code is required; a valid code shows "Promocode valid" and is applied
 * (forcing cash), an invalid one shows "Promocode Invalid" or the reason and the box is cleared.
 */
export default function CouponBox({ loggedIn, loginAt }: Props) {
  const id = useId();
  const say = useSay<CouponKey>();
  const coupon = useStore($coupon);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // before hydration a typed code would be reset and an Apply would reload the cart: both wait (a tap
  // that does nothing is worse than a box that is ready a moment later)
  const ready = useMounted();

  useEffect(() => {
    if (!loggedIn) return;
    const typed = sessionStorage.getItem(TYPED_KEY);
    sessionStorage.removeItem(TYPED_KEY);
    if (typed) setCode(typed);
  }, [loggedIn]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) {
      setError(say('coupon.required'));
      return;
    }
    if (!loggedIn) {
      // the guest signs in where checkout would take them, and finds the code still typed on return
      sessionStorage.setItem(TYPED_KEY, code.trim());
      location.assign(loginAt);
      return;
    }
    setError('');
    setBusy(true);
    const result = await applyCoupon(code);
    setBusy(false);
    setCode('');
    if (!result.ok) setError(result.key ? say(result.key) : (result.message ?? ''));
  };

  return (
    <section className="card cart-box coupon-box" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cart-box__title">
        {say('coupon.title')}
      </h2>
      {coupon && (
        <div className="coupon-applied">
          <p>
            <strong>{coupon.code}</strong> {say('coupon.applied')}{' '}
            <span className="coupon-applied__badge">{coupon.offerKind === 'product' ? say('cart.freeProduct') : couponBadge(coupon)}</span>
          </p>
          <p className="coupon-applied__details">{coupon.Details}</p>
          <button type="button" className="btn btn--ghost coupon-applied__remove" onClick={removeCoupon}>
            {say('coupon.remove')}
          </button>
        </div>
      )}
      <form className="coupon-form" onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-code`}>{say('coupon.label')}</label>
        <div className="coupon-form__row">
          <input
            id={`${id}-code`}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            required
            value={code}
            disabled={!ready}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" className="btn btn--primary" disabled={busy || !ready}>
            {say(busy ? 'shop.checking' : 'coupon.apply')}
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
