-- Issue 26 item 5: a stranger cannot lock staff out. A browser where a staff member signed in before
-- is a known device (a random token in the HttpOnly staff_device cookie; only its SHA-256 is kept):
-- wrong passwords from it count against that device only, so the account's owner always gets in
-- from it. Unknown devices are throttled per IP and per account (rate_limit), and the manager can
-- unlock an account or reset its password from the console.
CREATE TABLE staff_device (
  token_hash   TEXT NOT NULL,
  staff_id     INTEGER NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  created_at   INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  PRIMARY KEY (token_hash, staff_id)
);
CREATE INDEX staff_device_by_staff ON staff_device(staff_id);

-- What a manager did to a staff account (unlock, password reset): to whom, by whom, when.
CREATE TABLE staff_account_event (
  id          INTEGER PRIMARY KEY,
  staff_id    INTEGER NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  by_staff_id INTEGER NOT NULL REFERENCES staff(id),
  action      TEXT NOT NULL CHECK (action IN ('unlock', 'password_reset')),
  created_at  INTEGER NOT NULL
);
CREATE INDEX staff_account_event_by_staff ON staff_account_event(staff_id, created_at);
