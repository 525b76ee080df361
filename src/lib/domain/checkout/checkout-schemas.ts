/**
 * The checkout request (SPEC §7 "POST order"). The legacy fields are accepted so the old payload
 * shape still validates, but the server trusts only: which address (address_id) or store (branch),
 * flag, payment_method, the coupon code, the chosen points offer slab, and the buyer's name when
 * the profile has none. The client's amount / shipping / discount /
 * total_reward / product prices are compared with the server's own numbers to catch a stale or
 * tampered page (409), never used. The user is the session's, never a body field.
 */
import { z } from 'zod';
import { deliveryInstructionsSchema, ifMissingSchema, slotDaySchema } from './slot-schemas';
import { ONLINE_METHODS } from './upi';
import { deliveryModeOf, type DeliveryMode } from './delivery-mode';

/** card or UPI, for an online payment */
export const onlineMethodSchema = z.enum(ONLINE_METHODS);

const paise = z.coerce.number().int().nonnegative();
const optionalId = z.coerce.number().int().positive().optional();

/** Empty strings and nulls from form fields mean "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const checkoutLineSchema = z
  .object({
    id: z.coerce.number().int().positive(),
    qty: z.coerce.number().int().positive().optional(),
    price: paise.optional(),
    reward_point: z.coerce.number().int().nonnegative().optional(),
    attributeId: z.coerce.number().int().nonnegative().optional(),
    attributeName: z.string().max(100).optional(),
    /** what the picker does if this line is out of stock at packing (default: call the shopper) */
    if_missing: ifMissingSchema.optional(),
  })
  .passthrough();

export const PAYMENT_METHOD_VALUES = ['cash', 'point', 'online'] as const;

const baseCheckoutSchema = z.object({
  // --- what the server uses
  flag: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1).default(0)),
  address_id: z.preprocess(blankToUndefined, optionalId),
  branch: z.preprocess(blankToUndefined, optionalId),
  payment_method: z.enum(PAYMENT_METHOD_VALUES, { errorMap: () => ({ message: 'paymentModeMissing' }) }),
  coupon: z.preprocess(blankToUndefined, z.string().trim().max(40).optional()),
  /** the buyer's name, used only when the profile has none (checkout-checks.ts nameForProfile) */
  firstname: z.string().max(100).optional(),
  lastname: z.string().max(100).optional(),
  /** the points offer slab the shopper chose (points-offer.ts); the server re-checks it */
  offer_slab: z.preprocess(blankToUndefined, optionalId),
  /** the delivery slot / pickup window; without one the server takes the earliest free slot */
  slot_id: z.preprocess(blankToUndefined, optionalId),
  slot_day: z.preprocess(blankToUndefined, slotDaySchema.optional()),
  /** for the rider: gate code, leave at the door (delivery only) */
  instructions: z.preprocess(blankToUndefined, deliveryInstructionsSchema.optional()),
  // --- compared with the server's computation (paise / whole points), never trusted
  amount: z.preprocess(blankToUndefined, paise.optional()),
  shipping: z.preprocess(blankToUndefined, paise.optional()),
  discount: z.preprocess(blankToUndefined, paise.optional()),
  total_reward: z.preprocess(blankToUndefined, z.coerce.number().int().nonnegative().optional()),
  product: z.array(checkoutLineSchema).max(200).optional(),
  // --- legacy SPEC §7 fields: accepted, ignored (the address comes from address_id)
  email: z.string().max(254).optional(),
  mobileno: z.string().max(20).optional(),
  fulladdress: z.string().max(500).optional(),
  pincode: z.string().max(10).optional(),
  city: z.union([z.string(), z.number()]).optional(),
  payment: z.unknown().optional(),
  payment_id: z.unknown().optional(),
  payment_status: z.unknown().optional(),
  reward: z.unknown().optional(),
  type: z.unknown().optional(),
  offer_type: z.unknown().optional(),
  offer_value: z.unknown().optional(),
});

function requireDestination(
  body: { flag: number; address_id?: number; branch?: number; slot_id?: number; slot_day?: string },
  ctx: z.RefinementCtx,
) {
  // a slot is a time on a day: one without the other names nothing
  if ((body.slot_id === undefined) !== (body.slot_day === undefined)) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['slot_id'],
      message: body.flag === 1 ? 'srv.pickupUnknown' : 'srv.slotUnknown',
    });
  }
  if (body.flag === 0 && !body.address_id) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['address_id'], message: 'billingMissing' });
  }
  if (body.flag === 1 && !body.branch) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['branch'], message: 'srv.pickupStoreMissing' });
  }
}

/** POST /api/order. Online payments go through /api/payments/create and /verify instead. */
export const orderRequestSchema = baseCheckoutSchema.superRefine(requireDestination);
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** A checkout request as the code inside reads it: the wire's `flag` is its DeliveryMode (issue 27). */
export type CheckoutRequest<R extends { flag: number }> = Omit<R, 'flag'> & { deliveryMode: DeliveryMode };

/** The route's one turn of a validated order or payment request into the checkout's names. */
export function checkoutRequestOf<R extends { flag: number }>(body: R): CheckoutRequest<R> {
  const { flag, ...rest } = body;
  return { ...rest, deliveryMode: deliveryModeOf(flag) };
}

/** The server's numbers a 409 answers with; totalPoints is the request's total_reward. */
export interface ExpectedNumbers {
  amount: number;
  shipping: number;
  discount: number;
  totalPoints: number | undefined;
  product: { id: number; qty: number; price: number; reward_point: number }[];
}

/** A 409's `expected`, under the request's own names so the page compares field by field. */
export function expectedNumbersWire({ amount, shipping, discount, totalPoints, product }: ExpectedNumbers) {
  return { amount, shipping, discount, total_reward: totalPoints, product };
}

/** POST /api/payments/create: the same checkout, paid online. */
export const paymentCreateSchema = baseCheckoutSchema
  .extend({ payment_method: z.literal('online').default('online'), method: onlineMethodSchema.default('upi') })
  .superRefine(requireDestination);
export type PaymentCreateRequest = z.infer<typeof paymentCreateSchema>;

/** What Razorpay's checkout handler (or the local test page) hands back. */
export const paymentVerifySchema = z.object({
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_signature: z.string().min(1).max(128),
});
export type PaymentVerifyRequest = z.infer<typeof paymentVerifySchema>;

/** POST /api/payments/status: how the shopper's own payment stands (polled while a UPI request waits). */
export const paymentStatusSchema = z.object({ order_id: z.string().min(1).max(64) });

/** A UUID or similar opaque key from the checkout page; one order per key. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_:.-]+$/);
