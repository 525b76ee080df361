/**
 * The checks the page makes before it asks for confirmation: the domain's (lib/domain/checkout-checks.ts),
 * which the server makes again, with the serviceable pincodes the page was given.
 */
import { checkoutProblem as domainProblem, deliveryModeOf } from '../../lib/domain/checkout-checks';
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

export function checkoutProblem(i: CheckInput): string | null {
  return domainProblem({
    deliveryMode: deliveryModeOf(i.flag),
    address: i.address,
    delivered: i.address ? i.serviceable.has(i.address.pincode) : false,
    branchId: i.branchId,
    payment: i.payment,
    pointsBalance: i.pointsBalance,
    pointsNeeded: i.pointsNeeded,
  });
}
