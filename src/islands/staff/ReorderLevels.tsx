import { useEffect, useState, type FormEvent } from 'react';
import { useMounted } from '../hooks';
import { toStaffLogin } from './staff-api';
import { staffGet, staffPost, type StaffGetSuccess } from '../../lib/api/staff';
import { useRowSave } from './use-row-save';

/** A product with its reorder level as GET /api/staff/reports/reorder-levels answers it. */
type LevelItem = StaffGetSuccess<'staff/reports/reorder-levels'>['response'][number];

function LevelRow({ item, onSaved }: { item: LevelItem; onSaved: (p: LevelItem) => void }) {
  const mounted = useMounted();
  const [level, setLevel] = useState(item.level === null ? '' : String(item.level));
  const inputId = `level-${item.product_id}`;
  const param = { id: String(item.product_id) };
  const { busy, note, setNote, save } = useRowSave<LevelItem>(
    (saved) => {
      onSaved(saved);
      setLevel(saved.level === null ? '' : String(saved.level));
    },
    { done: 'Reorder level saved', notChanged: 'The level was not changed' },
  );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(level);
    if (level.trim() === '' || !Number.isInteger(n) || n < 0 || n > 100_000)
      return setNote({ ok: false, text: 'Enter a whole number from 0 to 100000' });
    void save(() => staffPost('staff/reports/reorder-levels/:id', { param, json: { level: n } }));
  };
  return (
    <li className="stock-item" data-testid="reorder-item">
      <div>
        <strong>{item.name}</strong>
        <div className="staff-head__sub">
          {item.stock} to sell
          {item.due && (
            <>
              {' '}
              · <span className="sbadge sbadge--danger">Re-order now</span>
            </>
          )}
        </div>
        {note && (
          <p className={`salert actions__msg${note.ok ? ' salert--ok' : ''}`} role={note.ok ? 'status' : 'alert'}>
            {note.text}
          </p>
        )}
      </div>
      <form className="stock-item__form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            Reorder at
          </label>
          <input
            id={inputId}
            className="field__input"
            type="number"
            inputMode="numeric"
            min={0}
            max={100000}
            step={1}
            value={level}
            onChange={(e) => setLevel(e.target.value)}
          />
        </div>
        <button type="submit" className="sbtn sbtn--primary" disabled={!mounted || busy}>
          Save
        </button>
        {item.level !== null && (
          <button
            type="button"
            className="sbtn"
            disabled={!mounted || busy}
            onClick={() => void save(() => staffPost('staff/reports/reorder-levels/:id', { param, json: { level: null } }))}
          >
            Remove
          </button>
        )}
      </form>
    </li>
  );
}

/**
 * The manager sets, per product, the stock at which it should be re-ordered (one level for the whole
 * store). It opens on the products that have a level; a search finds any other.
 */
export default function ReorderLevels() {
  const mounted = useMounted();
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<LevelItem[] | null>(null);
  const [trouble, setTrouble] = useState('');
  const [asked, setAsked] = useState('');

  const search = async (q: string) => {
    setTrouble('');
    setAsked(q);
    try {
      const body = await staffGet('staff/reports/reorder-levels', { query: { q, limit: 20 } });
      if (body.httpStatus === 401) return toStaffLogin();
      if (body.status === 1) setItems(body.response);
      else setTrouble(body.message ?? 'Could not search the products.');
    } catch {
      setTrouble('No connection. Please try again.');
    }
  };
  useEffect(() => {
    void search('');
  }, []);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    void search(query.trim());
  };

  return (
    <div>
      <form className="stock-search" role="search" aria-label="Find a product to set its reorder level" onSubmit={onSearch}>
        <div className="field">
          <label className="field__label" htmlFor="level-q">
            Product name
          </label>
          <input
            id="level-q"
            className="field__input"
            type="search"
            readOnly={!mounted}
            value={query}
            maxLength={60}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <button type="submit" className="sbtn" disabled={!mounted}>
          Search
        </button>
      </form>
      {trouble && (
        <p className="salert" role="alert">
          {trouble}
        </p>
      )}
      {items === null ? (
        <p className="rempty" aria-busy="true">
          Loading products…
        </p>
      ) : items.length === 0 ? (
        <p className="rempty">{asked ? 'No products found.' : 'No product has a reorder level yet. Search for a product to set one.'}</p>
      ) : (
        <ul className="stock-list">
          {items.map((item) => (
            <LevelRow
              key={item.product_id}
              item={item}
              onSaved={(p) => setItems((list) => (list ?? []).map((x) => (x.product_id === p.product_id ? p : x)))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
