-- Platform m12: two lawyers may not share a name (accents and case aside), so the lawyer chosen
-- on a demand is never ambiguous. Names already repeated keep the first lawyer's and the others
-- are told apart by their id, before the index is built.
UPDATE "lawyers" SET "name" = "name" || ' (' || "id" || ')'
WHERE "id" NOT IN (SELECT min("id") FROM "lawyers" GROUP BY dpohub_search_text("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "lawyers_name_unique_idx" ON "lawyers" USING btree (dpohub_search_text("name"));
