-- Packing (issue 29, docs/packing.md): the clerk records per line what went into the bag, and the
-- money follows it in the packing move's own guarded batch (functions/api/db/orders/packing.ts).

-- What was packed. NULL: not packed yet, or packed as ordered before this migration. qty stays the
-- quantity ordered (the shopper's record); the view, the invoice and a later cancel read these.
ALTER TABLE order_line ADD COLUMN packed_qty INTEGER CHECK (packed_qty IS NULL OR packed_qty >= 0);
-- a loose item weighed at packing: its weight in grams (NULL: counted, not weighed)
ALTER TABLE order_line ADD COLUMN packed_grams INTEGER CHECK (packed_grams IS NULL OR packed_grams > 0);
-- paise, MRP paise and points the packed line is charged (NULL: qty × the unit's)
ALTER TABLE order_line ADD COLUMN packed_total INTEGER CHECK (packed_total IS NULL OR packed_total >= 0);
ALTER TABLE order_line ADD COLUMN packed_mrp INTEGER CHECK (packed_mrp IS NULL OR packed_mrp >= 0);
ALTER TABLE order_line ADD COLUMN packed_points INTEGER CHECK (packed_points IS NULL OR packed_points >= 0);

-- What the order came to at checkout, kept when packing changes the order's totals, so the
-- shopper's page can say "was ₹X, now ₹Y" (NULL: never changed at packing).
ALTER TABLE orders ADD COLUMN placed_total INTEGER;
ALTER TABLE orders ADD COLUMN placed_points INTEGER;

-- One order may now have two refunds (the packing difference, then the rest if it is cancelled
-- later), two credit notes, and two points credits. Each stays unique per (order, reason): a
-- second packing or a second cancel still finds its row taken. SQLite cannot change a UNIQUE or a
-- CHECK in place, so the three tables are rebuilt with the same columns, rows and indexes.
CREATE TABLE refund_new (
  id                 INTEGER PRIMARY KEY,
  order_id           INTEGER REFERENCES orders(id),
  intent_id          INTEGER UNIQUE REFERENCES payment_intent(id),
  -- cancelled: the whole order (what it still costs); packing: the difference at packing
  reason             TEXT NOT NULL DEFAULT 'cancelled' CHECK (reason IN ('cancelled', 'packing')),
  payment_id         TEXT NOT NULL,
  amount             INTEGER NOT NULL CHECK (amount > 0),
  status             TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processed', 'failed')),
  attempts           INTEGER NOT NULL DEFAULT 0,
  last_error         TEXT,
  provider_refund_id TEXT,
  claimed_until      INTEGER NOT NULL DEFAULT 0,
  created_at         INTEGER NOT NULL,
  updated_at         INTEGER NOT NULL,
  CHECK (order_id IS NOT NULL OR intent_id IS NOT NULL),
  UNIQUE (order_id, reason)
);
INSERT INTO refund_new (id, order_id, intent_id, reason, payment_id, amount, status, attempts, last_error, provider_refund_id,
                        claimed_until, created_at, updated_at)
  SELECT id, order_id, intent_id, 'cancelled', payment_id, amount, status, attempts, last_error, provider_refund_id,
         claimed_until, created_at, updated_at FROM refund;
DROP TABLE refund;
ALTER TABLE refund_new RENAME TO refund;
CREATE INDEX refund_open ON refund(status, updated_at) WHERE status <> 'processed';
CREATE INDEX refund_by_created ON refund(created_at);
CREATE INDEX refund_by_provider_refund ON refund(provider_refund_id) WHERE provider_refund_id IS NOT NULL;

CREATE TABLE credit_note_new (
  id             INTEGER PRIMARY KEY,
  order_id       INTEGER NOT NULL REFERENCES orders(id),
  credit_no      TEXT NOT NULL UNIQUE,
  financial_year TEXT NOT NULL,
  serial         INTEGER NOT NULL,
  invoice_no     TEXT NOT NULL,
  invoice_date   INTEGER NOT NULL,
  -- cancelled: the whole order; packed: the part not supplied (short, lighter)
  reason         TEXT NOT NULL CHECK (reason IN ('cancelled', 'packed')),
  value          INTEGER NOT NULL,
  created_at     INTEGER NOT NULL,
  UNIQUE (financial_year, serial),
  UNIQUE (order_id, reason)
);
INSERT INTO credit_note_new SELECT id, order_id, credit_no, financial_year, serial, invoice_no, invoice_date, reason, value, created_at
  FROM credit_note;
DROP TABLE credit_note;
ALTER TABLE credit_note_new RENAME TO credit_note;
CREATE INDEX credit_note_by_created ON credit_note(created_at);

CREATE TABLE reward_credit_new (
  id         INTEGER PRIMARY KEY,
  order_id   INTEGER NOT NULL REFERENCES orders(id),
  -- packed: the points a points order spent on units that were not packed
  kind       TEXT NOT NULL CHECK (kind IN ('earn', 'return', 'packed')),
  mobile     TEXT NOT NULL,
  points     INTEGER NOT NULL CHECK (points > 0),
  reference  TEXT NOT NULL,
  status     TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'closed')),
  attempts   INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (order_id, kind)
);
INSERT INTO reward_credit_new (id, order_id, kind, mobile, points, reference, status, attempts, last_error, created_at, updated_at)
  SELECT id, order_id, kind, mobile, points, reference, status, attempts, last_error, created_at, updated_at FROM reward_credit;
DROP TABLE reward_credit;
ALTER TABLE reward_credit_new RENAME TO reward_credit;
