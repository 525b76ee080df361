-- The GST month kept per IST month and branch (issue 30: a year of orders). At a year's pace October
-- is ~16,000 report_day_gst rows (migration 0042), and summing them per request cost the GST month
-- 2.2× its demo time; these rows are the same sums a month at a time, a few hundred a month.
--
-- A month is keyed by the IST day number of its first day (0042's day numbers: a day d is the IST
-- date of d × 86,400 s since the epoch), so a whole-month window is [first day, next first day).
--
-- How they stay exactly right: the month and branch is recomputed from that month's report_day_gst
-- rows (never by adding deltas, so a day recomputed again is not counted twice) each time 0042
-- recomputes one of its days. The hook is 0042's own last step: its 'placed' recompute removes its
-- report_day_stale mark once the day's rows are written, and the trigger below fires on that
-- removal. An AFTER INSERT trigger on the mark would not do: SQLite does not promise the order of
-- triggers on one event, so it could run before 0042's and sum the day's old rows.
-- scripts/seed/year-of-orders.mjs reads the sections between the markers below: it lifts this
-- trigger too while 0042's backfill recomputes every day of the year (else each day would sum its
-- month again), then fills the months in one pass with the backfill below and puts it back.

CREATE TABLE report_month_gst (
  month           INTEGER NOT NULL, -- the IST day number of the month's first day
  branch_id       INTEGER,
  place_of_supply TEXT NOT NULL,
  rate            INTEGER NOT NULL,
  hsn_code        TEXT NOT NULL,
  description     TEXT, -- the least of the days' descriptions (each the first category name)
  qty             INTEGER NOT NULL,
  amount          INTEGER NOT NULL,
  taxable         INTEGER NOT NULL,
  tax             INTEGER NOT NULL,
  cgst_half       INTEGER NOT NULL
);
CREATE INDEX report_month_gst_by_month ON report_month_gst(month, branch_id);

-- report-months:recompute:begin
CREATE TRIGGER report_month_recompute_gst AFTER DELETE ON report_day_stale WHEN OLD.kind = 'placed'
BEGIN
  DELETE FROM report_month_gst
   WHERE month = CAST(strftime('%s', OLD.day * 86400, 'unixepoch', 'start of month') AS INTEGER) / 86400
     AND branch_id IS OLD.branch_id;
  INSERT INTO report_month_gst (month, branch_id, place_of_supply, rate, hsn_code, description, qty, amount, taxable, tax, cgst_half)
  SELECT CAST(strftime('%s', OLD.day * 86400, 'unixepoch', 'start of month') AS INTEGER) / 86400, OLD.branch_id, d.place_of_supply,
         d.rate, d.hsn_code, min(d.description), sum(d.qty), sum(d.amount), sum(d.taxable), sum(d.tax), sum(d.cgst_half)
    FROM report_day_gst d
   WHERE d.day >= CAST(strftime('%s', OLD.day * 86400, 'unixepoch', 'start of month') AS INTEGER) / 86400
     AND d.day < CAST(strftime('%s', OLD.day * 86400, 'unixepoch', 'start of month', '+1 month') AS INTEGER) / 86400
     AND d.branch_id IS OLD.branch_id
   GROUP BY d.place_of_supply, d.rate, d.hsn_code;
END;
-- report-months:recompute:end

-- report-months:backfill:begin
-- Every month and branch that has day rows, from those rows.
DELETE FROM report_month_gst;
INSERT INTO report_month_gst (month, branch_id, place_of_supply, rate, hsn_code, description, qty, amount, taxable, tax, cgst_half)
SELECT CAST(strftime('%s', d.day * 86400, 'unixepoch', 'start of month') AS INTEGER) / 86400 AS month, d.branch_id, d.place_of_supply,
       d.rate, d.hsn_code, min(d.description), sum(d.qty), sum(d.amount), sum(d.taxable), sum(d.tax), sum(d.cgst_half)
  FROM report_day_gst d
 GROUP BY month, d.branch_id, d.place_of_supply, d.rate, d.hsn_code;
-- report-months:backfill:end
