/**
 * What an order line sold, as the reports count it: once packed (issue 29), what went into the bag —
 * the packed quantity and what the packed line was charged — otherwise what was ordered. A line
 * packed with a substitute (line_substitute.packed_qty is set in the packing batch) sold the
 * substitute: its product, its units and the line's charged total; the product ordered sold none of
 * it. One place, so the dashboard, its product lists and the CSV exports never disagree.
 */
/** The lines to read FROM, each with the substitute that went into the bag in its place (if any) as `ls`. */
export const LINES = 'order_line l LEFT JOIN line_substitute ls ON ls.line_id = l.id AND ls.packed_qty IS NOT NULL';
export const LINE_PRODUCT = 'coalesce(ls.product_id, l.product_id)';
export const LINE_NAME = 'coalesce(ls.name, l.name)';
export const LINE_UNITS = 'coalesce(ls.packed_qty, l.packed_qty, l.qty)';
export const LINE_AMOUNT = 'coalesce(l.packed_total, coalesce(l.attribute_price, l.price) * l.qty)';
