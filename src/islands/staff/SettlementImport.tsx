import { useState, type FormEvent } from 'react';
import { useMounted } from '../hooks';
import { toStaffLogin } from './staff-api';
import { staffPost } from '../../lib/api/staff';
import { useBusy } from '../use-busy';

/**
 * The manager's "Fetch settlements" for a day (POST /api/staff/reports/settlements/import). Safe to
 * press twice: each entry is recorded once. The page reloads to show what was recorded.
 */
export default function SettlementImport({ day }: { day: string }) {
  const mounted = useMounted();
  const [value, setValue] = useState(day);
  const { busy, run } = useBusy(() => setNote({ ok: false, text: 'No connection. The settlements were not fetched.' }));
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setNote(null);
    void run(async () => {
      const body = await staffPost('staff/reports/settlements/import', { json: { day: value } });
      if (body.httpStatus === 401) return toStaffLogin();
      setNote({ ok: body.status === 1, text: body.message ?? 'The settlements could not be fetched.' });
      if (body.status === 1 && body.response.recorded > 0) location.reload();
    });
  };
  return (
    <form className="rfilters__go" onSubmit={onSubmit} data-testid="settlement-import">
      <div className="field">
        <label className="field__label" htmlFor="settle-day">
          Settled on
        </label>
        {/* a day typed before the island wakes would be lost to its state: the field waits for it */}
        <input
          id="settle-day"
          className="field__input"
          type="date"
          value={value}
          readOnly={!mounted}
          onChange={(e) => setValue(e.target.value)}
          required
        />
      </div>
      <button className="sbtn sbtn--primary" type="submit" disabled={!mounted || busy}>
        {busy ? 'Fetching…' : 'Fetch settlements'}
      </button>
      {note && (
        <p className={`salert actions__msg${note.ok ? ' salert--ok' : ''}`} role={note.ok ? 'status' : 'alert'}>
          {note.text}
        </p>
      )}
    </form>
  );
}
