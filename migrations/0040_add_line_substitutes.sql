-- Substitutes (issue 29, docs/packing.md): a line whose shopper chose "Replace with similar" may be
-- packed with another product from the same shelf (subcategory), in stock at the order's branch.
-- One substitute per order line. It is charged at the lower of the two unit prices unless the
-- shopper accepts paying more; a dearer one is asked (state proposed) and is open for
-- SUBSTITUTE_WINDOW_MS (src/lib/domain/orders/substitutes.ts). Every answer is one conditional UPDATE
-- (WHERE state = 'proposed' AND proposed_at > the cutoff), so an accept racing the window's close,
-- a second accept, or a clerk finishing packing meanwhile give one outcome.
CREATE TABLE line_substitute (
  line_id      INTEGER PRIMARY KEY REFERENCES order_line(id) ON DELETE CASCADE,
  order_id     INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  -- the product and pack put in instead (attribute_id 0: the product's own price, no variant)
  product_id   INTEGER NOT NULL REFERENCES product(id),
  attribute_id INTEGER NOT NULL DEFAULT 0,
  -- its name as the shopper was asked about it ("Amul Taaza 1 L"): the invoice keeps it
  name         TEXT NOT NULL,
  -- the substitute's own unit price, MRP and points price when proposed
  unit_price   INTEGER NOT NULL CHECK (unit_price >= 0),
  unit_mrp     INTEGER NOT NULL CHECK (unit_mrp >= 0),
  unit_points  INTEGER NOT NULL DEFAULT 0 CHECK (unit_points >= 0),
  -- the unit price (and points) charged: the lower of the two, the substitute's once accepted
  charged        INTEGER NOT NULL CHECK (charged >= 0),
  charged_points INTEGER NOT NULL DEFAULT 0 CHECK (charged_points >= 0),
  -- accepted also for a substitute that costs no more (nothing to ask); declined: the line is left out
  state        TEXT NOT NULL CHECK (state IN ('proposed', 'accepted', 'declined', 'expired')),
  proposed_at  INTEGER NOT NULL,
  answered_at  INTEGER,
  staff_id     INTEGER REFERENCES staff(id),
  -- units of the substitute that went into the bag (set by the packing batch); NULL: not packed
  packed_qty   INTEGER CHECK (packed_qty IS NULL OR packed_qty > 0)
);
CREATE INDEX line_substitute_by_order ON line_substitute(order_id);
