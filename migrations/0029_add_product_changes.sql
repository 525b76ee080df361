-- The catalogue in the staff console (issue 28): every change a manager makes to a product, by hand
-- or by a CSV of prices, is one row here: who, when, which product, and the fields it changed as
-- they were before and after (JSON objects holding only the changed fields; a new product's
-- "before" is {}). Rows are never updated or deleted: the product's change history.
CREATE TABLE product_change (
  id          INTEGER PRIMARY KEY,
  product_id  INTEGER NOT NULL REFERENCES product(id),
  staff_id    INTEGER NOT NULL REFERENCES staff(id),
  at          INTEGER NOT NULL,
  source      TEXT NOT NULL CHECK (source IN ('console', 'new', 'csv')),
  before_json TEXT NOT NULL CHECK (json_valid(before_json)),
  after_json  TEXT NOT NULL CHECK (json_valid(after_json))
);
CREATE INDEX product_change_by_product ON product_change(product_id, id DESC);

-- One number that grows with every catalogue change, written in the change's own batch. Every
-- Worker isolate remembers the number its cached catalogue answers were rendered under and looks
-- at this row at most once a second: a higher number drops its whole catalogue cache, so an edit
-- taken by one isolate reaches the shop from all of them (functions/api/services/catalogue/catalogue-cache.ts).
CREATE TABLE catalogue_stamp (
  id      INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO catalogue_stamp (id, version) VALUES (1, 0);
