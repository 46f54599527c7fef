-- One list engine (issue 35, api/src/lists): a search reads its matches newest first, at most
-- 1 001 of them, and nothing walks a title's words any more: their tables, triggers and functions
-- go (migration 0015_title_words made them), and a bulk insert of demands writes the demands only.
DROP TRIGGER IF EXISTS demand_title_words_insert ON demands;--> statement-breakpoint
DROP TRIGGER IF EXISTS demand_title_words_update ON demands;--> statement-breakpoint
DROP TRIGGER IF EXISTS demand_title_words_delete ON demands;--> statement-breakpoint
DROP FUNCTION IF EXISTS demand_title_words_apply();--> statement-breakpoint
DROP TABLE IF EXISTS demand_title_words;--> statement-breakpoint
DROP TABLE IF EXISTS title_words;--> statement-breakpoint
DROP FUNCTION IF EXISTS dpohub_title_words(text);
