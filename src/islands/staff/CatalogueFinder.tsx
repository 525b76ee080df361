import { useEffect, useState, type FormEvent } from 'react';
import { formatINR } from '../../lib/domain/money/money';
import { useMounted } from '../hooks';
import { toStaffLogin } from './staff-api';
import { staffGet, type StaffGetSuccess } from '../../lib/api/staff';

type Item = StaffGetSuccess<'staff/catalogue'>['response'][number];

/** The manager finds a product by name, SKU or brand and opens its editor. */
export default function CatalogueFinder({ initialQuery }: { initialQuery: string }) {
  const mounted = useMounted();
  const [query, setQuery] = useState(initialQuery);
  const [items, setItems] = useState<Item[] | null>(null);
  const [trouble, setTrouble] = useState('');

  const search = async (q: string) => {
    setTrouble('');
    try {
      const body = await staffGet('staff/catalogue', { query: { q, limit: 50 } });
      if (body.httpStatus === 401) return toStaffLogin();
      if (body.status === 1) setItems(body.response);
      else setTrouble(body.message ?? 'Could not search the products.');
    } catch {
      setTrouble('No connection. Please try again.');
    }
  };
  useEffect(() => {
    void search(initialQuery.trim());
  }, [initialQuery]);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    history.replaceState(null, '', `${location.pathname}?q=${encodeURIComponent(query.trim())}`);
    void search(query.trim());
  };

  return (
    <section aria-labelledby="cat-title">
      <div className="staff-head">
        <h1 id="cat-title">Catalogue</h1>
        <span className="staff-head__sub">
          <a href="/staff/catalogue/new">Add a product</a> · <a href="/staff/catalogue/prices">Prices by CSV</a> ·{' '}
          <a href="/staff/catalogue/products">Products by CSV</a>
        </span>
      </div>
      <form className="stock-search spanel" role="search" aria-label="Find products" onSubmit={onSearch}>
        <div className="field">
          <label className="field__label" htmlFor="cat-q">
            Name, SKU or brand
          </label>
          <input
            id="cat-q"
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
          {items.map((p) => (
            <li key={p.id} className="stock-item" data-testid="catalogue-item">
              <div>
                <a href={`/staff/catalogue/${p.id}`}>
                  <strong>{p.name}</strong>
                </a>
                <div className="staff-head__sub">
                  {p.slug} · {p.category}
                </div>
              </div>
              <div>
                {formatINR(p.price)} <s className="staff-head__sub">MRP {formatINR(p.mrp)}</s>
                {p.deal_type && p.deal_price !== null && <span className="sbadge sbadge--info">Deal {formatINR(p.deal_price)}</span>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
