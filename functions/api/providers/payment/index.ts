import type { Env } from '../../env';
import { ShopError } from '../../errors';
import { FEATURE_OFF_MSG, featureMode, reportFeatureOff } from '../feature-off';
import { razorpayProvider } from './razorpay';
import { testPaymentProvider } from './test-provider';

export interface ProviderOrder {
  id: string;
  /** paise */
  amount: number;
  currency: 'INR';
}

/**
 * An online payment provider: Razorpay when its keys are set; in development only, a local test
 * provider with the same flow (and real HMAC signatures). Elsewhere no keys means no online payment.
 */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'test';
  /** The key id the browser's checkout widget needs; never a secret. */
  publicKey(): string;
  createOrder(amountPaise: number, receipt: string): Promise<ProviderOrder>;
  /** Checks the checkout callback's signature against the order id the server stored. */
  verifySignature(orderId: string, paymentId: string, signature: string): Promise<boolean>;
  /** Checks a webhook's X-Razorpay-Signature over the raw request body. */
  verifyWebhook(rawBody: string, signatureHeader: string | null | undefined): Promise<boolean>;
  /**
   * Sends `amountPaise` of a captured payment back to the shopper. Rejects (RefundFailed) when the
   * provider refused or could not be reached; the caller keeps the refund record and retries.
   */
  refund(paymentId: string, amountPaise: number, receipt: string): Promise<ProviderRefund>;
}

export interface ProviderRefund {
  /** the provider's refund id (rfnd_…) */
  id: string;
  /** Razorpay: pending | processed (pending: accepted, money on its way) */
  status: string;
}

export { RefundFailed } from './refund-failed';

/** The configured provider, or null when online payment is off (no Razorpay keys outside development). */
export function findPaymentProvider(env: Env): PaymentProvider | null {
  const mode = featureMode(env, 'onlinePayment');
  if (mode === 'real') {
    if (!env.RAZORPAY_WEBHOOK_SECRET) reportFeatureOff('paymentWebhook', ['RAZORPAY_WEBHOOK_SECRET']);
    return razorpayProvider({
      keyId: env.RAZORPAY_KEY_ID!,
      keySecret: env.RAZORPAY_KEY_SECRET!,
      // empty: every webhook is refused (signatureMatches never accepts an empty secret)
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '',
    });
  }
  if (mode === 'local') return testPaymentProvider(env.TEST_PAYMENT_SECRET, { failRefunds: env.TEST_REFUND_OUTCOME === 'fail' });
  return null;
}

export function onlinePaymentAvailable(env: Env): boolean {
  return findPaymentProvider(env) !== null;
}

/** The provider, or a 503 the shopper can act on when online payment is off. */
export function paymentProvider(env: Env): PaymentProvider {
  const provider = findPaymentProvider(env);
  if (!provider) throw new ShopError(FEATURE_OFF_MSG.onlinePayment, 503);
  return provider;
}
