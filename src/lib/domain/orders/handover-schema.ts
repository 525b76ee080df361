/**
 * What completing an order and confirming a rider's cash send, checked at the API edge (docs/delivery.md).
 * The rules say catalogue keys (srv.handover.*), i18n/said-rule.ts.
 */
import { z } from 'zod';
import type { MessageKey } from '../i18n/en';

/** ₹1 crore in paise: far above any day's cash, below any integer trouble. */
const PAISE_MAX = 1_000_000_000;
const paise = (message: MessageKey) => z.number({ invalid_type_error: message }).int(message).min(0, message).max(PAISE_MAX, message);
const reason = z.string().trim().max(200, 'rule.reasonTooLong');

/** Added to an order move: used when it completes the order. */
export const completionFields = {
  code: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'srv.handover.codeNeeded')
    .optional()
    .nullable(),
  cash: paise('srv.handover.cashInvalid').optional().nullable(),
  cash_reason: reason.optional().nullable(),
};

/** The branch confirms one rider's sheet as it saw it: up to `as_of`, so many deliveries and rupees. */
export const handoverConfirmSchema = z.object({
  as_of: z.number().int().positive(),
  deliveries: z.number().int().min(1).max(10_000),
  expected: paise('srv.handover.countedNeeded'),
  counted: paise('srv.handover.countedNeeded'),
  reason: reason.optional().nullable(),
});

export const riderParamSchema = z.object({ rider: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
