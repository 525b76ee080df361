-- The shop at a hypermart's 20,000 products without reading the whole shelf (issue 16).
-- tests/api/hot-query-plans.test.ts runs EXPLAIN QUERY PLAN on the hot reads and fails on a full
-- scan of product; BENCHMARKS.md keeps the plans at 20,000 products.

-- Counting a shop page: its price range (the list price: functions/api/db/catalogue/product-lists.ts countCards)
-- and the filters' columns in one index, so the count is a range of the index and reads no row.
-- It also orders a price sort by list price. Replaces product_by_price, its first column.
DROP INDEX product_by_price;
CREATE INDEX product_shelf_by_price ON product(discount_price, brand, veg, stock, out_of_stock, discount_percent);
CREATE INDEX product_shelf_by_category_price ON product(category_id, discount_price, brand, veg, stock, out_of_stock, discount_percent);

-- A category's discount and newest sorts walk their own order instead of sorting the category.
CREATE INDEX product_by_category_discount ON product(category_id, discount_percent DESC, id);
CREATE INDEX product_by_category_created ON product(category_id, created_at DESC, id DESC);

-- Related products (same subcategory first, in shop order) and a subcategory's shop page.
CREATE INDEX product_by_subcategory_shop ON product(subcategory_id, (stock > 0 AND out_of_stock != 1) DESC, id);

-- The points shop counts by points price.
CREATE INDEX product_by_point ON product(point);
