/**
 * The staff console's view of docs/staff-api.md: the answers its islands read. Calls go through the
 * shop's one fetch helper, so the staff cookie rides along and no id is ever sent from the browser.
 */
export { api } from '../../lib/api/client';

export type BadgeColour = 'warning' | 'success' | 'info' | 'danger';

export interface QueueRow {
  id: number;
  txnid: string;
  invoice_no: string | null;
  created_at: number;
  order_status: string;
  status_badge: BadgeColour;
  flag: 0 | 1;
  fulfilment: 'delivery' | 'pickup';
  payment_method: 'cash' | 'point' | 'online';
  payment_status: string;
  order_total: number;
  total_points: number;
  item_count: number;
  customer_name: string;
  customer_mobile: string;
  branch_id: number | null;
  branch_name: string | null;
  rider_id: number | null;
  rider_name: string | null;
}

export interface QueueAnswer {
  orders: QueueRow[];
  total: number;
  new_count: number;
  now: number;
}

export interface AllowedMove {
  to: string;
  label: string;
  needs_rider: boolean;
  needs_reason: boolean;
}

export interface RiderChoice {
  id: number;
  name: string;
  mobile: string;
}

export interface StockItem {
  id: number;
  name: string;
  slug: string;
  photo: string;
  stock: number;
  out_of_stock: boolean;
}

/** Staff screens opened after the session ended go back to the login screen, then here. */
export function toStaffLogin(): void {
  location.assign(`/staff/login?next=${encodeURIComponent(location.pathname + location.search)}`);
}

export const PAYMENT_LABEL: Record<string, string> = { cash: 'Cash on delivery', point: 'Reward points', online: 'Online payment' };
