-- Two racing requests with one Idempotency-Key used to both call the rewards service under the same
-- reference; the one whose order batch lost then credited back the points that paid for the winner's
-- order. The request that calls the service now holds the row until debit_until (ms epoch); another
-- request for the same reference waits for that order instead of calling the service itself. NULL:
-- no call in flight. A claim left by a Worker that died simply expires.
ALTER TABLE points_redeem ADD COLUMN debit_until INTEGER;
