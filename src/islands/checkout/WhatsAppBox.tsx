import { useId, useState } from 'react';
import { accountPost } from '../../lib/api/account';
import type { WhatsAppBoxKey } from '../../lib/domain/i18n/island-keys-whatsapp';
import { showToast } from '../../stores/toast';
import Runs from '../Runs';
import { useSay } from '../texts';
import { useBusy } from '../use-busy';

export interface WhatsAppBoxProps {
  /** WhatsApp updates are on for this shopper now (opted in, not withdrawn) */
  on: boolean;
  phone: string;
}

/**
 * "Send order updates on WhatsApp" at checkout (issue 32, docs/whatsapp.md). Ticking records the
 * opt-in at once (updates by SMS and WhatsApp); unticking withdraws it (SMS only), through the same
 * API as the account page. Shown only when WhatsApp is on in this deploy; its words are the
 * checkout island's (CHECKOUT_KEYS).
 */
export default function WhatsAppBox({ on, phone }: WhatsAppBoxProps) {
  const say = useSay<WhatsAppBoxKey>();
  const id = useId();
  const [checked, setChecked] = useState(on);
  // no answer: the box goes back to what it was before the tap
  const { busy, run } = useBusy(() => {
    setChecked((c) => !c);
    showToast('warning', say('wa.failed'));
  });

  const toggle = async (want: boolean) => {
    setChecked(want);
    void run(async () => {
      const body = await accountPost('account/order-updates', { json: { channel: want ? 'both' : 'sms' } });
      if (body.status !== 1) {
        setChecked(!want);
        showToast('warning', body.message ?? say('wa.failed'));
      }
    });
  };

  return (
    <div className="co-whatsapp">
      <label className="check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name="whatsapp_updates"
          checked={checked}
          disabled={busy}
          onChange={(e) => void toggle(e.target.checked)}
        />
        <span>
          {/* "WhatsApp" stays a Latin word on a Kannada or Hindi page: marked lang="en" for screen readers */}
          <Runs text={say('wa.checkoutBox')} />
        </span>
      </label>
      <p className="co-small">
        <Runs text={say('wa.checkoutHint', { phone })} />
      </p>
    </div>
  );
}
