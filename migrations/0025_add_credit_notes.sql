-- Credit notes (issue 29, CGST Act s. 34): an order cancelled after its tax invoice was issued gets
-- one credit note, in its own consecutive series per financial year (April–March, IST), naming the
-- invoice. It is written in the cancel's own guarded batch (functions/api/db/orders/credit-notes.ts), so a
-- lost race or a retried cancel rolls the counter back with everything else: no gaps, no second note.

CREATE TABLE credit_note_counter (
  financial_year TEXT PRIMARY KEY,
  last_no        INTEGER NOT NULL
);

CREATE TABLE credit_note (
  id             INTEGER PRIMARY KEY,
  -- one note per order, whatever happens
  order_id       INTEGER NOT NULL UNIQUE REFERENCES orders(id),
  -- 'CN/26-27/000001': at most 16 characters like the invoice's serial
  credit_no      TEXT NOT NULL UNIQUE,
  financial_year TEXT NOT NULL,
  serial         INTEGER NOT NULL,
  -- the invoice it reduces, as it was issued
  invoice_no     TEXT NOT NULL,
  invoice_date   INTEGER NOT NULL,
  -- why the value fell: today only a whole cancelled order
  reason         TEXT NOT NULL CHECK (reason IN ('cancelled')),
  -- the invoice's total credited back (paise); the GST per rate is the invoice's own (invoiceGst)
  value          INTEGER NOT NULL,
  created_at     INTEGER NOT NULL,
  UNIQUE (financial_year, serial)
);

-- The GST month reads the notes issued in a month.
CREATE INDEX credit_note_by_created ON credit_note(created_at);
