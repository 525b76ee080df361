-- Issue 34: a guest signs in at checkout (/login/cart) with a code texted to their mobile, beside
-- the password. Those codes get their own purpose, 'signin', so that a registration, reset or
-- login-step code can never sign anyone in, nor a sign-in code do any of those. SQLite cannot alter a
-- CHECK constraint, so the table is rebuilt with the same columns and index (as in 0007).
CREATE TABLE otp_new (
  id          INTEGER PRIMARY KEY,
  phone       TEXT NOT NULL,
  purpose     TEXT NOT NULL CHECK (purpose IN ('register', 'forgot', 'login', 'signin')),
  code_hash   TEXT NOT NULL,
  expires_at  INTEGER NOT NULL,
  attempts    INTEGER NOT NULL DEFAULT 0,
  verified_at INTEGER,
  consumed_at INTEGER,
  created_at  INTEGER NOT NULL,
  proof_hash  TEXT
);
INSERT INTO otp_new (id, phone, purpose, code_hash, expires_at, attempts, verified_at, consumed_at, created_at, proof_hash)
  SELECT id, phone, purpose, code_hash, expires_at, attempts, verified_at, consumed_at, created_at, proof_hash FROM otp;
DROP TABLE otp;
ALTER TABLE otp_new RENAME TO otp;
CREATE INDEX otp_by_phone ON otp(phone, purpose, created_at DESC);
