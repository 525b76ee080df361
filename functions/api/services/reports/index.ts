/** The owner's numbers (issue 30): who sees what, the dashboard, reorder levels, the GST month, CSV exports and page vitals. */
export { ALL_BRANCHES, gstScope, reportScope, type Refused, type ReportScope } from './report-scope';
export { dashboard } from './dashboard';
export { findReorderLevels, setReorderLevel, type ReorderLevelView } from './reorder-levels';
export { gstMonth, NO_CREDIT_NOTES, type GstMonthView } from './gst-month';
export { invoiceTaxOf, ordersWithLines, type OrderWithLines } from './invoice-pages';
export { csvExport, type CsvFile } from './exports';
export { importSettlements, settlementReport, SETTLEMENT_CODE, type ImportResult } from './settlements';
export { settlementDaysCsv, settlementDifferencesCsv } from './settlement-csv';
export { isLocalMachine, recordVitals, vitalsReport } from './web-vitals';
