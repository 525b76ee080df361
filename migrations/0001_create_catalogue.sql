-- Catalogue, store locations and site content.
-- Money is integer paise (₹1 = 100). Times are epoch milliseconds (UTC). Points are whole points.

CREATE TABLE setting (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE city (
  id   INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE branch (
  id         INTEGER PRIMARY KEY,
  store_name TEXT NOT NULL,
  branch     TEXT NOT NULL,
  address    TEXT NOT NULL,
  phone      TEXT NOT NULL,
  hours      TEXT NOT NULL DEFAULT 'Mon,Sun 10 AM - 10 PM',
  city_id    INTEGER NOT NULL REFERENCES city(id),
  pincode    TEXT NOT NULL,
  -- instore: a walk-in store; pickup orders can be collected from any branch with pickup = 1
  pickup     INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE pincode (
  code      TEXT PRIMARY KEY CHECK (length(code) = 6),
  branch_id INTEGER NOT NULL REFERENCES branch(id),
  area      TEXT NOT NULL DEFAULT ''
);

CREATE TABLE category (
  id    INTEGER PRIMARY KEY,
  name  TEXT NOT NULL,
  slug  TEXT NOT NULL UNIQUE,
  photo TEXT NOT NULL DEFAULT '',
  sort  INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE subcategory (
  id          INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES category(id),
  name        TEXT NOT NULL,
  slug        TEXT NOT NULL UNIQUE,
  sort        INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX subcategory_by_category ON subcategory(category_id, sort);

CREATE TABLE product (
  id                INTEGER PRIMARY KEY,
  slug              TEXT NOT NULL UNIQUE,
  name              TEXT NOT NULL,
  brand             TEXT NOT NULL DEFAULT '',
  sort_details      TEXT NOT NULL DEFAULT '',
  details           TEXT NOT NULL DEFAULT '',          -- trusted HTML written by the store
  photo             TEXT NOT NULL DEFAULT '',
  category_id       INTEGER NOT NULL REFERENCES category(id),
  subcategory_id    INTEGER REFERENCES subcategory(id),
  previous_price    INTEGER NOT NULL CHECK (previous_price >= 0),   -- MRP, paise
  discount_price    INTEGER NOT NULL CHECK (discount_price >= 0),   -- selling price, paise
  point             INTEGER NOT NULL DEFAULT 0 CHECK (point >= 0), -- price in reward points
  stock             INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  out_of_stock      INTEGER NOT NULL DEFAULT 0,                     -- 1 = unavailable
  pmin_count        INTEGER NOT NULL DEFAULT 1,
  pmax_count        INTEGER NOT NULL DEFAULT 0,                     -- 0 = no limit
  -- flags for the home lists
  is_hot            INTEGER NOT NULL DEFAULT 0,
  is_best           INTEGER NOT NULL DEFAULT 0,
  is_featured       INTEGER NOT NULL DEFAULT 0,
  is_new            INTEGER NOT NULL DEFAULT 0,
  -- deal window: active while deal_start <= now < deal_end
  is_type           TEXT CHECK (is_type IN ('flash_deal', 'deal_of_day')),
  deal_start        INTEGER,
  deal_end          INTEGER,
  deal_amount       INTEGER CHECK (deal_amount >= 0),               -- paise
  deal_point        INTEGER CHECK (deal_point >= 0),
  max_count         INTEGER NOT NULL DEFAULT 0,                     -- deal units on offer
  purchased_count   INTEGER NOT NULL DEFAULT 0 CHECK (purchased_count >= 0),
  -- Additional Information tab: JSON array of {name, value}
  specification     TEXT NOT NULL DEFAULT '[]',
  -- Legal Metrology (Packaged Commodities) declarations
  generic_name      TEXT NOT NULL DEFAULT '',
  manufacturer      TEXT NOT NULL DEFAULT '',
  country_of_origin TEXT NOT NULL DEFAULT 'India',
  net_quantity      REAL NOT NULL DEFAULT 0,                        -- in net_unit
  net_unit          TEXT NOT NULL DEFAULT 'g' CHECK (net_unit IN ('g', 'kg', 'ml', 'l', 'pc')),
  best_before       TEXT NOT NULL DEFAULT '',
  consumer_care     TEXT NOT NULL DEFAULT '',
  -- GST
  hsn_code          TEXT NOT NULL DEFAULT '',
  gst_rate          INTEGER NOT NULL DEFAULT 0 CHECK (gst_rate IN (0, 5, 18, 40)),
  created_at        INTEGER NOT NULL
);
CREATE INDEX product_by_category ON product(category_id, id);
CREATE INDEX product_by_subcategory ON product(subcategory_id);
CREATE INDEX product_by_price ON product(discount_price);
CREATE INDEX product_deals ON product(deal_end) WHERE is_type IS NOT NULL;
CREATE INDEX product_hot ON product(is_hot) WHERE is_hot = 1;
CREATE INDEX product_best ON product(is_best) WHERE is_best = 1;
CREATE INDEX product_featured ON product(is_featured) WHERE is_featured = 1;
CREATE INDEX product_new ON product(is_new, created_at) WHERE is_new = 1;

-- Variants (SPEC "attribute"): e.g. 500 g / 1 kg. price = MRP, selling = what the shopper pays.
CREATE TABLE product_attribute (
  id         INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  name       TEXT NOT NULL,
  price      INTEGER NOT NULL CHECK (price >= 0),
  selling    INTEGER NOT NULL CHECK (selling >= 0),
  point      INTEGER NOT NULL DEFAULT 0,
  net_quantity REAL NOT NULL DEFAULT 0,
  sort       INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX attribute_by_product ON product_attribute(product_id, sort);

CREATE TABLE product_gallery (
  id         INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  photo      TEXT NOT NULL,
  sort       INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX gallery_by_product ON product_gallery(product_id, sort);

-- Full-text search over products (prefix indexes make search-as-you-type cheap).
-- rowid = product.id; kept in step with product by the triggers below.
CREATE VIRTUAL TABLE product_fts USING fts5(
  name, brand, keywords,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3'
);

CREATE TRIGGER product_fts_insert AFTER INSERT ON product BEGIN
  INSERT INTO product_fts(rowid, name, brand, keywords) VALUES (
    new.id, new.name, new.brand,
    new.generic_name || ' ' ||
    coalesce((SELECT name FROM category WHERE id = new.category_id), '') || ' ' ||
    coalesce((SELECT name FROM subcategory WHERE id = new.subcategory_id), ''));
END;

CREATE TRIGGER product_fts_update AFTER UPDATE OF name, brand, generic_name, category_id, subcategory_id ON product BEGIN
  DELETE FROM product_fts WHERE rowid = old.id;
  INSERT INTO product_fts(rowid, name, brand, keywords) VALUES (
    new.id, new.name, new.brand,
    new.generic_name || ' ' ||
    coalesce((SELECT name FROM category WHERE id = new.category_id), '') || ' ' ||
    coalesce((SELECT name FROM subcategory WHERE id = new.subcategory_id), ''));
END;

CREATE TRIGGER product_fts_delete AFTER DELETE ON product BEGIN
  DELETE FROM product_fts WHERE rowid = old.id;
END;

CREATE TABLE slider (
  id     INTEGER PRIMARY KEY,
  kind   TEXT NOT NULL CHECK (kind IN ('main', 'below')),
  photo  TEXT NOT NULL,
  mobile TEXT NOT NULL DEFAULT '',
  title  TEXT NOT NULL DEFAULT '',
  link   TEXT NOT NULL DEFAULT '/',
  sort   INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE ad (
  id     INTEGER PRIMARY KEY,
  image1 TEXT NOT NULL,
  image2 TEXT NOT NULL,
  link1  TEXT NOT NULL DEFAULT '/',
  link2  TEXT NOT NULL DEFAULT '/',
  title1 TEXT NOT NULL DEFAULT '',
  title2 TEXT NOT NULL DEFAULT '',
  sort   INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE festival (
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL,
  slug       TEXT NOT NULL UNIQUE,
  image1     TEXT NOT NULL DEFAULT '',
  image2     TEXT NOT NULL DEFAULT '',
  starts_at  INTEGER,
  ends_at    INTEGER
);

CREATE TABLE festival_product (
  festival_id INTEGER NOT NULL REFERENCES festival(id) ON DELETE CASCADE,
  product_id  INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  sort        INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (festival_id, product_id)
);

CREATE TABLE faq (
  id      INTEGER PRIMARY KEY,
  title   TEXT NOT NULL,
  details TEXT NOT NULL,
  sort    INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE notification (
  id          INTEGER PRIMARY KEY,
  image       TEXT NOT NULL DEFAULT '',
  title       TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  url         TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL
);
CREATE INDEX notification_recent ON notification(created_at DESC);

CREATE TABLE shipping_option (
  id    INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),   -- paise
  sort  INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE coupon (
  id           INTEGER PRIMARY KEY,
  code         TEXT NOT NULL UNIQUE COLLATE NOCASE,
  title        TEXT NOT NULL,
  -- percentage: discount is a percent; amount: discount is paise; product: a free product (not computed in cart)
  offer_type   TEXT NOT NULL CHECK (offer_type IN ('percentage', 'amount', 'product')),
  discount     INTEGER NOT NULL CHECK (discount >= 0),
  min_amount   INTEGER NOT NULL DEFAULT 0,     -- paise
  max_discount INTEGER NOT NULL DEFAULT 0,     -- paise, 0 = no cap
  product_id   INTEGER REFERENCES product(id),
  starts_at    INTEGER NOT NULL,
  ends_at      INTEGER NOT NULL,
  active       INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE offer (
  id                   INTEGER PRIMARY KEY,
  name                 TEXT NOT NULL,
  photo                TEXT NOT NULL DEFAULT '',
  minimum_order_amount INTEGER NOT NULL DEFAULT 0,   -- paise
  start_date           INTEGER NOT NULL,
  end_date             INTEGER NOT NULL
);

CREATE TABLE offer_slab (
  id            INTEGER PRIMARY KEY,
  offer_id      INTEGER NOT NULL REFERENCES offer(id) ON DELETE CASCADE,
  point_from    INTEGER NOT NULL,
  point_to      INTEGER NOT NULL,
  -- amount: discount is paise off the order; product: product_id is given free
  discount_type TEXT NOT NULL CHECK (discount_type IN ('amount', 'product')),
  discount      INTEGER NOT NULL DEFAULT 0,
  product_id    INTEGER REFERENCES product(id),
  CHECK (point_to >= point_from)
);
CREATE INDEX slab_by_offer ON offer_slab(offer_id, point_from);
