-- A problem ticket resolved with a replacement makes a real free order (issue 32,
-- docs/problem-tickets.md): the ticket's lines at ₹0.00, from the original order's branch, to the same
-- address or store, in the next slot the branch can fill. The order names its ticket here; the
-- unique index is the last wall under a race: one ticket, at most one replacement order, even if two
-- staff resolve it at once (the ticket's guarded UPDATE in the same batch is the first).
-- A replacement order has no tax invoice (invoice_no NULL: nothing is sold, no serial is used) and
-- the owner's reports leave it out of sales (services/reports).
ALTER TABLE orders ADD COLUMN replacement_ticket_id INTEGER REFERENCES problem_ticket(id);
CREATE UNIQUE INDEX orders_one_replacement ON orders(replacement_ticket_id) WHERE replacement_ticket_id IS NOT NULL;
