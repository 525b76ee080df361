/**
 * The checkout page's door to the server: the priced cart, addresses, pickup branches and pincodes
 * it draws first, and which payment choices this deploy offers. (Razorpay's origins enter the page's
 * Content-Security-Policy in src/server/security-headers.ts.)
 */
import type { Env } from '../../functions/api/env';
import { paymentAvailability, type PaymentAvailability } from '../../functions/api/services/checkout';

export { checkoutPageData, type CheckoutPageData } from '../../functions/api/services/checkout';
export type { PaymentAvailability };

export function checkoutPaymentOptions(locals: App.Locals): PaymentAvailability {
  const env = (locals as Partial<App.Locals>).runtime?.env as Env | undefined;
  return env ? paymentAvailability(env) : { online: false, points: false, razorpay: false };
}
