/**
 * The wire shapes of the subscription API (issue 32, docs/subscriptions.md), shared by the API's
 * validators and the islands that send them.
 */
import { z } from 'zod';
import { SUB_PATTERNS, SUB_PAYMENTS } from './subscriptions';
import { deliveryModeOf, flagOf, type DeliveryMode } from '../checkout/delivery-mode';
import type { SubscriptionView } from './subscription-view';
import { renameKeys } from '../rename-keys';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Delivery to one of the shopper's addresses (flag 0), or pickup at a store (flag 1). */
export const subscriptionCreateSchema = z
  .object({
    flag: z.union([z.literal(0), z.literal(1)]),
    address_id: id.optional(),
    branch: id.optional(),
    slot_id: id,
    pattern: z.enum(SUB_PATTERNS),
    payment: z.enum(SUB_PAYMENTS),
    /** the first day; absent: the first day a change made now can still reach */
    start_day: day.optional(),
    lines: z
      .array(z.object({ product_id: id, attribute_id: z.coerce.number().int().min(0).default(0), qty: z.number().int().min(1).max(20) }))
      .min(1)
      .max(10),
  })
  .refine((s) => (s.flag === 0 ? s.address_id !== undefined : s.branch !== undefined), {
    message: 'srv.sub.whereMissing',
    path: ['address_id'],
  });
export type SubscriptionCreate = z.infer<typeof subscriptionCreateSchema>;

/** A new subscription as the code inside says it (issue 27): the wire's `flag` is its DeliveryMode. */
export type SubscriptionInput = Omit<SubscriptionCreate, 'flag'> & { deliveryMode: DeliveryMode };

/** The route's one turn of a validated request into the code's names. */
export function subscriptionInputOf(body: SubscriptionCreate): SubscriptionInput {
  const { flag, ...rest } = body;
  return { ...rest, deliveryMode: deliveryModeOf(flag) };
}

/** A subscription as the API answers it: the view, its deliveryMode said as SPEC's flag in its place. */
export function subscriptionAnswer(view: SubscriptionView) {
  return renameKeys({ ...view, deliveryMode: flagOf(view.deliveryMode) }, { deliveryMode: 'flag' });
}
export type SubscriptionAnswer = ReturnType<typeof subscriptionAnswer>;

export const subscriptionIdParamSchema = z.object({ id });

/** An edit: any of the days pattern, the morning slot, and the quantities of lines already in it. */
export const subscriptionEditSchema = z.object({
  pattern: z.enum(SUB_PATTERNS).optional(),
  slot_id: id.optional(),
  lines: z
    .array(z.object({ product_id: id, attribute_id: z.coerce.number().int().min(0).default(0), qty: z.number().int().min(1).max(20) }))
    .min(1)
    .max(10)
    .optional(),
});
export type SubscriptionEdit = z.infer<typeof subscriptionEditSchema>;

/** A pause from one day to another (inclusive); without `to`, until the shopper resumes. */
export const subscriptionPauseSchema = z.object({ from: day, to: day.optional() });

/** The day to skip; absent: tomorrow. */
export const subscriptionSkipSchema = z.object({ day: day.optional() });

export const statementQuerySchema = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/) });

export const staffLoadQuerySchema = z.object({ branch_id: id.optional(), day: day.optional() });
