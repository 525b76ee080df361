/** What the staff console's slot calendar sends (issue 28, docs/delivery.md), checked at the API edge. */
import { z } from 'zod';

const day = z
  .string({ required_error: 'Choose a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Date must be YYYY-MM-DD');

const capacity = z
  .number({ invalid_type_error: 'Capacity must be a whole number' })
  .int('Capacity must be a whole number')
  .min(0, 'Capacity cannot be negative (0: not offered)')
  .max(500, 'Capacity can be at most 500');

export const slotCalendarQuerySchema = z.object({
  branch_id: z.coerce.number().int().positive().max(1000).optional(),
});

/** The usual week of one slot: seven capacities, Sunday first; null: the slot's own capacity that weekday. */
export const slotWeekSchema = z.object({
  week: z.array(capacity.nullable()).length(7, 'Give seven days, Sunday first'),
});

/** One date's capacity for a slot (a festival, a holiday); null removes the override. */
export const slotDaySchema = z.object({ day, capacity: capacity.nullable() });

/** A branch closed (or open again) for one whole day. */
export const branchClosedSchema = z.object({
  day,
  closed: z.boolean(),
  reason: z.string().trim().max(100, 'Please keep the reason under 100 characters').default(''),
});
