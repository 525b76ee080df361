/**
 * The manager's dashboard for a period and a branch (or all): two D1 batches (money; goods and
 * people) turned into the numbers the page shows, every day of the period present even when it
 * sold nothing. What each number counts is said in src/lib/domain/reports/dashboard-types.ts.
 */
import { readGoods, readMoney, type GoodsRows, type MoneyRows } from '../../db/reports';
import { slotTimeLabel } from '../../../../src/lib/domain/checkout/delivery-slots';
import { PAYMENT_METHODS } from '../../../../src/lib/domain/orders/order-status';
import { LIST_LIMIT, PRODUCT_LIST_LIMIT, type Dashboard, type ModeSales, type StockRow } from '../../../../src/lib/domain/reports';
import type { ReportScope } from './report-scope';

const OPEN = new Set(['Pending', 'Confirmed', 'Packed', 'Out for delivery', 'Ready for pickup']);
const NO_SALES = { orders: 0, goods: 0, discount: 0, shipping: 0, total: 0, points: 0 };

export async function dashboard(db: D1Database, scope: ReportScope): Promise<Dashboard> {
  const { range, branchId } = scope;
  const [money, goods] = await Promise.all([
    readMoney(db, { start: range.start, end: range.end, branchId, limit: LIST_LIMIT }),
    readGoods(db, {
      start: range.start,
      end: range.end,
      branchId,
      from: range.from,
      to: range.to,
      products: PRODUCT_LIST_LIMIT,
      limit: LIST_LIMIT,
    }),
  ]);
  return {
    scope: {
      period: range.period,
      from: range.from,
      to: range.to,
      days: range.days.length,
      branch_id: branchId,
      branch_name: scope.branchName,
    },
    ...moneyFigures(money),
    ...goodsFigures(goods, range.days),
  };
}

function moneyFigures(
  m: MoneyRows,
): Omit<Dashboard, 'scope' | 'sales_by_day' | 'slot_fill' | 'orders_by_slot' | 'products' | 'stock' | 'customers'> {
  const count = (pred: (s: string) => boolean) => m.statuses.filter((s) => pred(s.status)).reduce((a, s) => a + s.n, 0);
  // every method shows, at zero when it took no order (the query's rows are whole sums, never null)
  const by_mode: ModeSales[] = PAYMENT_METHODS.map((mode) => m.modes.find((x) => x.mode === mode) ?? { mode, ...NO_SALES });
  const sum = (k: 'orders' | 'goods' | 'discount' | 'shipping' | 'total') => by_mode.reduce((a, r) => a + r[k], 0);
  // the average basket is money taken per order paid in money; points orders take none
  const moneyModes = by_mode.filter((r) => r.mode !== 'point');
  const moneyOrders = moneyModes.reduce((a, r) => a + r.orders, 0);
  const moneyTotal = moneyModes.reduce((a, r) => a + r.total, 0);
  const point = by_mode.find((r) => r.mode === 'point')!;
  return {
    orders: {
      placed: count(() => true),
      cancelled: count((s) => s === 'Cancelled'),
      completed: count((s) => s === 'Completed'),
      open: count((s) => OPEN.has(s)),
    },
    sales: {
      by_mode,
      orders: sum('orders'),
      total: sum('total'),
      goods: sum('goods'),
      discount: sum('discount'),
      shipping: sum('shipping'),
    },
    cash: {
      collected: m.riders.reduce((a, r) => a + r.amount, 0),
      orders: m.riders.reduce((a, r) => a + r.orders, 0),
      by_rider: m.riders.map((r) => ({
        rider_id: r.rider_id,
        rider_name: r.rider_id === null ? 'At the counter (pickup)' : (r.rider_name ?? `Rider ${r.rider_id}`),
        orders: r.orders,
        amount: r.amount,
      })),
    },
    online: { captured: m.online.amount, orders: m.online.orders },
    points: { spent: point.points, orders: point.orders },
    discounts: {
      total: m.discounts.reduce((a, d) => a + d.amount, 0),
      by_kind: m.discounts.map((d) => ({
        coupon: d.coupon,
        label: d.coupon ? `Coupon ${d.coupon}` : 'Points offers',
        orders: d.orders,
        amount: d.amount,
      })),
    },
    refunds: {
      total: m.refundTotals.total,
      count: m.refundTotals.count,
      open_total: m.refundTotals.open_total,
      open_count: m.refundTotals.open_count,
      processed_total: m.refundTotals.total - m.refundTotals.open_total,
      list: m.refunds.map((r) => ({ ...r, open: r.status !== 'processed' })),
    },
    cancellations: {
      count: m.cancelTotals.count,
      total: m.cancelTotals.total,
      list: m.cancels.map((c) => ({
        order_id: c.order_id,
        txnid: c.txnid,
        branch_name: c.branch_name,
        payment_method: c.payment_method,
        order_total: c.order_total,
        at: c.at,
        by: c.actor_type === 'customer' ? 'Customer' : c.actor_type === 'system' ? 'System' : (c.staff_name ?? 'Staff'),
        reason: c.reason,
      })),
    },
    basket: {
      orders: moneyOrders,
      average: moneyOrders > 0 ? Math.round(moneyTotal / moneyOrders) : 0,
      // units per order over every order kept, points orders too: the basket's size, not its money
      average_units: m.units.orders > 0 ? Math.round((m.units.units / m.units.orders) * 10) / 10 : 0,
    },
  };
}

function stockRow(r: GoodsRows['outs'][number]): StockRow {
  return { product_id: r.product_id, name: r.name, stock: r.stock, out_of_stock: r.out_of_stock === 1, level: r.level };
}

function goodsFigures(
  g: GoodsRows,
  days: string[],
): Pick<Dashboard, 'sales_by_day' | 'slot_fill' | 'orders_by_slot' | 'products' | 'stock' | 'customers'> {
  const sold = new Map(g.days.map((d) => [d.day, d]));
  const booked = new Map(g.slotDays.map((d) => [d.day, d.orders]));
  return {
    sales_by_day: days.map((day) => ({ day, orders: sold.get(day)?.orders ?? 0, amount: sold.get(day)?.amount ?? 0 })),
    slot_fill: days.map((day) => ({ day, taken: booked.get(day) ?? 0, capacity: g.capacity })),
    orders_by_slot: g.slots.map((s) => ({
      mode: s.deliveryMode,
      start_min: s.start_min,
      end_min: s.end_min,
      label: `${slotTimeLabel(s.start_min, s.end_min)} ${s.deliveryMode}`,
      orders: s.orders,
    })),
    products: { top: g.top, slow: g.slow },
    stock: { outs: g.outs.map(stockRow), out_count: g.outCount, below_reorder: g.below.map(stockRow), below_count: g.belowCount },
    customers: { total: g.customers.total, new: g.customers.new, returning: g.customers.total - g.customers.new },
  };
}
