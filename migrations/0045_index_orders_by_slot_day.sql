-- The dashboard's slot fill and orders per slot count the orders booked for the period's days
-- (issue 30: a year of orders). orders_by_slot leads with branch_id, so "all branches" read every
-- order (SCAN o, 650,000 rows); this index reads the period's days for one branch or all.
-- tests/api/report-days-plans.test.ts checks the plan.
CREATE INDEX orders_by_slot_day ON orders(slot_day);
