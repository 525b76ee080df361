import { useEffect, useRef, useState } from 'react';
import { formatINR } from '../../lib/domain/money';
import { useMounted } from '../hooks';
import { api, toStaffLogin, type Answer } from './staff-api';

interface Change {
  row: number;
  sku: string;
  name: string;
  before: { price: number; mrp: number; deal_price: number | null };
  after: { price: number; mrp: number; deal_price: number | null };
}
interface Plan {
  changes: Change[];
  unchanged: number;
  refused: { row: number; field: string; message: string }[];
}

const money = (p: number | null) => (p === null ? '—' : formatINR(p));
const moved = (a: number | null, b: number | null) => (a === b ? money(a) : `${money(a)} → ${money(b)}`);

/** The morning's prices: pick the CSV, see every change and every refused row, then apply all or nothing. */
export default function PriceCsvImport() {
  const mounted = useMounted();
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState('');
  const [plan, setPlan] = useState<Plan | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState(false);

  const send = async (step: 'check' | 'apply') => {
    setBusy(true);
    setNote(null);
    try {
      const body = await api<Answer<Plan>>(`staff/catalogue/prices/${step}`, { body: { csv } });
      if (body.httpStatus === 401) return toStaffLogin();
      if (body.response) setPlan(body.response);
      setNote({ ok: body.status === 1, text: body.message ?? '' });
      setChecked(step === 'check' && body.status === 1);
      if (step === 'apply' && body.status === 1) setCsv('');
    } catch {
      setNote({ ok: false, text: 'No connection. Nothing was changed.' });
    }
    setBusy(false);
  };

  const onFile = async (file: File | undefined) => {
    setPlan(null);
    setChecked(false);
    setFileName(file?.name ?? '');
    setCsv(file ? await file.text() : '');
  };

  // a file picked before the island hydrated is in the input but React never saw its change (on a
  // slow phone, or a busy machine): take it up once hydrated, so the clerk need not pick it again
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (early) void onFile(early);
  }, []);

  const canApply = checked && plan !== null && plan.refused.length === 0 && plan.changes.length > 0;
  return (
    <section aria-labelledby="csv-title">
      <div className="staff-head">
        <h1 id="csv-title">Prices by CSV</h1>
        <a className="staff-head__sub" href="/staff/catalogue">
          Back to the catalogue
        </a>
      </div>
      <div className="spanel form">
        <p className="field__hint">
          Columns: <code>sku,price,mrp</code> and optionally <code>deal_price</code>; amounts in rupees (42 or 42.50); at most 2 MB. A check
          changes nothing. Apply changes every row or, if any row is refused, none.
        </p>
        <div className="field">
          <label className="field__label" htmlFor="csv-file">
            CSV file
          </label>
          <input
            id="csv-file"
            className="field__input"
            type="file"
            accept=".csv,text/csv"
            ref={input}
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          {fileName && <span className="field__hint">{fileName}</span>}
        </div>
        <div className="csv-actions">
          <button type="button" className="sbtn" disabled={!mounted || busy || !csv} onClick={() => void send('check')}>
            Check the file
          </button>
          <button type="button" className="sbtn sbtn--primary" disabled={!mounted || busy || !canApply} onClick={() => void send('apply')}>
            Apply {plan && canApply ? plan.changes.length : ''} changes
          </button>
        </div>
      </div>
      {note && (
        <p className={`salert${note.ok ? ' salert--ok' : ''}`} role={note.ok ? 'status' : 'alert'} data-testid="csv-note">
          {note.text}
        </p>
      )}
      {plan && plan.refused.length > 0 && (
        <div className="spanel">
          <h2>Refused rows</h2>
          <ul data-testid="csv-refused">
            {plan.refused.map((r, i) => (
              <li key={i}>
                Row {r.row}
                {r.field !== 'file' ? ` (${r.field})` : ''}: {r.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {plan && plan.changes.length > 0 && (
        <div className="spanel stable-wrap">
          <h2>{plan.changes.length} changes</h2>
          <table className="csv-table" data-testid="csv-changes">
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Product</th>
                <th scope="col">Price</th>
                <th scope="col">MRP</th>
                <th scope="col">Deal price</th>
              </tr>
            </thead>
            <tbody>
              {plan.changes.map((c) => (
                <tr key={c.row}>
                  <td>{c.row}</td>
                  <td>
                    {c.name} <span className="field__hint">{c.sku}</span>
                  </td>
                  <td>{moved(c.before.price, c.after.price)}</td>
                  <td>{moved(c.before.mrp, c.after.mrp)}</td>
                  <td>{moved(c.before.deal_price, c.after.deal_price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
