/**
 * The one reshape of each order answer (issue 27): inside, the code says deliveryMode, offerKind and
 * offerValue; the answers keep SPEC §6's flag (0 delivery, 1 pickup), offer_type and offer_value in
 * their place, so their JSON is what it always was.
 */
import { flagOf, type DeliveryMode } from '../checkout/delivery-mode';
import { renameKeys } from '../rename-keys';

type WithFlag<R extends { deliveryMode: DeliveryMode }> = Omit<R, 'deliveryMode'> & { deliveryMode: 0 | 1 };

/** The delivery mode as the wire's number, in its place (renamed next). */
function asFlag<R extends { deliveryMode: DeliveryMode }>(row: R): WithFlag<R> {
  return { ...row, deliveryMode: flagOf(row.deliveryMode) };
}

/** An order's view (GET order/:txnid, orderCancel, the staff order routes). */
export function orderAnswer<V extends { deliveryMode: DeliveryMode; offerKind: string | null; offerValue: number | null }>(view: V) {
  return renameKeys(asFlag(view), { deliveryMode: 'flag', offerKind: 'offer_type', offerValue: 'offer_value' });
}

/** One order of the staff queue. */
export function queueRowAnswer<R extends { deliveryMode: DeliveryMode }>(row: R) {
  return renameKeys(asFlag(row), { deliveryMode: 'flag' });
}

/** An invoice (GET invoice/:id, and inside a credit note). */
export function invoiceAnswer<V extends { deliveryMode: DeliveryMode }>(invoice: V) {
  return renameKeys(asFlag(invoice), { deliveryMode: 'flag' });
}

/** A credit note, whose invoice is answered as an invoice is. */
export function creditNoteAnswer<N extends { invoice: { deliveryMode: DeliveryMode } }>(note: N) {
  return { ...note, invoice: invoiceAnswer(note.invoice) };
}
