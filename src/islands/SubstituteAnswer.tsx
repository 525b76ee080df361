import { useState } from 'react';
import { ordersPost } from '../lib/api/orders';
import { useMounted } from './hooks';
import { LEAVING, useBusy } from './use-busy';

interface Props {
  txnid: string;
  line_id: number;
  /** the question and the buttons in the page's language ("Amul Taaza 1 L instead of Nandini 1 L, ₹2.00 more") */
  text: { ask: string; fallback: string; accept: string; decline: string; offline: string };
}

/**
 * The shopper's answer to a dearer substitute (docs/packing.md), from the SMS or notification link:
 * Accept or Decline, once. The server decides whether the question is still open; the page then
 * reloads to show the answer, or the message why it is closed.
 */
export default function SubstituteAnswer({ txnid, line_id, text }: Props) {
  const mounted = useMounted();
  const { busy, run } = useBusy(() => setMessage(text.offline));
  const [message, setMessage] = useState('');

  const send = async (answer: 'accept' | 'decline') => {
    void run(async () => {
      const res = await ordersPost('order/:txnid/substitutes/:line', { param: { txnid, line: String(line_id) }, json: { answer } });
      setMessage(res.message ?? '');
      if (res.status === 1 || res.httpStatus === 409) {
        location.reload();
        return LEAVING;
      }
    });
  };

  return (
    <div className="order-substitute" role="group" aria-label={text.ask} data-testid={`substitute-question-${line_id}`}>
      <p>
        <strong>{text.ask}</strong>
      </p>
      <p className="order-line__sub">{text.fallback}</p>
      <div className="order-substitute__actions">
        <button type="button" className="btn btn--primary" disabled={!mounted || busy} onClick={() => void send('accept')}>
          {text.accept}
        </button>
        <button type="button" className="btn" disabled={!mounted || busy} onClick={() => void send('decline')}>
          {text.decline}
        </button>
      </div>
      {message && (
        <p role="status" className="order-line__sub">
          {message}
        </p>
      )}
    </div>
  );
}
