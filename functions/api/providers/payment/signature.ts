import { constantTimeEqual, hmacSha256Hex } from '../../lib/crypto';

/** Razorpay's checkout signature: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function checkoutSignature(secret: string, orderId: string, paymentId: string): Promise<string> {
  return hmacSha256Hex(secret, `${orderId}|${paymentId}`);
}

export async function signatureMatches(secret: string, message: string, signature: string | null | undefined): Promise<boolean> {
  if (!secret || !signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return constantTimeEqual(await hmacSha256Hex(secret, message), signature.toLowerCase());
}
