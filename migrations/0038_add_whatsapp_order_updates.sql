-- Order updates on WhatsApp (issue 32, its second part; docs/whatsapp.md). The shopper picks how
-- order updates reach them: SMS (the default, as before), WhatsApp, or both. WhatsApp is sent only
-- with an opt-in on record (Meta's rule for business-initiated messages and the DPDP Act's consent):
-- the moment it was given, and the moment it was withdrawn. Withdrawing sets the channel back to
-- SMS in the same statement, so an opt-out is honoured from the next message on.
ALTER TABLE user ADD COLUMN notify_channel TEXT NOT NULL DEFAULT 'sms' CHECK (notify_channel IN ('sms', 'whatsapp', 'both'));
ALTER TABLE user ADD COLUMN whatsapp_opt_in_at INTEGER;
ALTER TABLE user ADD COLUMN whatsapp_opt_out_at INTEGER;

-- Local WhatsApp provider: template messages land here instead of Meta's Cloud API (readable at
-- /api/dev/whatsapp-outbox in development). `params` is the JSON array of the template's body
-- parameters, `body` the text as the shopper would read it.
CREATE TABLE whatsapp_outbox (
  id         INTEGER PRIMARY KEY,
  phone      TEXT NOT NULL,
  template   TEXT NOT NULL,
  lang       TEXT NOT NULL,
  params     TEXT NOT NULL,
  body       TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX whatsapp_outbox_phone ON whatsapp_outbox (phone, created_at);
