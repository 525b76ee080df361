import { formatINR } from '../../lib/domain/money/money';
import CsvImport, { type CsvPlan } from './CsvImport';

type Fields = Record<string, string | number | null>;

interface Answer {
  adds: { row: number; sku: string; product: Fields & { name: string } }[];
  changes: { row: number; sku: string; name: string; before: Fields; after: Fields }[];
  unchanged: number;
  refused: CsvPlan<Row>['refused'];
}

/** One listed row: a product the file adds, or the fields it changes on one the store has. */
interface Row {
  row: number;
  sku: string;
  name: string;
  added: boolean;
  fields: { field: string; before?: string | number | null; after: string | number | null }[];
}

const MONEY = new Set(['price', 'mrp']);
const shown = (field: string, v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '—' : MONEY.has(field) && typeof v === 'number' ? formatINR(v) : String(v);

/** The answer's additions and changes as one list in the file's row order. */
function read(answer: Answer): CsvPlan<Row> {
  const adds: Row[] = answer.adds.map((a) => ({
    row: a.row,
    sku: a.sku,
    name: a.product.name,
    added: true,
    fields: ['price', 'mrp', 'net_quantity', 'net_unit'].map((f) => ({ field: f, after: a.product[f] ?? null })),
  }));
  const changes: Row[] = answer.changes.map((c) => ({
    row: c.row,
    sku: c.sku,
    name: c.name,
    added: false,
    fields: Object.keys(c.after).map((f) => ({ field: f, before: c.before[f] ?? null, after: c.after[f] ?? null })),
  }));
  return { changes: [...adds, ...changes].sort((a, b) => a.row - b.row), unchanged: answer.unchanged, refused: answer.refused };
}

/** Products by CSV: new products and changes to any field, checked first, then applied all or nothing. */
export default function ProductCsvImport() {
  return (
    <CsvImport<Row>
      title="Products by CSV"
      back={{ href: '/staff/catalogue', label: 'Back to the catalogue' }}
      hint={
        <>
          First line: <code>sku</code> and the columns to set — <code>name</code>, <code>brand</code>, <code>category</code>,{' '}
          <code>subcategory</code>, <code>price</code>, <code>mrp</code>, <code>points</code>, <code>veg</code>, <code>net_quantity</code>,{' '}
          <code>net_unit</code>, <code>country_of_origin</code>, <code>manufacturer</code>, <code>generic_name</code>, <code>gst_rate</code>
          , <code>hsn_code</code>. A new SKU adds a product (every required column filled); a known SKU changes only its filled cells. A
          check changes nothing; apply writes every row or, if any row is refused, none.
        </>
      }
      path="staff/catalogue/products"
      columns={['Row', 'Product', 'What changes']}
      read={read}
      cells={(r) => [
        r.row,
        <>
          {r.name} <span className="field__hint">{r.sku}</span>
        </>,
        <ul className="csv-fields">
          {r.added && <li>New product</li>}
          {r.fields.map((f) => (
            <li key={f.field}>
              {f.field}: {r.added ? shown(f.field, f.after) : `${shown(f.field, f.before)} → ${shown(f.field, f.after)}`}
            </li>
          ))}
        </ul>,
      ]}
    />
  );
}
