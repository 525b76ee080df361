-- Erasure and the outside rewards service (issue 26 items 1 and 7).
--
-- Mobile numbers are recycled by the operators. When a customer erases the account, the points the
-- number holds at the rewards service are closed there, so the next holder of the number never sees
-- or spends them. The closure is written down in the erasure's own batch and sent afterwards; the
-- scheduled job sends it again until the service answers. The mobile stays only until then.
CREATE TABLE reward_closure (
  id         INTEGER PRIMARY KEY,
  -- the erased account (its row stays, blanked, because orders point at it): one closure each
  user_id    INTEGER NOT NULL UNIQUE,
  -- the number to close; '' once the service confirmed
  mobile     TEXT NOT NULL,
  -- the moment of erasure: everything the service holds for the number up to then was this holder's
  erased_at  INTEGER NOT NULL,
  status     TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done')),
  attempts   INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
-- the store asks this before it shows or spends a number's points: is an earlier holder still open?
CREATE INDEX reward_closure_open ON reward_closure(mobile) WHERE status = 'pending';

-- A credit or a points debit still unsettled when its customer erases the account is not sent any
-- more: the account is closed at the service instead, and a credit sent after the closure would land
-- with the number's next holder. Such rows become 'closed' (and lose the mobile). SQLite cannot
-- change a CHECK in place, so both tables are rebuilt with the same columns and indexes.
CREATE TABLE reward_credit_new (
  id         INTEGER PRIMARY KEY,
  order_id   INTEGER NOT NULL REFERENCES orders(id),
  kind       TEXT NOT NULL CHECK (kind IN ('earn', 'return')),
  mobile     TEXT NOT NULL,
  points     INTEGER NOT NULL CHECK (points > 0),
  reference  TEXT NOT NULL,
  -- pending: to send; done: the service confirmed; closed: its customer erased the account first
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

CREATE TABLE points_redeem_new (
  reference       TEXT PRIMARY KEY,
  idempotency_key TEXT,
  user_id         INTEGER REFERENCES user(id) ON DELETE SET NULL,
  mobile          TEXT NOT NULL,
  points          INTEGER NOT NULL CHECK (points > 0),
  -- pending: the service may have debited; ordered: the order was written; crediting: a reconcile
  -- run is giving it back; credited: given back; refused: the service said no (nothing debited);
  -- closed: its customer erased the account before it settled (the account is closed instead)
  status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ordered', 'crediting', 'credited', 'refused', 'closed')),
  order_id        INTEGER REFERENCES orders(id),
  attempts        INTEGER NOT NULL DEFAULT 1,
  last_error      TEXT,
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER NOT NULL,
  debit_until     INTEGER
);
INSERT INTO points_redeem_new (reference, idempotency_key, user_id, mobile, points, status, order_id, attempts, last_error, created_at, updated_at, debit_until)
  SELECT reference, idempotency_key, user_id, mobile, points, status, order_id, attempts, last_error, created_at, updated_at, debit_until FROM points_redeem;
DROP TABLE points_redeem;
ALTER TABLE points_redeem_new RENAME TO points_redeem;
CREATE INDEX points_redeem_open ON points_redeem(status, updated_at) WHERE status IN ('pending', 'crediting');
CREATE INDEX points_redeem_by_key ON points_redeem(idempotency_key, created_at);
CREATE INDEX points_redeem_by_user ON points_redeem(user_id, status);
