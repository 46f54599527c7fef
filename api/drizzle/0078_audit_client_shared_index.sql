-- Issue 31: a client administrator's trail is their client's events without the firm's internal
-- ones (firm_only). Through the (client_id, id) index every counted row was read from the table to
-- test firm_only (12.7 ms to count 1 001 of a busy client's events at a million, on PostgreSQL);
-- this index holds only the events a client may read, so the count and the page walk it alone
-- (3.3 ms before a vacuum, 0.3 ms after).
CREATE INDEX "audit_events_client_shared_idx" ON "audit_events" USING btree ("client_id","id") WHERE not firm_only;
