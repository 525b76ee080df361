import { useEffect, useState, type FormEvent } from 'react';
import { staffGet, staffPost, type StaffGetSuccess } from '../../lib/api/staff';
import { useRowSave } from './use-row-save';
import { ListState, NoteLine, NumberInput, RowActions, SearchForm, Trouble, useStaffList } from './list-parts';

/** A product with its reorder level as GET /api/staff/reports/reorder-levels answers it. */
type LevelItem = StaffGetSuccess<'staff/reports/reorder-levels'>['response'][number];

function LevelRow({ item, onSaved }: { item: LevelItem; onSaved: (p: LevelItem) => void }) {
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
        <NoteLine note={note} />
      </div>
      <form className="stock-item__form" onSubmit={onSubmit} noValidate>
        <NumberInput id={inputId} label="Reorder at" min={0} max={100000} step={1} value={level} onValue={setLevel} />
        <RowActions
          busy={busy}
          other={item.level !== null ? 'Remove' : undefined}
          onOther={() => void save(() => staffPost('staff/reports/reorder-levels/:id', { param, json: { level: null } }))}
        />
      </form>
    </li>
  );
}

/**
 * The manager sets, per product, the stock at which it should be re-ordered (one level for the whole
 * store). It opens on the products that have a level; a search finds any other.
 */
export default function ReorderLevels() {
  const [query, setQuery] = useState('');
  const { items, setItems, trouble, load } = useStaffList<LevelItem>('Could not search the products.');
  const [asked, setAsked] = useState('');

  const search = (q: string) => {
    setAsked(q);
    return load(() => staffGet('staff/reports/reorder-levels', { query: { q, limit: 20 } }));
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
      <SearchForm
        id="level-q"
        label="Product name"
        title="Find a product to set its reorder level"
        query={query}
        onQuery={setQuery}
        onSearch={onSearch}
        className="stock-search"
        buttonClass="sbtn"
      />
      <Trouble text={trouble} />
      <ListState
        items={items}
        loading="Loading products…"
        empty={asked ? 'No products found.' : 'No product has a reorder level yet. Search for a product to set one.'}
        className="rempty"
      >
        {(items) => (
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
      </ListState>
    </div>
  );
}
