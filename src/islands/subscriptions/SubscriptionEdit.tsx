import { useState, type FormEvent } from 'react';
import { ordersPost } from '../../lib/api/orders';
import { subscriptionFromWire } from '../../lib/api/orders-wire';
import type { DailyMilkKey } from '../../lib/domain/i18n/island-keys-subscriptions';
import type { SubscribeOptions, SubscriptionView } from '../../lib/domain/orders/subscription-view';
import { addDays, SUB_PATTERNS } from '../../lib/domain/orders/subscriptions';
import { useSay } from '../texts';
import { dayLabel } from './format';
import { useBusy } from '../use-busy';

/**
 * Change a subscription (docs/subscriptions.md "Editing"): each line's quantity, the days and the
 * morning slot. The server decides from which day it applies (the 22:00 cut-off) and says so.
 */
export default function SubscriptionEdit({
  sub,
  slots,
  slotLabels,
  locale,
  onChanged,
}: {
  sub: SubscriptionView;
  slots: SubscribeOptions['slots'];
  slotLabels: Record<number, string>;
  locale: string;
  onChanged: (sub: SubscriptionView, message: string) => void;
}) {
  const say = useSay<DailyMilkKey>();
  const [qty, setQty] = useState<Record<string, number>>({});
  const [pattern, setPattern] = useState(sub.pattern);
  const [slot, setSlot] = useState(sub.slot_id);
  const { busy, run } = useBusy(() => setError(say('sub.offline')));
  const [error, setError] = useState('');
  const key = (l: { product_id: number; attribute_id: number }) => `${l.product_id}:${l.attribute_id}`;
  const mine = slots.filter((s) => s.branch_id === sub.branch_id);
  // the first day an edit made now reaches (the server decides again): tomorrow until 22:00, else the day after
  const first = sub.tomorrow.can_change ? sub.tomorrow.day : addDays(sub.tomorrow.day);
  const firstDay = sub.start_day > first ? sub.start_day : first;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    const lines = sub.lines.map((l) => ({ product_id: l.product_id, attribute_id: l.attribute_id, qty: qty[key(l)] ?? l.qty }));
    void run(async () => {
      const res = await ordersPost('subscriptions/:id/edit', { param: { id: String(sub.id) }, json: { pattern, slot_id: slot, lines } });
      if (res.status === 1) onChanged(subscriptionFromWire(res.response), say('srv.sub.edited', { day: dayLabel(locale, res.from) }));
      else setError(res.message ?? say('sub.offline'));
    });
  };

  return (
    <details className="sub-edit" data-testid="sub-edit">
      <summary>{say('sub.edit')}</summary>
      <form onSubmit={submit}>
        {sub.lines.map((l) => (
          <label key={key(l)} className="sub-field">
            <span>
              {say('sub.qty')}: <span lang="en">{l.name}</span>
            </span>
            <input
              type="number"
              min={1}
              max={20}
              required
              value={qty[key(l)] ?? l.qty}
              onChange={(e) => setQty((all) => ({ ...all, [key(l)]: Number(e.target.value) }))}
              data-testid="sub-edit-qty"
            />
          </label>
        ))}
        <label className="sub-field">
          <span>{say('sub.pattern')}</span>
          <select value={pattern} onChange={(e) => setPattern(e.target.value as typeof pattern)} data-testid="sub-edit-pattern">
            {SUB_PATTERNS.map((p) => (
              <option key={p} value={p}>
                {say(`sub.pattern.${p}`)}
              </option>
            ))}
          </select>
        </label>
        {mine.length > 0 && (
          <label className="sub-field">
            <span>{say('sub.slot')}</span>
            <select value={slot} onChange={(e) => setSlot(Number(e.target.value))} data-testid="sub-edit-slot">
              {mine.map((s) => (
                <option key={s.id} value={s.id}>
                  {slotLabels[s.id] ?? ''}
                </option>
              ))}
            </select>
          </label>
        )}
        <p className="co-small">{say('sub.editWhen', { day: dayLabel(locale, firstDay) })}</p>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={busy} data-testid="sub-edit-save">
          {busy ? say('sub.working') : say('sub.editSave')}
        </button>
      </form>
    </details>
  );
}
