-- Issue 28, staff in the console: the manager adds staff, switches a leaver off (and on again), and
-- every staff member changes their own password. Each is a row in staff_account_event (who, when,
-- what), so the audit trail gains actions and a short detail (the role and branch an account was
-- added with). SQLite cannot change a CHECK in place, so the table is rebuilt with its rows; nothing
-- references it. Switching off is staff.active = 0 (migration 0008): sign-in and every session
-- lookup already read only active accounts.
CREATE TABLE staff_account_event_new (
  id          INTEGER PRIMARY KEY,
  staff_id    INTEGER NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  by_staff_id INTEGER NOT NULL REFERENCES staff(id),
  action      TEXT NOT NULL CHECK (action IN ('unlock', 'password_reset', 'added', 'switched_off', 'switched_on', 'own_password')),
  detail      TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL
);
INSERT INTO staff_account_event_new (id, staff_id, by_staff_id, action, created_at)
  SELECT id, staff_id, by_staff_id, action, created_at FROM staff_account_event;
DROP TABLE staff_account_event;
ALTER TABLE staff_account_event_new RENAME TO staff_account_event;
CREATE INDEX staff_account_event_by_staff ON staff_account_event(staff_id, created_at);

-- the console's count of active managers (the last one cannot be switched off)
CREATE INDEX staff_active_by_role ON staff(role, active);
