-- The owner's numbers (issue 30): the level at which a product should be re-ordered, and the
-- indexes the dashboard, the GST month and the CSV exports read by time.

-- Stock is one store-wide count per product today (product.stock), so the manager sets one level
-- per product. When stock is counted per branch, this table gains a branch_id.
CREATE TABLE reorder_level (
  product_id INTEGER PRIMARY KEY REFERENCES product(id) ON DELETE CASCADE,
  -- at or below this many units to sell, the dashboard lists the product
  level      INTEGER NOT NULL CHECK (level BETWEEN 0 AND 100000),
  set_by     INTEGER REFERENCES staff(id),
  set_at     INTEGER NOT NULL
);

-- Every branch's orders of a period (the manager's "all branches"); one branch's use orders_by_branch.
CREATE INDEX orders_by_created ON orders(created_at);
-- Cancellations and cash collected by the time of the move, not of the order.
CREATE INDEX order_event_by_move ON order_event(to_status, created_at);
-- Refunds of a period.
CREATE INDEX refund_by_created ON refund(created_at);
