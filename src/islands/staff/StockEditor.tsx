import { useEffect, useState, type FormEvent } from 'react';
import { useMounted } from '../hooks';
import { toStaffLogin, type StockItem } from './staff-api';
import { staffGet } from '../../lib/api/staff';
import StockRow from './StockRow';

interface Props {
  initialQuery: string;
  /** the branches this person may work on: a clerk's own, the manager's all */
  branches: { id: number; name: string }[];
  initialBranch: number;
  /** the manager moves stock between branches */
  canTransfer: boolean;
}

/**
 * One branch's stock, pack by pack (docs/stock.md): a clerk counts the shelf, takes goods in or
 * writes them off, always with a reason; the manager picks the branch and moves stock between
 * branches. Every change is a row in the ledger, and the shop shows the new total at once.
 */
export default function StockEditor({ initialQuery, branches, initialBranch, canTransfer }: Props) {
  const mounted = useMounted();
  const [query, setQuery] = useState(initialQuery);
  const [branch, setBranch] = useState(initialBranch);
  const [items, setItems] = useState<StockItem[] | null>(null);
  const [trouble, setTrouble] = useState('');
  const branchName = branches.find((b) => b.id === branch)?.name ?? '';

  const search = async (q: string, at: number) => {
    setTrouble('');
    try {
      const body = await staffGet('staff/products', { query: { q, limit: 50, branch: at } });
      if (body.httpStatus === 401) return toStaffLogin();
      if (body.status === 1) setItems(body.response);
      else setTrouble(body.message ?? 'Could not search the products.');
    } catch {
      setTrouble('No connection. Please try again.');
    }
  };

  // the list is the API's answer (a clerk sees what the shop sees), asked for once the screen is up
  useEffect(() => {
    void search(initialQuery.trim(), initialBranch);
  }, [initialQuery, initialBranch]);

  const remember = (q: string, at: number) => {
    const params = new URLSearchParams({ q });
    if (branches.length > 1) params.set('branch', String(at));
    history.replaceState(null, '', `${location.pathname}?${params}`);
  };

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    remember(query.trim(), branch);
    void search(query.trim(), branch);
  };

  const onBranch = (id: number) => {
    setBranch(id);
    setItems(null);
    remember(query.trim(), id);
    void search(query.trim(), id);
  };

  return (
    <section aria-labelledby="stock-title">
      <div className="staff-head">
        <h1 id="stock-title">Stock at {branchName}</h1>
        <span className="staff-head__sub">
          Each branch counts its own packs; every change is kept in the ledger with who and why ·{' '}
          <a href="/staff/stock/csv">Count by CSV</a>
        </span>
      </div>
      <form className="stock-search spanel" role="search" aria-label="Find products" onSubmit={onSearch}>
        {branches.length > 1 && (
          <div className="field stock-search__branch">
            <label className="field__label" htmlFor="stock-branch">
              Branch
            </label>
            <select
              id="stock-branch"
              className="field__input"
              value={branch}
              disabled={!mounted}
              onChange={(e) => onBranch(Number(e.target.value))}
            >
              {branches.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
        )}
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
            <StockRow
              key={`${item.branch_id}-${item.id}-${item.pack_id}`}
              item={item}
              branches={branches}
              canTransfer={canTransfer}
              onSaved={(p) =>
                setItems((list) =>
                  (list ?? []).map((x) => (x.id === p.id && x.pack_id === p.pack_id && x.branch_id === p.branch_id ? p : x)),
                )
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
