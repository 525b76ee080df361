import { useState, type FormEvent } from 'react';
import { accountPost } from '../lib/api/account';
import { formatDate } from '../lib/domain/i18n/format-date';
import type { OrderUpdatesKey } from '../lib/domain/i18n/island-keys-whatsapp';
import type { Lang } from '../lib/domain/i18n/langs';
import type { NoticeChannel } from '../lib/domain/orders/order-updates';
import { showToast } from '../stores/toast';
import { useMounted } from './hooks';
import { useSay, type IslandTexts, withTexts } from './texts';
import { useBusy } from './use-busy';

interface Props {
  channel: NoticeChannel;
  /** when WhatsApp was opted into (epoch ms), null when not opted in now */
  optedInAt: number | null;
  /** false when WhatsApp is off in this deploy: only SMS can be chosen */
  whatsappAvailable: boolean;
  phone: string;
  lang: Lang;
  text: IslandTexts<OrderUpdatesKey>;
}

const CHANNELS: NoticeChannel[] = ['sms', 'whatsapp', 'both'];

/**
 * "Order updates" on the account page (issue 32, docs/whatsapp.md): SMS, WhatsApp or both. Choosing
 * WhatsApp is the opt-in (the consent line says so, with the number); choosing SMS withdraws it.
 */
export default withTexts<Props>(Choice);

function Choice({ channel: saved, optedInAt, whatsappAvailable, phone, lang }: Omit<Props, 'text'>) {
  const say = useSay<OrderUpdatesKey>();
  const mounted = useMounted();
  const [channel, setChannel] = useState(saved);
  const [since, setSince] = useState(optedInAt);
  const { busy, run } = useBusy(() => showToast('warning', say('wa.failed')));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const body = await accountPost('account/order-updates', { json: { channel } });
      if (body.status === 1) {
        setChannel(body.response.channel);
        setSince(body.response.whatsapp_opted_in ? body.response.whatsapp_opt_in_at : null);
        showToast('success', body.message ?? say('wa.save'));
      } else {
        showToast('warning', body.message ?? say('wa.failed'));
      }
    });
  };

  return (
    <section className="panel panel--narrow order-updates" aria-labelledby="order-updates-title">
      <h2 id="order-updates-title" className="panel__title">
        {say('wa.title')}
      </h2>
      <form onSubmit={onSubmit}>
        <fieldset className="order-updates__choices">
          <legend className="panel__lead">{say('wa.lead')}</legend>
          {CHANNELS.map((c) => (
            <label key={c} className="check">
              <input
                type="radio"
                name="notify_channel"
                value={c}
                checked={channel === c}
                disabled={!mounted || busy || (c !== 'sms' && !whatsappAvailable)}
                onChange={() => setChannel(c)}
              />
              <span>{say(`wa.channel.${c}`)}</span>
            </label>
          ))}
        </fieldset>
        <p className="order-updates__note">{whatsappAvailable ? say('wa.consent', { phone }) : say('srv.wa.off')}</p>
        {since !== null && (
          <p className="order-updates__note" aria-live="polite">
            {say('wa.since', { date: formatDate(lang, since) })}
          </p>
        )}
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={!mounted || busy}>
            {say(busy ? 'wa.saving' : 'wa.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
