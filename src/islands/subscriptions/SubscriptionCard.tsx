import { useState, type FormEvent } from 'react';
import { ordersPost } from '../../lib/api/orders';
import { subscriptionFromWire } from '../../lib/api/orders-wire';
import type { DailyMilkKey } from '../../lib/domain/i18n/island-keys-subscriptions';
import { formatINR } from '../../lib/domain/money/money';
import type { StatementMonth, SubscribeOptions, SubscriptionView } from '../../lib/domain/orders/subscription-view';
import { useSay } from '../texts';
import { dayLabel, monthLabel } from './format';
import SubscriptionEdit from './SubscriptionEdit';
import { useBusy } from '../use-busy';

/** A change to a running subscription: each its own route, and its own body. */
type Action = { kind: 'skip' } | { kind: 'pause'; from: string; to?: string } | { kind: 'resume' } | { kind: 'cancel' };

/** One subscription: what comes, when, tomorrow's state with "Skip tomorrow", change, pause, resume, cancel, this month. */
export default function SubscriptionCard({
  sub,
  locale,
  slotLabel,
  slots,
  slotLabels,
  statement,
  onChanged,
}: {
  sub: SubscriptionView;
  locale: string;
  slotLabel: string;
  /** the morning slots the edit form offers (its branch's) and their labels */
  slots: SubscribeOptions['slots'];
  slotLabels: Record<number, string>;
  statement: StatementMonth[];
  onChanged: (sub: SubscriptionView, message: string) => void;
}) {
  const say = useSay<DailyMilkKey>();
  const { busy, run } = useBusy(() => setError(say('sub.offline')));
  const [error, setError] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const day = (d: string) => dayLabel(locale, d);
  const open = sub.status !== 'ended';

  /** what a change says, with its days as the page's language writes them (the API's own message has ISO days) */
  const said = (action: Action): string => {
    if (action.kind === 'skip') return say('srv.sub.skipped', { day: day(sub.tomorrow.day) });
    if (action.kind === 'pause')
      return action.to ? say('srv.sub.paused', { from: day(action.from), to: day(action.to) }) : say('srv.sub.pausedOpen');
    return say(action.kind === 'resume' ? 'srv.sub.resumed' : 'srv.sub.cancelled');
  };
  const send = (action: Action) => {
    const param = { id: String(sub.id) };
    if (action.kind === 'pause') return ordersPost('subscriptions/:id/pause', { param, json: { from: action.from, to: action.to } });
    if (action.kind === 'skip') return ordersPost('subscriptions/:id/skip', { param, json: {} });
    return ordersPost(action.kind === 'resume' ? 'subscriptions/:id/resume' : 'subscriptions/:id/cancel', { param });
  };
  const act = async (action: Action) => {
    setError('');
    void run(async () => {
      const res = await send(action);
      if (res.status === 1) onChanged(subscriptionFromWire(res.response), said(action));
      else setError(res.message ?? say('sub.offline'));
    });
  };
  const pause = (e: FormEvent) => {
    e.preventDefault();
    void act({ kind: 'pause', from, to: to || undefined });
  };
  const months = statement.filter((m) => m.days.length > 0);

  return (
    <li className="sub-card" data-testid="subscription">
      <p className="sub-card__head">
        <strong>{sub.lines.map((l) => `${l.qty} × ${l.name}${l.attribute_name ? ` (${l.attribute_name})` : ''}`).join(', ')}</strong>
        <span className={`sub-badge sub-badge--${sub.status}`}>{say(`sub.status.${sub.status}`)}</span>
      </p>
      <p className="co-small">
        {say(`sub.pattern.${sub.pattern}`)} · {slotLabel} · {say(`sub.payment.${sub.payment}`)}
        {sub.deliveryMode === 'pickup' && <> · {say('sub.pickupAt', { store: sub.branch_name })}</>}
      </p>
      {open && (
        <p data-testid="sub-tomorrow" className="sub-card__tomorrow">
          {sub.tomorrow.due
            ? say('sub.tomorrowComing', { day: day(sub.tomorrow.day) })
            : say('sub.tomorrowNot', { day: day(sub.tomorrow.day) })}
          {' · '}
          {sub.next_day ? say('sub.next', { day: day(sub.next_day) }) : say('sub.noNext')}
        </p>
      )}
      {(sub.skips.length > 0 || sub.pauses.length > 0) && (
        <ul className="sub-card__changes">
          {sub.skips.map((d) => (
            <li key={d}>{say('sub.skippedDay', { day: day(d) })}</li>
          ))}
          {sub.pauses.map((p) => (
            <li key={p.from_day}>
              {p.to_day >= '9999'
                ? say('sub.pausedOpenRange', { from: day(p.from_day) })
                : say('sub.pausedRange', { from: day(p.from_day), to: day(p.to_day) })}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {open && (
        <div className="sub-card__actions">
          {sub.tomorrow.due && sub.tomorrow.can_change && (
            <button
              type="button"
              className="btn btn--primary"
              disabled={busy}
              onClick={() => void act({ kind: 'skip' })}
              data-testid="sub-skip"
            >
              {say('sub.skipTomorrow')}
            </button>
          )}
          {(sub.pauses.length > 0 || sub.status === 'paused') && (
            <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void act({ kind: 'resume' })}>
              {say('sub.resume')}
            </button>
          )}
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void act({ kind: 'cancel' })}>
            {say('sub.cancel')}
          </button>
        </div>
      )}
      {open && <SubscriptionEdit sub={sub} slots={slots} slotLabels={slotLabels} locale={locale} onChanged={onChanged} />}
      {open && (
        <form className="sub-pause" onSubmit={pause}>
          <label className="sub-field">
            <span>{say('sub.pauseFrom')}</span>
            <input type="date" required value={from} min={sub.tomorrow.day} onChange={(e) => setFrom(e.target.value)} />
          </label>
          <label className="sub-field">
            <span>{say('sub.pauseTo')}</span>
            <input type="date" value={to} min={from || sub.tomorrow.day} onChange={(e) => setTo(e.target.value)} />
          </label>
          <button type="submit" className="btn btn--ghost" disabled={busy || !from}>
            {say('sub.pause')}
          </button>
        </form>
      )}
      <details className="sub-card__statement">
        <summary>{say('sub.statement')}</summary>
        {months.length === 0 ? (
          <p className="co-small">{say('sub.statementNone')}</p>
        ) : (
          months.map((m) => (
            <div key={m.month}>
              <h3 className="sub-card__month">{monthLabel(locale, m.month)}</h3>
              <ul data-testid="sub-statement">
                {m.days.map((d) => (
                  <li key={d.day}>
                    {day(d.day)}:{' '}
                    {d.outcome === 'ordered' ? say('sub.outcome.ordered', { txnid: d.txnid ?? '' }) : say(`sub.outcome.${d.outcome}`)}
                    {d.amount > 0 && ` · ${formatINR(d.amount)}`}
                    {d.points > 0 && ` · ${d.points} ★`} · {say(`sub.payment.${d.paid_how}`)}
                  </li>
                ))}
                <li>
                  <strong>{say('sub.total', { amount: formatINR(m.days.reduce((a, d) => a + d.amount, 0)) })}</strong>
                </li>
              </ul>
            </div>
          ))
        )}
      </details>
    </li>
  );
}
