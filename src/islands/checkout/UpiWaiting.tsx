import { useEffect, useState } from 'react';
import { formatTimeLeft, secondsLeft } from '../../lib/domain/checkout/upi';
import { useSay } from '../texts';
import type { CheckoutKey } from '../../lib/domain/i18n/island-keys';

/** "Waiting for you to approve on your UPI app", with the time the request has left. */
export default function UpiWaiting({ expiresAt, labelId }: { expiresAt: number; labelId: string }) {
  const say = useSay<CheckoutKey>();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return (
    <div className="co-upi-wait" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p id={labelId} className="co-modal__title">
        {say('upi.waiting')}
      </p>
      <p className="co-upi-wait__left">{say('upi.timeLeft', { left: formatTimeLeft(secondsLeft(expiresAt, now)) })}</p>
      <p className="co-small">{say('upi.waitingHelp')}</p>
    </div>
  );
}
