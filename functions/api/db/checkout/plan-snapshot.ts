/**
 * A payment intent's checkout snapshot (payment_intent.checkout) is stored data: it keeps the orders
 * table's column names for the fields that bear one, as every snapshot written before issue 27 does,
 * so an intent paid across a deploy still becomes the order it priced. The code says the inner names.
 */
import { renameKeys } from '../../../../src/lib/domain/rename-keys';

/** The plan's fields whose stored name differs from the code's. */
interface SnapshotFields {
  offerKind: string | null;
  offerValue: number | null;
}

export function planSnapshot<P extends SnapshotFields>(plan: P): string {
  return JSON.stringify(renameKeys(plan, { offerKind: 'offer_type', offerValue: 'offer_value' }));
}

export function planOfSnapshot<P extends SnapshotFields>(snapshot: string): P {
  const stored = JSON.parse(snapshot) as Record<string, unknown>;
  return renameKeys(stored, { offer_type: 'offerKind', offer_value: 'offerValue' }) as unknown as P;
}
