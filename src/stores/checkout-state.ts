/**
 * The checkout page's state, apart from its actions (checkout.ts) so the preview (checkout-preview.ts)
 * can read it without an import cycle.
 */
import { atom } from 'nanostores';
import type { ProblemLine } from './checkout-problems';
import type { DeliveryMode } from '../lib/domain/checkout/checkout-checks';
import type { PaymentChoice } from '../lib/domain/cart/shipping';
import type { OnlineMethod } from '../lib/domain/checkout/upi';
import type { AddressMode } from '../islands/checkout/AddressChooser';
import type { SavedAddress } from '../islands/checkout/types';

export interface Problem {
  title: ProblemLine;
  detail?: ProblemLine;
}

/** idle → checking (minimum order) → confirming → processing (placing / paying). */
export type CheckoutStep = 'idle' | 'checking' | 'confirming' | 'processing';

export const $deliveryMode = atom<DeliveryMode>('delivery');
export const $addresses = atom<SavedAddress[]>([]);
export const $addressId = atom<number | null>(null);
export const $addressForm = atom<AddressMode>({ kind: 'choose' });
export const $branchId = atom<number | null>(null);
/** the radio the shopper picked; null = the cart's choice */
export const $pickedPay = atom<PaymentChoice | null>(null);
export const $step = atom<CheckoutStep>('idle');
export const $problem = atom<Problem | null>(null);

/** the buyer's name, asked for a pickup order when the profile has none (issue 20) */
export const $buyerName = atom<{ first_name: string; last_name: string }>({ first_name: '', last_name: '' });
/** the profile has no name: a pickup order asks for it */
export const $nameNeeded = atom(false);

/** UPI or card / net banking, when the shopper pays online (UPI first: most Indian shoppers pay so) */
export const $onlineMethod = atom<OnlineMethod>('upi');
/** a UPI request sent to the shopper's app, waiting for approval until expiresAt */
export const $upiWait = atom<{ orderId: string; expiresAt: number } | null>(null);
