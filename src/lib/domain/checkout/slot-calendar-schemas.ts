/**
 * What the staff console's slot calendar sends (issue 28, docs/delivery.md), checked at the API edge.
 * Every refusal is a catalogue text (slot-calendar-messages.ts), said in the reader's language.
 */
import { z } from 'zod';
import { CALENDAR_MSG as MSG } from './slot-calendar-messages';

const day = z
  .string({ required_error: MSG.chooseDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MSG.dateFormat)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), MSG.dateFormat);

const capacity = z
  .number({ invalid_type_error: MSG.capacityWhole, required_error: MSG.capacityWhole })
  .int(MSG.capacityWhole)
  .min(0, MSG.capacityNegative)
  .max(500, MSG.capacityMax);

export const slotCalendarQuerySchema = z.object({
  branch_id: z.coerce.number().int().positive().max(1000).optional(),
});

/** The usual week of one slot: seven capacities, Sunday first; null: the slot's own capacity that weekday. */
export const slotWeekSchema = z.object({
  week: z.array(capacity.nullable(), { required_error: MSG.sevenDays, invalid_type_error: MSG.sevenDays }).length(7, MSG.sevenDays),
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
  reason: z.string().trim().max(100, MSG.reasonLong).default(''),
  notify: z.boolean().default(false),
});
