/**
 * SPEC §5 checkout checks, in the order the shopper can fix them: the page runs them before it asks
 * for confirmation, the server runs the same ones on the address and store it reads from D1.
 * No zod here: the checkout island imports this.
 */
import { checkPointsPayment } from '../loyalty/points';
import type { PaymentChoice } from '../cart/shipping';
import { said, type Said } from '../i18n/said';

export interface PersonName {
  first_name: string;
  last_name: string;
}

/**
 * The name to keep on a profile that has none (registration does not ask it), so every invoice
 * names its buyer: the delivery address's name, or the one typed at checkout for a pickup.
 * null when the profile already has a name (a name in the request never renames it).
 */
export function nameForProfile(profile: PersonName, given: { first_name?: string | null; last_name?: string | null }): PersonName | null {
  if (profile.first_name.trim()) return null;
  const first = (given.first_name ?? '').trim();
  return first ? { first_name: first, last_name: (given.last_name ?? '').trim() } : null;
}

import type { DeliveryMode } from './delivery-mode';

export { deliveryModeOf, flagOf, type DeliveryMode } from './delivery-mode';

/** The fields of a saved address the checkout needs filled; `city` is its id (0 or missing = none). */
export interface AddressToCheck {
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  address: string;
  pincode: string;
  city: number | null | undefined;
}

const MANDATORY = ['firstName', 'lastName', 'mobile', 'email', 'address', 'pincode'] as const;

/**
 * What stops an order, by its catalogue key: the checkout page says the key in the shopper's
 * language; the server refuses with said(key) (addressProblem, pickupProblem), which ShopError's
 * answer puts into the request's language as { status: 0, code: key, message } (functions/api/errors.ts).
 */
export type CheckoutIssueKey =
  'billingMissing' | 'mandatoryMissing' | 'deliveryUnavailable' | 'srv.pickupStoreMissing' | 'paymentModeMissing';

/** An issue as the page says it: its key, and the number in it (the points the shopper has). */
export interface CheckoutIssue {
  key: CheckoutIssueKey | 'rewardZero' | 'points.short';
  params?: { points: string };
}

/**
 * A delivery address: present, every mandatory field filled, and a pincode some branch delivers to
 * (`delivered`: the browser looks it up in the serviceable list, the server in the pincode table).
 */
export function addressIssue(address: AddressToCheck | null | undefined, delivered: boolean): CheckoutIssueKey | null {
  if (!address) return 'billingMissing';
  if (MANDATORY.some((k) => !String(address[k] ?? '').trim()) || !address.city) return 'mandatoryMissing';
  if (!delivered) return 'deliveryUnavailable';
  return null;
}

export function pickupIssue(branchId: number | null | undefined): CheckoutIssueKey | null {
  return branchId ? null : 'srv.pickupStoreMissing';
}

/** addressIssue as the server's refusal. */
export function addressProblem(address: AddressToCheck | null | undefined, delivered: boolean): Said | null {
  const issue = addressIssue(address, delivered);
  return issue && said(issue);
}

/** pickupIssue as the server's refusal. */
export function pickupProblem(branchId: number | null | undefined): Said | null {
  const issue = pickupIssue(branchId);
  return issue && said(issue);
}

export interface CheckoutChoice {
  deliveryMode: DeliveryMode;
  address: AddressToCheck | null;
  /** the address's pincode is one we deliver to */
  delivered: boolean;
  branchId: number | null;
  payment: PaymentChoice | null;
  pointsBalance: number;
  pointsNeeded: number;
}

/** The first thing that stops this order, or null. */
export function checkoutProblem(c: CheckoutChoice): CheckoutIssue | null {
  const where = c.deliveryMode === 'delivery' ? addressIssue(c.address, c.delivered) : pickupIssue(c.branchId);
  if (where) return { key: where };
  if (!c.payment) return { key: 'paymentModeMissing' };
  if (c.payment === 'point') {
    const points = checkPointsPayment(c.pointsBalance, c.pointsNeeded);
    if (!points.ok)
      return points.key === 'points.short' ? { key: points.key, params: { points: String(points.points) } } : { key: points.key };
  }
  return null;
}
