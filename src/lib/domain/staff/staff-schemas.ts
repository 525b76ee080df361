/** What the staff console and the shopper's cancel send, checked at the API edge (docs/staff-api.md). */
import { z } from 'zod';
import { STAFF_MOVE_KINDS } from '../catalogue/stock-rules';
import { mobileField } from '../account/account-schemas';
import { ORDER_STATUSES } from '../orders/order-status';
import { completionFields } from '../orders/handover-schema';

export const staffLoginSchema = z.object({
  mobile: mobileField,
  password: z.string({ required_error: 'rule.enterPassword' }).min(1, 'rule.enterPassword').max(128),
});

/** A staff member's new password, set by the manager, who confirms with their own (issue 26 item 5). */
export const STAFF_PASSWORD_MIN = 8;
export const staffPasswordResetSchema = z.object({
  password: z
    .string({ required_error: 'rule.enterNewPassword' })
    .min(STAFF_PASSWORD_MIN, `The new password needs at least ${STAFF_PASSWORD_MIN} characters`)
    .max(128, 'rule.newPasswordTooLong'),
  manager_password: z.string({ required_error: 'rule.enterOwnPassword' }).min(1, 'rule.enterOwnPassword').max(128),
});

const newPassword = staffPasswordResetSchema.shape.password;

/** A new staff member (issue 28): the manager types a first password and confirms with their own. */
export const staffAddSchema = z
  .object({
    name: z.string({ required_error: 'staffAcct.nameNeeded' }).trim().min(1, 'staffAcct.nameNeeded').max(60, 'staffAcct.nameTooLong'),
    mobile: mobileField,
    role: z.enum(['manager', 'branch', 'rider'], { errorMap: () => ({ message: 'staffAcct.roleNeeded' }) }),
    branch_id: z.number().int().positive().max(1000).nullable().optional(),
    password: newPassword,
    manager_password: staffPasswordResetSchema.shape.manager_password,
  })
  // the manager works for every branch; a clerk and a rider for one (the staff table's CHECK)
  .refine((b) => b.role === 'manager' || b.branch_id != null, { message: 'staffAcct.branchNeeded', path: ['branch_id'] });
export type StaffAdd = z.infer<typeof staffAddSchema>;

/** Any staff member's own new password: the current one first. */
export const ownPasswordSchema = z
  .object({
    current_password: z.string({ required_error: 'staffAcct.currentPasswordNeeded' }).min(1, 'staffAcct.currentPasswordNeeded').max(128),
    password: newPassword,
  })
  .refine((b) => b.current_password !== b.password, { message: 'staffAcct.samePassword', path: ['password'] });

const status = z.enum(ORDER_STATUSES, { errorMap: () => ({ message: 'rule.unknownOrderStatus' }) });

export const queueQuerySchema = z.object({
  status: z.union([status, z.literal('open')]).optional(),
  fulfilment: z.enum(['delivery', 'pickup']).optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'cal.dateFormat')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'cal.dateFormat')
    .optional(),
  payment: z.enum(['cash', 'point', 'online']).optional(),
  /** orders for one delivery slot / pickup window: its IST day and start (minutes after midnight) */
  slot_day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'cal.dateFormat')
    .optional(),
  slot_start: z.coerce.number().int().min(0).max(1439).optional(),
  q: z.string().trim().max(40).optional(),
  branch_id: z.coerce.number().int().positive().optional(),
  /** newest first (the default), or by slot: the day's packing order, orders without a slot last */
  sort: z.enum(['newest', 'slot']).optional(),
  since: z.coerce.number().int().nonnegative().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** The slot a combined pick list is for: its IST day and start; a manager names the branch. */
export const slotPickListQuerySchema = z.object({
  slot_day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'cal.dateFormat'),
  slot_start: z.coerce.number().int().min(0).max(1439),
  branch_id: z.coerce.number().int().positive().optional(),
});
export type SlotPickListQuery = z.infer<typeof slotPickListQuerySchema>;

/** A staff member's internal note on an order: plain words, kept short enough to read on a phone. */
export const orderNoteSchema = z.object({
  body: z.string().trim().min(1, 'rule.noteFirst').max(500, 'rule.noteTooLong'),
});

const reason = z.string().trim().max(200, 'rule.reasonTooLong');

export const moveOrderSchema = z.object({
  from: status,
  to: status,
  reason: reason.optional().nullable(),
  rider_id: z.number().int().positive().optional().nullable(),
  // completing: the handover code, the cash taken (docs/delivery.md)
  ...completionFields,
});

export const orderIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const branchField = z.number().int().positive().max(1000);
const packField = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const stockReason = z.string().trim().max(200);

/**
 * A shelf count at one branch and pack (recorded as a correction of the difference, with a reason),
 * and/or the product's store-wide "out of stock" flag. branch: the manager's pick (a clerk's is
 * their own); pack: the variant id, 0 for a product without variants.
 */
export const stockUpdateSchema = z
  .object({
    stock: z.number().int().min(0, 'rule.stockNotNegative').max(100_000).optional(),
    out_of_stock: z.boolean().optional(),
    reason: stockReason.optional(),
    branch: branchField.optional(),
    pack: packField.default(0),
  })
  .refine((b) => b.stock !== undefined || b.out_of_stock !== undefined, 'rule.stockOrOut')
  .refine((b) => b.stock === undefined || (b.reason ?? '') !== '', { message: 'stock.reasonRequired', path: ['reason'] });

/** Goods received (+qty) or written off (−qty: damaged, expired) at one branch and pack. */
export const stockMoveSchema = z.object({
  kind: z.enum(STAFF_MOVE_KINDS),
  qty: z.number().int().min(1).max(100_000),
  reason: stockReason.min(1, 'stock.reasonRequired'),
  branch: branchField.optional(),
  pack: packField.default(0),
});

/** The manager moves units of one pack from one branch to another, in one batch. */
export const stockTransferSchema = z.object({
  from: branchField,
  to: branchField,
  qty: z.number().int().min(1).max(100_000),
  reason: stockReason.min(1, 'stock.reasonRequired'),
  pack: packField.default(0),
});

/** The stock screen's list (one branch) and a pack's last moves. */
export const stockQuerySchema = z.object({
  q: z.string().trim().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  branch: z.coerce.number().int().positive().max(1000).optional(),
});

export const stockMovesQuerySchema = z.object({
  branch: z.coerce.number().int().positive().max(1000).optional(),
  pack: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});

export const productSearchSchema = z.object({
  q: z.string().trim().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const orderCancelSchema = z.object({
  order_id: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(
      z
        .string()
        .trim()
        .min(1)
        .max(40)
        .regex(/^[A-Za-z0-9]+$/, 'rule.invalidId'),
    ),
  reason: z.string({ required_error: 'acct.cancelWhyMissing' }).trim().min(3, 'acct.cancelWhyMissing').max(200, 'rule.reasonTooLong'),
});

/** A branch's slot as staff change it: how many orders it takes, when orders close, whether it is offered. */
export const slotUpdateSchema = z
  .object({
    capacity: z.number().int('cal.capacityWhole').min(1, 'rule.capacityAtLeast').max(500, 'cal.capacityMax').optional(),
    cutoff_min: z.number().int('rule.cutoffWhole').min(0, 'rule.cutoffNotNegative').max(720, 'rule.cutoffAtMost').optional(),
    active: z.boolean().optional(),
  })
  .refine((b) => b.capacity !== undefined || b.cutoff_min !== undefined || b.active !== undefined, 'rule.slotChange');

export const slotListQuerySchema = z.object({
  branch_id: z.coerce.number().int().positive().optional(),
});

/** Which of an order's credit notes (issue 29): the cancel's or the packing's; unsaid, the cancel's if any. */
export const creditNoteQuerySchema = z.object({ note: z.enum(['cancelled', 'packed']).optional() });
