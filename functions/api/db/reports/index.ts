/** The reports' reads (issue 30): the dashboard's two batches, reorder levels, paged rows for exports and the GST month, and page vitals. */
export { readMoney, type MoneyRows, type MoneyWindow } from './dashboard-money';
export { readGoods, readGoodsRaw, type GoodsRows, type GoodsWindow } from './dashboard-goods';
export { searchReorderLevels, writeReorderLevel, type ReorderItem } from './reorder-levels';
export {
  countPeriod,
  FIRST,
  invoiceSeries,
  linesOf,
  orderPage,
  refundPage,
  type Cursor,
  type OrderExportRow,
  type PeriodWindow,
  type RefundExportRow,
  type ReportLineRow,
} from './report-rows';
export { reportDays } from './dashboard-money';
export { readGstDays, type GstDayRow, type GstOrderRow } from './gst-days';
export { countVitals, vitalCounts, type VitalCount } from './web-vitals';
