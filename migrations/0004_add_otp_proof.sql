-- A verified OTP lets only the browser that typed it finish: verifyOtp hands that browser a random
-- proof in an HttpOnly cookie and keeps its SHA-256 here; register and password reset must present
-- it. Without this, anyone who knew a phone number could complete the owner's registration or
-- set a new password during the minutes after the owner verified.
ALTER TABLE otp ADD COLUMN proof_hash TEXT;
