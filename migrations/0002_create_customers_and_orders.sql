-- Customers, sessions, shopping state, orders, payments, loyalty and the in-store simulator.
-- Money is integer paise. Times are epoch milliseconds (UTC).

CREATE TABLE user (
  id                    INTEGER PRIMARY KEY,
  first_name            TEXT NOT NULL DEFAULT '',
  last_name             TEXT NOT NULL DEFAULT '',
  phone                 TEXT NOT NULL UNIQUE CHECK (length(phone) = 10),
  email                 TEXT NOT NULL COLLATE NOCASE,
  photo                 TEXT NOT NULL DEFAULT '',     -- small data: URL (resized in the browser, size-capped by the API)
  password_hash         TEXT NOT NULL,                -- PBKDF2-SHA256, hex
  password_salt         TEXT NOT NULL,                -- hex
  password_iterations   INTEGER NOT NULL,
  branch_id             INTEGER REFERENCES branch(id),
  notifications_seen_at INTEGER NOT NULL DEFAULT 0,
  consent_terms_at      INTEGER,
  consent_terms_version TEXT,
  consent_marketing_at  INTEGER,
  created_at            INTEGER NOT NULL,
  deleted_at            INTEGER
);
CREATE UNIQUE INDEX user_email ON user(email) WHERE deleted_at IS NULL;

-- The cookie holds a random token; only its SHA-256 is stored, so a leaked table opens no session.
CREATE TABLE session (
  id         TEXT PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX session_by_user ON session(user_id);

CREATE TABLE otp (
  id          INTEGER PRIMARY KEY,
  phone       TEXT NOT NULL,
  purpose     TEXT NOT NULL CHECK (purpose IN ('register', 'forgot')),
  code_hash   TEXT NOT NULL,
  expires_at  INTEGER NOT NULL,
  attempts    INTEGER NOT NULL DEFAULT 0,
  verified_at INTEGER,
  consumed_at INTEGER,
  created_at  INTEGER NOT NULL
);
CREATE INDEX otp_by_phone ON otp(phone, purpose, created_at DESC);

-- Fixed-window counters for rate limits (key = action:subject).
CREATE TABLE rate_limit (
  key          TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count        INTEGER NOT NULL
);

-- Local SMS provider: messages land here instead of a gateway (readable at /api/dev/outbox in development).
CREATE TABLE sms_outbox (
  id         INTEGER PRIMARY KEY,
  phone      TEXT NOT NULL,
  body       TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE address (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
  firstname  TEXT NOT NULL,
  lastname   TEXT NOT NULL,
  mobile     TEXT NOT NULL,
  email      TEXT NOT NULL,
  address    TEXT NOT NULL,
  city       INTEGER NOT NULL REFERENCES city(id),
  pincode    TEXT NOT NULL,
  type       TEXT NOT NULL DEFAULT 'home',
  branch_id  INTEGER REFERENCES branch(id),
  created_at INTEGER NOT NULL
);
CREATE INDEX address_by_user ON address(user_id, id);

-- A product is in a cart once (SPEC: adding it again is refused). attribute_id 0 = no variant.
CREATE TABLE cart_line (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
  product_id   INTEGER NOT NULL REFERENCES product(id),
  attribute_id INTEGER NOT NULL DEFAULT 0,
  qty          INTEGER NOT NULL CHECK (qty BETWEEN 1 AND 100),
  created_at   INTEGER NOT NULL,
  UNIQUE (user_id, product_id)
);

CREATE TABLE wishlist (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES product(id),
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, product_id)
);

-- Recent activities: products the customer looked at (advisorVisit records visits too).
CREATE TABLE recent_view (
  user_id    INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES product(id),
  viewed_at  INTEGER NOT NULL,
  PRIMARY KEY (user_id, product_id)
);

CREATE TABLE advisor_visit (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
  path       TEXT NOT NULL DEFAULT '',
  visited_at INTEGER NOT NULL
);

CREATE TABLE newsletter_subscriber (
  id         INTEGER PRIMARY KEY,
  email      TEXT NOT NULL UNIQUE COLLATE NOCASE,
  created_at INTEGER NOT NULL
);

-- Invoice serials: consecutive per financial year (April–March), e.g. HF/2026-27/000123.
CREATE TABLE invoice_counter (
  financial_year TEXT PRIMARY KEY,
  last_no        INTEGER NOT NULL
);

CREATE TABLE orders (
  id                INTEGER PRIMARY KEY,
  txnid             TEXT NOT NULL UNIQUE,
  user_id           INTEGER REFERENCES user(id) ON DELETE SET NULL,
  idempotency_key   TEXT UNIQUE,
  created_at        INTEGER NOT NULL,
  payment_method    TEXT NOT NULL CHECK (payment_method IN ('cash', 'point', 'online')),
  payment_status    TEXT NOT NULL DEFAULT 'Pending',   -- Pending, Success, Failed
  payment_id        TEXT,
  order_status      TEXT NOT NULL DEFAULT 'Pending'
                    CHECK (order_status IN ('Pending', 'Confirmed', 'Out for delivery', 'Ready for pickup', 'Completed', 'Cancelled')),
  flag              INTEGER NOT NULL CHECK (flag IN (0, 1)),     -- 0 delivery, 1 pickup
  branch_id         INTEGER REFERENCES branch(id),
  subtotal          INTEGER NOT NULL,                  -- paise, before coupon
  discount          INTEGER NOT NULL DEFAULT 0,        -- paise taken off by the coupon
  coupon_code       TEXT,
  offer_type        TEXT,
  offer_value       INTEGER,
  shipping          INTEGER NOT NULL DEFAULT 0,        -- paise
  order_total       INTEGER NOT NULL,                  -- paise the customer pays
  total_points      INTEGER NOT NULL DEFAULT 0,        -- points paid (points orders)
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
  ship_email        TEXT NOT NULL DEFAULT ''
);
CREATE INDEX orders_by_user ON orders(user_id, created_at DESC);

CREATE TABLE order_line (
  id              INTEGER PRIMARY KEY,
  order_id        INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id      INTEGER NOT NULL REFERENCES product(id),
  attribute_id    INTEGER NOT NULL DEFAULT 0,
  name            TEXT NOT NULL,
  attribute_name  TEXT NOT NULL DEFAULT '',
  photo           TEXT NOT NULL DEFAULT '',
  slug            TEXT NOT NULL DEFAULT '',
  qty             INTEGER NOT NULL CHECK (qty > 0),
  price           INTEGER NOT NULL,          -- unit price paid, paise
  main_price      INTEGER NOT NULL,          -- unit MRP, paise
  attribute_price INTEGER,                   -- unit variant price when a variant was chosen
  reward_point    INTEGER NOT NULL DEFAULT 0,-- unit points (points orders)
  deal            INTEGER NOT NULL DEFAULT 0,-- 1 when bought at the deal price
  hsn_code        TEXT NOT NULL DEFAULT '',
  gst_rate        INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX order_line_by_order ON order_line(order_id);

-- Online payments: one row per provider order; the shop order is written only after a verified signature.
CREATE TABLE payment_intent (
  id                INTEGER PRIMARY KEY,
  provider          TEXT NOT NULL,
  provider_order_id TEXT NOT NULL UNIQUE,
  user_id           INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
  amount            INTEGER NOT NULL,          -- paise
  checkout          TEXT NOT NULL,             -- JSON snapshot of the checkout request
  status            TEXT NOT NULL DEFAULT 'created',  -- created, paid, failed
  payment_id        TEXT,
  order_id          INTEGER REFERENCES orders(id),
  created_at        INTEGER NOT NULL,
  updated_at        INTEGER NOT NULL
);

-- Webhook deliveries already handled (x-razorpay-event-id).
CREATE TABLE payment_event (
  event_id    TEXT PRIMARY KEY,
  received_at INTEGER NOT NULL
);

-- Rewards service simulator: one balance per mobile, never negative, and a ledger of every change.
CREATE TABLE reward_account (
  mobile  TEXT PRIMARY KEY,
  balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0)
);

CREATE TABLE reward_ledger (
  id         INTEGER PRIMARY KEY,
  mobile     TEXT NOT NULL,
  delta      INTEGER NOT NULL,                 -- + earned, - redeemed
  reason     TEXT NOT NULL CHECK (reason IN ('earn', 'redeem', 'adjust', 'instore')),
  order_id   INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX reward_ledger_by_mobile ON reward_ledger(mobile, created_at DESC);

-- In-store POS simulator: bills rung up at the counters.
CREATE TABLE instore_bill (
  id            INTEGER PRIMARY KEY,
  mobile        TEXT NOT NULL,
  branch_id     INTEGER REFERENCES branch(id),
  date          INTEGER NOT NULL,
  bill_amount   INTEGER NOT NULL,              -- paise
  points_earned INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX instore_bill_by_mobile ON instore_bill(mobile, date DESC);
