import { useEffect, useState } from 'react';
import type { MergeNoteKey } from '../../lib/domain/i18n/island-keys-guest';
import { takeMergeNotes } from '../../stores/cart-merge';
import Runs from '../Runs';
import '../../styles/cart/merge-notes.css';
import { useSay } from '../texts';

/**
 * What changed when the browser cart joined the account's at sign-in (a price, a quantity, a
 * product no longer sold), said until the shopper has read it: a popup of 1.5 s is too short for a
 * list. The notes come said by the server in the shopper's language.
 */
export default function MergeNotes() {
  const say = useSay<MergeNoteKey>();
  const [notes, setNotes] = useState<string[]>([]);
  useEffect(() => setNotes(takeMergeNotes()), []);
  if (notes.length === 0) return null;
  return (
    <section className="cart-merge-notes" role="status" aria-labelledby="cart-merge-notes-title">
      <h2 id="cart-merge-notes-title" className="cart-merge-notes__title">
        {say('cartMerge.heading')}
      </h2>
      <ul>
        {notes.map((n) => (
          <li key={n}>
            <Runs text={n} />
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn--ghost" onClick={() => setNotes([])}>
        {say('shop.dismiss')}
      </button>
    </section>
  );
}
