CREATE TABLE "request_claims" (
	"request_id" varchar(32) PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_claims_claimed_at_idx" ON "request_claims" USING btree ("claimed_at");