import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { $buyerName } from '../../stores/checkout';
import { useSay } from '../texts';
import type { CheckoutKey } from '../../lib/domain/i18n/island-keys';

/**
 * Issue 20: a pickup order is billed to the profile; a customer who registered without a name gives
 * it here, once: the order keeps it on the profile, so the invoice and the header name them.
 */
export default function BuyerName() {
  const id = useId();
  const say = useSay<CheckoutKey>();
  const name = useStore($buyerName);
  return (
    <fieldset className="co-buyer">
      <legend>{say('checkout.nameForBill')}</legend>
      <label htmlFor={`${id}-first`}>{say('checkout.firstName')}</label>
      <input
        id={`${id}-first`}
        autoComplete="given-name"
        maxLength={100}
        required
        value={name.first_name}
        onChange={(e) => $buyerName.set({ ...name, first_name: e.target.value })}
      />
      <label htmlFor={`${id}-last`}>{say('checkout.lastName')}</label>
      <input
        id={`${id}-last`}
        autoComplete="family-name"
        maxLength={100}
        value={name.last_name}
        onChange={(e) => $buyerName.set({ ...name, last_name: e.target.value })}
      />
    </fieldset>
  );
}
