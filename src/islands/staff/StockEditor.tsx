import { useEffect, useState, type FormEvent } from 'react';
import { useMounted } from '../hooks';
import { isAvailable } from '../../lib/domain/pricing';
import { api, toStaffLogin, type Answer, type StockItem } from './staff-api';
import { useRowSave } from './use-row-save';

interface Props {
  initialQuery: string;
}

function StockRow({ item, onSaved }: { item: StockItem; onSaved: (p: StockItem) => void }) {
  const mounted = useMounted();
  const [count, setCount] = useState(String(item.stock + item.reserved));
  const inputId = `stock-${item.id}`;
  const { busy, note, setNote, save } = useRowSave<StockItem>(
    `staff/products/${item.id}/stock`,
    (saved) => {
      onSaved(saved);
      setCount(String(saved.stock + saved.reserved));
    },
    { done: 'Stock updated', notChanged: 'Stock was not changed' },
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(count);
    if (!Number.isInteger(n) || n < 0 || n > 100_000) return setNote({ ok: false, text: 'Enter a whole number from 0 to 100000' });
    void save({ stock: n });
  };

  return (
    <li className="stock-item" data-testid="stock-item">
      <div>
        <strong>{item.name}</strong>
        <div className="staff-head__sub">
          {/* the shop's own rule: nothing left to sell is out of stock, whatever the flag says */}
          {isAvailable({ stock: item.stock, out_of_stock: item.out_of_stock ? 1 : 0 }) ? (
            <span className="sbadge sbadge--success">In stock</span>
          ) : (
            <span className="sbadge sbadge--danger">{item.out_of_stock ? 'Out of stock' : 'Sold out'}</span>
          )}{' '}
          {item.stock} to sell{item.reserved > 0 ? ` · ${item.reserved} promised to open orders` : ''}
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
            On the shelf
          </label>
          <input
            id={inputId}
            className="field__input"
            type="number"
            inputMode="numeric"
            min={0}
            max={100000}
            step={1}
            value={count}
            onChange={(e) => setCount(e.target.value)}
          />
        </div>
        <button type="submit" className="sbtn sbtn--primary" disabled={!mounted || busy}>
          Save
        </button>
        <button type="button" className="sbtn" disabled={!mounted || busy} onClick={() => void save({ out_of_stock: !item.out_of_stock })}>
          {item.out_of_stock ? 'Back in stock' : 'Mark out of stock'}
        </button>
      </form>
    </li>
  );
}

/** Branch staff correct a product's stock or take it off sale; the shop shows it at once. */
export default function StockEditor({ initialQuery }: Props) {
  const mounted = useMounted();
  const [query, setQuery] = useState(initialQuery);
  const [items, setItems] = useState<StockItem[] | null>(null);
  const [trouble, setTrouble] = useState('');

  const search = async (q: string) => {
    setTrouble('');
    try {
      const body = await api<Answer<StockItem[]>>(`staff/products?${new URLSearchParams({ q, limit: '50' })}`);
      if (body.httpStatus === 401) return toStaffLogin();
      if (body.status === 1 && body.response) setItems(body.response);
      else setTrouble(body.message ?? 'Could not search the products.');
    } catch {
      setTrouble('No connection. Please try again.');
    }
  };

  // the list is the API's answer (a clerk sees what the shop sees), asked for once the screen is up
  useEffect(() => {
    void search(initialQuery.trim());
  }, [initialQuery]);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    history.replaceState(null, '', `${location.pathname}?q=${encodeURIComponent(query.trim())}`);
    void search(query.trim());
  };

  return (
    <section aria-labelledby="stock-title">
      <div className="staff-head">
        <h1 id="stock-title">Stock</h1>
        <span className="staff-head__sub">One count per product for the whole store</span>
      </div>
      <form className="stock-search spanel" role="search" aria-label="Find products" onSubmit={onSearch}>
        <div className="field">
          <label className="field__label" htmlFor="stock-q">
            Product name
          </label>
          <input
            id="stock-q"
            className="field__input"
            type="search"
            readOnly={!mounted}
            value={query}
            maxLength={60}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <button type="submit" className="sbtn sbtn--primary" disabled={!mounted}>
          Search
        </button>
      </form>
      {trouble && (
        <p className="salert" role="alert">
          {trouble}
        </p>
      )}
      {items === null ? (
        <p className="queue__empty spanel" aria-busy="true">
          Loading products…
        </p>
      ) : items.length === 0 ? (
        <p className="queue__empty spanel">No products found.</p>
      ) : (
        <ul className="stock-list">
          {items.map((item) => (
            <StockRow key={item.id} item={item} onSaved={(p) => setItems((list) => (list ?? []).map((x) => (x.id === p.id ? p : x)))} />
          ))}
        </ul>
      )}
    </section>
  );
}
