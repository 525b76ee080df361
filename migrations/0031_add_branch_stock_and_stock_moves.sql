-- Stock per branch and per pack, with a ledger (issue 28). Each of the six branches keeps its own
-- count of each sellable pack; the shop sells from the order's branch (the pincode's serving branch,
-- or the pickup store).
--
-- The pack is the product_attribute id of a variant ("500 g", "5 kg"), and 0 for a product without
-- variants. A cart line of a product with variants that names no variant (aid 0: bought from a
-- listing card, or at the deal price) is the product's first pack, since the product's own price is
-- its first variant's; functions/api/db/catalogue/stock.ts packSql() says this once for every statement. A
-- plain integer key (not a nullable foreign key) keeps (branch, product, pack) one primary key and
-- lets a product without variants have its row; a removed variant's row just stays at its count.
--
-- What a branch_stock row counts is what may still be sold there: the shelf less units already
-- promised (a payment in progress, an order not yet packed), as product.stock did before.
CREATE TABLE branch_stock (
  branch_id  INTEGER NOT NULL REFERENCES branch(id),
  product_id INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  pack_id    INTEGER NOT NULL DEFAULT 0,
  qty        INTEGER NOT NULL DEFAULT 0 CHECK (qty >= 0),
  PRIMARY KEY (branch_id, product_id, pack_id)
) WITHOUT ROWID;
CREATE INDEX branch_stock_by_product ON branch_stock(product_id, pack_id);

-- The ledger: every change of a count is one row, never updated or deleted. A sale, hold or
-- write-off is negative; a return, release or receipt positive; a correction is the difference
-- between the counted shelf and the count; a transfer is two rows (out and in) in one batch.
CREATE TABLE stock_move (
  id         INTEGER PRIMARY KEY,
  branch_id  INTEGER NOT NULL REFERENCES branch(id),
  product_id INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  pack_id    INTEGER NOT NULL DEFAULT 0,
  delta      INTEGER NOT NULL CHECK (delta <> 0),
  kind       TEXT NOT NULL CHECK (kind IN ('sale', 'cancel_return', 'packing_return', 'hold', 'hold_release', 'correction',
                                           'received', 'transfer_out', 'transfer_in', 'write_off')),
  order_id   INTEGER REFERENCES orders(id) ON DELETE SET NULL,
  intent_id  INTEGER REFERENCES payment_intent(id) ON DELETE SET NULL,
  staff_id   INTEGER REFERENCES staff(id),
  reason     TEXT NOT NULL DEFAULT '',
  at         INTEGER NOT NULL
);
CREATE INDEX stock_move_by_pack ON stock_move(product_id, pack_id, branch_id, id DESC);
CREATE INDEX stock_move_by_order ON stock_move(order_id) WHERE order_id IS NOT NULL;

-- The only way a count changes: inserting a move applies its delta to the branch's count and to
-- product.stock, the store-wide total guests, listings and search read (their pages stay one
-- cacheable copy). An oversell makes qty negative: the CHECK aborts the statement, and with it the
-- whole D1 batch the move was part of, exactly like order_guard (migration 0003).
CREATE TRIGGER stock_move_applies AFTER INSERT ON stock_move
BEGIN
  -- not an upsert: SQLite checks the CHECK on the row to insert before it sees the conflict
  INSERT OR IGNORE INTO branch_stock (branch_id, product_id, pack_id, qty) VALUES (NEW.branch_id, NEW.product_id, NEW.pack_id, 0);
  UPDATE branch_stock SET qty = qty + NEW.delta
   WHERE branch_id = NEW.branch_id AND product_id = NEW.product_id AND pack_id = NEW.pack_id;
  UPDATE product SET stock = stock + NEW.delta WHERE id = NEW.product_id;
END;

-- Units an unpaid payment holds are held at the order's branch and pack. Holds made before this
-- migration came off the one count, which the backfill below puts at branch 1.
ALTER TABLE stock_hold ADD COLUMN branch_id INTEGER NOT NULL DEFAULT 1 REFERENCES branch(id);
ALTER TABLE stock_hold ADD COLUMN pack_id INTEGER NOT NULL DEFAULT 0;
UPDATE stock_hold SET pack_id = coalesce((SELECT a.id FROM product_attribute a WHERE a.product_id = stock_hold.product_id ORDER BY a.sort, a.id LIMIT 1), 0);

-- Backfill: today's one count goes to the first branch (Indiranagar, id 1) as goods received, on the
-- product's first pack; the other branches and packs start at 0 and are counted in by their
-- clerks (a correction). Deterministic and visible in the ledger. product.stock is zeroed first so
-- the trigger rebuilds it as the sum over branches.
CREATE TABLE stock_backfill AS SELECT id, stock FROM product WHERE stock > 0 AND EXISTS (SELECT 1 FROM branch);
UPDATE product SET stock = 0 WHERE id IN (SELECT id FROM stock_backfill);
INSERT INTO stock_move (branch_id, product_id, pack_id, delta, kind, reason, at)
  SELECT (SELECT min(id) FROM branch), b.id,
         coalesce((SELECT a.id FROM product_attribute a WHERE a.product_id = b.id ORDER BY a.sort, a.id LIMIT 1), 0),
         b.stock, 'received', 'Opening count (one count for the whole store until migration 0031)',
         CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
    FROM stock_backfill b;
DROP TABLE stock_backfill;
