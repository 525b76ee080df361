/**
 * The order request (SPEC §7 POST order, and /payments/create) in the code's words, the one turn of
 * the request at the edge: `flag` is the DeliveryMode (checkoutRequestOf), and the buyer's name typed
 * at checkout and the points total the page previewed go by their SPEC names only up to here.
 */
import {
  checkoutRequestOf,
  type CheckoutRequest,
  type OrderRequest,
  type PaymentCreateRequest,
} from '../../../src/lib/domain/checkout/checkout-schemas';
import type { CheckoutInput, ClientNumbers } from '../services/checkout';

export function checkoutInputOf<B extends OrderRequest | PaymentCreateRequest>(
  body: B,
): Omit<CheckoutRequest<B>, 'firstname' | 'lastname' | 'total_reward'> & CheckoutInput & ClientNumbers {
  const { firstname, lastname, total_reward, ...rest } = checkoutRequestOf(body);
  return { ...rest, firstName: firstname, lastName: lastname, totalPoints: total_reward };
}
