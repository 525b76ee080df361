-- Packing saved part-way (issue 29, docs/packing.md): a clerk marks the lines picked so far, saves,
-- and comes back later (or hands over to another clerk). One row per Confirmed order: the marks as
-- JSON (the same shape Finish packing takes) and a version. Each save is one conditional write
-- (WHERE version = the one the clerk read), so two clerks saving from the same sheet give one
-- winner and a 409 for the other; Finish packing deletes the row in its own guarded batch.
CREATE TABLE packing_progress (
  order_id   INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  marks      TEXT NOT NULL,
  version    INTEGER NOT NULL CHECK (version > 0),
  staff_id   INTEGER REFERENCES staff(id),
  saved_at   INTEGER NOT NULL
);
