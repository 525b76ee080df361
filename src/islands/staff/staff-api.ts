/**
 * The staff console's view of its routes: the answers its islands read, each the route's own type
 * (src/lib/api/staff.ts). Calls go through src/lib/api/staff.ts, so the staff cookie rides along
 * and no id is ever sent from the browser.
 */
import type { BadgeColour } from '../../lib/domain/orders/order-status';
import type { StaffGetSuccess } from '../../lib/api/staff';
import { LEAVING, type Leaving } from '../use-busy';

export type { BadgeColour };

/** The queue as GET /api/staff/orders answers it (the route's own type, never written again here). */
export type QueueAnswer = StaffGetSuccess<'staff/orders'>['response'];
/** A queue row: the domain's row plus what the route works out for display (badge, slot label). */
export type QueueRow = QueueAnswer['orders'][number];

type OrderDetail = StaffGetSuccess<'staff/orders/:id'>['response'];
/** A move the clerk may make on an order, with what it asks (rider, reason, handover code, cash). */
export type AllowedMove = OrderDetail['allowed_moves'][number];
/** A rider of the order's branch the clerk may hand it to. */
export type RiderChoice = OrderDetail['riders'][number];
/** A staff note on an order, oldest first. */
export type OrderNote = OrderDetail['notes'][number];

export type { StaffStockItem as StockItem, StaffSlotItem as SlotItem } from '../../lib/domain/types';

/** Staff screens opened after the session ended go back to the login screen, then here. */
export function toStaffLogin(): Leaving {
  location.assign(`/staff/login?next=${encodeURIComponent(location.pathname + location.search)}`);
  return LEAVING;
}

export const PAYMENT_LABEL: Record<string, string> = { cash: 'Cash on delivery', point: 'Reward points', online: 'Online payment' };
