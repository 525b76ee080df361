-- Back-in-stock alerts per branch (issue 28): the branch the shopper buys from when they asked (the
-- pickup store they chose, else the branch delivering to their first saved address). The alert fires
-- when that branch has the product on its shelf again, not when another branch does. NULL: the
-- shopper had no branch yet (no address, no store), and the store-wide total decides, as before.
ALTER TABLE stock_alert ADD COLUMN branch_id INTEGER REFERENCES branch(id);
