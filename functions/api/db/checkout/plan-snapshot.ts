/**
 * A payment intent's checkout snapshot (payment_intent.checkout) is stored data: it keeps the orders
 * table's column names for the fields that bear one (flag, offer_type, offer_value), as every
 * snapshot written before issue 27 does, so an intent paid across a deploy still becomes the order
 * it priced. The code says the inner names.
 */
import { deliveryModeOf, flagOf, type DeliveryMode } from '../../../../src/lib/domain/checkout/delivery-mode';
import { renameKeys } from '../../../../src/lib/domain/rename-keys';

/** The plan's fields whose stored name differs from the code's. */
interface SnapshotFields {
  deliveryMode: DeliveryMode;
  offerKind: string | null;
  offerValue: number | null;
}

export function planSnapshot<P extends SnapshotFields>(plan: P): string {
  const stored = { ...plan, deliveryMode: flagOf(plan.deliveryMode) };
  return JSON.stringify(renameKeys(stored, { deliveryMode: 'flag', offerKind: 'offer_type', offerValue: 'offer_value' }));
}

export function planOfSnapshot<P extends SnapshotFields>(snapshot: string): P {
  const stored = JSON.parse(snapshot) as Record<string, unknown>;
  const plan = { ...stored, flag: deliveryModeOf(stored.flag as number) };
  return renameKeys(plan, { flag: 'deliveryMode', offer_type: 'offerKind', offer_value: 'offerValue' }) as unknown as P;
}
