import CsvImport from './CsvImport';

interface Change {
  row: number;
  sku: string;
  name: string;
  pack: string;
  branch: string;
  counted: number;
  before: number;
  after: number;
  difference: number;
}

/** A shelf count of many packs by CSV (docs/stock.md): check shows each difference, apply records them all or none. */
export default function StockCsvImport({ own }: { own: string | null }) {
  return (
    <CsvImport<Change>
      title="Stock count by CSV"
      back={{ href: '/staff/stock', label: 'Back to stock' }}
      hint={
        <>
          Columns: <code>sku,pack,branch,counted</code>: the product&apos;s SKU, its pack as the shop names it (&quot;500 g&quot;; empty for
          a product sold in one size), the branch&apos;s name, and the units counted on the shelf.{' '}
          {own ? `Only ${own} rows are yours. ` : ''}
          Each count is kept in the ledger as a correction (&quot;CSV count&quot;) of its difference. A check changes nothing; apply records
          every row or, if any row is refused, none; applying the same file again changes nothing.
        </>
      }
      path="staff/stock/csv"
      columns={['Row', 'Product', 'Pack', 'Branch', 'Counted', 'May be sold', 'Difference']}
      cells={(c) => [
        c.row,
        <>
          {c.name} <span className="field__hint">{c.sku}</span>
        </>,
        c.pack || '—',
        c.branch,
        c.counted,
        `${c.before} → ${c.after}`,
        c.difference > 0 ? `+${c.difference}` : String(c.difference),
      ]}
    />
  );
}
