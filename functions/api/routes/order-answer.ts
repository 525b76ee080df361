/**
 * The one reshape of an order's view into its answer (GET order/:txnid, orderCancel, the staff
 * order routes): inside, the code says offerKind and offerValue; the answer keeps SPEC §6's names
 * in their place, so its JSON is what it always was (issue 27).
 */
import { renameKeys } from '../../../src/lib/domain/rename-keys';

interface InnerOrderFields {
  offerKind: string | null;
  offerValue: number | null;
}

export function orderAnswer<V extends InnerOrderFields>(view: V) {
  return renameKeys(view, { offerKind: 'offer_type', offerValue: 'offer_value' });
}
