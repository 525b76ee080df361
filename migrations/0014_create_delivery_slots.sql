-- Delivery slots and pickup windows (issue 17), substitutes and delivery instructions.
--
-- Each branch publishes its slot set as data (delivery_slot, seeded per branch); a slot on a given
-- IST day is taken by counting in slot_taken. The order's batch takes its place with a guarded
-- upsert followed by the order_guard insert (0003): a full slot aborts the whole order, so N racing
-- orders for a slot of capacity k leave exactly k orders.
CREATE TABLE delivery_slot (
  id         INTEGER PRIMARY KEY,
  branch_id  INTEGER NOT NULL REFERENCES branch(id),
  mode       TEXT NOT NULL CHECK (mode IN ('delivery', 'pickup')),
  -- minutes after IST midnight
  start_min  INTEGER NOT NULL CHECK (start_min BETWEEN 0 AND 1439),
  end_min    INTEGER NOT NULL CHECK (end_min > start_min AND end_min <= 1440),
  capacity   INTEGER NOT NULL CHECK (capacity > 0),
  -- orders close this many minutes before the slot starts (packing and the ride)
  cutoff_min INTEGER NOT NULL DEFAULT 60 CHECK (cutoff_min >= 0),
  active     INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  UNIQUE (branch_id, mode, start_min)
);

-- How many orders (and open payment intents) hold a slot on a day. Never above the capacity: the
-- only increment is the guarded upsert in functions/api/db/checkout/slots.ts.
CREATE TABLE slot_taken (
  slot_id INTEGER NOT NULL REFERENCES delivery_slot(id),
  day     TEXT NOT NULL CHECK (length(day) = 10),
  taken   INTEGER NOT NULL DEFAULT 0 CHECK (taken >= 0),
  PRIMARY KEY (slot_id, day)
);

-- A slot an unpaid payment intent holds, like stock_hold: the order converts it, expiry, failure
-- or a refund gives it back.
CREATE TABLE slot_hold (
  intent_id INTEGER PRIMARY KEY REFERENCES payment_intent(id) ON DELETE CASCADE,
  slot_id   INTEGER NOT NULL REFERENCES delivery_slot(id),
  day       TEXT NOT NULL
);

-- The order keeps its slot as it was when ordered (the slot set may change later).
ALTER TABLE orders ADD COLUMN slot_id INTEGER REFERENCES delivery_slot(id);
ALTER TABLE orders ADD COLUMN slot_day TEXT;
ALTER TABLE orders ADD COLUMN slot_start_min INTEGER;
ALTER TABLE orders ADD COLUMN slot_end_min INTEGER;
CREATE INDEX orders_by_slot ON orders(branch_id, slot_day, slot_start_min);

-- What the rider needs at the door, and a landmark to find it.
ALTER TABLE orders ADD COLUMN delivery_instructions TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN ship_landmark TEXT NOT NULL DEFAULT '';
ALTER TABLE address ADD COLUMN landmark TEXT NOT NULL DEFAULT '';

-- Per line: what the picker does when the product is out of stock at packing.
ALTER TABLE order_line ADD COLUMN if_missing TEXT NOT NULL DEFAULT 'call' CHECK (if_missing IN ('call', 'replace', 'skip'));
