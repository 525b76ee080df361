-- Languages, the rest of issue 19 (one migration for the issue's schema).
--
-- The customer's language. SMS, e-mails and notifications are often written later than the shopper's
-- request (a clerk confirms the order, a restock wakes a stock alert), when no cookie or page says
-- which language they read; so login, registration and checkout remember it here.
ALTER TABLE user ADD COLUMN lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'kn', 'hi'));

-- Subcategory names in Kannada and Hindi, like category_i18n (0016): a row only where a translation
-- exists; pages fall back to the English name, never to an empty string.
CREATE TABLE subcategory_i18n (
  subcategory_id INTEGER NOT NULL REFERENCES subcategory(id) ON DELETE CASCADE,
  lang           TEXT NOT NULL CHECK (lang IN ('kn', 'hi')),
  name           TEXT NOT NULL CHECK (length(trim(name)) > 0),
  PRIMARY KEY (subcategory_id, lang)
) WITHOUT ROWID;
