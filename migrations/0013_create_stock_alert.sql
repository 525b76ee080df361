-- "Notify me when back in stock" (issue 17): a signed-in customer asks once per product; when the
-- product can be sold again they get a notification and one SMS, and the request is done (sent_at).
-- Asking again after that arms a new alert.
CREATE TABLE stock_alert (
  user_id    INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  sent_at    INTEGER,
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX stock_alert_waiting ON stock_alert(product_id) WHERE sent_at IS NULL;
