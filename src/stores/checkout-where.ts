/**
 * Where the checkout's goods go: delivery to an address or pickup at a store. A chosen store is
 * remembered for the product pages and cart (pickup-choice.ts, issue 28); choosing delivery forgets
 * it, so they show the delivering branch's shelf again.
 */
import type { DeliveryMode } from '../lib/domain/checkout/checkout-checks';
import { $addressId, $branchId, $deliveryMode, $problem } from './checkout-state';
import { choosePickupStore } from './pickup-choice';

export function chooseDelivery(mode: DeliveryMode): void {
  $deliveryMode.set(mode);
  if (mode === 'delivery') choosePickupStore(null);
  $problem.set(null);
}

export function chooseAddress(id: number): void {
  $addressId.set(id);
  $problem.set(null);
}

export function chooseStore(id: number): void {
  $branchId.set(id);
  choosePickupStore(id);
  $problem.set(null);
}
