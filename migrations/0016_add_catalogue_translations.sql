-- The catalogue in Kannada and Hindi (issue 19). Optional per-language names and descriptions of
-- products and categories: a row only where a translation exists; pages fall back to the English
-- columns of product/category, never to an empty string (hence the CHECKs).
CREATE TABLE product_i18n (
  product_id  INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  lang        TEXT NOT NULL CHECK (lang IN ('kn', 'hi')),
  name        TEXT NOT NULL CHECK (length(trim(name)) > 0),
  description TEXT CHECK (description IS NULL OR length(trim(description)) > 0),
  PRIMARY KEY (product_id, lang)
) WITHOUT ROWID;

CREATE TABLE category_i18n (
  category_id INTEGER NOT NULL REFERENCES category(id) ON DELETE CASCADE,
  lang        TEXT NOT NULL CHECK (lang IN ('kn', 'hi')),
  name        TEXT NOT NULL CHECK (length(trim(name)) > 0),
  PRIMARY KEY (category_id, lang)
) WITHOUT ROWID;

-- What the search index holds for a product: its names in every language (a name hit ranks first),
-- and its generic name and English category words. One definition for all the triggers. Category
-- names in Kannada and Hindi stay out: FTS5's unicode61 cuts Indic words at their vowel signs, so
-- ಹಾಲಿನ (of milk, in "ಹಾಲಿನ ಉತ್ಪನ್ನಗಳು") would match ಹಾಲು (milk) and pull the whole dairy shelf in.
CREATE VIEW product_fts_source AS
SELECT
  p.id AS rowid,
  p.name || coalesce(' ' || (SELECT group_concat(t.name, ' ') FROM product_i18n t WHERE t.product_id = p.id), '') AS name,
  p.brand AS brand,
  p.generic_name || ' ' ||
    coalesce((SELECT name FROM category WHERE id = p.category_id), '') || ' ' ||
    coalesce((SELECT name FROM subcategory WHERE id = p.subcategory_id), '') AS keywords
FROM product p;

-- The index again, now keeping Devanagari and Kannada vowel signs, viramas and joiners inside a word
-- (unicode61's tokenchars): without them दूध (milk) was the letters द ध and matched शुद्ध (pure) in
-- "शुद्ध घी", and ಹಾಲು matched ಹಾಲಿನ. Rebuilt from the view above, with its word list (0010) after it.
DROP TABLE product_fts_terms;
DROP TABLE product_fts;
CREATE VIRTUAL TABLE product_fts USING fts5(
  name, brand, keywords,
  tokenize = "unicode61 remove_diacritics 2 tokenchars 'ऀँंःऺऻ़ऽािीुूृॄॅॆेैॉॊोौ्ॎॏ॒॑॓॔ॕॖॗॢॣಁಂಃ಼ಾಿೀುೂೃೄ೅ೆೇೈ೉ೊೋೌ್ೕೖೢೣ‌‍'",
  prefix = '1 2 3'
);
INSERT INTO product_fts(rowid, name, brand, keywords) SELECT rowid, name, brand, keywords FROM product_fts_source;
CREATE VIRTUAL TABLE product_fts_terms USING fts5vocab(product_fts, 'row');

DROP TRIGGER product_fts_insert;
CREATE TRIGGER product_fts_insert AFTER INSERT ON product BEGIN
  INSERT INTO product_fts(rowid, name, brand, keywords) SELECT rowid, name, brand, keywords FROM product_fts_source WHERE rowid = new.id;
END;

DROP TRIGGER product_fts_update;
CREATE TRIGGER product_fts_update AFTER UPDATE OF name, brand, generic_name, category_id, subcategory_id ON product BEGIN
  DELETE FROM product_fts WHERE rowid = old.id;
  INSERT INTO product_fts(rowid, name, brand, keywords) SELECT rowid, name, brand, keywords FROM product_fts_source WHERE rowid = new.id;
END;

CREATE TRIGGER product_i18n_fts_insert AFTER INSERT ON product_i18n BEGIN
  DELETE FROM product_fts WHERE rowid = new.product_id;
  INSERT INTO product_fts(rowid, name, brand, keywords) SELECT rowid, name, brand, keywords FROM product_fts_source WHERE rowid = new.product_id;
END;

CREATE TRIGGER product_i18n_fts_update AFTER UPDATE ON product_i18n BEGIN
  DELETE FROM product_fts WHERE rowid IN (old.product_id, new.product_id);
  INSERT INTO product_fts(rowid, name, brand, keywords) SELECT rowid, name, brand, keywords FROM product_fts_source WHERE rowid IN (old.product_id, new.product_id);
END;

CREATE TRIGGER product_i18n_fts_delete AFTER DELETE ON product_i18n BEGIN
  DELETE FROM product_fts WHERE rowid = old.product_id;
  INSERT INTO product_fts(rowid, name, brand, keywords) SELECT rowid, name, brand, keywords FROM product_fts_source WHERE rowid = old.product_id;
END;
