-- Store operations (issue 13): staff and their sessions, the order's whole life (Packed, Failed,
-- the rider it was handed to, an audit row per move), refunds, per-customer notifications, e-mail
-- outbox and the follow-ups that must happen exactly once (rewards credits at an outside service,
-- order confirmation e-mails). Money is integer paise. Times are epoch milliseconds (UTC).

CREATE TABLE staff (
  id                  INTEGER PRIMARY KEY,
  mobile              TEXT NOT NULL UNIQUE CHECK (length(mobile) = 10),
  name                TEXT NOT NULL,
  role                TEXT NOT NULL CHECK (role IN ('manager', 'branch', 'rider')),
  -- the manager works for every branch; branch staff and riders for one
  branch_id           INTEGER REFERENCES branch(id),
  password_hash       TEXT NOT NULL,                -- PBKDF2-SHA256, hex (functions/api/lib/password.ts)
  password_salt       TEXT NOT NULL,
  password_iterations INTEGER NOT NULL,
  active              INTEGER NOT NULL DEFAULT 1,
  created_at          INTEGER NOT NULL,
  CHECK (role = 'manager' OR branch_id IS NOT NULL)
);
CREATE INDEX staff_by_branch ON staff(branch_id, role);

-- Like customers' sessions: the cookie holds a random token, only its SHA-256 is stored.
CREATE TABLE staff_session (
  id         TEXT PRIMARY KEY,
  staff_id   INTEGER NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX staff_session_by_staff ON staff_session(staff_id);

-- orders.order_status gains Packed and Failed. SQLite cannot change a CHECK in place, so the table
-- is rebuilt. Dropping the old table runs an implicit DELETE whose ON DELETE CASCADE would empty
-- order_line, so the lines are kept aside and put back; payment_intent.order_id (no action) is held
-- by the deferred foreign keys until the new table, same ids, takes the name.
-- NOTE for merges: any later-numbered or parallel table with `REFERENCES orders(id) ON DELETE CASCADE`
-- that exists before this migration runs must be kept aside the same way.
PRAGMA defer_foreign_keys = on;

CREATE TABLE order_line_keep AS SELECT * FROM order_line;

CREATE TABLE orders_new (
  id                INTEGER PRIMARY KEY,
  txnid             TEXT NOT NULL UNIQUE,
  user_id           INTEGER REFERENCES user(id) ON DELETE SET NULL,
  idempotency_key   TEXT UNIQUE,
  created_at        INTEGER NOT NULL,
  payment_method    TEXT NOT NULL CHECK (payment_method IN ('cash', 'point', 'online')),
  payment_status    TEXT NOT NULL DEFAULT 'Pending',   -- Pending, Success, Failed
  payment_id        TEXT,
  order_status      TEXT NOT NULL DEFAULT 'Pending'
                    CHECK (order_status IN ('Pending', 'Confirmed', 'Packed', 'Out for delivery', 'Ready for pickup', 'Completed', 'Cancelled', 'Failed')),
  flag              INTEGER NOT NULL CHECK (flag IN (0, 1)),     -- 0 delivery, 1 pickup
  branch_id         INTEGER REFERENCES branch(id),
  subtotal          INTEGER NOT NULL,
  discount          INTEGER NOT NULL DEFAULT 0,
  coupon_code       TEXT,
  offer_type        TEXT,
  offer_value       INTEGER,
  shipping          INTEGER NOT NULL DEFAULT 0,
  order_total       INTEGER NOT NULL,
  total_points      INTEGER NOT NULL DEFAULT 0,
  points_earned     INTEGER NOT NULL DEFAULT 0,
  invoice_no        TEXT UNIQUE,
  place_of_supply   TEXT NOT NULL DEFAULT '',
  bill_first_name   TEXT NOT NULL DEFAULT '',
  bill_last_name    TEXT NOT NULL DEFAULT '',
  bill_address1     TEXT NOT NULL DEFAULT '',
  bill_city         TEXT NOT NULL DEFAULT '',
  bill_country      TEXT NOT NULL DEFAULT 'India',
  bill_zip          TEXT NOT NULL DEFAULT '',
  bill_phone        TEXT NOT NULL DEFAULT '',
  bill_email        TEXT NOT NULL DEFAULT '',
  ship_first_name   TEXT NOT NULL DEFAULT '',
  ship_last_name    TEXT NOT NULL DEFAULT '',
  ship_address1     TEXT NOT NULL DEFAULT '',
  ship_city         TEXT NOT NULL DEFAULT '',
  ship_country      TEXT NOT NULL DEFAULT 'India',
  ship_zip          TEXT NOT NULL DEFAULT '',
  ship_phone        TEXT NOT NULL DEFAULT '',
  ship_email        TEXT NOT NULL DEFAULT '',
  -- the rider an Out for delivery order was handed to
  rider_id          INTEGER REFERENCES staff(id),
  status_changed_at INTEGER
);

INSERT INTO orders_new (id, txnid, user_id, idempotency_key, created_at, payment_method, payment_status, payment_id,
  order_status, flag, branch_id, subtotal, discount, coupon_code, offer_type, offer_value, shipping, order_total,
  total_points, points_earned, invoice_no, place_of_supply, bill_first_name, bill_last_name, bill_address1, bill_city,
  bill_country, bill_zip, bill_phone, bill_email, ship_first_name, ship_last_name, ship_address1, ship_city,
  ship_country, ship_zip, ship_phone, ship_email)
SELECT id, txnid, user_id, idempotency_key, created_at, payment_method, payment_status, payment_id,
  order_status, flag, branch_id, subtotal, discount, coupon_code, offer_type, offer_value, shipping, order_total,
  total_points, points_earned, invoice_no, place_of_supply, bill_first_name, bill_last_name, bill_address1, bill_city,
  bill_country, bill_zip, bill_phone, bill_email, ship_first_name, ship_last_name, ship_address1, ship_city,
  ship_country, ship_zip, ship_phone, ship_email
FROM orders;

DROP TABLE orders;
ALTER TABLE orders_new RENAME TO orders;
CREATE INDEX orders_by_user ON orders(user_id, created_at DESC);
-- the staff queue: a branch's orders newest first, and a rider's
CREATE INDEX orders_by_branch ON orders(branch_id, created_at DESC);
CREATE INDEX orders_by_rider ON orders(rider_id, order_status) WHERE rider_id IS NOT NULL;

INSERT INTO order_line SELECT * FROM order_line_keep WHERE NOT EXISTS (SELECT 1 FROM order_line l WHERE l.id = order_line_keep.id);
DROP TABLE order_line_keep;

PRAGMA defer_foreign_keys = off;

-- One row per move of an order (the audit trail and the shopper's timeline).
CREATE TABLE order_event (
  id          INTEGER PRIMARY KEY,
  order_id    INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  actor_type  TEXT NOT NULL CHECK (actor_type IN ('staff', 'customer', 'system')),
  staff_id    INTEGER REFERENCES staff(id),
  user_id     INTEGER,
  from_status TEXT,
  to_status   TEXT NOT NULL,
  reason      TEXT,
  created_at  INTEGER NOT NULL
);
CREATE INDEX order_event_by_order ON order_event(order_id, id);

-- Money going back to a card/UPI: written before the provider is called, so a refund that fails
-- (or whose answer is lost) stays here to be retried and shown to staff. One per order, one per
-- payment intent (a paid payment that could not become an order).
CREATE TABLE refund (
  id                 INTEGER PRIMARY KEY,
  order_id           INTEGER UNIQUE REFERENCES orders(id),
  intent_id          INTEGER UNIQUE REFERENCES payment_intent(id),
  payment_id         TEXT NOT NULL,
  amount             INTEGER NOT NULL CHECK (amount > 0),
  status             TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processed', 'failed')),
  attempts           INTEGER NOT NULL DEFAULT 0,
  last_error         TEXT,
  provider_refund_id TEXT,
  -- a sender holds the refund until then, so the job and a click never send it twice at once
  claimed_until      INTEGER NOT NULL DEFAULT 0,
  created_at         INTEGER NOT NULL,
  updated_at         INTEGER NOT NULL,
  CHECK (order_id IS NOT NULL OR intent_id IS NOT NULL)
);
CREATE INDEX refund_open ON refund(status, updated_at) WHERE status <> 'processed';

-- Points to credit at an outside rewards service (REWARDS_API_URL): recorded in the move's batch,
-- then sent; the job retries until the service confirms. kind earn: a completed order's points;
-- return: the points a cancelled points order spent.
CREATE TABLE reward_credit (
  id         INTEGER PRIMARY KEY,
  order_id   INTEGER NOT NULL REFERENCES orders(id),
  kind       TEXT NOT NULL CHECK (kind IN ('earn', 'return')),
  mobile     TEXT NOT NULL,
  points     INTEGER NOT NULL CHECK (points > 0),
  reference  TEXT NOT NULL,
  status     TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done')),
  attempts   INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (order_id, kind)
);

-- Notifications addressed to one customer (order updates); NULL: for everyone, as before.
ALTER TABLE notification ADD COLUMN user_id INTEGER REFERENCES user(id) ON DELETE CASCADE;
CREATE INDEX notification_by_user ON notification(user_id, created_at DESC) WHERE user_id IS NOT NULL;

-- Local e-mail provider: messages land here instead of a mail API (readable at /api/dev/email-outbox in development).
CREATE TABLE email_outbox (
  id         INTEGER PRIMARY KEY,
  to_email   TEXT NOT NULL,
  subject    TEXT NOT NULL,
  body       TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- Messages an order must get once (the confirmation e-mail): the row is the claim.
CREATE TABLE order_message (
  order_id   INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  kind       TEXT NOT NULL,
  sent_at    INTEGER NOT NULL,
  PRIMARY KEY (order_id, kind)
);
