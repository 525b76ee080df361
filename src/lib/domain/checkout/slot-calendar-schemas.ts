/**
 * What the staff console's slot calendar sends (issue 28, docs/delivery.md), checked at the API edge.
 * Every refusal is a catalogue key (cal.* in messages/*.json), said in the reader's language.
 */
import { z } from 'zod';

const day = z
  .string({ required_error: 'cal.chooseDate' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'cal.dateFormat')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'cal.dateFormat');

const capacity = z
  .number({ invalid_type_error: 'cal.capacityWhole', required_error: 'cal.capacityWhole' })
  .int('cal.capacityWhole')
  .min(0, 'cal.capacityNegative')
  .max(500, 'cal.capacityMax');

export const slotCalendarQuerySchema = z.object({
  branch_id: z.coerce.number().int().positive().max(1000).optional(),
});

/** The usual week of one slot: seven capacities, Sunday first; null: the slot's own capacity that weekday. */
export const slotWeekSchema = z.object({
  week: z.array(capacity.nullable(), { required_error: 'cal.sevenDays', invalid_type_error: 'cal.sevenDays' }).length(7, 'cal.sevenDays'),
});

/** One date's capacity for a slot (a festival, a holiday); null removes the override. */
export const slotDaySchema = z.object({ day, capacity: capacity.nullable() });

/**
 * A branch closed (or open again) for one whole day. A day that already has open orders is refused
 * with their count unless `notify` says: close anyway and tell each of their shoppers.
 */
export const branchClosedSchema = z.object({
  day,
  closed: z.boolean(),
  reason: z.string().trim().max(100, 'cal.reasonLong').default(''),
  notify: z.boolean().default(false),
});
