import { useEffect, useState, type FormEvent } from 'react';
import { useMounted } from '../hooks';
import type { StockItem } from './staff-api';
import { staffGet } from '../../lib/api/staff';
import { ListState, SearchForm, StaffSelect, Trouble, useStaffList } from './list-parts';
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
  const { items, setItems, trouble, load } = useStaffList<StockItem>('Could not search the products.');
  const branchName = branches.find((b) => b.id === branch)?.name ?? '';

  const search = (q: string, at: number) => load(() => staffGet('staff/products', { query: { q, limit: 50, branch: at } }));

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
      <SearchForm id="stock-q" label="Product name" title="Find products" query={query} onQuery={setQuery} onSearch={onSearch}>
        {branches.length > 1 && (
          <StaffSelect
            id="stock-branch"
            fieldClass="stock-search__branch"
            label="Branch"
            value={branch}
            disabled={!mounted}
            onValue={(v) => onBranch(Number(v))}
            options={branches.map((b) => [b.id, b.name])}
          />
        )}
      </SearchForm>
      <Trouble text={trouble} />
      <ListState items={items} loading="Loading products…" empty="No products found.">
        {(items) => (
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
      </ListState>
    </section>
  );
}
