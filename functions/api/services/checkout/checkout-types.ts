/**
 * The checkout's shapes, on their own so the plan, the place step and the line rules can share them
 * without importing one another.
 */
import type { PersonName } from '../../../../src/lib/domain/checkout/checkout-checks';
import type { CheckoutRequest, OrderRequest } from '../../../../src/lib/domain/checkout/checkout-schemas';
import type { PaymentMethod } from '../../../../src/lib/domain/orders/order-status';
import type { NewOrder, NewOrderLine } from '../../db/orders';
import type { HeldLine } from '../../db/checkout';
import type { RewardsProvider } from '../../providers/rewards';
import type { PostalAddress } from '../orders/orders';
import type { ChosenSlot } from './slots';

export interface PlannedLine extends NewOrderLine {
  /** qty × unit price, paise */
  line_total: number;
  /** qty × unit points */
  line_points: number;
}

/** Everything an order needs, priced by the server. Plain JSON: stored as a payment intent's snapshot. */
export interface CheckoutPlan extends Pick<
  NewOrder,
  | 'user_id'
  | 'deliveryMode'
  | 'subtotal'
  | 'discount'
  | 'coupon_code'
  | 'offerKind'
  | 'offerValue'
  | 'shipping'
  | 'order_total'
  | 'total_points'
  | 'points_earned'
  | 'place_of_supply'
> {
  /** the branch that serves the order: its stock is what the order takes (migration 0031) */
  branch_id: number;
  mobile: string;
  payment_method: PaymentMethod;
  lines: PlannedLine[];
  billing: PostalAddress;
  ship: PostalAddress;
  /** a name for a profile that had none, written in the order's batch (absent in older snapshots) */
  profile_name?: PersonName | null;
  /** the delivery slot / pickup window the order takes (absent in snapshots older than slots) */
  slot?: ChosenSlot | null;
  /** for the rider (delivery only) */
  instructions?: string;
  /** the delivery address's landmark */
  landmark?: string;
}

export type CheckoutInput = Pick<
  CheckoutRequest<OrderRequest>,
  | 'deliveryMode'
  | 'address_id'
  | 'branch'
  | 'payment_method'
  | 'coupon'
  | 'offer_slab'
  | 'slot_id'
  | 'slot_day'
  | 'instructions'
  | 'product'
> & {
  /** the buyer's name typed at checkout (wire: firstname/lastname), used only when the profile has none */
  firstName?: string;
  lastName?: string;
};

/** The numbers the page previewed, compared with the plan, never used. */
export interface ClientNumbers {
  amount?: number;
  shipping?: number;
  discount?: number;
  /** the order's points total, for a points order (wire: total_reward) */
  totalPoints?: number;
  product?: { id: number; qty?: number; price?: number; reward_point?: number }[];
}

export interface PlaceOptions {
  now: number;
  idempotencyKey?: string | null;
  payment?: { id: string; status: 'Success' };
  /** delete the ordered cart lines only if they are unchanged (one cart → one order) */
  guardCart: boolean;
  /** the order is not the cart's (a subscription's): leave the cart lines alone */
  keepCart?: boolean;
  /** more statements for the same batch, e.g. marking the payment intent paid */
  extra?: (txnid: string) => D1PreparedStatement[];
  /** the real rewards service: points orders spend their points there instead of the local ledger */
  rewards?: RewardsProvider | null;
  /** units a payment intent holds for this order: converted instead of taken from stock again */
  held?: { intentId: number; lines: HeldLine[]; slot?: { slot_id: number; day: string } | null };
}
