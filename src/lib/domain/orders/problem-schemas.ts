/**
 * The wire shapes of a problem report and a staff resolution (issue 32), shared by the API's
 * validators and the islands that send them.
 */
import { z } from 'zod';
import { NOTE_MAX, PROBLEM_KINDS, RESOLUTIONS } from './problem-tickets';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const problemReportSchema = z.object({
  lines: z
    .array(
      z.object({
        line_id: id,
        kind: z.enum(PROBLEM_KINDS),
        qty: z.number().int().min(1).max(9999),
        note: z.string().trim().max(NOTE_MAX).optional(),
      }),
    )
    .min(1)
    .max(100),
});
export type ProblemReport = z.infer<typeof problemReportSchema>;

export const txnidParamSchema = z.object({ txnid: z.string().regex(/^[A-Za-z0-9]{1,40}$/) });
export const ticketNoParamSchema = z.object({ ticket: z.string().regex(/^T-\d{4}-\d{6,}$/) });
export const ticketPhotoParamSchema = ticketNoParamSchema.extend({ slot: z.coerce.number().int().min(1).max(3) });

export const ticketIdParamSchema = z.object({ id });
export const staffTicketPhotoParamSchema = ticketIdParamSchema.extend({ slot: z.coerce.number().int().min(1).max(3) });

export const ticketListQuerySchema = z.object({
  branch_id: id.optional(),
  state: z.enum(['open', 'acknowledged', 'resolved', 'unresolved']).optional(),
});

/** A refund, a replacement (what it is: "sent with order …", "on your next order") or a refusal with its reason. */
export const ticketResolveSchema = z.discriminatedUnion('resolution', [
  z.object({ resolution: z.literal(RESOLUTIONS[0]), note: z.string().trim().max(NOTE_MAX).optional() }),
  z.object({ resolution: z.literal(RESOLUTIONS[1]), note: z.string().trim().max(NOTE_MAX).optional() }),
  z.object({ resolution: z.literal(RESOLUTIONS[2]), note: z.string().trim().max(NOTE_MAX) }),
]);
export type TicketResolve = z.infer<typeof ticketResolveSchema>;
