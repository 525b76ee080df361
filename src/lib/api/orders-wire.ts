/**
 * The subscription answers' and requests' SPEC wire names turned once, where the islands read and
 * send them (issue 27): the wire's `flag` (0 delivery, 1 pickup) is the code's deliveryMode.
 */
import { deliveryModeOf, flagOf, type DeliveryMode } from '../domain/checkout/delivery-mode';
import type { SubscriptionAnswer } from '../domain/orders/subscription-schemas';
import type { SubscriptionView } from '../domain/orders/subscription-view';
import { renameKeys } from '../domain/rename-keys';

export function subscriptionFromWire(answer: SubscriptionAnswer): SubscriptionView {
  return renameKeys({ ...answer, flag: deliveryModeOf(answer.flag) }, { flag: 'deliveryMode' });
}

/** A new subscription's body, its deliveryMode said as the wire's flag. */
export function subscriptionBody<B extends { deliveryMode: DeliveryMode }>(draft: B): Omit<B, 'deliveryMode'> & { flag: 0 | 1 } {
  const { deliveryMode, ...rest } = draft;
  return { flag: flagOf(deliveryMode), ...rest };
}
