-- A client created in the portal before this migration has no contracted functions: its home
-- showed almost nothing while /functions showed every card. It starts with every contractable
-- function (domain DEFAULT_CLIENT_FUNCTIONS), as a client created from now on does.
INSERT INTO "client_functions" ("client_id", "feature")
SELECT "clients"."id", "defaults"."feature"
FROM "clients"
CROSS JOIN (VALUES ('projectEvaluation'), ('tpa'), ('ropa'), ('ali'), ('budgetControl'), ('dashboard'), ('users'), ('documentsContractsConsultations')) AS "defaults"("feature")
WHERE NOT EXISTS (SELECT 1 FROM "client_functions" WHERE "client_functions"."client_id" = "clients"."id")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A client user's simulated fines: their client's portal simulations and their own, newest first
-- (the single-column indexes of 0001 give way to the same names with created_at).
DROP INDEX IF EXISTS "fine_simulations_client_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "fine_simulations_creator_idx";
--> statement-breakpoint
CREATE INDEX "fine_simulations_client_idx" ON "fine_simulations" USING btree ("creator_client_id","created_at");
--> statement-breakpoint
CREATE INDEX "fine_simulations_creator_idx" ON "fine_simulations" USING btree ("created_by_user_id","created_at");
