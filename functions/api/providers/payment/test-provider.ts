import { randomHex } from '../../lib/crypto';
import { RefundFailed } from './refund-failed';
import type { PaymentProvider, ProviderOrder } from './types';
import { checkoutSignature, signatureMatches } from './signature';
import { testSettlements } from './test-settlements';

/** Public, so used only in development (findPaymentProvider never builds the test provider elsewhere). */
export const DEV_TEST_PAYMENT_SECRET = 'haat-local-test-payment-secret';
export const TEST_PUBLIC_KEY = 'rzp_test_local';

/**
 * The local stand-in for Razorpay: the same order → pay → signed callback → verify flow, with real
 * HMAC-SHA256 signatures, so the server code path is the one production runs. Payments are
 * "made" on /api/payments/test-checkout instead of Razorpay's widget.
 */
export function testPaymentProvider(
  secret = DEV_TEST_PAYMENT_SECRET,
  opts: { failRefunds?: boolean; db?: D1Database } = {},
): TestPaymentProvider {
  return {
    name: 'test',
    publicKey: () => TEST_PUBLIC_KEY,
    async createOrder(amountPaise, _receipt): Promise<ProviderOrder> {
      if (!Number.isSafeInteger(amountPaise) || amountPaise < 100) throw new RangeError('amount must be ≥ 100 paise');
      return { id: `order_test_${randomHex(7)}`, amount: amountPaise, currency: 'INR' };
    },
    verifySignature: (orderId, paymentId, signature) => signatureMatches(secret, `${orderId}|${paymentId}`, signature),
    verifyWebhook: (rawBody, header) => signatureMatches(secret, rawBody, header),
    // refunds succeed at once, like Razorpay's instant answer; TEST_REFUND_OUTCOME=fail refuses them
    async refund(paymentId, amountPaise, _receipt) {
      if (opts.failRefunds) throw new RefundFailed('Test provider: refund refused (TEST_REFUND_OUTCOME=fail)');
      if (!paymentId || !Number.isSafeInteger(amountPaise) || amountPaise <= 0) throw new RefundFailed('Test provider: bad refund request');
      // like Razorpay: several partial refunds of one payment, together never above what was captured
      if (opts.db) {
        const row = await opts.db
          .prepare(
            `SELECT (SELECT amount FROM payment_intent WHERE payment_id = ?1) AS captured,
                    (SELECT coalesce(sum(amount), 0) FROM refund WHERE payment_id = ?1 AND status = 'processed') AS refunded`,
          )
          .bind(paymentId)
          .first<{ captured: number | null; refunded: number }>();
        if (row?.captured != null && row.refunded + amountPaise > row.captured)
          throw new RefundFailed(
            `Test provider: refund of ${amountPaise} paise exceeds the ${row.captured - row.refunded} paise left to refund`,
          );
      }
      return { id: `rfnd_test_${randomHex(7)}`, status: 'processed' };
    },
    // settles what it captured the day before, less its fee (test-settlements.ts); no D1, nothing to settle
    settlementsFor: async (day, now) => (opts.db ? testSettlements(opts.db, day, now) : []),
    async completePayment(orderId) {
      const paymentId = `pay_test_${randomHex(7)}`;
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: await checkoutSignature(secret, orderId, paymentId),
      };
    },
    secret,
  };
}

export interface TestPaymentProvider extends PaymentProvider {
  /** What Razorpay's widget would hand the handler after a successful payment. */
  completePayment(orderId: string): Promise<{ razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }>;
  /** Signs webhooks in tests and on the test checkout page's server side. */
  readonly secret: string;
}

export function isTestProvider(p: PaymentProvider): p is TestPaymentProvider {
  return p.name === 'test';
}
