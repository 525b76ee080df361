/**
 * The first two steps of every route on one order's packing (staff-orders.ts, substitutes.ts):
 * packing is a manager's or the branch clerk's, never a rider's, and the path names the order.
 * One instance each, so the staff API reference reads the same guard and schema for all of them.
 */
import { orderIdParamSchema } from '../../../src/lib/domain/staff/staff-schemas';
import { requireStaff } from '../middleware/staff-session';
import { validate } from '../validate';

export const packer = requireStaff('manager', 'branch');
export const orderInPath = validate('param', orderIdParamSchema);
