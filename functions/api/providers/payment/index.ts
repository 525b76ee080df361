import type { Env } from '../../env';
import { ShopError } from '../../errors';
import { featureMode, reportFeatureOff } from '../feature-off';
import { razorpayProvider } from './razorpay';
import { testPaymentProvider } from './test-provider';
import type { PaymentProvider } from './types';
import { said } from '../../../../src/lib/domain/i18n/said';
export type { ProviderOrder, PaymentProvider, ProviderRefund } from './types';

export { RefundFailed } from './refund-failed';
export { SettlementsUnavailable } from './settlements-unavailable';

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
  if (mode === 'local')
    return testPaymentProvider(env.TEST_PAYMENT_SECRET, { failRefunds: env.TEST_REFUND_OUTCOME === 'fail', db: env.DB });
  return null;
}

/** The provider, or a 503 the shopper can act on when online payment is off. */
export function paymentProvider(env: Env): PaymentProvider {
  const provider = findPaymentProvider(env);
  if (!provider) throw new ShopError(said('srv.onlinePaymentOff'), 503);
  return provider;
}
