import { useState, type FormEvent } from 'react';
import { ordersPost } from '../../lib/api/orders';
import { subscriptionBody, subscriptionFromWire } from '../../lib/api/orders-wire';
import type { DailyMilkKey } from '../../lib/domain/i18n/island-keys-subscriptions';
import { formatINR } from '../../lib/domain/money/money';
import type { SubscribeOptions, SubscriptionView } from '../../lib/domain/orders/subscription-view';
import { SUB_PATTERNS, SUB_PAYMENTS } from '../../lib/domain/orders/subscriptions';
import { useSay } from '../texts';
import { dayLabel } from './format';
import { useBusy } from '../use-busy';
import { useMounted } from '../hooks';

/** Subscribe: a daily fresh product, how many, the address, a morning slot of its branch, the days, how to pay. */
export default function SubscribeForm({
  options,
  slotLabels,
  preselect,
  locale,
  onSubscribed,
}: {
  options: SubscribeOptions;
  slotLabels: Record<number, string>;
  preselect?: number;
  locale: string;
  onSubscribed: (sub: SubscriptionView, message: string) => void;
}) {
  const say = useSay<DailyMilkKey>();
  const [product, setProduct] = useState(preselect ?? options.products[0]?.id ?? 0);
  const [qty, setQty] = useState(1);
  const [address, setAddress] = useState(options.addresses[0]?.id ?? 0);
  const branch = options.addresses.find((a) => a.id === address)?.branch_id;
  const slots = options.slots.filter((s) => s.branch_id === branch);
  const [slot, setSlot] = useState(0);
  const [pattern, setPattern] = useState<(typeof SUB_PATTERNS)[number]>('daily');
  const [payment, setPayment] = useState<(typeof SUB_PAYMENTS)[number]>('cod');
  const { busy, run } = useBusy(() => setError(say('sub.offline')));
  const mounted = useMounted();
  const [error, setError] = useState('');

  if (options.addresses.length === 0) return <p data-testid="sub-address-none">{say('sub.addressNone')}</p>;
  const chosenSlot = slots.some((s) => s.id === slot) ? slot : (slots[0]?.id ?? 0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    void run(async () => {
      const res = await ordersPost('subscriptions', {
        json: subscriptionBody({
          deliveryMode: 'delivery',
          address_id: address,
          slot_id: chosenSlot,
          pattern,
          payment,
          lines: [{ product_id: product, qty }],
        }),
      });
      if (res.status === 1)
        onSubscribed(subscriptionFromWire(res.response), say('srv.sub.created', { day: dayLabel(locale, res.response.start_day) }));
      else setError(res.message ?? say('sub.offline'));
    });
  };

  return (
    <form className="sub-form" onSubmit={submit} data-testid="subscribe-form">
      <label className="sub-field">
        <span>{say('sub.product')}</span>
        <select value={product} onChange={(e) => setProduct(Number(e.target.value))} data-testid="sub-product">
          {options.products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} · {formatINR(p.price)}
            </option>
          ))}
        </select>
      </label>
      <label className="sub-field">
        <span>{say('sub.qty')}</span>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          value={qty}
          onChange={(e) => setQty(Math.max(1, Number(e.target.value) || 1))}
        />
      </label>
      <label className="sub-field">
        <span>{say('sub.where')}</span>
        <select value={address} onChange={(e) => setAddress(Number(e.target.value))}>
          {options.addresses.map((a) => (
            <option key={a.id} value={a.id}>
              {a.label}
            </option>
          ))}
        </select>
      </label>
      <label className="sub-field">
        <span>{say('sub.slot')}</span>
        <select value={chosenSlot} onChange={(e) => setSlot(Number(e.target.value))} data-testid="sub-slot">
          {slots.map((s) => (
            <option key={s.id} value={s.id}>
              {slotLabels[s.id]}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="sub-field sub-choices">
        <legend>{say('sub.pattern')}</legend>
        {SUB_PATTERNS.map((p) => (
          <label key={p} className="sub-choice">
            <input type="radio" name="pattern" value={p} checked={pattern === p} onChange={() => setPattern(p)} />
            <span>{say(`sub.pattern.${p}`)}</span>
          </label>
        ))}
      </fieldset>
      <label className="sub-field">
        <span>{say('sub.payment')}</span>
        <select value={payment} onChange={(e) => setPayment(e.target.value as (typeof SUB_PAYMENTS)[number])}>
          {SUB_PAYMENTS.filter((p) => p !== 'points' || options.points).map((p) => (
            <option key={p} value={p}>
              {say(`sub.payment.${p}`)}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {/* disabled until hydrated: a tap before that would submit the bare form and reload the page */}
      <button type="submit" className="btn btn--primary" disabled={!mounted || busy || !chosenSlot || !product}>
        {busy ? say('sub.working') : say('sub.subscribe')}
      </button>
    </form>
  );
}
