-- Search without accents or case on trigram indexes; indexes the lists' filters and sorts use.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is STABLE (it reads a dictionary): an index needs this IMMUTABLE wrapper naming
-- the dictionary explicitly (the usual PostgreSQL idiom).
CREATE OR REPLACE FUNCTION dpohub_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, value));--> statement-breakpoint
DROP INDEX "demands_status_idx";--> statement-breakpoint
DROP INDEX "demands_lawyer_idx";--> statement-breakpoint
DROP INDEX "fine_simulations_created_at_idx";--> statement-breakpoint
DROP INDEX "demands_created_at_idx";--> statement-breakpoint
ALTER TABLE "demands" ADD COLUMN "demanda_search" text GENERATED ALWAYS AS (dpohub_search_text(demanda)) STORED;--> statement-breakpoint
CREATE INDEX "clients_name_search_idx" ON "clients" USING gin (dpohub_search_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING gin (dpohub_search_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_search_idx" ON "users" USING gin (dpohub_search_text("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_search_idx" ON "users" USING gin (dpohub_search_text("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lawyers_name_search_idx" ON "lawyers" USING gin (dpohub_search_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_name_search_idx" ON "leads" USING gin (dpohub_search_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_search_idx" ON "leads" USING gin (dpohub_search_text("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_company_search_idx" ON "leads" USING gin (dpohub_search_text("company") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "demands_client_prazo_idx" ON "demands" USING btree ("client_id","prazo","id");--> statement-breakpoint
CREATE INDEX "demands_archived_status_prazo_idx" ON "demands" USING btree ("archived","status","prazo","id");--> statement-breakpoint
CREATE INDEX "demands_archived_lawyer_prazo_idx" ON "demands" USING btree ("archived","lawyer_id","prazo","id");--> statement-breakpoint
CREATE INDEX "demands_archived_service_type_prazo_idx" ON "demands" USING btree ("archived","service_type_id","prazo","id");--> statement-breakpoint
CREATE INDEX "demands_archived_demanda_idx" ON "demands" USING btree ("archived","demanda","id");--> statement-breakpoint
CREATE INDEX "demands_archived_created_at_idx" ON "demands" USING btree ("archived","created_at","id");--> statement-breakpoint
CREATE INDEX "demands_archived_valor_idx" ON "demands" USING btree ("archived","valor","id");--> statement-breakpoint
CREATE INDEX "demands_archived_horas_idx" ON "demands" USING btree ("archived","horas_minutes","id");--> statement-breakpoint
CREATE INDEX "demands_demanda_search_idx" ON "demands" USING gin ("demanda_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fine_simulations_created_at_idx" ON "fine_simulations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "demands_created_at_idx" ON "demands" USING btree ("created_at","id");