import { useEffect, useState } from 'react';
import { UPI_TEXT } from '../../lib/domain/store-app-texts';
import { formatTimeLeft, secondsLeft } from '../../lib/domain/upi';

/** "Waiting for you to approve on your UPI app", with the time the request has left. */
export default function UpiWaiting({ expiresAt, labelId }: { expiresAt: number; labelId: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return (
    <div className="co-upi-wait" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p id={labelId} className="co-modal__title">{UPI_TEXT.waiting}</p>
      <p className="co-upi-wait__left">{UPI_TEXT.timeLeft(formatTimeLeft(secondsLeft(expiresAt, now)))}</p>
      <p className="co-small">{UPI_TEXT.waitingHelp}</p>
    </div>
  );
}
