-- DPDP Act: marketing consent is recorded like the terms consent, with the time it was given and
-- the wording (version) the customer agreed to, so a later change of wording can ask again.
ALTER TABLE user ADD COLUMN consent_marketing_version TEXT;
