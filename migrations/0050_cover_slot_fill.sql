-- The dashboard's slot fill and orders per slot (issue 30) count the orders booked for the period's
-- days. With orders_by_slot_day (0045, slot_day only) each of a week's ~12,500 orders at a year's
-- pace was looked up in the wide orders table for its branch, status and slot; the side-by-side
-- year bench put the week's dashboard at 1.62× the demo's. The same index, now holding those
-- columns too, answers both counts from the index alone (SEARCH o USING COVERING INDEX), and still
-- serves every query that asked for slot_day alone.
-- tests/api/report-days-plans.test.ts checks the plan.
DROP INDEX orders_by_slot_day;
CREATE INDEX orders_by_slot_day ON orders(slot_day, branch_id, order_status, flag, slot_start_min, slot_end_min);
