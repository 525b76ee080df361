-- Two reads of the staff console that read every order once there is a year of them (issue 30's
-- bench: 650,000 orders).
--
-- A clerk finds a customer's orders by mobile (the queue's search): the search asks for the orders
-- of the account with that mobile (orders_by_user) or billed to it (this index), so it reads that
-- customer's few rows instead of every order.
CREATE INDEX orders_by_bill_phone ON orders(bill_phone);

-- The queue of open orders, newest first, per branch (orders_open) or for all (orders_open_all):
-- only the few orders not yet Completed or Cancelled are in these indexes. The WHERE must stay the very text the queue sends
-- (functions/api/db/orders/staff-orders.ts, FINAL_STATUSES in order) or SQLite will not use it;
-- tests/api/staff-access.test.ts checks the plan.
CREATE INDEX orders_open ON orders(branch_id, created_at) WHERE order_status NOT IN ('Completed', 'Cancelled');
CREATE INDEX orders_open_all ON orders(created_at) WHERE order_status NOT IN ('Completed', 'Cancelled');
