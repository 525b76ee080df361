-- A D1 batch is one transaction but cannot branch. The order batch follows each guarded UPDATE
-- (stock, deal units, reward balance) with `INSERT INTO order_guard (ok) SELECT changes() = 1`;
-- when the guard did not hold, the trigger raises and the whole batch is rolled back, so an order
-- is written completely or not at all. The view stores nothing.
CREATE VIEW order_guard AS SELECT 1 AS ok;

CREATE TRIGGER order_guard_check INSTEAD OF INSERT ON order_guard
BEGIN
  SELECT RAISE(ABORT, 'order_guard') WHERE NEW.ok IS NOT 1;
END;

-- Why an online payment could not become an order (e.g. stock ran out while the shopper paid):
-- such intents need a refund, so they must be findable.
ALTER TABLE payment_intent ADD COLUMN failure_reason TEXT;
