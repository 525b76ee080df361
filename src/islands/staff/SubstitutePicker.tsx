import { useState } from 'react';
import { formatINR } from '../../lib/domain/money/money';
import type { PackingSheetLine as PackingLine } from '../../lib/domain/orders/packing';
import { toStaffLogin } from './staff-api';
import { staffGet, staffPost } from '../../lib/api/staff';
import { useBusy } from '../use-busy';

interface Props {
  orderId: number;
  line: PackingLine;
  /** the sheet afresh after a proposal or a check: the substitute's state comes from the server */
  onSheet: (lines: PackingLine[]) => void;
}

const time = (ms: number) => new Date(ms).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/**
 * A "Replace with similar" line's substitute on the packing card (docs/packing.md): the clerk picks
 * a product from the same shelf in stock at the branch; a dearer one waits for the shopper's answer
 * (or the window's close), and the card says where it stands. The server checks every choice.
 */
export default function SubstitutePicker({ orderId, line, onSheet }: Props) {
  const sub = line.substitute;
  const [choice, setChoice] = useState('');
  const { busy, run } = useBusy(() => setError('No connection. Nothing was changed; please try again.'));
  const [error, setError] = useState('');

  const param = { id: String(orderId) };
  /** a proposal answers the sheet inside `response.packing`, a check as `response` itself */
  const call = async (send: () => Promise<{ httpStatus: number; sheet: PackingLine[] | null; message?: string }>) => {
    setError('');
    void run(async () => {
      const res = await send();
      if (res.httpStatus === 401) return toStaffLogin();
      if (res.sheet) onSheet(res.sheet);
      else setError(res.message ?? 'The substitute could not be saved.');
    });
  };

  const propose = () => {
    const [product_id, attribute_id] = choice.split(':').map(Number);
    if (!product_id || attribute_id === undefined) return;
    void call(async () => {
      const res = await staffPost('staff/orders/:id/substitutes', { param, json: { line_id: line.line_id, product_id, attribute_id } });
      return res.status === 1 ? { ...res, sheet: res.response.packing } : { ...res, sheet: null };
    });
  };

  const check = () =>
    call(async () => {
      const res = await staffGet('staff/orders/:id/packing', { param });
      return res.status === 1 ? { ...res, sheet: res.response } : { ...res, sheet: null };
    });

  return (
    <div className="packing__sub" data-testid={`substitute-${line.line_id}`}>
      {sub && (
        <p className="packing__sub-state" data-state={sub.state} data-testid="substitute-state">
          <strong>{sub.name}</strong> · {formatINR(sub.unit_price)} each ·{' '}
          {sub.state === 'proposed' && <>Waiting for the shopper until {time(sub.open_until)}</>}
          {sub.state === 'accepted' && <>Charged {formatINR(sub.charged)} each</>}
          {sub.state === 'expired' && <>No answer: charged {formatINR(sub.charged)} each, the lower price</>}
          {sub.state === 'declined' && <>The shopper declined: pack the line short or as ordered</>}
        </p>
      )}
      {sub?.state === 'proposed' && (
        <button type="button" className="sbtn" disabled={busy} onClick={() => void check()}>
          Check the answer
        </button>
      )}
      {(!sub || sub.state === 'declined') &&
        (line.candidates.length === 0 ? (
          <p className="packing__sub-none">Nothing similar in stock on this shelf at the branch.</p>
        ) : (
          <div className="packing__sub-pick">
            <label className="packing__input">
              Similar item
              <select className="field__input" value={choice} onChange={(e) => setChoice(e.target.value)} data-testid="substitute-choice">
                <option value="">Choose…</option>
                {line.candidates.map((c) => (
                  <option key={`${c.product_id}:${c.attribute_id}`} value={`${c.product_id}:${c.attribute_id}`}>
                    {c.name} · {formatINR(c.price)}
                    {c.asks ? ' (ask the shopper)' : ''}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className="sbtn" disabled={busy || !choice} onClick={propose}>
              Use this item
            </button>
          </div>
        ))}
      {error && (
        <p className="salert" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
