import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { formatINR, formatPoints } from '../lib/domain/money/money';
import type { ShippingOption } from '../lib/domain/types';
import { $cart, $cartLoaded, refreshCart } from '../stores/cart';
import {
  $deliveryMode,
  $onlineMethod,
  $pickedPay,
  $problem,
  $step,
  $upiWait,
  askToPlace,
  cancelConfirm,
  chooseOnline,
  choosePay,
  type ProblemLine,
  proceed,
  resumeFromUrl,
  startCheckout,
} from '../stores/checkout';
import { checkoutPreview, type CheckoutConfig } from '../stores/checkout-preview';
import { $coupon } from '../stores/coupon';
import { $payType } from '../stores/pay-type';
import { $chosenOffer, $pointsOffers, loadPointsOffers } from '../stores/points-offers';
import { $userId, rememberUser, type UserSummary } from '../stores/user';
import EmptyCart from './cart/EmptyCart';
import { usePriceClock } from './cart/use-price-clock';
import BillingSection from './checkout/BillingSection';
import Modal from './checkout/Modal';
import OrderSummary from './checkout/OrderSummary';
import PaymentOptions from './checkout/PaymentOptions';
import SlotPicker from './checkout/SlotPicker';
import UpiWaiting from './checkout/UpiWaiting';
import WhatsAppBox, { type WhatsAppBoxProps } from './checkout/WhatsAppBox';
import type { PickupStore, SavedAddress } from './checkout/types';
import { useMounted } from './hooks';
import { useSay, type IslandTexts, withTexts } from './texts';
import type { CheckoutKey } from '../lib/domain/i18n/island-keys';

interface Props {
  /** the session's customer (the page is login-protected) */
  user: UserSummary;
  addresses: SavedAddress[];
  stores: PickupStore[];
  /** pincodes some branch delivers to */
  serviceablePincodes: string[];
  rewards: boolean;
  onlinePayment: boolean;
  rewardBalance: number;
  shippingOptions: ShippingOption[];
  /** the checkout's words in the page's language, picked on the server (texts(lang, CHECKOUT_KEYS)) */
  text: IslandTexts<CheckoutKey>;
  /** the "Send order updates on WhatsApp" box; null when WhatsApp is off in this deploy */
  whatsapp: WhatsAppBoxProps | null;
}

export default withTexts<Props>(CheckoutView);

/**
 * /checkout (SPEC §2, §4, §5): Billing Address (delivery or pickup), Your Orders, Payment, then
 * Place Order → checks → confirm → Proceed. The state and the actions are the checkout store's
 * (stores/checkout.ts); this page shows them.
 */
function CheckoutView(props: Omit<Props, 'text'>) {
  const say = useSay<CheckoutKey>();
  // a problem line: the checkout's own checks by key, in the page's language; a server's words as they came
  const spec = (line: ProblemLine) => (typeof line === 'string' ? line : say(line.key, line.params));
  // a session without this browser's copy of the user (storage cleared, another tab logged in)
  // would read as logged out and empty the cart; the server vouched for the user, so restore it
  // before the cart store is first subscribed
  if (typeof window !== 'undefined' && !$userId.get()) rememberUser(props.user);
  const config = useMemo<CheckoutConfig>(
    () => ({
      rewards: props.rewards,
      onlinePayment: props.onlinePayment,
      rewardBalance: props.rewardBalance,
      shippingOptions: props.shippingOptions,
      serviceable: new Set(props.serviceablePincodes),
    }),
    [],
  );
  // before the first render reads the store; only in the browser (the server renders the loading line,
  // and module state there is shared between requests)
  useState(
    () =>
      typeof window !== 'undefined' &&
      startCheckout(
        config,
        props.addresses,
        props.user.first_name,
        props.stores.map((s) => s.id),
      ),
  );
  const mounted = useMounted();
  const uid = useId();
  const lines = useStore($cart);
  const loaded = useStore($cartLoaded);
  const step = useStore($step);
  const problem = useStore($problem);
  // the preview reads these stores: re-render when any changes
  useStore($coupon);
  useStore($payType);
  useStore($pickedPay);
  useStore($pointsOffers);
  useStore($chosenOffer);
  const mode = useStore($deliveryMode);
  const onlineMethod = useStore($onlineMethod);
  const upiWait = useStore($upiWait);

  const onPriceChange = useCallback(() => void refreshCart(), []);
  const now = usePriceClock(checkoutPreview(config, Date.now()).nextPriceChange, onPriceChange);
  const view = checkoutPreview(config, now);
  const { totals, pay } = view;
  const byPoints = pay === 'point';
  const processing = step === 'processing';

  useEffect(() => {
    resumeFromUrl();
    if (props.rewards) void loadPointsOffers();
  }, []);

  if (!mounted || (!loaded && lines.length === 0)) {
    return (
      <p className="page-loading" aria-busy="true">
        {say(processing ? 'processing' : 'checkout.loading')}
      </p>
    );
  }
  if (lines.length === 0 && !processing && !upiWait) return <EmptyCart continueTo="/shop" />;

  // the amount stands out wherever the language puts it in the sentence
  const method =
    pay === 'online'
      ? onlineMethod === 'upi'
        ? say('upi.label')
        : say('upi.cardLabel').toLowerCase()
      : pay
        ? say(pay === 'cash' ? 'checkout.payCash' : 'checkout.payPoints').toLowerCase()
        : '';
  const amount = byPoints ? say('shop.pointsN', { points: formatPoints(totals.points) }) : formatINR(totals.payable);
  const where = say(mode === 'pickup' ? 'checkout.toCollect' : 'checkout.toDeliver');
  const confirmText = say('checkout.confirmText', { method, where })
    .split(/\{amount\}/)
    .flatMap((part, i) => (i === 0 ? [part] : [amount, part]));

  return (
    <div className="co with-side">
      <div className="co__main">
        <BillingSection stores={props.stores} serviceable={config.serviceable} />
        <SlotPicker />
      </div>

      <div className="co__side">
        <OrderSummary
          lines={lines}
          priced={view.priced}
          totals={totals}
          couponCode={view.couponCode}
          offerName={view.offer?.offer_name ?? null}
          noDelivery={mode === 'pickup' || byPoints}
          byPoints={byPoints}
        />
        <section className="co-card">
          <PaymentOptions
            value={pay}
            method={onlineMethod}
            onChange={choosePay}
            onOnline={chooseOnline}
            points={view.pointsAllowed}
            pointsNote={view.pointsNote}
            online={props.onlinePayment}
            balance={props.rewardBalance}
          />
          {props.whatsapp && <WhatsAppBox {...props.whatsapp} />}
          <div className="co-problem" role="alert" aria-live="assertive">
            {problem && (
              <p>
                <strong>{spec(problem.title)}</strong>
                {problem.detail && <span> {spec(problem.detail)}</span>}
              </p>
            )}
          </div>
          <button
            type="button"
            className="btn btn--primary btn--block co-place"
            onClick={() => void askToPlace()}
            disabled={!loaded || step === 'checking' || processing}
          >
            {say(step === 'checking' ? 'shop.checking' : 'checkout.placeOrder')}
          </button>
        </section>
      </div>

      <Modal open={step === 'confirming'} onClose={cancelConfirm} labelledBy={`${uid}-confirm`}>
        <h2 id={`${uid}-confirm`} className="co-modal__title">
          {say('checkout.confirm')}
        </h2>
        <p className="co-modal__text">{confirmText.map((part, i) => (i % 2 === 1 ? <strong key={i}>{part}</strong> : part))}</p>
        <div className="co-modal__actions">
          <button type="button" className="btn btn--ghost" onClick={cancelConfirm}>
            {say('checkout.cancel')}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => void proceed()} data-autofocus>
            {say('checkout.proceed')}
          </button>
        </div>
      </Modal>

      <Modal open={upiWait !== null} onClose={() => undefined} labelledBy={`${uid}-upi`} dismissable={false} className="co-modal--busy">
        {upiWait && <UpiWaiting expiresAt={upiWait.expiresAt} labelId={`${uid}-upi`} />}
      </Modal>

      <Modal open={processing} onClose={() => undefined} labelledBy={`${uid}-processing`} dismissable={false} className="co-modal--busy">
        <span className="spinner" aria-hidden="true" />
        <p id={`${uid}-processing`} className="co-modal__title" role="status">
          {say('processing')}
        </p>
      </Modal>
    </div>
  );
}
