/**
 * What the reports accept at the API edge. Only the shape is checked here; whether a range is too
 * long or a branch is the asker's is decided by the reports themselves, which refuse with a code.
 */
import { z } from 'zod';

const day = z.string().trim().max(10).optional();

/** ?period=today|week, or ?from=&to= days; ?branch_id= (the manager's choice; empty: all). */
export const reportQuerySchema = z.object({
  period: z.enum(['today', 'week', 'range']).optional(),
  from: day,
  to: day,
  branch_id: z
    .union([z.literal(''), z.coerce.number().int().positive().max(1_000_000)])
    .optional()
    .transform((v) => (v === '' || v === undefined ? undefined : v)),
});

export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const EXPORT_KINDS = ['orders', 'lines', 'refunds', 'gst-hsn', 'gst-b2cs'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const exportParamSchema = z.object({ kind: z.enum(EXPORT_KINDS) });

/** ?month=YYYY-MM (GST is filed per month); checked for sense by reportMonth(). */
export const gstQuerySchema = z.object({ month: z.string().trim().max(7).optional() });

export const reorderLevelSchema = z.object({
  /** null takes the product off the reorder list */
  level: z.number().int('rule.wholeUnits').min(0, 'rule.levelNotNegative').max(100_000, 'rule.levelAtMost').nullable(),
});

/** The day whose settlements to fetch (YYYY-MM-DD, IST); checked for sense by the import. */
export const settlementImportSchema = z.object({ day: z.string().trim().max(10) });
