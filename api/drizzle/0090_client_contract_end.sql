-- Issue 31: the end of a client's contract. The firm ends it (contract_ended_at, the day in
-- Brazil and the last day of read-only access, the 5th business day after it on the firm's
-- calendar, kept as computed then: it is the date the users were told by e-mail); after that day
-- the data lifecycle round erases the client's files and personal data (data_erased_at).
ALTER TABLE "clients" ADD COLUMN "contract_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "contract_ended_on" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "contract_read_only_until" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "contract_end_reason" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "data_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_contract_end_shape" CHECK (("contract_ended_at" IS NULL) = ("contract_ended_on" IS NULL) AND ("contract_ended_at" IS NULL) = ("contract_read_only_until" IS NULL) AND ("data_erased_at" IS NULL OR "contract_ended_at" IS NOT NULL));--> statement-breakpoint
-- The lifecycle round's question: which ended clients are past their window and not erased yet.
CREATE INDEX "clients_contract_erasure_due_idx" ON "clients" USING btree ("contract_read_only_until") WHERE "contract_ended_at" IS NOT NULL AND "data_erased_at" IS NULL;
