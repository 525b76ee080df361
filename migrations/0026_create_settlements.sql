-- Settlement reconciliation (issue 30, docs/reports.md): what the payment provider paid into the
-- store's bank, one row per entry of a settlement (a payment credited less its fee and GST on the
-- fee, a refund debited, an adjustment). entry_id is the provider's own id of the entry (pay_…,
-- rfnd_…, adj_…), so an import run twice, or two at once, records each entry exactly once.
CREATE TABLE settlement_entry (
  entry_id      TEXT PRIMARY KEY,
  kind          TEXT NOT NULL CHECK (kind IN ('payment', 'refund', 'adjustment')),
  -- the payment the entry is for (a refund's payment; the payment itself for a payment)
  payment_id    TEXT,
  amount        INTEGER NOT NULL CHECK (amount >= 0),   -- paise: captured, or refunded
  fee           INTEGER NOT NULL DEFAULT 0,             -- paise, the provider's fee without GST
  tax           INTEGER NOT NULL DEFAULT 0,             -- paise, GST on that fee
  net           INTEGER NOT NULL,                       -- paise into the bank (negative: taken out)
  settlement_id TEXT NOT NULL,
  settled_at    INTEGER NOT NULL,                       -- epoch ms
  settled_day   TEXT NOT NULL,                          -- its IST day, YYYY-MM-DD
  imported_at   INTEGER NOT NULL
);
CREATE INDEX settlement_entry_by_day ON settlement_entry(settled_day);
CREATE INDEX settlement_entry_by_payment ON settlement_entry(payment_id) WHERE payment_id IS NOT NULL;

-- The days whose settlements were fetched: a day fetched with nothing in it reads differently
-- from a day never fetched.
CREATE TABLE settlement_fetch (
  day        TEXT PRIMARY KEY,                          -- IST, YYYY-MM-DD
  provider   TEXT NOT NULL,
  entries    INTEGER NOT NULL,                          -- entries the provider listed at the last fetch
  fetched_at INTEGER NOT NULL
);

-- The store's side of the match, looked up by the provider's ids.
CREATE INDEX IF NOT EXISTS orders_by_payment ON orders(payment_id) WHERE payment_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS refund_by_provider_refund ON refund(provider_refund_id) WHERE provider_refund_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS payment_intent_by_payment ON payment_intent(payment_id) WHERE payment_id IS NOT NULL;
