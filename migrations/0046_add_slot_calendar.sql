-- Issue 28, a slot calendar: a slot's capacity can differ by weekday (the usual week) and on one
-- date (a festival with more, a holiday with none), and a branch can be closed for a whole day.
-- A slot's capacity on a day is, first that applies: 0 if its branch is closed that day; the date's
-- override; the weekday's; delivery_slot.capacity. Capacity 0 means the slot is not offered that
-- day. One SQL expression says it (functions/api/db/checkout/slot-calendar.ts), read by the shop's slot list
-- and by the guarded take of the order batch, so checkout cannot take a place the calendar refuses.
-- Orders already in a slot keep their place when its capacity is lowered (slot_taken is untouched).
CREATE TABLE slot_week_capacity (
  slot_id  INTEGER NOT NULL REFERENCES delivery_slot(id),
  -- 0 Sunday … 6 Saturday, as SQLite's strftime('%w') counts
  weekday  INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  capacity INTEGER NOT NULL CHECK (capacity BETWEEN 0 AND 500),
  PRIMARY KEY (slot_id, weekday)
);

CREATE TABLE slot_day_capacity (
  slot_id  INTEGER NOT NULL REFERENCES delivery_slot(id),
  day      TEXT NOT NULL CHECK (length(day) = 10),   -- IST date, YYYY-MM-DD
  capacity INTEGER NOT NULL CHECK (capacity BETWEEN 0 AND 500),
  PRIMARY KEY (slot_id, day)
);

CREATE TABLE branch_closed_day (
  branch_id   INTEGER NOT NULL REFERENCES branch(id),
  day         TEXT NOT NULL CHECK (length(day) = 10),
  reason      TEXT NOT NULL DEFAULT '',
  by_staff_id INTEGER NOT NULL REFERENCES staff(id),
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (branch_id, day)
);
