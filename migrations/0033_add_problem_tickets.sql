-- Report a problem after delivery (issue 32, docs/problem-tickets.md). The Consumer Protection
-- (E-Commerce) Rules 2020 ask for a ticket the shopper can follow, acknowledged within 48 hours and
-- redressed within one month; staff see each ticket's two clocks per branch.

-- One report by a shopper about a delivered order. ticket_no is what the shopper quotes
-- ("T-2026-000123"): the year it was opened and the ticket's id, so it is sequential and unique.
CREATE TABLE problem_ticket (
  id               INTEGER PRIMARY KEY,
  ticket_no        TEXT NOT NULL UNIQUE,
  order_id         INTEGER NOT NULL REFERENCES orders(id),
  user_id          INTEGER NOT NULL,
  -- the branch that delivered it: whose staff see the ticket (NULL only for an order without one)
  branch_id        INTEGER REFERENCES branch(id),
  -- 'YYYY-MM' in India when opened: the shopper's tickets per month, shown to staff
  month            TEXT NOT NULL,
  state            TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'acknowledged', 'resolved')),
  resolution       TEXT CHECK (resolution IN ('refund', 'replacement', 'refused')),
  -- a refusal's reason, or what the replacement is (staff's words, shown to the shopper)
  resolution_note  TEXT,
  -- refund: paise given back for the lines; online = through the payment provider (a refund row),
  -- cash = handed back at the branch or by the next rider (a COD order)
  refund_amount    INTEGER CHECK (refund_amount IS NULL OR refund_amount >= 0),
  refund_method    TEXT CHECK (refund_method IN ('online', 'cash')),
  created_at       INTEGER NOT NULL,
  acknowledged_at  INTEGER,
  acknowledged_by  INTEGER REFERENCES staff(id),
  resolved_at      INTEGER,
  resolved_by      INTEGER REFERENCES staff(id),
  CHECK ((state = 'resolved') = (resolution IS NOT NULL)),
  CHECK (state = 'open' OR acknowledged_at IS NOT NULL)
);
CREATE INDEX problem_ticket_by_order ON problem_ticket(order_id);
CREATE INDEX problem_ticket_by_branch ON problem_ticket(branch_id, state, created_at);
CREATE INDEX problem_ticket_by_user ON problem_ticket(user_id, month);

-- What is wrong, per order line. An order line is in at most one ticket (the unique index): a
-- second report of the same line is refused.
CREATE TABLE problem_line (
  id            INTEGER PRIMARY KEY,
  ticket_id     INTEGER NOT NULL REFERENCES problem_ticket(id),
  order_line_id INTEGER NOT NULL REFERENCES order_line(id),
  kind          TEXT NOT NULL CHECK (kind IN ('missing', 'damaged', 'expired_or_near_expiry', 'wrong_item', 'quality')),
  qty           INTEGER NOT NULL CHECK (qty > 0),
  note          TEXT NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX problem_line_once ON problem_line(order_line_id);
CREATE INDEX problem_line_by_ticket ON problem_line(ticket_id);

-- Photos of the problem, kept in R2 (binding PROBLEM_PHOTOS) under object_key; never a public URL.
CREATE TABLE problem_photo (
  id           INTEGER PRIMARY KEY,
  ticket_id    INTEGER NOT NULL REFERENCES problem_ticket(id),
  slot         INTEGER NOT NULL CHECK (slot BETWEEN 1 AND 3),
  object_key   TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  bytes        INTEGER NOT NULL CHECK (bytes > 0 AND bytes <= 2097152),
  created_at   INTEGER NOT NULL,
  UNIQUE (ticket_id, slot)
);

-- The reporting window after delivery, and the grievance officer the site names (seed defaults;
-- the owner changes them here, or GRIEVANCE_OFFICER_* vars override the contact).
INSERT OR IGNORE INTO setting (key, value) VALUES ('problem_window_hours', '48');
INSERT OR IGNORE INTO setting (key, value) VALUES ('grievance_officer_name', 'Meera Rao');
INSERT OR IGNORE INTO setting (key, value) VALUES ('grievance_officer_designation', 'Grievance Officer');
INSERT OR IGNORE INTO setting (key, value) VALUES ('grievance_officer_phone', '080 4567 8900');
INSERT OR IGNORE INTO setting (key, value) VALUES ('grievance_officer_email', 'grievance@haatfresh.in');

-- A ticket resolved with a refund of an online payment is a refund row like packing's (sent, then
-- retried by jobs/refunds.ts). One order may have several tickets, and UNIQUE (order_id, reason)
-- must keep holding for cancel and packing, so a ticket's refund is keyed by its ticket instead:
-- order_id NULL, ticket_id set and unique (one refund per ticket, the last wall under a race).
-- SQLite cannot change a CHECK in place, so the table is rebuilt with the same rows and indexes.
CREATE TABLE refund_new (
  id                 INTEGER PRIMARY KEY,
  order_id           INTEGER REFERENCES orders(id),
  intent_id          INTEGER UNIQUE REFERENCES payment_intent(id),
  -- cancelled: the whole order; packing: the difference at packing; ticket: a problem ticket's lines
  reason             TEXT NOT NULL DEFAULT 'cancelled' CHECK (reason IN ('cancelled', 'packing', 'ticket')),
  ticket_id          INTEGER UNIQUE REFERENCES problem_ticket(id),
  payment_id         TEXT NOT NULL,
  amount             INTEGER NOT NULL CHECK (amount > 0),
  status             TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processed', 'failed')),
  attempts           INTEGER NOT NULL DEFAULT 0,
  last_error         TEXT,
  provider_refund_id TEXT,
  claimed_until      INTEGER NOT NULL DEFAULT 0,
  created_at         INTEGER NOT NULL,
  updated_at         INTEGER NOT NULL,
  CHECK (order_id IS NOT NULL OR intent_id IS NOT NULL OR ticket_id IS NOT NULL),
  CHECK ((reason = 'ticket') = (ticket_id IS NOT NULL)),
  UNIQUE (order_id, reason)
);
INSERT INTO refund_new (id, order_id, intent_id, reason, payment_id, amount, status, attempts, last_error, provider_refund_id,
                        claimed_until, created_at, updated_at)
  SELECT id, order_id, intent_id, reason, payment_id, amount, status, attempts, last_error, provider_refund_id,
         claimed_until, created_at, updated_at FROM refund;
DROP TABLE refund;
ALTER TABLE refund_new RENAME TO refund;
CREATE INDEX refund_open ON refund(status, updated_at) WHERE status <> 'processed';
CREATE INDEX refund_by_created ON refund(created_at);
CREATE INDEX refund_by_provider_refund ON refund(provider_refund_id) WHERE provider_refund_id IS NOT NULL;
