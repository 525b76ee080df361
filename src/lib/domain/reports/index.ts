/** The owner's numbers (issue 30), the shared rules: periods and limits, what refusals say, CSV, chart geometry, the GST month's shape. */
export {
  addDays,
  daysBetween,
  indianDate,
  isDay,
  lastMonth,
  reportMonth,
  reportRange,
  weekStart,
  type Checked,
  type Period,
  type ReportMonth,
  type ReportRange,
} from './report-range';
export { EXPORT_PAGE_ORDERS, LIST_LIMIT, MAX_EXPORT_ROWS, MAX_REPORT_DAYS, PRODUCT_LIST_LIMIT } from './report-limits';
export { REPORT_CODE, REPORT_MSG, type ReportRefusal } from './report-messages';
export {
  EXPORT_KINDS,
  exportParamSchema,
  gstQuerySchema,
  reorderLevelSchema,
  reportQuerySchema,
  settlementImportSchema,
  type ExportKind,
  type ReportQuery,
} from './report-schemas';
export { CSV_BOM, CSV_EOL, CsvNumber, csvCell, csvDate, csvFileName, csvRow, csvText, csvTime, rupees, type CsvCell } from './csv';
export { barShares, columnChart, niceCeiling, pct, type Column, type ColumnChart } from './chart';
export { GstMonthTally, type B2csRow, type GstMonthFigures, type GstTotals, type HsnRow, type TaxedLine } from './gst-summary';
export type * from './dashboard-types';
export {
  GST_ON_FEE_PERCENT,
  SETTLE_WITHIN_DAYS,
  TEST_FEE_PERCENT,
  testSettlementFee,
  type DifferenceKind,
  type SettlementDay,
  type SettlementDifference,
  type SettlementEntry,
  type SettlementReport,
} from './settlement-rules';
export { DIFFERENCE_LABEL } from './settlement-words';
