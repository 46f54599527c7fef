-- Lists and budget figures in bounded time (issue 15, issue 12).
--
-- 1. Assessments: the list search is a trigram index over the folded search_text.
CREATE INDEX IF NOT EXISTS "assessments_search_text_idx" ON "assessments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- 2. Client and user names searched from the lists: keep their searchable form in stored columns
-- (as demands.demanda_search), so neither a small-table scan nor the index recheck calls unaccent
-- per row (several milliseconds per thousand rows on PGlite).
ALTER TABLE "clients" ADD COLUMN "name_search" text GENERATED ALWAYS AS (dpohub_search_text(name)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_search" text GENERATED ALWAYS AS (dpohub_search_text(name)) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "clients_name_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_name_search_idx";--> statement-breakpoint
CREATE INDEX "clients_name_search_idx" ON "clients" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
-- 3. Budget control. A service's value is the demand's own valor or, without one, its hours at
-- the client's price in force on the (Brazilian) day it was made; kept in demands.service_valor.
CREATE FUNCTION dpohub_service_valor(p_client integer, p_created timestamptz, p_valor numeric, p_minutes integer)
  RETURNS numeric LANGUAGE sql STABLE
  RETURN coalesce(p_valor, round(p_minutes * (
    select p.valor_hora from client_prices_hours p
    where p.client_id = p_client
      and p.vigencia_inicio <= (p_created at time zone 'UTC' - interval '3 hours')::date
    order by p.vigencia_inicio desc, p.id desc limit 1
  ) / 60.0, 2));--> statement-breakpoint
ALTER TABLE "demands" ADD COLUMN "service_valor" numeric(14, 2);--> statement-breakpoint
CREATE FUNCTION demands_service_valor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.service_valor := dpohub_service_valor(NEW.client_id, NEW.created_at, NEW.valor, NEW.horas_minutes);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER demands_service_valor BEFORE INSERT OR UPDATE ON demands
  FOR EACH ROW EXECUTE FUNCTION demands_service_valor();--> statement-breakpoint
-- A price added, changed or removed re-values that client's demands without a valor of their own.
CREATE FUNCTION client_prices_revalue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE demands SET service_valor = NULL WHERE client_id = OLD.client_id AND valor IS NULL;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.client_id <> OLD.client_id) THEN
    UPDATE demands SET service_valor = NULL WHERE client_id = NEW.client_id AND valor IS NULL;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER client_prices_revalue AFTER INSERT OR UPDATE OR DELETE ON client_prices_hours
  FOR EACH ROW EXECUTE FUNCTION client_prices_revalue();--> statement-breakpoint
-- Services, value and hours spent per client, Brazilian month and status (client_id 0: the whole
-- firm), kept by statement triggers on demands: the status table, the totals and the hours spent
-- read at most months x statuses rows, whatever the number of demands.
CREATE TABLE "budget_month_totals" (
	"client_id" integer NOT NULL,
	"month" date NOT NULL,
	"status" text NOT NULL,
	"servicos" integer NOT NULL,
	"valor" numeric(16, 2) NOT NULL,
	"consumo_minutes" bigint NOT NULL,
	CONSTRAINT "budget_month_totals_pkey" PRIMARY KEY("client_id","month","status")
);--> statement-breakpoint
CREATE FUNCTION budget_month_of(created timestamptz) RETURNS date LANGUAGE sql IMMUTABLE
  RETURN date_trunc('month', created at time zone 'UTC' - interval '3 hours')::date;--> statement-breakpoint
CREATE FUNCTION budget_month_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO budget_month_totals AS t (client_id, month, status, servicos, valor, consumo_minutes)
    SELECT k.client_id, budget_month_of(d.created_at), d.status, count(*), coalesce(sum(d.service_valor), 0),
      coalesce(sum(d.horas_minutes) FILTER (WHERE d.consumo_horas), 0)
    FROM new_rows d CROSS JOIN LATERAL (VALUES (d.client_id), (0)) k(client_id)
    GROUP BY 1, 2, 3
    ON CONFLICT (client_id, month, status) DO UPDATE SET servicos = t.servicos + excluded.servicos,
      valor = t.valor + excluded.valor, consumo_minutes = t.consumo_minutes + excluded.consumo_minutes;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO budget_month_totals AS t (client_id, month, status, servicos, valor, consumo_minutes)
    SELECT k.client_id, budget_month_of(d.created_at), d.status, -count(*), -coalesce(sum(d.service_valor), 0),
      -coalesce(sum(d.horas_minutes) FILTER (WHERE d.consumo_horas), 0)
    FROM old_rows d CROSS JOIN LATERAL (VALUES (d.client_id), (0)) k(client_id)
    GROUP BY 1, 2, 3
    ON CONFLICT (client_id, month, status) DO UPDATE SET servicos = t.servicos + excluded.servicos,
      valor = t.valor + excluded.valor, consumo_minutes = t.consumo_minutes + excluded.consumo_minutes;
  ELSE
    INSERT INTO budget_month_totals AS t (client_id, month, status, servicos, valor, consumo_minutes)
    SELECT k.client_id, budget_month_of(d.created_at), d.status, sum(d.sign), coalesce(sum(d.sign * d.service_valor), 0),
      coalesce(sum(d.sign * d.horas_minutes) FILTER (WHERE d.consumo_horas), 0)
    FROM (
      SELECT client_id, created_at, status, service_valor, horas_minutes, consumo_horas, 1 AS sign FROM new_rows
      UNION ALL
      SELECT client_id, created_at, status, service_valor, horas_minutes, consumo_horas, -1 FROM old_rows
    ) d CROSS JOIN LATERAL (VALUES (d.client_id), (0)) k(client_id)
    GROUP BY 1, 2, 3
    ON CONFLICT (client_id, month, status) DO UPDATE SET servicos = t.servicos + excluded.servicos,
      valor = t.valor + excluded.valor, consumo_minutes = t.consumo_minutes + excluded.consumo_minutes;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER budget_month_totals_insert AFTER INSERT ON demands REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION budget_month_totals_apply();--> statement-breakpoint
CREATE TRIGGER budget_month_totals_update AFTER UPDATE ON demands REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION budget_month_totals_apply();--> statement-breakpoint
CREATE TRIGGER budget_month_totals_delete AFTER DELETE ON demands REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION budget_month_totals_apply();--> statement-breakpoint
-- The demands already there: their values, then their totals.
UPDATE demands SET service_valor = dpohub_service_valor(client_id, created_at, valor, horas_minutes);--> statement-breakpoint
DELETE FROM budget_month_totals;--> statement-breakpoint
INSERT INTO budget_month_totals (client_id, month, status, servicos, valor, consumo_minutes)
  SELECT k.client_id, budget_month_of(d.created_at), d.status, count(*), coalesce(sum(d.service_valor), 0),
    coalesce(sum(d.horas_minutes) FILTER (WHERE d.consumo_horas), 0)
  FROM demands d CROSS JOIN LATERAL (VALUES (d.client_id), (0)) k(client_id)
  GROUP BY 1, 2, 3;
