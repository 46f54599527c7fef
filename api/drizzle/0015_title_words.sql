-- A list in title order searched for a common term, in bounded time (issue 15).
--
-- The title index cannot check a substring and the trigram index has no order: the services of a
-- year searched for "contrato" walked 58 839 titles ("Acordo de tratamento …") before the first
-- "Aditivo ao contrato" at 1M demands. Each demand is kept under each word of its searchable title
-- (3 characters or more, with a letter), in title order; a term's longest word is found in the
-- vocabulary (every title word containing it), and the list walks those words' demands from the
-- first title on (api/src/demands/title-words.ts). Any title containing the term has a word
-- containing each of the term's words, so no match is missed; a term of several words is still
-- checked on each.
CREATE FUNCTION dpohub_title_words(searchable text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT word FROM regexp_split_to_table(searchable, '[^a-z0-9]+') AS word
  WHERE length(word) >= 3 AND word ~ '[a-z]'
$$;--> statement-breakpoint
CREATE TABLE "title_words" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE TABLE "demand_title_words" (
	"word" text NOT NULL,
	"demanda" text NOT NULL,
	"demand_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"archived" boolean NOT NULL
);--> statement-breakpoint
-- The rows first, the indexes after: one sort per index rather than an insertion per row.
INSERT INTO "demand_title_words" ("word", "demanda", "demand_id", "client_id", "created_at", "archived")
  SELECT w.word, d.demanda, d.id, d.client_id, d.created_at, d.archived
  FROM demands d CROSS JOIN LATERAL dpohub_title_words(d.demanda_search) AS w(word);--> statement-breakpoint
INSERT INTO "title_words" ("word") SELECT DISTINCT "word" FROM "demand_title_words";--> statement-breakpoint
-- The creation and the archived flag ride in the indexes, so the walk of a period or of the open
-- demands is an index-only scan: of the whole firm by the key, of one client by its own index.
ALTER TABLE "demand_title_words" ADD CONSTRAINT "demand_title_words_pkey" PRIMARY KEY("word","demanda","demand_id") INCLUDE ("created_at", "archived");--> statement-breakpoint
CREATE INDEX "demand_title_words_client_idx" ON "demand_title_words" USING btree ("word","client_id","demanda","demand_id") INCLUDE ("created_at", "archived");--> statement-breakpoint
CREATE INDEX "demand_title_words_demand_idx" ON "demand_title_words" USING btree ("demand_id");--> statement-breakpoint
CREATE INDEX "title_words_word_trgm_idx" ON "title_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Kept by statement triggers (a bulk insert is one set-based insert); an update rewrites the
-- words of the demands whose title, client, creation or archived flag changed only.
CREATE FUNCTION demand_title_words_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM demand_title_words t USING old_rows o WHERE t.demand_id = o.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.demanda, n.client_id, n.created_at, n.archived) IS DISTINCT FROM (o.demanda, o.client_id, o.created_at, o.archived)) THEN
      RETURN NULL;
    END IF;
    DELETE FROM demand_title_words t USING new_rows n JOIN old_rows o ON o.id = n.id
      WHERE t.demand_id = n.id
        AND (n.demanda, n.client_id, n.created_at, n.archived) IS DISTINCT FROM (o.demanda, o.client_id, o.created_at, o.archived);
    INSERT INTO title_words (word)
      SELECT DISTINCT w.word FROM new_rows n JOIN old_rows o ON o.id = n.id
        CROSS JOIN LATERAL dpohub_title_words(n.demanda_search) AS w(word)
      WHERE n.demanda <> o.demanda
      ON CONFLICT DO NOTHING;
    INSERT INTO demand_title_words (word, demanda, demand_id, client_id, created_at, archived)
      SELECT w.word, n.demanda, n.id, n.client_id, n.created_at, n.archived FROM new_rows n JOIN old_rows o ON o.id = n.id
        CROSS JOIN LATERAL dpohub_title_words(n.demanda_search) AS w(word)
      WHERE (n.demanda, n.client_id, n.created_at, n.archived) IS DISTINCT FROM (o.demanda, o.client_id, o.created_at, o.archived);
    RETURN NULL;
  END IF;
  INSERT INTO title_words (word)
    SELECT DISTINCT w.word FROM new_rows n CROSS JOIN LATERAL dpohub_title_words(n.demanda_search) AS w(word)
    ON CONFLICT DO NOTHING;
  INSERT INTO demand_title_words (word, demanda, demand_id, client_id, created_at, archived)
    SELECT w.word, n.demanda, n.id, n.client_id, n.created_at, n.archived
    FROM new_rows n CROSS JOIN LATERAL dpohub_title_words(n.demanda_search) AS w(word);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER demand_title_words_insert AFTER INSERT ON demands REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION demand_title_words_apply();--> statement-breakpoint
CREATE TRIGGER demand_title_words_update AFTER UPDATE ON demands REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION demand_title_words_apply();--> statement-breakpoint
CREATE TRIGGER demand_title_words_delete AFTER DELETE ON demands REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION demand_title_words_apply();
