import { useId, useState } from 'react';
import Modal from './Modal';
import type { PickupStore } from './types';
import { useSay } from '../texts';
import type { CheckoutKey } from '../../lib/domain/i18n/island-keys';
import Runs from '../Runs';

/**
 * A store's lines (issue 34): the store's name and SPEC §9's hours in the page's words, the branch and
 * its address as stored, their Latin words marked English. The same on the server and in the browser.
 */
function StoreLines({ store }: { store: PickupStore }) {
  const say = useSay<CheckoutKey>();
  return (
    <>
      <strong>
        {say('brand.name')} · <Runs text={store.branch} />
      </strong>
      <span>
        <Runs text={store.address} />
      </span>
      <span>{say('checkout.phone', { phone: store.phone })}</span>
      <span>{say('store.hours')}</span>
    </>
  );
}

interface Props {
  stores: PickupStore[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** SPEC §2 Pickup store address: the chosen store, and the "Select a store" modal of branches. */
export default function StorePicker({ stores, selectedId, onSelect }: Props) {
  const id = useId();
  const say = useSay<CheckoutKey>();
  const [open, setOpen] = useState(false);
  const chosen = stores.find((s) => s.id === selectedId) ?? null;
  return (
    <div className="co-pickup">
      {chosen ? (
        <address className="co-store co-store--chosen">
          <StoreLines store={chosen} />
        </address>
      ) : (
        <p className="co-muted co-nostore">{say('checkout.noStore')}</p>
      )}
      <button type="button" className="btn btn--ghost" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {say(chosen ? 'checkout.change' : 'checkout.select')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={`${id}-title`} className="co-modal--wide">
        <div className="co-modal__head">
          <h2 id={`${id}-title`} className="co-modal__title">
            {say('checkout.selectStore')}
          </h2>
          <button type="button" className="icon-action co-icon-btn" aria-label={say('shop.close')} onClick={() => setOpen(false)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <ul className="co-stores">
          {stores.map((s) => {
            const selected = s.id === selectedId;
            return (
              <li key={s.id} className="co-store" data-selected={selected || undefined}>
                <div>
                  <StoreLines store={s} />
                </div>
                <button
                  type="button"
                  className={`btn ${selected ? 'btn--primary' : 'btn--ghost'}`}
                  aria-pressed={selected}
                  aria-label={`${say(selected ? 'checkout.selected' : 'checkout.select')}: ${s.branch}`}
                  onClick={() => {
                    onSelect(s.id);
                    setOpen(false);
                  }}
                >
                  {say(selected ? 'checkout.selected' : 'checkout.select')}
                </button>
              </li>
            );
          })}
        </ul>
      </Modal>
    </div>
  );
}
