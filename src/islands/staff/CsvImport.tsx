import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMounted } from '../hooks';
import { toStaffLogin } from './staff-api';
import { staffPost, type StaffCsvPath } from '../../lib/api/staff';
import { useBusy } from '../use-busy';
import { StaffFileInput } from './list-parts';

/** What every CSV check and apply answers: the rows that would change, how many agree, and every refused row. */
export interface CsvPlan<Change> {
  changes: Change[];
  unchanged: number;
  refused: { row: number; field: string; message: string }[];
}

interface Props<Change extends { row: number }> {
  title: string;
  back: { href: string; label: string };
  /** the format, in a line */
  hint: ReactNode;
  /** the API path without /api/, to which /check and /apply are added */
  path: StaffCsvPath;
  columns: string[];
  cells: (change: Change) => ReactNode[];
  /** the answer as a plan, when its rows are not simply `changes` (products: additions and changes) */
  read?: (response: never) => CsvPlan<Change>;
}

/**
 * A CSV import as the console does them (prices, stock counts): pick the file, check it (nothing
 * changes; every change and every refused row is listed), then apply all or nothing.
 */
export default function CsvImport<Change extends { row: number }>({ title, back, hint, path, columns, cells, read }: Props<Change>) {
  const mounted = useMounted();
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState('');
  const [plan, setPlan] = useState<CsvPlan<Change> | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const { busy, run } = useBusy(() => setNote({ ok: false, text: 'No connection. Nothing was changed.' }));
  const [checked, setChecked] = useState(false);

  const send = async (step: 'check' | 'apply') => {
    setNote(null);
    void run(async () => {
      const body = await staffPost(`${path}/${step}`, { json: { csv } });
      if (body.httpStatus === 401) return toStaffLogin();
      // a refused check or apply answers the plan too (the refused rows); each import names its rows
      const next = 'response' in body && body.response ? (read ? read(body.response as never) : (body.response as CsvPlan<Change>)) : null;
      if (next) setPlan(next);
      // a check that found refused rows is not a success: nothing can be applied until they are mended
      setNote({ ok: body.status === 1 && !next?.refused.length, text: body.message ?? '' });
      setChecked(step === 'check' && body.status === 1);
      if (step === 'apply' && body.status === 1) setCsv('');
    });
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
  // "1 change", never "1 changes"
  const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;
  return (
    <section aria-labelledby="csv-title">
      <div className="staff-head">
        <h1 id="csv-title">{title}</h1>
        <a className="staff-head__sub" href={back.href}>
          {back.label}
        </a>
      </div>
      <div className="spanel form">
        <p className="field__hint">{hint}</p>
        <StaffFileInput
          id="csv-file"
          label="CSV file"
          accept=".csv,text/csv"
          ref={input}
          onChange={(e) => void onFile(e.target.files?.[0])}
          hint={fileName}
        />
        <div className="csv-actions">
          <button type="button" className="sbtn" disabled={!mounted || busy || !csv} onClick={() => void send('check')}>
            Check the file
          </button>
          <button type="button" className="sbtn sbtn--primary" disabled={!mounted || busy || !canApply} onClick={() => void send('apply')}>
            Apply {plan && canApply ? changes(plan.changes.length) : 'changes'}
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
          <h2>{changes(plan.changes.length)}</h2>
          <table className="csv-table" data-testid="csv-changes">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th scope="col" key={c}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {plan.changes.map((c) => (
                <tr key={c.row}>
                  {cells(c).map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
