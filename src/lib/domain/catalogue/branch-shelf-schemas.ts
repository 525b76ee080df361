/**
 * The signed-in shopper's shelf before checkout (issue 28): which of the lines they look at (the
 * product page's pack, the cart's lines) their branch lacks and another pickup store has. Kept out of
 * the shop-core chunk (zod), like the other *-schemas.ts modules.
 */
import { z } from 'zod';

const id = z.coerce.number().int().positive();

export const branchShelfSchema = z.object({
  lines: z
    .array(
      z.object({ product_id: id, aid: z.coerce.number().int().min(0).default(0), qty: z.coerce.number().int().min(1).max(999).default(1) }),
    )
    .min(1)
    .max(60),
  /** the pickup store this browser chose (stores/pickup-choice.ts); absent: the first saved address's branch */
  branch: id.optional(),
});

export type BranchShelfInput = z.infer<typeof branchShelfSchema>;
