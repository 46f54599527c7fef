DROP INDEX "users_username_search_idx";--> statement-breakpoint
DROP INDEX "users_email_search_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_search" text GENERATED ALWAYS AS (dpohub_search_text(username)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_search" text GENERATED ALWAYS AS (dpohub_search_text(email)) STORED;--> statement-breakpoint
CREATE INDEX "demands_client_status_prazo_idx" ON "demands" USING btree ("client_id","status","prazo","id");--> statement-breakpoint
CREATE INDEX "demands_client_created_by_idx" ON "demands" USING btree ("client_id","created_by_user_id");--> statement-breakpoint
CREATE INDEX "users_username_search_idx" ON "users" USING gin ("username_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_search_idx" ON "users" USING gin ("email_search" gin_trgm_ops);