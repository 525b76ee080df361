import { useState, type FormEvent } from 'react';
import { isAvailable } from '../../lib/domain/catalogue/pricing';
import type { StockItem } from './staff-api';
import StockMoves from './StockMoves';
import { useRowSave } from './use-row-save';
import { NoteLine, NumberInput, RowActions, StaffInput, StaffSelect } from './list-parts';
import { staffPost } from '../../lib/api/staff';

type Action = 'count' | 'received' | 'write_off' | 'transfer';

const ACTION_LABEL: Record<Action, string> = {
  count: 'Counted on the shelf',
  received: 'Goods received (+)',
  write_off: 'Write off: damaged or expired (−)',
  transfer: 'Send to another branch',
};

interface Props {
  item: StockItem;
  branches: { id: number; name: string }[];
  canTransfer: boolean;
  onSaved: (p: StockItem) => void;
}

/** One change sent to its route (docs/staff-api.md), with the body that route takes. */
function request(item: StockItem, action: Action, n: number, reason: string, to: number) {
  const param = { id: String(item.id) };
  if (action === 'count')
    return staffPost('staff/products/:id/stock', { param, json: { stock: n, reason, branch: item.branch_id, pack: item.pack_id } });
  if (action === 'transfer')
    return staffPost('staff/products/:id/transfer', { param, json: { from: item.branch_id, to, qty: n, reason, pack: item.pack_id } });
  return staffPost('staff/products/:id/moves', {
    param,
    json: { kind: action, qty: n, reason, branch: item.branch_id, pack: item.pack_id },
  });
}

/** One pack at one branch: its count, what is promised, a change with its reason, and its last moves. */
export default function StockRow({ item, branches, canTransfer, onSaved }: Props) {
  const [action, setAction] = useState<Action>('count');
  const [amount, setAmount] = useState(String(item.stock + item.reserved));
  const [reason, setReason] = useState('');
  const others = branches.filter((b) => b.id !== item.branch_id);
  const [to, setTo] = useState(others[0]?.id ?? 0);
  const [showMoves, setShowMoves] = useState(false);
  const [stamp, setStamp] = useState(0);
  const key = `${item.id}-${item.pack_id}`;
  const { busy, note, setNote, save } = useRowSave<StockItem | { from: StockItem }>(
    (saved) => {
      const row = 'from' in saved ? saved.from : saved;
      onSaved(row);
      setAmount(String(row.stock + row.reserved));
      setAction('count');
      setReason('');
      setStamp((s) => s + 1);
    },
    { done: 'Stock updated', notChanged: 'Stock was not changed' },
  );

  const choose = (a: Action) => {
    setAction(a);
    setAmount(a === 'count' ? String(item.stock + item.reserved) : '');
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(amount);
    const least = action === 'count' ? 0 : 1;
    if (!Number.isInteger(n) || n < least || n > 100_000)
      return setNote({ ok: false, text: `Enter a whole number from ${least} to 100000` });
    if (!reason.trim()) return setNote({ ok: false, text: 'Say why the stock changes: a reason is required' });
    void save(() => request(item, action, n, reason.trim(), to));
  };

  return (
    <li className="stock-item" data-testid="stock-item">
      <div>
        <strong>{item.name}</strong>
        {item.pack_name && <span className="stock-item__pack"> · {item.pack_name}</span>}
        <div className="staff-head__sub">
          {/* the shop's own rule: nothing left to sell is out of stock, whatever the flag says */}
          {isAvailable({ stock: item.stock, out_of_stock: item.out_of_stock ? 1 : 0 }) ? (
            <span className="sbadge sbadge--success">In stock</span>
          ) : (
            <span className="sbadge sbadge--danger">{item.out_of_stock ? 'Out of stock' : 'Sold out'}</span>
          )}{' '}
          {item.stock} to sell{item.reserved > 0 ? ` · ${item.reserved} promised to open orders` : ''}
        </div>
        <NoteLine note={note} />
        <button type="button" className="sbtn sbtn--link" aria-expanded={showMoves} onClick={() => setShowMoves((v) => !v)}>
          {showMoves ? 'Hide last moves' : 'Last moves'}
        </button>
        {showMoves && <StockMoves productId={item.id} packId={item.pack_id} branchId={item.branch_id} stamp={stamp} />}
      </div>
      <form className="stock-item__form" onSubmit={onSubmit} noValidate>
        <StaffSelect
          id={`act-${key}`}
          fieldClass="stock-item__action"
          label="Change"
          value={action}
          onValue={(v) => choose(v as Action)}
          options={(Object.entries(ACTION_LABEL) as [Action, string][]).filter(
            ([a]) => a !== 'transfer' || (canTransfer && others.length > 0),
          )}
        />
        <NumberInput
          id={`stock-${key}`}
          label={action === 'count' ? 'On the shelf' : 'Units'}
          min={action === 'count' ? 0 : 1}
          max={100000}
          step={1}
          value={amount}
          onValue={setAmount}
        />
        {action === 'transfer' && (
          <StaffSelect
            id={`to-${key}`}
            label="To"
            value={to}
            onValue={(v) => setTo(Number(v))}
            options={others.map((b) => [b.id, b.name])}
          />
        )}
        <StaffInput id={`why-${key}`} fieldClass="stock-item__reason" label="Reason" maxLength={200} value={reason} onValue={setReason} />
        <RowActions
          busy={busy}
          other={item.out_of_stock ? 'Back in stock' : 'Mark out of stock'}
          onOther={() =>
            void save(() =>
              staffPost('staff/products/:id/stock', {
                param: { id: String(item.id) },
                json: { out_of_stock: !item.out_of_stock, branch: item.branch_id, pack: item.pack_id },
              }),
            )
          }
        />
      </form>
    </li>
  );
}
