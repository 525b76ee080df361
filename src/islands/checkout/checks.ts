/**
 * The checks the page makes before it asks for confirmation (SPEC §5 checkout checks), in the
 * order the shopper can fix them. The server makes every one of them again.
 */
import { PICKUP_STORE_MISSING } from '../../lib/domain/checkout-schemas';
import { MSG } from '../../lib/domain/messages';
import { checkPointsPayment } from '../../lib/domain/points';
import type { PaymentChoice } from '../../lib/domain/shipping';
import type { Flag, SavedAddress } from './types';

export interface CheckInput {
  flag: Flag;
  address: SavedAddress | null;
  branchId: number | null;
  payment: PaymentChoice | null;
  serviceable: ReadonlySet<string>;
  pointsBalance: number;
  pointsNeeded: number;
}

const MANDATORY = ['firstname', 'lastname', 'mobile', 'email', 'address', 'pincode'] as const;

export function checkoutProblem(i: CheckInput): string | null {
  if (i.flag === 0) {
    if (!i.address) return MSG.billingMissing;
    if (MANDATORY.some((k) => !String(i.address![k] ?? '').trim()) || !i.address.city) return MSG.mandatoryMissing;
    if (!i.serviceable.has(i.address.pincode)) return MSG.deliveryUnavailable;
  } else if (!i.branchId) {
    return PICKUP_STORE_MISSING;
  }
  if (!i.payment) return MSG.paymentModeMissing;
  if (i.payment === 'point') {
    const points = checkPointsPayment(i.pointsBalance, i.pointsNeeded);
    if (!points.ok) return points.message;
  }
  return null;
}
