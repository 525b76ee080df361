-- The customer's language (issue 19). SMS, e-mails and notifications are often written later than the
-- shopper's request (a clerk confirms the order, a restock wakes a stock alert), when no cookie or page
-- says which language they read; so login, registration and checkout remember it here.
ALTER TABLE user ADD COLUMN lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'kn', 'hi'));
