import { useEffect, useState, type FormEvent } from 'react';
import { formatINR } from '../../lib/domain/money/money';
import { staffGet, type StaffGetSuccess } from '../../lib/api/staff';
import { ListState, SearchForm, Trouble, useStaffList } from './list-parts';

type Item = StaffGetSuccess<'staff/catalogue'>['response'][number];

/** The manager finds a product by name, SKU or brand and opens its editor. */
export default function CatalogueFinder({ initialQuery }: { initialQuery: string }) {
  const [query, setQuery] = useState(initialQuery);
  const { items, trouble, load } = useStaffList<Item>('Could not search the products.');
  const search = (q: string) => load(() => staffGet('staff/catalogue', { query: { q, limit: 50 } }));
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
      <SearchForm id="cat-q" label="Name, SKU or brand" title="Find products" query={query} onQuery={setQuery} onSearch={onSearch} />
      <Trouble text={trouble} />
      <ListState items={items} loading="Loading products…" empty="No products found.">
        {(items) => (
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
      </ListState>
    </section>
  );
}
