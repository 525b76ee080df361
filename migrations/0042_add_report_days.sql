-- The owner's numbers kept per IST day and branch (issue 30: a year of orders). The dashboard's money
-- and the GST month read these few rows instead of every order of the period.
--
-- A day is the IST day number: (epoch ms + 19,800,000) / 86,400,000 (integer division), so day d is
-- [d × 86,400,000 − 19,800,000, + 86,400,000). branch_id NULL: no branch (a refund with no order).
--
-- How they stay exactly right: SQLite triggers on the tables that record money (orders, order_line,
-- order_event, refund) mark the (kind, day, branch) they touch in report_day_stale, and the one
-- trigger on report_day_stale recomputes that day and branch from the raw rows, in the same D1 write
-- as the change itself. No code path can forget it (placing, cancelling, packing, refunds,
-- replacement orders all write those tables), it happens exactly once per change, and a recompute
-- cannot drift the way adding and subtracting deltas could: the rows always equal what the raw
-- reads would say (tests/api/report-days.test.ts checks that against the raw queries).
-- The cost is one day and branch (~300 orders at a year of orders) per changed row.
--
-- A migration that rebuilds orders, order_line, order_event or refund (CREATE new, copy, DROP,
-- RENAME) drops these triggers with the old table: it must create them again.
-- scripts/seed/year-of-orders.mjs reads the sections between the markers below.

-- Orders placed on the day (created_at), by how the dashboard and GST month cut them.
CREATE TABLE report_day_order (
  day            INTEGER NOT NULL,
  branch_id      INTEGER,
  payment_method TEXT NOT NULL,
  order_status   TEXT NOT NULL,
  coupon_code    TEXT,
  replacement    INTEGER NOT NULL, -- 1: a problem ticket's free replacement order (not a sale)
  lined          INTEGER NOT NULL, -- 1: the order has lines (an invoice with a GST table)
  orders         INTEGER NOT NULL,
  goods          INTEGER NOT NULL, -- subtotal
  discount       INTEGER NOT NULL,
  shipping       INTEGER NOT NULL,
  total          INTEGER NOT NULL, -- order_total
  points         INTEGER NOT NULL, -- total_points
  units          INTEGER NOT NULL, -- what went into the bag: the substitute's packed_qty, else packed_qty, else qty
  discounted     INTEGER NOT NULL, -- orders with discount > 0
  shipped        INTEGER NOT NULL, -- orders with shipping > 0
  paid           INTEGER NOT NULL, -- orders with payment_status 'Success'
  paid_total     INTEGER NOT NULL,
  invoices       INTEGER NOT NULL, -- orders with an invoice number
  first_invoice  TEXT,
  last_invoice   TEXT
);
CREATE INDEX report_day_order_by_day ON report_day_order(day, branch_id);

-- The GST of the counted invoices placed on the day (cash or online, not cancelled, not a
-- replacement), per line as invoiceGst() taxes it, summed per place of supply, rate and HSN.
-- cgst_half = sum of floor(tax / 2) per line: CGST within the State (SGST = tax − CGST), decided
-- when read against the store's State, like the invoice.
CREATE TABLE report_day_gst (
  day             INTEGER NOT NULL,
  branch_id       INTEGER,
  place_of_supply TEXT NOT NULL,
  rate            INTEGER NOT NULL,
  hsn_code        TEXT NOT NULL,
  description     TEXT, -- the first category name in name order
  qty             INTEGER NOT NULL,
  amount          INTEGER NOT NULL,
  taxable         INTEGER NOT NULL,
  tax             INTEGER NOT NULL,
  cgst_half       INTEGER NOT NULL
);
CREATE INDEX report_day_gst_by_day ON report_day_gst(day, branch_id);

-- Cash orders moved to Completed on the day (the move's time), per rider.
CREATE TABLE report_day_cash (
  day       INTEGER NOT NULL,
  branch_id INTEGER,
  rider_id  INTEGER,
  orders    INTEGER NOT NULL,
  amount    INTEGER NOT NULL
);
CREATE INDEX report_day_cash_by_day ON report_day_cash(day, branch_id);

-- Orders cancelled on the day (the move's time).
CREATE TABLE report_day_cancel (
  day       INTEGER NOT NULL,
  branch_id INTEGER,
  orders    INTEGER NOT NULL,
  total     INTEGER NOT NULL
);
CREATE INDEX report_day_cancel_by_day ON report_day_cancel(day, branch_id);

-- Refunds recorded on the day; open = not yet processed.
CREATE TABLE report_day_refund (
  day        INTEGER NOT NULL,
  branch_id  INTEGER,
  refunds    INTEGER NOT NULL,
  total      INTEGER NOT NULL,
  open_count INTEGER NOT NULL,
  open_total INTEGER NOT NULL
);
CREATE INDEX report_day_refund_by_day ON report_day_refund(day, branch_id);

-- What to recompute: kind 'placed' (orders and GST of orders placed that day), 'moved' (cash and
-- cancellations moved that day), 'refund'. A row lives only inside the write that inserts it.
CREATE TABLE report_day_stale (
  kind      TEXT NOT NULL CHECK (kind IN ('placed', 'moved', 'refund')),
  day       INTEGER NOT NULL,
  branch_id INTEGER
);

-- The lines of one day and branch while their GST is worked out: empty outside a recompute.
CREATE TABLE report_gst_scratch (
  order_id        INTEGER NOT NULL,
  line_id         INTEGER NOT NULL,
  place_of_supply TEXT NOT NULL,
  rate            INTEGER NOT NULL,
  hsn_code        TEXT NOT NULL,
  description     TEXT,
  qty             INTEGER NOT NULL,
  gross           INTEGER NOT NULL,
  discount        INTEGER NOT NULL,
  order_gross     INTEGER,
  share           INTEGER,
  remainder       INTEGER,
  extra           INTEGER
);
CREATE INDEX report_gst_scratch_by_order ON report_gst_scratch(order_id, line_id);

-- report-days:recompute:begin
CREATE TRIGGER report_day_recompute_placed AFTER INSERT ON report_day_stale WHEN NEW.kind = 'placed'
BEGIN
  DELETE FROM report_day_order WHERE day = NEW.day AND branch_id IS NEW.branch_id;
  INSERT INTO report_day_order (day, branch_id, payment_method, order_status, coupon_code, replacement, lined, orders, goods,
                                discount, shipping, total, points, units, discounted, shipped, paid, paid_total, invoices,
                                first_invoice, last_invoice)
  SELECT NEW.day, NEW.branch_id, o.payment_method, o.order_status, o.coupon_code, o.replacement, o.units IS NOT NULL, count(*),
         sum(o.subtotal), sum(o.discount), sum(o.shipping), sum(o.order_total), sum(o.total_points), coalesce(sum(o.units), 0),
         sum(o.discount > 0), sum(o.shipping > 0), sum(o.payment_status = 'Success'),
         sum(CASE WHEN o.payment_status = 'Success' THEN o.order_total ELSE 0 END), count(o.invoice_no), min(o.invoice_no),
         max(o.invoice_no)
    FROM (SELECT o.*, o.replacement_ticket_id IS NOT NULL AS replacement,
                 -- what went into the bag (db/reports/line-sql.ts LINE_UNITS): a substitute's units in its line's place
                 (SELECT sum(coalesce(ls.packed_qty, l.packed_qty, l.qty))
                    FROM order_line l LEFT JOIN line_substitute ls ON ls.line_id = l.id AND ls.packed_qty IS NOT NULL
                   WHERE l.order_id = o.id) AS units
            FROM orders o
           WHERE o.branch_id IS NEW.branch_id AND o.created_at >= NEW.day * 86400000 - 19800000
             AND o.created_at < NEW.day * 86400000 - 19800000 + 86400000) o
   GROUP BY o.payment_method, o.order_status, o.coupon_code, o.replacement, o.units IS NOT NULL;

  DELETE FROM report_day_gst WHERE day = NEW.day AND branch_id IS NEW.branch_id;
  -- invoiceGst() on each counted order's lines, a step at a time in a scratch table (a trigger may
  -- not use WITH, and one nested SELECT would repeat its subqueries per line): the discount is
  -- shared over the lines by their amounts, in whole paise, the odd paise to the largest remainders,
  -- ties to the earlier line (allocate() in src/lib/domain/money/gst.ts); then each line's
  -- taxable = round(amount × 100 / (100 + rate)), half up, and the tax is the rest (lineTax()).
  DELETE FROM report_gst_scratch;
  INSERT INTO report_gst_scratch (order_id, line_id, place_of_supply, rate, hsn_code, description, qty, gross, discount)
  SELECT o.id, l.id, o.place_of_supply, l.gst_rate, l.hsn_code, nullif(c.name, ''), coalesce(l.packed_qty, l.qty),
         coalesce(l.packed_total, coalesce(l.attribute_price, l.price) * l.qty), o.discount
    FROM orders o JOIN order_line l ON l.order_id = o.id
    LEFT JOIN product p ON p.id = l.product_id LEFT JOIN category c ON c.id = p.category_id
   WHERE o.branch_id IS NEW.branch_id AND o.created_at >= NEW.day * 86400000 - 19800000
     AND o.created_at < NEW.day * 86400000 - 19800000 + 86400000
     AND o.order_status <> 'Cancelled' AND o.replacement_ticket_id IS NULL AND o.payment_method <> 'point';
  UPDATE report_gst_scratch SET order_gross = (SELECT sum(m.gross) FROM report_gst_scratch m WHERE m.order_id = report_gst_scratch.order_id);
  UPDATE report_gst_scratch SET share = coalesce(discount * gross / order_gross, 0), remainder = coalesce(discount * gross % order_gross, 0);
  UPDATE report_gst_scratch
     SET extra = (SELECT count(*) FROM report_gst_scratch m
                   WHERE m.order_id = report_gst_scratch.order_id
                     AND (m.remainder > report_gst_scratch.remainder
                          OR (m.remainder = report_gst_scratch.remainder AND m.line_id < report_gst_scratch.line_id)))
                 < discount - (SELECT sum(m.share) FROM report_gst_scratch m WHERE m.order_id = report_gst_scratch.order_id);
  INSERT INTO report_day_gst (day, branch_id, place_of_supply, rate, hsn_code, description, qty, amount, taxable, tax, cgst_half)
  SELECT NEW.day, NEW.branch_id, t.place_of_supply, t.rate, t.hsn_code, min(t.description), sum(t.qty), sum(t.amount),
         sum(t.taxable), sum(t.amount - t.taxable), sum((t.amount - t.taxable) / 2)
    FROM (SELECT a.*, (200 * a.amount + 100 + a.rate) / (200 + 2 * a.rate) AS taxable
            FROM (SELECT s.*, s.gross - s.share - s.extra AS amount FROM report_gst_scratch s) a) t
   GROUP BY t.place_of_supply, t.rate, t.hsn_code;
  DELETE FROM report_gst_scratch;

  DELETE FROM report_day_stale WHERE rowid = NEW.rowid;
END;

CREATE TRIGGER report_day_recompute_moved AFTER INSERT ON report_day_stale WHEN NEW.kind = 'moved'
BEGIN
  DELETE FROM report_day_cash WHERE day = NEW.day AND branch_id IS NEW.branch_id;
  INSERT INTO report_day_cash (day, branch_id, rider_id, orders, amount)
  SELECT NEW.day, NEW.branch_id, o.rider_id, count(*), sum(o.order_total)
    FROM order_event e JOIN orders o ON o.id = e.order_id
   WHERE e.to_status = 'Completed' AND e.created_at >= NEW.day * 86400000 - 19800000
     AND e.created_at < NEW.day * 86400000 - 19800000 + 86400000
     AND o.branch_id IS NEW.branch_id AND o.payment_method = 'cash' AND o.replacement_ticket_id IS NULL
   GROUP BY o.rider_id;

  DELETE FROM report_day_cancel WHERE day = NEW.day AND branch_id IS NEW.branch_id;
  INSERT INTO report_day_cancel (day, branch_id, orders, total)
  SELECT NEW.day, NEW.branch_id, count(*), sum(o.order_total)
    FROM order_event e JOIN orders o ON o.id = e.order_id
   WHERE e.to_status = 'Cancelled' AND e.created_at >= NEW.day * 86400000 - 19800000
     AND e.created_at < NEW.day * 86400000 - 19800000 + 86400000
     AND o.branch_id IS NEW.branch_id AND o.replacement_ticket_id IS NULL
  HAVING count(*) > 0;

  DELETE FROM report_day_stale WHERE rowid = NEW.rowid;
END;

CREATE TRIGGER report_day_recompute_refund AFTER INSERT ON report_day_stale WHEN NEW.kind = 'refund'
BEGIN
  DELETE FROM report_day_refund WHERE day = NEW.day AND branch_id IS NEW.branch_id;
  INSERT INTO report_day_refund (day, branch_id, refunds, total, open_count, open_total)
  SELECT NEW.day, NEW.branch_id, count(*), sum(r.amount), sum(r.status <> 'processed'),
         sum(CASE WHEN r.status <> 'processed' THEN r.amount ELSE 0 END)
    FROM refund r LEFT JOIN orders o ON o.id = r.order_id
   WHERE r.created_at >= NEW.day * 86400000 - 19800000 AND r.created_at < NEW.day * 86400000 - 19800000 + 86400000
     AND o.branch_id IS NEW.branch_id
  HAVING count(*) > 0;

  DELETE FROM report_day_stale WHERE rowid = NEW.rowid;
END;
-- report-days:recompute:end

-- report-days:marks:begin
CREATE TRIGGER report_day_order_placed AFTER INSERT ON orders
BEGIN
  INSERT INTO report_day_stale (kind, day, branch_id) VALUES ('placed', (NEW.created_at + 19800000) / 86400000, NEW.branch_id);
END;

CREATE TRIGGER report_day_order_changed
AFTER UPDATE OF created_at, branch_id, payment_method, order_status, coupon_code, replacement_ticket_id, subtotal, discount,
  shipping, order_total, total_points, payment_status, invoice_no, place_of_supply ON orders
BEGIN
  INSERT INTO report_day_stale (kind, day, branch_id)
  SELECT 'placed', (OLD.created_at + 19800000) / 86400000, OLD.branch_id
  UNION SELECT 'placed', (NEW.created_at + 19800000) / 86400000, NEW.branch_id;
END;

-- cash and cancellations count the order's current total, rider, mode and branch on its moves' days
CREATE TRIGGER report_day_order_moved_changed
AFTER UPDATE OF branch_id, payment_method, order_total, rider_id, replacement_ticket_id ON orders
BEGIN
  INSERT INTO report_day_stale (kind, day, branch_id)
  SELECT DISTINCT 'moved', (e.created_at + 19800000) / 86400000, b.branch_id
    FROM order_event e, (SELECT OLD.branch_id AS branch_id UNION SELECT NEW.branch_id) b
   WHERE e.order_id = NEW.id AND e.to_status IN ('Completed', 'Cancelled');
END;

-- a refund belongs to its order's branch
CREATE TRIGGER report_day_order_branch_changed AFTER UPDATE OF branch_id ON orders
BEGIN
  INSERT INTO report_day_stale (kind, day, branch_id)
  SELECT DISTINCT 'refund', (r.created_at + 19800000) / 86400000, b.branch_id
    FROM refund r, (SELECT OLD.branch_id AS branch_id UNION SELECT NEW.branch_id) b
   WHERE r.order_id = NEW.id;
END;

CREATE TRIGGER report_day_order_deleted AFTER DELETE ON orders
BEGIN
  INSERT INTO report_day_stale (kind, day, branch_id) VALUES ('placed', (OLD.created_at + 19800000) / 86400000, OLD.branch_id);
END;

CREATE TRIGGER report_day_line_added AFTER INSERT ON order_line
BEGIN
  INSERT INTO report_day_stale (kind, day, branch_id)
  SELECT 'placed', (o.created_at + 19800000) / 86400000, o.branch_id FROM orders o WHERE o.id = NEW.order_id;
END;

CREATE TRIGGER report_day_line_changed
AFTER UPDATE OF order_id, product_id, qty, price, attribute_price, packed_qty, packed_total, hsn_code, gst_rate ON order_line
BEGIN
  INSERT INTO report_day_stale (kind, day, branch_id)
  SELECT 'placed', (o.created_at + 19800000) / 86400000, o.branch_id FROM orders o WHERE o.id IN (OLD.order_id, NEW.order_id);
END;

CREATE TRIGGER report_day_line_removed AFTER DELETE ON order_line
BEGIN
  INSERT INTO report_day_stale (kind, day, branch_id)
  SELECT 'placed', (o.created_at + 19800000) / 86400000, o.branch_id FROM orders o WHERE o.id = OLD.order_id;
END;

CREATE TRIGGER report_day_event_added AFTER INSERT ON order_event WHEN NEW.to_status IN ('Completed', 'Cancelled')
BEGIN
  INSERT INTO report_day_stale (kind, day, branch_id)
  SELECT 'moved', (NEW.created_at + 19800000) / 86400000, o.branch_id FROM orders o WHERE o.id = NEW.order_id;
END;

-- a substitute packed in a line's place changes the units the order sold (line-sql.ts LINE_UNITS)
CREATE TRIGGER report_day_substitute_packed AFTER UPDATE OF packed_qty ON line_substitute
BEGIN
  INSERT INTO report_day_stale (kind, day, branch_id)
  SELECT 'placed', (o.created_at + 19800000) / 86400000, o.branch_id
    FROM order_line l JOIN orders o ON o.id = l.order_id WHERE l.id = NEW.line_id;
END;

CREATE TRIGGER report_day_substitute_added AFTER INSERT ON line_substitute WHEN NEW.packed_qty IS NOT NULL
BEGIN
  INSERT INTO report_day_stale (kind, day, branch_id)
  SELECT 'placed', (o.created_at + 19800000) / 86400000, o.branch_id
    FROM order_line l JOIN orders o ON o.id = l.order_id WHERE l.id = NEW.line_id;
END;

CREATE TRIGGER report_day_refund_added AFTER INSERT ON refund
BEGIN
  INSERT INTO report_day_stale (kind, day, branch_id)
  SELECT 'refund', (NEW.created_at + 19800000) / 86400000, (SELECT o.branch_id FROM orders o WHERE o.id = NEW.order_id);
END;

CREATE TRIGGER report_day_refund_changed AFTER UPDATE OF order_id, amount, status, created_at ON refund
BEGIN
  INSERT INTO report_day_stale (kind, day, branch_id)
  SELECT 'refund', (OLD.created_at + 19800000) / 86400000, (SELECT o.branch_id FROM orders o WHERE o.id = OLD.order_id)
  UNION SELECT 'refund', (NEW.created_at + 19800000) / 86400000, (SELECT o.branch_id FROM orders o WHERE o.id = NEW.order_id);
END;
-- report-days:marks:end

-- report-days:backfill:begin
-- Every day and branch that has history, recomputed by the same triggers.
INSERT INTO report_day_stale (kind, day, branch_id)
SELECT DISTINCT 'placed', (created_at + 19800000) / 86400000, branch_id FROM orders;
INSERT INTO report_day_stale (kind, day, branch_id)
SELECT DISTINCT 'moved', (e.created_at + 19800000) / 86400000, o.branch_id
  FROM order_event e JOIN orders o ON o.id = e.order_id WHERE e.to_status IN ('Completed', 'Cancelled');
INSERT INTO report_day_stale (kind, day, branch_id)
SELECT DISTINCT 'refund', (r.created_at + 19800000) / 86400000, o.branch_id FROM refund r LEFT JOIN orders o ON o.id = r.order_id;
-- report-days:backfill:end
