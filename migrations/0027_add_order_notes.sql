-- Internal notes on an order (issue 29, the clerk's day): what one clerk or rider tells the next
-- ("gate code changed", "customer asked for a call before 9"). Staff only: never in the shopper's
-- answers. Deleted with the customer's account (db/account/privacy.ts), since a note is about a person.
CREATE TABLE order_note (
  id         INTEGER PRIMARY KEY,
  order_id   INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  staff_id   INTEGER NOT NULL REFERENCES staff(id),
  body       TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 500),
  created_at INTEGER NOT NULL
);
CREATE INDEX order_note_by_order ON order_note(order_id, id);
