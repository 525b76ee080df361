/**
 * The staff console's view of docs/staff-api.md: the answers its islands read. Calls go through the
 * shop's one fetch helper, so the staff cookie rides along and no id is ever sent from the browser.
 */
export { api } from '../../lib/api/client';
import type { ApiResult } from '../../lib/api/client';
import type { BadgeColour, OrderStatus } from '../../lib/domain/orders/order-status';
import type { StaffQueueRow } from '../../lib/domain/types';
import { LEAVING, type Leaving } from '../use-busy';

export type { BadgeColour };

/** A staff route's answer: the shop's envelope with the route's payload. */
export interface Answer<T> extends ApiResult {
  response?: T;
}

/** A queue row as the API answers it: the domain's row plus what the route works out for display. */
export interface QueueRow extends StaffQueueRow {
  status_badge: BadgeColour;
  fulfilment: 'delivery' | 'pickup';
  /** "Wed 25 Nov, 7–9 AM" */
  slot_label: string | null;
}

export interface QueueAnswer {
  orders: QueueRow[];
  total: number;
  new_count: number;
  now: number;
  /** the slot times the queue can be filtered by */
  slot_times?: { start_min: number; label: string }[];
}

export interface AllowedMove {
  to: OrderStatus;
  label: string;
  needs_rider: boolean;
  needs_reason: boolean;
  /** completing: the handover code is asked (the branch may give a reason instead) */
  needs_code?: boolean;
  /** completing a cash-on-delivery order: the cash due at the door, paise (docs/delivery.md) */
  cash_due?: number | null;
  /** the code took too many wrong tries: only the branch can complete */
  code_locked?: boolean;
  /** the branch (not a rider) may complete without the code, giving a reason */
  can_override?: boolean;
}

export interface RiderChoice {
  id: number;
  name: string;
  mobile: string;
}

export type { StaffStockItem as StockItem, StaffSlotItem as SlotItem } from '../../lib/domain/types';

/** Staff screens opened after the session ended go back to the login screen, then here. */
export function toStaffLogin(): Leaving {
  location.assign(`/staff/login?next=${encodeURIComponent(location.pathname + location.search)}`);
  return LEAVING;
}

export const PAYMENT_LABEL: Record<string, string> = { cash: 'Cash on delivery', point: 'Reward points', online: 'Online payment' };
