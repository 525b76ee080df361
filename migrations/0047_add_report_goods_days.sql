-- The dashboard's goods and people kept per IST day and branch (issue 30: a year of orders): the
-- top and slow products and the new and returning customers read these rows instead of every
-- order line of the period (functions/api/db/reports/dashboard-goods.ts; the raw reads they
-- replace stay in goods-raw.ts as the fallback and the tests' oracle).
--
-- Kept the way migration 0042 keeps its tables: its 'placed' marks in report_day_stale (every
-- change to an order, its lines or a packed substitute of a day and branch) also fire the recompute
-- below, from the raw rows, in the same write. The few changes 0042 did not need to mark (a line's
-- or a substitute's name, a substitute's product, a substitute removed, an order's customer) are
-- marked here. A customer's first order is recomputed from their own orders (orders_by_user).
-- scripts/seed/year-of-orders.mjs reads the sections between the markers below.

-- What the counted orders placed on the day sold per product, as the dashboard counts it
-- (db/reports/line-sql.ts): a packed substitute sold in its line's place; not cancelled, not a
-- replacement. name: the greatest name the product's lines had that day (the read takes max()).
CREATE TABLE report_day_product (
  day        INTEGER NOT NULL,
  branch_id  INTEGER,
  product_id INTEGER,
  name       TEXT,
  units      INTEGER NOT NULL,
  amount     INTEGER NOT NULL
);
CREATE INDEX report_day_product_by_day ON report_day_product(day, branch_id);

-- The customers who placed a counted order on the day at the branch: the period's customers are
-- the distinct user_id of its days. Covering index, so the count reads no table rows.
CREATE TABLE report_day_customer (
  day       INTEGER NOT NULL,
  branch_id INTEGER,
  user_id   INTEGER NOT NULL
);
CREATE INDEX report_day_customer_by_day ON report_day_customer(day, branch_id, user_id);

-- Each customer's first order (any branch, any status, replacements too), as an IST day: a
-- customer of a period is new when it is on or after the period's first day.
CREATE TABLE report_customer_first (
  user_id   INTEGER PRIMARY KEY,
  first_day INTEGER NOT NULL
);

-- report-goods:recompute:begin
CREATE TRIGGER report_day_recompute_goods AFTER INSERT ON report_day_stale WHEN NEW.kind = 'placed'
BEGIN
  DELETE FROM report_day_product WHERE day = NEW.day AND branch_id IS NEW.branch_id;
  -- line-sql.ts: LINE_PRODUCT, LINE_NAME, LINE_UNITS, LINE_AMOUNT over LINES
  INSERT INTO report_day_product (day, branch_id, product_id, name, units, amount)
  SELECT NEW.day, NEW.branch_id, coalesce(ls.product_id, l.product_id), max(coalesce(ls.name, l.name)),
         sum(coalesce(ls.packed_qty, l.packed_qty, l.qty)), sum(coalesce(l.packed_total, coalesce(l.attribute_price, l.price) * l.qty))
    FROM orders o JOIN order_line l ON l.order_id = o.id
    LEFT JOIN line_substitute ls ON ls.line_id = l.id AND ls.packed_qty IS NOT NULL
   WHERE o.branch_id IS NEW.branch_id AND o.created_at >= NEW.day * 86400000 - 19800000
     AND o.created_at < NEW.day * 86400000 - 19800000 + 86400000
     AND o.order_status <> 'Cancelled' AND o.replacement_ticket_id IS NULL
   GROUP BY coalesce(ls.product_id, l.product_id);

  DELETE FROM report_day_customer WHERE day = NEW.day AND branch_id IS NEW.branch_id;
  INSERT INTO report_day_customer (day, branch_id, user_id)
  SELECT DISTINCT NEW.day, NEW.branch_id, o.user_id
    FROM orders o
   WHERE o.branch_id IS NEW.branch_id AND o.created_at >= NEW.day * 86400000 - 19800000
     AND o.created_at < NEW.day * 86400000 - 19800000 + 86400000
     AND o.order_status <> 'Cancelled' AND o.replacement_ticket_id IS NULL AND o.user_id IS NOT NULL;
END;
-- report-goods:recompute:end

-- report-goods:marks:begin
CREATE TRIGGER report_day_order_customer_changed AFTER UPDATE OF user_id ON orders
BEGIN
  INSERT INTO report_day_stale (kind, day, branch_id)
  SELECT 'placed', (NEW.created_at + 19800000) / 86400000, NEW.branch_id;
END;

CREATE TRIGGER report_day_line_renamed AFTER UPDATE OF name ON order_line
BEGIN
  INSERT INTO report_day_stale (kind, day, branch_id)
  SELECT 'placed', (o.created_at + 19800000) / 86400000, o.branch_id FROM orders o WHERE o.id = NEW.order_id;
END;

CREATE TRIGGER report_day_substitute_changed AFTER UPDATE OF line_id, product_id, name ON line_substitute
WHEN OLD.packed_qty IS NOT NULL OR NEW.packed_qty IS NOT NULL
BEGIN
  INSERT INTO report_day_stale (kind, day, branch_id)
  SELECT DISTINCT 'placed', (o.created_at + 19800000) / 86400000, o.branch_id
    FROM order_line l JOIN orders o ON o.id = l.order_id WHERE l.id IN (OLD.line_id, NEW.line_id);
END;

CREATE TRIGGER report_day_substitute_removed AFTER DELETE ON line_substitute WHEN OLD.packed_qty IS NOT NULL
BEGIN
  INSERT INTO report_day_stale (kind, day, branch_id)
  SELECT 'placed', (o.created_at + 19800000) / 86400000, o.branch_id
    FROM order_line l JOIN orders o ON o.id = l.order_id WHERE l.id = OLD.line_id;
END;

CREATE TRIGGER report_customer_first_placed AFTER INSERT ON orders WHEN NEW.user_id IS NOT NULL
BEGIN
  DELETE FROM report_customer_first WHERE user_id = NEW.user_id;
  INSERT INTO report_customer_first (user_id, first_day)
  SELECT NEW.user_id, (min(o.created_at) + 19800000) / 86400000 FROM orders o WHERE o.user_id = NEW.user_id;
END;

CREATE TRIGGER report_customer_first_changed AFTER UPDATE OF user_id, created_at ON orders
BEGIN
  DELETE FROM report_customer_first WHERE user_id IN (OLD.user_id, NEW.user_id);
  INSERT INTO report_customer_first (user_id, first_day)
  SELECT o.user_id, (min(o.created_at) + 19800000) / 86400000 FROM orders o
   WHERE o.user_id IN (OLD.user_id, NEW.user_id) GROUP BY o.user_id;
END;

CREATE TRIGGER report_customer_first_removed AFTER DELETE ON orders WHEN OLD.user_id IS NOT NULL
BEGIN
  DELETE FROM report_customer_first WHERE user_id = OLD.user_id;
  INSERT INTO report_customer_first (user_id, first_day)
  SELECT o.user_id, (min(o.created_at) + 19800000) / 86400000 FROM orders o WHERE o.user_id = OLD.user_id GROUP BY o.user_id;
END;
-- report-goods:marks:end

-- report-goods:backfill:begin
DELETE FROM report_customer_first;
INSERT INTO report_customer_first (user_id, first_day)
SELECT user_id, (min(created_at) + 19800000) / 86400000 FROM orders WHERE user_id IS NOT NULL GROUP BY user_id;
-- report-goods:backfill:end

-- Every day and branch that has orders, recomputed by the trigger above (and 0042's, which give the
-- same rows again). The year seed gets these from 0042's backfill, which marks the same days.
INSERT INTO report_day_stale (kind, day, branch_id)
SELECT DISTINCT 'placed', (created_at + 19800000) / 86400000, branch_id FROM orders;
