import { useStore } from '@nanostores/react';
import { useId, useRef, type KeyboardEvent } from 'react';
import type { DeliveryMode } from '../../lib/domain/checkout/checkout-checks';
import {
  $addressForm,
  $addresses,
  $addressId,
  $branchId,
  $deliveryMode,
  $nameNeeded,
  addressSaved,
  chooseAddress,
  chooseDelivery,
  chooseStore,
} from '../../stores/checkout';
import BuyerName from './BuyerName';
import AddressChooser from './AddressChooser';
import StorePicker from './StorePicker';
import type { PickupStore } from './types';
import { useSay } from '../texts';
import type { CheckoutKey } from '../../lib/domain/i18n/island-keys';

const TABS: { mode: DeliveryMode; label: CheckoutKey }[] = [
  { mode: 'delivery', label: 'checkout.tabDelivery' },
  { mode: 'pickup', label: 'checkout.tabPickup' },
];

interface Props {
  stores: PickupStore[];
  serviceable: ReadonlySet<string>;
}

/** SPEC §2 Billing Address: two tabs (arrow keys move between them), an address or a pickup store. */
export default function BillingSection({ stores, serviceable }: Props) {
  const say = useSay<CheckoutKey>();
  const uid = useId();
  const mode = useStore($deliveryMode);
  const addresses = useStore($addresses);
  const addressId = useStore($addressId);
  const form = useStore($addressForm);
  const branchId = useStore($branchId);
  const nameNeeded = useStore($nameNeeded);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = (m: DeliveryMode) => (m === 'delivery' ? 0 : 1);

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const next: DeliveryMode = e.key === 'Home' ? 'delivery' : e.key === 'End' ? 'pickup' : mode === 'delivery' ? 'pickup' : 'delivery';
    chooseDelivery(next);
    tabRefs.current[index(next)]?.focus();
  };

  return (
    <section className="co-card co-billing" aria-labelledby={`${uid}-billing`}>
      <h2 id={`${uid}-billing`} className="co-card__title">
        {say('checkout.billing')}
      </h2>
      <div className="co-tabs" role="tablist" aria-label={say('checkout.tabsLabel')}>
        {TABS.map((t) => (
          <button
            key={t.mode}
            ref={(el) => void (tabRefs.current[index(t.mode)] = el)}
            type="button"
            role="tab"
            id={`${uid}-tab${index(t.mode)}`}
            aria-selected={mode === t.mode}
            aria-controls={`${uid}-panel${index(t.mode)}`}
            tabIndex={mode === t.mode ? 0 : -1}
            className="co-tab"
            onClick={() => chooseDelivery(t.mode)}
            onKeyDown={onTabKey}
          >
            {say(t.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${uid}-panel${index(mode)}`} aria-labelledby={`${uid}-tab${index(mode)}`} className="co-panel">
        {mode === 'delivery' ? (
          <AddressChooser
            addresses={addresses}
            selectedId={addressId}
            onSelect={chooseAddress}
            mode={form}
            onMode={(m) => $addressForm.set(m)}
            onSaved={addressSaved}
            serviceable={serviceable}
          />
        ) : (
          <>
            <StorePicker stores={stores} selectedId={branchId} onSelect={chooseStore} />
            {nameNeeded && <BuyerName />}
          </>
        )}
      </div>
    </section>
  );
}
