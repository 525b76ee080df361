-- Proof at the door and the rider's cash (issue 29, docs/delivery.md).
--
-- handover_code: the 4-digit code the shopper shows the rider (or the counter, for a pickup). It
-- lives in its own table, not on orders, so no order read that the staff console answers with can
-- carry it by accident. `tries` counts wrong codes; the one guarded UPDATE
-- (tries = tries + 1 WHERE tries < 5) makes two racing wrong tries count as two, and at 5 the code
-- is locked: only the branch can complete the order then, with a reason in the order history.
-- No ON DELETE CASCADE on orders(id): a later rebuild of orders must not empty these (0008's note).
CREATE TABLE handover_code (
  order_id   INTEGER PRIMARY KEY REFERENCES orders(id),
  code       TEXT NOT NULL CHECK (length(code) = 4),
  tries      INTEGER NOT NULL DEFAULT 0 CHECK (tries BETWEEN 0 AND 5),
  created_at INTEGER NOT NULL
);

-- rider_handover: one rider's end-of-shift sheet, confirmed by the branch. `expected` is the cash
-- recorded on its deliveries, `counted` what the clerk counted; a difference needs a reason.
-- (Not `settlement`: that is Razorpay's payouts, migration 0026.)
CREATE TABLE rider_handover (
  id           INTEGER PRIMARY KEY,
  rider_id     INTEGER NOT NULL REFERENCES staff(id),
  branch_id    INTEGER NOT NULL REFERENCES branch(id),
  expected     INTEGER NOT NULL CHECK (expected >= 0),
  counted      INTEGER NOT NULL CHECK (counted >= 0),
  reason       TEXT,
  deliveries   INTEGER NOT NULL CHECK (deliveries > 0),
  confirmed_by INTEGER NOT NULL REFERENCES staff(id),
  confirmed_at INTEGER NOT NULL,
  CHECK (counted = expected OR length(trim(reason)) > 0)
);
CREATE INDEX rider_handover_by_rider ON rider_handover(rider_id, confirmed_at);

-- rider_delivery: one row per delivered order (the PRIMARY KEY is the last wall against two
-- completions), the cash the rider took at the door (0 for a prepaid order) and, once the branch
-- confirmed the rider's sheet, the handover it went into. A delivery after a handover has none
-- yet and goes on the next sheet.
CREATE TABLE rider_delivery (
  order_id     INTEGER PRIMARY KEY REFERENCES orders(id),
  rider_id     INTEGER NOT NULL REFERENCES staff(id),
  branch_id    INTEGER NOT NULL REFERENCES branch(id),
  due          INTEGER NOT NULL CHECK (due >= 0),
  cash         INTEGER NOT NULL CHECK (cash >= 0 AND cash <= due),
  short_reason TEXT,
  -- 'code': the shopper's code was typed; 'branch': the branch completed it with a reason
  proof        TEXT NOT NULL CHECK (proof IN ('code', 'branch')),
  delivered_at INTEGER NOT NULL,
  handover_id  INTEGER REFERENCES rider_handover(id),
  CHECK (cash = due OR length(trim(short_reason)) > 0)
);
CREATE INDEX rider_delivery_open ON rider_delivery(rider_id, handover_id, order_id);
