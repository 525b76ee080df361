/**
 * Which ways to pay this deploy can take, for the checkout page: online only with a payment
 * provider (Razorpay keys, or the test provider in development), points only while the rewards
 * service is not off. The order routes refuse the same choices on their own (fail closed).
 */
import type { Env } from '../../env';
import { featureMode } from '../../providers/feature-off';
import { findPaymentProvider } from '../../providers/payment';

export interface PaymentAvailability {
  online: boolean;
  points: boolean;
  /** Razorpay's own checkout window is used: its origins go into the checkout page's CSP */
  razorpay: boolean;
}

export function paymentAvailability(env: Env): PaymentAvailability {
  const provider = findPaymentProvider(env);
  return { online: provider !== null, points: featureMode(env, 'rewards') !== 'off', razorpay: provider?.name === 'razorpay' };
}
