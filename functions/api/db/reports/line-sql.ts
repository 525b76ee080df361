/**
 * What an order line sold, as the reports count it: once packed (issue 29), what went into the bag —
 * the packed quantity and what the packed line was charged — otherwise what was ordered. One place,
 * so the dashboard, its product lists and the CSV exports never disagree about a short line.
 */
export const LINE_UNITS = 'coalesce(l.packed_qty, l.qty)';
export const LINE_AMOUNT = 'coalesce(l.packed_total, coalesce(l.attribute_price, l.price) * l.qty)';
