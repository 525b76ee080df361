-- Issue 34: the rest of what a Kannada or Hindi shopper reads from D1, like product_i18n and
-- category_i18n (0016): a row only where a translation exists; pages fall back to the English
-- columns, never to an empty string (hence the CHECKs).

-- A product's page in the language: the short line, the description (HTML, as product.details), the
-- specification list (JSON, as product.specification) and the Legal Metrology facts a shopper reads
-- (the manufacturer's name and address stay as printed on the pack). Apart from product_i18n, whose
-- names feed the search index: a product can have its description in Kannada and keep its brand's
-- English name.
CREATE TABLE product_text_i18n (
  product_id        INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  lang              TEXT NOT NULL CHECK (lang IN ('kn', 'hi')),
  sort_details      TEXT NOT NULL CHECK (length(trim(sort_details)) > 0),
  details           TEXT NOT NULL CHECK (length(trim(details)) > 0),
  specification     TEXT NOT NULL CHECK (json_valid(specification)),
  generic_name      TEXT NOT NULL CHECK (length(trim(generic_name)) > 0),
  best_before       TEXT NOT NULL CHECK (length(trim(best_before)) > 0),
  country_of_origin TEXT NOT NULL CHECK (length(trim(country_of_origin)) > 0),
  PRIMARY KEY (product_id, lang)
) WITHOUT ROWID;

CREATE TABLE faq_i18n (
  faq_id  INTEGER NOT NULL REFERENCES faq(id) ON DELETE CASCADE,
  lang    TEXT NOT NULL CHECK (lang IN ('kn', 'hi')),
  title   TEXT NOT NULL CHECK (length(trim(title)) > 0),
  details TEXT NOT NULL CHECK (length(trim(details)) > 0),
  PRIMARY KEY (faq_id, lang)
) WITHOUT ROWID;

-- the notifications for everyone (user_id IS NULL); a customer's own are written in their language
CREATE TABLE notification_i18n (
  notification_id INTEGER NOT NULL REFERENCES notification(id) ON DELETE CASCADE,
  lang            TEXT NOT NULL CHECK (lang IN ('kn', 'hi')),
  title           TEXT NOT NULL CHECK (length(trim(title)) > 0),
  description     TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (notification_id, lang)
) WITHOUT ROWID;

CREATE TABLE offer_i18n (
  offer_id INTEGER NOT NULL REFERENCES offer(id) ON DELETE CASCADE,
  lang     TEXT NOT NULL CHECK (lang IN ('kn', 'hi')),
  name     TEXT NOT NULL CHECK (length(trim(name)) > 0),
  PRIMARY KEY (offer_id, lang)
) WITHOUT ROWID;
