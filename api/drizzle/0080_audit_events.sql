-- The audit trail (issue 31): every change that matters, append-only and hash-chained.
-- Written by api/src/audit/audit-writer.ts in the transaction of the change, under a
-- transaction-level advisory lock, so each event's id is the previous id plus one and its
-- prev_hash the previous event's hash, however many replicas write at once.
CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY NOT NULL,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"kind" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"on_behalf_of_id" integer,
	"client_id" integer,
	"record_type" text,
	"record_id" bigint,
	"firm_only" boolean NOT NULL,
	"details" jsonb,
	"details_digest" text NOT NULL,
	"details_erased_at" timestamp with time zone,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);--> statement-breakpoint
-- The list walks the newest first through one of these, the filter's columns then id; a period
-- becomes a range of ids (occurred_at never goes back: the writer keeps it at least the last one's).
CREATE INDEX "audit_events_occurred_at_idx" ON "audit_events" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_client_idx" ON "audit_events" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_client_kind_idx" ON "audit_events" USING btree ("client_id","kind","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_kind_idx" ON "audit_events" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "audit_events_record_idx" ON "audit_events" USING btree ("record_type","record_id","id");--> statement-breakpoint
-- The retention job finds the events that still hold details without reading the erased ones.
CREATE INDEX "audit_events_details_kept_idx" ON "audit_events" USING btree ("id") WHERE details is not null;--> statement-breakpoint
-- The head of the chain for an append: takes the append lock (held until the transaction ends),
-- then reads the newest event. One call, so the lock is held one round trip less; the read is a
-- statement of its own inside the function, so it sees what the previous holder committed.
CREATE FUNCTION audit_chain_head() RETURNS TABLE (id bigint, hash text, occurred_at timestamptz)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('dpohub:audit-append'));
  RETURN QUERY SELECT e.id, e.hash, e.occurred_at FROM audit_events e ORDER BY e.id DESC LIMIT 1;
END
$$;--> statement-breakpoint
-- Nothing rewrites or removes an event. The one change allowed is the erasure of its personal
-- details (retention, the end of a client's contract): `details` becomes null and the time of the
-- erasure is noted; every other column, the details' digest included, stays as it was, so the
-- chain still verifies.
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.details IS NULL
     AND NEW.details_erased_at IS NOT NULL
     AND (NEW.id, NEW.occurred_at, NEW.kind, NEW.actor_kind, NEW.actor_id, NEW.on_behalf_of_id,
          NEW.client_id, NEW.record_type, NEW.record_id, NEW.firm_only, NEW.details_digest,
          NEW.prev_hash, NEW.hash)
         IS NOT DISTINCT FROM
         (OLD.id, OLD.occurred_at, OLD.kind, OLD.actor_kind, OLD.actor_id, OLD.on_behalf_of_id,
          OLD.client_id, OLD.record_type, OLD.record_id, OLD.firm_only, OLD.details_digest,
          OLD.prev_hash, OLD.hash)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only (% refused)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
