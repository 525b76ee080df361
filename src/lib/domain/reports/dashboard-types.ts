/**
 * The manager's dashboard as the API answers it and the page draws it. Money is integer paise,
 * times epoch ms, days IST YYYY-MM-DD. What each number counts (docs/reports.md):
 * - an order belongs to the period it was placed in; "sales" leave out cancelled orders;
 * - cash is counted when it is collected (the order's move to Completed), per rider, or at the
 *   counter for pickups; online money when it was captured (the order's placing), refunds apart;
 * - cancellations and refunds belong to the period they happened in.
 */
import type { PaymentMethod } from '../orders/order-status';
import type { Period } from './report-range';

export interface DashboardScope {
  period: Period;
  from: string;
  to: string;
  days: number;
  /** null: every branch (the manager's "All branches") */
  branch_id: number | null;
  branch_name: string;
}

export interface ModeSales {
  mode: PaymentMethod;
  orders: number;
  /** goods at selling prices, before coupon or offer */
  goods: number;
  discount: number;
  shipping: number;
  /** money the customers pay (0 for points orders) */
  total: number;
  /** points spent (points orders) */
  points: number;
}

export interface RiderCash {
  /** null: collected at the counter (pickup orders) */
  rider_id: number | null;
  rider_name: string;
  orders: number;
  amount: number;
}

export interface DiscountGiven {
  /** the coupon's code, or null for a points offer */
  coupon: string | null;
  label: string;
  orders: number;
  amount: number;
}

export interface RefundRow {
  id: number;
  order_id: number | null;
  txnid: string | null;
  branch_name: string | null;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  /** not yet back with the customer: pending or failed */
  open: boolean;
  attempts: number;
  last_error: string | null;
  created_at: number;
}

export interface CancellationRow {
  order_id: number;
  txnid: string;
  branch_name: string | null;
  payment_method: PaymentMethod;
  order_total: number;
  at: number;
  /** "Customer", "System" or the staff member's name */
  by: string;
  reason: string;
}

export interface DaySales {
  day: string;
  orders: number;
  amount: number;
}

export interface SlotOrders {
  mode: 'delivery' | 'pickup';
  start_min: number;
  end_min: number;
  label: string;
  orders: number;
}

export interface DayFill {
  day: string;
  taken: number;
  capacity: number;
}

export interface ProductSold {
  product_id: number;
  name: string;
  units: number;
  /** goods value at the prices charged */
  amount: number;
  /** units still to sell (the store-wide count) */
  stock: number;
}

export interface StockRow {
  product_id: number;
  name: string;
  stock: number;
  out_of_stock: boolean;
  /** the reorder level the manager set, null when none */
  level: number | null;
}

export interface Dashboard {
  scope: DashboardScope;
  orders: { placed: number; cancelled: number; open: number; completed: number };
  sales: { by_mode: ModeSales[]; orders: number; total: number; goods: number; discount: number; shipping: number };
  cash: { collected: number; orders: number; by_rider: RiderCash[] };
  online: { captured: number; orders: number };
  points: { spent: number; orders: number };
  discounts: { total: number; by_kind: DiscountGiven[] };
  refunds: { total: number; count: number; open_total: number; open_count: number; processed_total: number; list: RefundRow[] };
  cancellations: { count: number; total: number; list: CancellationRow[] };
  basket: { orders: number; average: number; average_units: number };
  sales_by_day: DaySales[];
  slot_fill: DayFill[];
  orders_by_slot: SlotOrders[];
  products: { top: ProductSold[]; slow: ProductSold[] };
  stock: { outs: StockRow[]; out_count: number; below_reorder: StockRow[]; below_count: number };
  customers: { total: number; new: number; returning: number };
}
