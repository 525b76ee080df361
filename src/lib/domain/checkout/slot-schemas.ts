/**
 * The edge's checks for delivery slots, substitutes, instructions and the address landmark (zod).
 * Apart from delivery-slots.ts so that the browser's slot picker does not carry zod.
 */
import { z } from 'zod';
import { IF_MISSING_VALUES, INSTRUCTIONS_MAX, LANDMARK_MAX } from './delivery-slots';

export const slotDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'cal.dateFormat');

/** GET /api/slots: a pickup branch, or (delivery) the shopper's address whose pincode picks the branch. */
export const slotQuerySchema = z
  .object({
    mode: z.enum(['delivery', 'pickup']).default('delivery'),
    branch: z.coerce.number().int().positive().optional(),
    address_id: z.coerce.number().int().positive().optional(),
  })
  .refine((q) => q.branch !== undefined || q.address_id !== undefined, 'rule.branchOrAddress');

export const ifMissingSchema = z.enum(IF_MISSING_VALUES);

/** Free text for the rider: one line or a few, no control characters beyond new lines. */
export const deliveryInstructionsSchema = z
  .string()
  .max(INSTRUCTIONS_MAX, 'srv.instructionsTooLong')
  // eslint-disable-next-line no-control-regex -- control characters in a note to the rider become spaces
  .transform((s) => s.replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, ' ').trim());

export const landmarkSchema = z
  .string()
  .max(LANDMARK_MAX, 'srv.landmarkTooLong')
  // eslint-disable-next-line no-control-regex -- control characters in a landmark become spaces
  .transform((s) => s.replace(/[\u0000-\u001F\u007F]/g, ' ').trim());

/** The address form's landmark: helps the rider find the door; left out (legacy payloads) → unchanged on edit, '' on add. */
export const addressLandmarkField = z.preprocess((v) => (v === null ? undefined : v), landmarkSchema.optional());
