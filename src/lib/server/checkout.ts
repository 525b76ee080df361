/**
 * The checkout page's door to the server: which payment choices this deploy offers, and the
 * Content-Security-Policy additions Razorpay's checkout window needs (only with real keys).
 */
import type { Env } from '../../../functions/api/env';
import { paymentAvailability, type PaymentAvailability } from '../../../functions/api/services/payment-options';

export type { PaymentAvailability };

export function checkoutPaymentOptions(locals: App.Locals): PaymentAvailability {
  const env = (locals as Partial<App.Locals>).runtime?.env as Env | undefined;
  return env ? paymentAvailability(env) : { online: false, points: false, razorpay: false };
}

/** Razorpay Checkout: its script, its payment window (iframe) and the calls that window's script makes. */
export const RAZORPAY_CSP = {
  script: 'https://checkout.razorpay.com',
  directives: [
    'frame-src https://api.razorpay.com https://checkout.razorpay.com',
    'connect-src https://api.razorpay.com https://lumberjack.razorpay.com',
    'img-src https://cdn.razorpay.com',
  ],
} as const;
