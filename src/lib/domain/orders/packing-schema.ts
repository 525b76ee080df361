/** The finish-packing request (POST /api/staff/orders/:id/pack), checked at the API edge (docs/staff-api.md). */
import { z } from 'zod';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const packMarkSchema = z.discriminatedUnion('mark', [
  z.object({ line_id: id, mark: z.literal('picked') }),
  // the range against the ordered quantity is the domain's (packing.ts), so its refusal names the line
  z.object({ line_id: id, mark: z.literal('short'), packed_qty: z.number().int().min(0).max(100_000) }),
  z.object({ line_id: id, mark: z.literal('weighed'), grams: z.number().int().min(1).max(1_000_000) }),
  // the substitute proposed for the line (POST .../substitutes), in the state the shopper's answer or silence left it
  z.object({ line_id: id, mark: z.literal('substituted') }),
]);

export const packOrderSchema = z.object({
  from: z.literal('Confirmed'),
  lines: z.array(packMarkSchema).max(200),
});

/** A substitute for one line (POST /api/staff/orders/:id/substitutes): the product and its pack (0: no variant). */
export const proposeSubstituteSchema = z.object({
  line_id: id,
  product_id: id,
  attribute_id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});

/** The shopper's answer (POST /api/order/:txnid/substitutes/:line). */
export const substituteAnswerParamSchema = z.object({
  txnid: z.string().regex(/^[A-Za-z0-9]{1,40}$/),
  line: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const substituteAnswerSchema = z.object({ answer: z.enum(['accept', 'decline']) });

/** Packing saved part-way (PUT /api/staff/orders/:id/packing/progress): the marks so far over the version read (0: none yet). */
export const packingProgressSchema = z.object({
  version: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  lines: z.array(packMarkSchema).max(200),
});
