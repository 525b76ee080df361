import { useState } from 'react';
import type { DailyMilkKey } from '../lib/domain/i18n/island-keys-subscriptions';
import type { StatementMonth, SubscribeOptions, SubscriptionView } from '../lib/domain/orders/subscription-view';
import SubscribeForm from './subscriptions/SubscribeForm';
import SubscriptionCard from './subscriptions/SubscriptionCard';
import { TextsProvider, type IslandTexts } from './texts';

/**
 * "Daily milk" (issue 32, docs/subscriptions.md): the shopper's subscriptions with skip tomorrow,
 * change, pause, resume and cancel, and the form to start one. The server decides every day and refusal;
 * the island shows its answer and the message it says.
 */
export default function DailyMilk(props: {
  subs: SubscriptionView[];
  statements: Record<number, StatementMonth[]>;
  options: SubscribeOptions;
  slotLabels: Record<number, string>;
  locale: string;
  preselect?: number;
  text: IslandTexts<DailyMilkKey>;
}) {
  const [subs, setSubs] = useState(props.subs);
  const [message, setMessage] = useState('');
  const changed = (sub: SubscriptionView, said: string) => {
    setSubs((all) => (all.some((s) => s.id === sub.id) ? all.map((s) => (s.id === sub.id ? sub : s)) : [sub, ...all]));
    setMessage(said);
  };
  return (
    <TextsProvider value={props.text}>
      <p className="sub-message done-note" role="status" data-testid="sub-message">
        {message}
      </p>
      {subs.length === 0 ? (
        <p>{props.text['sub.none']}</p>
      ) : (
        <ul className="sub-list">
          {subs.map((s) => (
            <SubscriptionCard
              key={s.id}
              sub={s}
              locale={props.locale}
              slotLabel={props.slotLabels[s.slot_id] ?? ''}
              slots={props.options.slots}
              slotLabels={props.slotLabels}
              statement={props.statements[s.id] ?? []}
              onChanged={changed}
            />
          ))}
        </ul>
      )}
      <section className="card sub-new" aria-labelledby="sub-new-title">
        <h2 id="sub-new-title" className="co-card__title">
          {props.text['sub.new']}
        </h2>
        <SubscribeForm
          options={props.options}
          slotLabels={props.slotLabels}
          preselect={props.preselect}
          locale={props.locale}
          onSubscribed={changed}
        />
      </section>
    </TextsProvider>
  );
}
