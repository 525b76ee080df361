-- Money and identity fail closed (issue 14): points spent at an outside service are written down
-- before the call, payment intents expire and hold their stock, coupons count their uses, and a
-- payment that cannot become an order is kept findable for a refund.

-- A points debit at the rewards service, recorded BEFORE the call: if the answer never comes, the
-- reconcile job (functions/api/jobs) either finds the order it paid for or credits the points back.
-- `reference` is what the service sees (one per order attempt: the Idempotency-Key, else the txnid).
CREATE TABLE points_redeem (
  reference       TEXT PRIMARY KEY,
  idempotency_key TEXT,
  user_id         INTEGER REFERENCES user(id) ON DELETE SET NULL,
  mobile          TEXT NOT NULL,
  points          INTEGER NOT NULL CHECK (points > 0),
  -- pending: the service may have debited; ordered: the order was written; crediting: a reconcile
  -- run is giving it back; credited: given back; refused: the service said no (nothing debited)
  status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ordered', 'crediting', 'credited', 'refused')),
  order_id        INTEGER REFERENCES orders(id),
  attempts        INTEGER NOT NULL DEFAULT 1,
  last_error      TEXT,
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER NOT NULL
);
CREATE INDEX points_redeem_open ON points_redeem(status, updated_at) WHERE status IN ('pending', 'crediting');
CREATE INDEX points_redeem_by_key ON points_redeem(idempotency_key, created_at);
CREATE INDEX points_redeem_by_user ON points_redeem(user_id, status);

-- The rewards simulator behaves like the real contract: a (mobile, reference) is debited at most
-- once and credited back at most once.
ALTER TABLE reward_ledger ADD COLUMN reference TEXT;
CREATE UNIQUE INDEX reward_ledger_reference ON reward_ledger(mobile, reason, reference) WHERE reference IS NOT NULL;

-- Payment intents live PAYMENT_INTENT_LIFE_MS (15 minutes, src/lib/domain/checkout/payment-intent.ts); after
-- that the price and the stock hold lapse and the personal snapshot is purged (status 'expired').
ALTER TABLE payment_intent ADD COLUMN expires_at INTEGER;
UPDATE payment_intent SET expires_at = created_at + 15 * 60 * 1000 WHERE expires_at IS NULL;
CREATE INDEX payment_intent_open ON payment_intent(status, expires_at) WHERE status = 'created';
CREATE INDEX payment_intent_by_user ON payment_intent(user_id, status);
CREATE INDEX payment_intent_refund_due ON payment_intent(status) WHERE status = 'refund_due';

-- Units an unpaid intent holds. Creating the intent takes them off product.stock (and deal units
-- into purchased_count) in the same guarded batch; the order converts the hold (deletes the row
-- without taking stock again); expiry or failure gives them back.
CREATE TABLE stock_hold (
  intent_id  INTEGER NOT NULL REFERENCES payment_intent(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES product(id),
  qty        INTEGER NOT NULL CHECK (qty > 0),
  deal       INTEGER NOT NULL DEFAULT 0 CHECK (deal IN (0, 1)),
  PRIMARY KEY (intent_id, product_id)
);

-- A second, different payment captured for an intent that already has its payment (a double pay
-- in two tabs, a retried UPI collect): money taken for nothing, so it is kept here for a refund.
CREATE TABLE stray_payment (
  payment_id        TEXT PRIMARY KEY,
  provider_order_id TEXT NOT NULL,
  user_id           INTEGER REFERENCES user(id) ON DELETE SET NULL,
  amount            INTEGER,                  -- paise, as the provider reported it (null from a callback)
  status            TEXT NOT NULL DEFAULT 'refund_due' CHECK (status IN ('refund_due', 'refunded')),
  reason            TEXT NOT NULL,
  created_at        INTEGER NOT NULL
);
CREATE INDEX stray_payment_refund_due ON stray_payment(status) WHERE status = 'refund_due';

-- Coupon limits (0 = no limit) and the first-order rule, enforced in the order's own batch.
ALTER TABLE coupon ADD COLUMN per_customer_limit INTEGER NOT NULL DEFAULT 0 CHECK (per_customer_limit >= 0);
ALTER TABLE coupon ADD COLUMN total_limit INTEGER NOT NULL DEFAULT 0 CHECK (total_limit >= 0);
ALTER TABLE coupon ADD COLUMN first_order_only INTEGER NOT NULL DEFAULT 0 CHECK (first_order_only IN (0, 1));

-- One row per order that used a coupon. use_no numbers a customer's uses of one coupon; the unique
-- key makes two racing orders unable to take the same use. A cancelled order frees its use:
-- DELETE FROM coupon_use WHERE order_id = ?.
CREATE TABLE coupon_use (
  id         INTEGER PRIMARY KEY,
  coupon_id  INTEGER NOT NULL REFERENCES coupon(id),
  user_id    INTEGER REFERENCES user(id) ON DELETE SET NULL,
  order_id   INTEGER NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  use_no     INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (coupon_id, user_id, use_no)
);
CREATE INDEX coupon_use_by_coupon ON coupon_use(coupon_id);
-- orders placed before the limits existed count as uses
INSERT INTO coupon_use (coupon_id, user_id, order_id, use_no, created_at)
SELECT c.id, o.user_id, o.id, row_number() OVER (PARTITION BY c.id, o.user_id ORDER BY o.id), o.created_at
  FROM orders o JOIN coupon c ON c.code = o.coupon_code
 WHERE o.order_status <> 'Cancelled';

-- In-store bills are looked up by mobile; a recycled number must not show the previous holder's
-- bills. Bills count from the time this account proved the number by OTP (registration).
ALTER TABLE user ADD COLUMN phone_verified_at INTEGER;
UPDATE user SET phone_verified_at = created_at WHERE phone_verified_at IS NULL;
-- registration inserts the row right after the OTP was verified: that is when the number was proved
CREATE TRIGGER user_phone_verified AFTER INSERT ON user WHEN NEW.phone_verified_at IS NULL
BEGIN
  UPDATE user SET phone_verified_at = NEW.created_at WHERE id = NEW.id;
END;
