import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { cataloguePost, type CatalogueSuccess } from '../lib/api/catalogue';
import { $pickupStore, choosePickupStore } from '../stores/pickup-choice';
import { $shelfHere, shelfKey } from '../stores/shelf-here';
import '../styles/branch-shelf.css';

type ShelfLine = CatalogueSuccess<'branchShelf'>['response']['lines'][number];

interface Line {
  product_id: number;
  aid: number;
  /** units wanted (the cart's); 1 when absent */
  qty?: number;
}

/**
 * "Not at Indiranagar today — pick up at Koramangala" for a signed-in shopper's lines (issue 28),
 * with the switch that makes checkout open on pickup there. Loaded lazily by the product panel and
 * the cart (after sign-in only), so guest pages and their JS stay as they were; the words come from
 * the server, in the shopper's language.
 */
export default function BranchShelf({ lines }: { lines: Line[] }) {
  const store = useStore($pickupStore);
  const [hints, setHints] = useState<ShelfLine[]>([]);
  const key = lines.map((l) => `${l.product_id}:${l.aid}:${l.qty}`).join(',');
  useEffect(() => {
    if (lines.length === 0) return setHints([]);
    let live = true;
    cataloguePost('branchShelf', { json: { lines, ...(store ? { branch: store } : {}) } })
      .then((b) => {
        if (!live) return;
        if (b.status !== 1) return setHints([]);
        // the branch's counts for the hurry line (stores/shelf-here.ts); no branch, no counts
        if (b.response.branch) for (const l of b.response.lines) $shelfHere.setKey(shelfKey(l.product_id, l.aid), l.here);
        setHints(b.response.lines.filter((l) => l.hint));
      })
      .catch(() => live && setHints([]));
    return () => {
      live = false;
    };
  }, [key, store]);
  if (hints.length === 0) return null;
  return (
    <ul className="branch-shelf" data-branch-shelf>
      {hints.map((h) => (
        <li key={h.product_id} role="status">
          <span>{h.hint}</span>
          {h.pickup_branch && (
            <button type="button" className="btn btn--ghost" onClick={() => choosePickupStore(h.pickup_branch!)}>
              {h.switch_label}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
