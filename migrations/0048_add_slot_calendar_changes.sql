-- Issue 28, the slot calendar's audit trail: every change staff make to it (a slot's usual week, a
-- date's capacity, a branch closed or opened for a day, a slot's own capacity, cut-off or on/off) is
-- one row: who, when, which branch (and slot and day), and what it was before and after (JSON). The
-- row is written in the change's own batch, "before" read ahead of the write and "after" behind it,
-- so it cannot disagree with what was written. Rows are never updated after their batch or deleted.
CREATE TABLE slot_calendar_change (
  id          INTEGER PRIMARY KEY,
  branch_id   INTEGER NOT NULL REFERENCES branch(id),
  staff_id    INTEGER NOT NULL REFERENCES staff(id),
  at          INTEGER NOT NULL,
  what        TEXT NOT NULL CHECK (what IN ('week', 'day', 'closed', 'slot')),
  slot_id     INTEGER REFERENCES delivery_slot(id),
  day         TEXT CHECK (day IS NULL OR length(day) = 10),
  before_json TEXT NOT NULL CHECK (json_valid(before_json)),
  after_json  TEXT NOT NULL CHECK (json_valid(after_json))
);
CREATE INDEX slot_calendar_change_by_branch ON slot_calendar_change(branch_id, id DESC);
