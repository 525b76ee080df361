import { useEffect, useState } from 'react';
import type { StockMoveItem } from '../../lib/domain/catalogue/stock-rules';
import { toStaffLogin } from './staff-api';
import { staffGet } from '../../lib/api/staff';

/** How the ledger's kinds read on the staff screen. */
export const MOVE_LABEL: Record<string, string> = {
  sale: 'Sold',
  cancel_return: 'Order cancelled',
  packing_return: 'Packed short',
  hold: 'Held for a payment',
  hold_release: 'Payment hold released',
  correction: 'Shelf count',
  received: 'Goods received',
  transfer_out: 'Sent to another branch',
  transfer_in: 'From another branch',
  write_off: 'Written off',
};

const when = (at: number) =>
  new Date(at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/** A pack's last ledger rows at one branch, newest first: what changed the count, by whom and why. */
export default function StockMoves({
  productId,
  packId,
  branchId,
  stamp,
}: {
  productId: number;
  packId: number;
  branchId: number;
  stamp: number;
}) {
  const [moves, setMoves] = useState<StockMoveItem[] | null>(null);
  const [trouble, setTrouble] = useState('');

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const body = await staffGet('staff/products/:id/moves', {
          param: { id: String(productId) },
          query: { branch: branchId, pack: packId },
        });
        if (body.httpStatus === 401) return toStaffLogin();
        if (!live) return;
        if (body.status === 1) setMoves(body.response);
        else setTrouble(body.message ?? 'Could not load the moves.');
      } catch {
        if (live) setTrouble('No connection. Please try again.');
      }
    })();
    return () => {
      live = false;
    };
  }, [productId, packId, branchId, stamp]);

  if (trouble)
    return (
      <p className="salert" role="alert">
        {trouble}
      </p>
    );
  if (moves === null) return <p aria-busy="true">Loading moves…</p>;
  if (moves.length === 0) return <p className="queue__empty">No moves yet.</p>;
  return (
    <table className="stock-moves" data-testid="stock-moves">
      <caption className="visually-hidden">Last stock moves</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">What</th>
          <th scope="col">Units</th>
          <th scope="col">Why / who</th>
        </tr>
      </thead>
      <tbody>
        {moves.map((m) => (
          <tr key={m.id}>
            <td>{when(m.at)}</td>
            <td>{MOVE_LABEL[m.kind] ?? m.kind}</td>
            <td>{m.delta > 0 ? `+${m.delta}` : `−${-m.delta}`}</td>
            <td>{[m.reason, m.staff_name, m.order_id ? `order #${m.order_id}` : ''].filter(Boolean).join(' · ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
