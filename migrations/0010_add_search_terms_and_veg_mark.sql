-- Search at a hypermart's scale (issue 16).
-- The FTS index's own word list: the API reads it (cached per isolate) to correct typos against the
-- words the catalogue really has, without a second index to keep in step.
CREATE VIRTUAL TABLE product_fts_terms USING fts5vocab(product_fts, 'row');

-- FSSAI mark: 1 vegetarian (green dot), 0 non-vegetarian (brown dot), NULL not a food (no mark).
ALTER TABLE product ADD COLUMN veg INTEGER CHECK (veg IN (0, 1));

-- Discount off MRP in whole percent, for the discount filter and sort (computed, never out of step).
ALTER TABLE product ADD COLUMN discount_percent INTEGER GENERATED ALWAYS AS (
  CASE WHEN previous_price > discount_price THEN ((previous_price - discount_price) * 100) / previous_price ELSE 0 END
) VIRTUAL;

-- Shop order (available first, then id) as an index, so a shop page deep into 20,000 products
-- walks the index instead of sorting the table.
CREATE INDEX product_shop_order ON product((stock > 0 AND out_of_stock != 1) DESC, id);
CREATE INDEX product_by_category_shop ON product(category_id, (stock > 0 AND out_of_stock != 1) DESC, id);
CREATE INDEX product_by_brand ON product(brand);
CREATE INDEX product_by_discount ON product(discount_percent DESC, id);
CREATE INDEX product_by_created ON product(created_at DESC, id DESC);
CREATE INDEX product_by_price_id ON product(discount_price, id);

-- Marks for a store migrated with products already in it: meat, fish and eggs are non-vegetarian,
-- personal and home care carry no mark, the rest of the shelf is vegetarian. The seed sets it per product.
UPDATE product SET veg = CASE
  WHEN category_id = (SELECT id FROM category WHERE slug = 'eggs-meat-fish') THEN 0
  WHEN category_id IN (SELECT id FROM category WHERE slug IN ('personal-care', 'home-care')) THEN NULL
  ELSE 1 END;
