import { formatINR } from '../../lib/domain/money/money';
import CsvImport from './CsvImport';

interface Change {
  row: number;
  sku: string;
  name: string;
  before: { price: number; mrp: number; deal_price: number | null };
  after: { price: number; mrp: number; deal_price: number | null };
}

const money = (p: number | null) => (p === null ? '—' : formatINR(p));
const moved = (a: number | null, b: number | null) => (a === b ? money(a) : `${money(a)} → ${money(b)}`);

/**
 * The morning's prices: pick the CSV, see every change and every refused row, then apply all or nothing.
 * A branch clerk imports too (issue 28) but has no catalogue to go back to: their way back is the queue.
 */
export default function PriceCsvImport({ manager }: { manager: boolean }) {
  return (
    <CsvImport<Change>
      title="Prices by CSV"
      back={manager ? { href: '/staff/catalogue', label: 'Back to the catalogue' } : { href: '/staff', label: 'Back to the orders' }}
      hint={
        <>
          Columns: <code>sku,price,mrp</code> and optionally <code>deal_price</code>; amounts in rupees (42 or 42.50); at most 2 MB. A check
          changes nothing. Apply changes every row or, if any row is refused, none.
        </>
      }
      path="staff/catalogue/prices"
      columns={['Row', 'Product', 'Price', 'MRP', 'Deal price']}
      cells={(c) => [
        c.row,
        <>
          {c.name} <span className="field__hint">{c.sku}</span>
        </>,
        moved(c.before.price, c.after.price),
        moved(c.before.mrp, c.after.mrp),
        moved(c.before.deal_price, c.after.deal_price),
      ]}
    />
  );
}
