-- Issue 14 (lockout as a weapon): past the wrong-password limit the owner logs in with password +
-- an OTP texted to the account's mobile, so codes get a third purpose, 'login'. SQLite cannot alter
-- a CHECK constraint, so the table is rebuilt with the same columns and index.
-- Codes are now HMACs with the OTP_SECRET (was plain SHA-256): codes sent before this migration no
-- longer verify; they live 5 minutes, so at worst a customer asks for a new one.
CREATE TABLE otp_new (
  id          INTEGER PRIMARY KEY,
  phone       TEXT NOT NULL,
  purpose     TEXT NOT NULL CHECK (purpose IN ('register', 'forgot', 'login')),
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
