import { lazy, Suspense, useId } from 'react';
import type { SavedAddress } from './types';
import { useSay } from '../texts';
import type { CheckoutKey } from '../../lib/domain/i18n/island-keys';
import { isAddressType } from '../../lib/domain/account/address-types';
import Runs from '../Runs';
import Icon from '../Icon';

// the form (and its zod schemas) loads only when the shopper adds or edits an address
const AddressForm = lazy(() => import('../AddressForm'));

export type AddressMode = { kind: 'choose' } | { kind: 'add' } | { kind: 'edit'; address: SavedAddress };

interface Props {
  addresses: SavedAddress[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  mode: AddressMode;
  onMode: (mode: AddressMode) => void;
  onSaved: (address: SavedAddress) => void;
  serviceable: ReadonlySet<string>;
}

const PEN = 'M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z';

/** SPEC §2/§4 Delivery Address: a chooser of saved addresses, or the inline add / edit form. */
export default function AddressChooser({ addresses, selectedId, onSelect, mode, onMode, onSaved, serviceable }: Props) {
  const id = useId();
  const say = useSay<CheckoutKey>();
  if (mode.kind !== 'choose') {
    return (
      <div className="co-address-form">
        <h3 className="co-subtitle">{say(mode.kind === 'edit' ? 'checkout.editAddress' : 'checkout.addAddress')}</h3>
        <Suspense
          fallback={
            <p className="co-muted" aria-busy="true">
              {say('checkout.loadingForm')}
            </p>
          }
        >
          <AddressForm
            key={mode.kind === 'edit' ? mode.address.id : 'new'}
            address={mode.kind === 'edit' ? mode.address : undefined}
            onSaved={onSaved}
            onBack={() => onMode({ kind: 'choose' })}
          />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="co-addresses">
      {addresses.length === 0 ? (
        <p className="co-muted">{say('checkout.noAddress')}</p>
      ) : (
        <fieldset className="co-choices">
          <legend className="visually-hidden">{say('checkout.deliverTo')}</legend>
          {addresses.map((a) => {
            const inputId = `${id}-a${a.id}`;
            const ok = serviceable.has(a.pincode);
            return (
              <div key={a.id} className="co-choice" data-selected={selectedId === a.id || undefined}>
                <input
                  type="radio"
                  id={inputId}
                  name={`${id}-address`}
                  value={a.id}
                  checked={selectedId === a.id}
                  onChange={() => onSelect(a.id)}
                />
                <label htmlFor={inputId} className="co-choice__body">
                  <strong>
                    <Runs text={`${a.firstName} ${a.lastName}`} />
                  </strong>
                  {a.type && <span className="co-tag">{isAddressType(a.type) ? say(`checkout.addrType.${a.type}`) : a.type}</span>}
                  <span className="co-choice__line">
                    <Runs text={a.address} />
                  </span>
                  <span className="co-choice__line">
                    <Runs text={[a.city_name, a.pincode].filter(Boolean).join(' - ')} />
                  </span>
                  <span className="co-choice__line co-muted">
                    {a.mobile} · <span lang="en">{a.email}</span>
                  </span>
                  {!ok && <span className="co-choice__warn">{say('deliveryUnavailable')}</span>}
                </label>
                <button
                  type="button"
                  className="icon-action co-icon-btn"
                  aria-label={say('checkout.editAddressOf', { address: a.address })}
                  title={say('checkout.editAddress')}
                  onClick={() => onMode({ kind: 'edit', address: a })}
                >
                  <Icon size={18} d={PEN} />
                </button>
              </div>
            );
          })}
        </fieldset>
      )}
      <button type="button" className="btn btn--ghost co-add" onClick={() => onMode({ kind: 'add' })}>
        {say('checkout.addNew')}
      </button>
    </div>
  );
}
