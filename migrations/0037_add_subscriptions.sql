-- The morning milk run (issue 32, its third part; docs/subscriptions.md). A shopper subscribes to
-- daily fresh products (milk, curd, bread, eggs) for a morning slot; a nightly job turns each
-- subscription due tomorrow into an ordinary order through the checkout's own placement path.

-- One subscription: where it goes (a delivery address, or a pickup store), which branch sells it
-- (decided when subscribing, like checkout: the address's branch or the store), the morning slot,
-- the days (pattern from start_day) and how it is paid. 'paused' = paused until resumed; dated
-- pauses are rows of subscription_pause. 'ended' = cancelled, kept for its statement.
CREATE TABLE subscription (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES user(id),
  -- 0 delivery to address_id, 1 pickup at branch_id (the orders.flag convention)
  flag         INTEGER NOT NULL CHECK (flag IN (0, 1)),
  address_id   INTEGER,
  branch_id    INTEGER NOT NULL REFERENCES branch(id),
  slot_id      INTEGER NOT NULL REFERENCES delivery_slot(id),
  pattern      TEXT NOT NULL CHECK (pattern IN ('daily', 'alternate', 'weekdays')),
  start_day    TEXT NOT NULL CHECK (length(start_day) = 10),
  payment      TEXT NOT NULL CHECK (payment IN ('cod', 'upi_on_delivery', 'points')),
  status       TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'ended')),
  created_at   INTEGER NOT NULL,
  ended_at     INTEGER,
  CHECK (flag = 1 OR address_id IS NOT NULL)
);
CREATE INDEX subscription_by_user ON subscription(user_id, id);
CREATE INDEX subscription_by_status ON subscription(status, branch_id);

-- What comes each time: a product's pack (0 = the product has no variants) and how many.
CREATE TABLE subscription_line (
  id              INTEGER PRIMARY KEY,
  subscription_id INTEGER NOT NULL REFERENCES subscription(id) ON DELETE CASCADE,
  product_id      INTEGER NOT NULL REFERENCES product(id),
  attribute_id    INTEGER NOT NULL DEFAULT 0,
  qty             INTEGER NOT NULL CHECK (qty BETWEEN 1 AND 20),
  UNIQUE (subscription_id, product_id, attribute_id)
);

-- Away for some days: from_day..to_day inclusive (IST days), nothing is made on them.
CREATE TABLE subscription_pause (
  id              INTEGER PRIMARY KEY,
  subscription_id INTEGER NOT NULL REFERENCES subscription(id) ON DELETE CASCADE,
  from_day        TEXT NOT NULL CHECK (length(from_day) = 10),
  to_day          TEXT NOT NULL CHECK (length(to_day) = 10 AND to_day >= from_day),
  created_at      INTEGER NOT NULL
);
CREATE INDEX subscription_pause_by_sub ON subscription_pause(subscription_id, to_day);

-- One day skipped ("not tomorrow"), allowed until 22:00 IST the day before.
CREATE TABLE subscription_skip (
  subscription_id INTEGER NOT NULL REFERENCES subscription(id) ON DELETE CASCADE,
  day             TEXT NOT NULL CHECK (length(day) = 10),
  created_at      INTEGER NOT NULL,
  PRIMARY KEY (subscription_id, day)
) WITHOUT ROWID;

-- What the nightly job did for a subscription and a day: the order it placed (or why none).
-- UNIQUE (subscription_id, day), written in the SAME D1 batch as the order, is what makes the job
-- exactly-once: a second run, or a concurrent one, aborts its whole batch on this row.
CREATE TABLE subscription_run (
  id              INTEGER PRIMARY KEY,
  subscription_id INTEGER NOT NULL REFERENCES subscription(id) ON DELETE CASCADE,
  day             TEXT NOT NULL CHECK (length(day) = 10),
  outcome         TEXT NOT NULL CHECK (outcome IN ('ordered', 'no_stock', 'failed')),
  order_id        INTEGER REFERENCES orders(id),
  -- how it is paid, as the subscription said that night (the statement's "paid how")
  payment         TEXT NOT NULL CHECK (payment IN ('cod', 'upi_on_delivery', 'points')),
  -- products left out for want of stock (product ids, comma-separated), and a failed run's catalogue key
  missing         TEXT NOT NULL DEFAULT '',
  reason          TEXT NOT NULL DEFAULT '',
  created_at      INTEGER NOT NULL,
  UNIQUE (subscription_id, day),
  CHECK ((outcome = 'ordered') = (order_id IS NOT NULL))
);
CREATE INDEX subscription_run_by_day ON subscription_run(day);
