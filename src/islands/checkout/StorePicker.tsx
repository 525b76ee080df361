import { useId, useState } from 'react';
import Modal from './Modal';
import type { PickupStore } from './types';

interface Props {
  stores: PickupStore[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** SPEC §2 Pickup store address: the chosen store, and the "Select a store" modal of branches. */
export default function StorePicker({ stores, selectedId, onSelect }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const chosen = stores.find((s) => s.id === selectedId) ?? null;
  return (
    <div className="co-pickup">
      {chosen ? (
        <address className="co-store co-store--chosen">
          <strong>
            {chosen.store_name} · {chosen.branch}
          </strong>
          <span>{chosen.address}</span>
          <span>Phone: {chosen.phone}</span>
          <span>{chosen.hours}</span>
        </address>
      ) : (
        <p className="co-muted co-nostore">You are not selected our branch</p>
      )}
      <button type="button" className="btn btn--ghost" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {chosen ? 'Change' : 'Select'}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={`${id}-title`} className="co-modal--wide">
        <div className="co-modal__head">
          <h2 id={`${id}-title`} className="co-modal__title">Select a store</h2>
          <button type="button" className="icon-action co-icon-btn" aria-label="Close" onClick={() => setOpen(false)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <ul className="co-stores">
          {stores.map((s) => {
            const selected = s.id === selectedId;
            return (
              <li key={s.id} className="co-store" data-selected={selected || undefined}>
                <div>
                  <strong>
                    {s.store_name} · {s.branch}
                  </strong>
                  <span>{s.address}</span>
                  <span>Phone: {s.phone}</span>
                  <span>{s.hours}</span>
                </div>
                <button type="button" className={`btn ${selected ? 'btn--primary' : 'btn--ghost'}`} aria-pressed={selected}
                  aria-label={`${selected ? 'Selected' : 'Select'}: ${s.branch}`}
                  onClick={() => {
                    onSelect(s.id);
                    setOpen(false);
                  }}>
                  {selected ? 'Selected' : 'Select'}
                </button>
              </li>
            );
          })}
        </ul>
      </Modal>
    </div>
  );
}
