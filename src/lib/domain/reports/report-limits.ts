/** How much one report or export may read: bounded, so no request runs into the Worker's limits. */

/** The longest range one dashboard or export covers: a quarter. */
export const MAX_REPORT_DAYS = 92;

/** Rows in one CSV file; a larger export is refused before anything is sent (choose fewer days). */
export const MAX_EXPORT_ROWS = 250_000;

/** Orders read per D1 query while a CSV streams or a GST month adds up. */
export const EXPORT_PAGE_ORDERS = 500;

/** Rows in a dashboard list (refunds, cancellations, stock-outs); the totals count every one. */
export const LIST_LIMIT = 100;

/** Products in the top and slow lists. */
export const PRODUCT_LIST_LIMIT = 10;
