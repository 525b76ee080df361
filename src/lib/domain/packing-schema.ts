/** The finish-packing request (POST /api/staff/orders/:id/pack), checked at the API edge (docs/staff-api.md). */
import { z } from 'zod';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const packMarkSchema = z.discriminatedUnion('mark', [
  z.object({ line_id: id, mark: z.literal('picked') }),
  // the range against the ordered quantity is the domain's (packing.ts), so its refusal names the line
  z.object({ line_id: id, mark: z.literal('short'), packed_qty: z.number().int().min(0).max(100_000) }),
  z.object({ line_id: id, mark: z.literal('weighed'), grams: z.number().int().min(1).max(1_000_000) }),
]);

export const packOrderSchema = z.object({
  from: z.literal('Confirmed'),
  lines: z.array(packMarkSchema).max(200),
});
