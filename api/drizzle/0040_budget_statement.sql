-- Budget control: figures a client's finance team cannot dispute (issue 27).
--
-- 1. One date per service. A finished demand is dated by its completion (finished_at, the
-- moment it last became FINALIZADO, from updated_at of that change); any other by its request.
-- service_at holds that date; the period of every budget figure is read on it.
DROP TRIGGER IF EXISTS budget_month_totals_insert ON demands;--> statement-breakpoint
DROP TRIGGER IF EXISTS budget_month_totals_update ON demands;--> statement-breakpoint
DROP TRIGGER IF EXISTS budget_month_totals_delete ON demands;--> statement-breakpoint
DROP FUNCTION IF EXISTS budget_month_totals_apply();--> statement-breakpoint
DROP TABLE IF EXISTS "budget_month_totals";--> statement-breakpoint
ALTER TABLE "demands" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
UPDATE demands d SET finished_at = coalesce(
    (SELECT max(h.data) FROM demand_status_history h WHERE h.demand_id = d.id AND h.status = 'FINALIZADO'),
    d.updated_at)
  WHERE d.status = 'FINALIZADO';--> statement-breakpoint
ALTER TABLE "demands" ADD COLUMN "service_at" timestamp with time zone GENERATED ALWAYS AS (
  CASE WHEN status = 'FINALIZADO' THEN coalesce(finished_at, created_at) ELSE created_at END) STORED;--> statement-breakpoint
CREATE FUNCTION demands_finished_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'FINALIZADO' THEN
    NEW.finished_at := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    NEW.finished_at := coalesce(NEW.finished_at, NEW.updated_at);
  ELSIF OLD.status <> 'FINALIZADO' AND NEW.finished_at IS NOT DISTINCT FROM OLD.finished_at THEN
    NEW.finished_at := NEW.updated_at;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER demands_finished_at BEFORE INSERT OR UPDATE ON demands
  FOR EACH ROW EXECUTE FUNCTION demands_finished_at();--> statement-breakpoint
CREATE INDEX "demands_client_service_at_idx" ON "demands" USING btree ("client_id","service_at");--> statement-breakpoint
CREATE INDEX "demands_service_at_idx" ON "demands" USING btree ("service_at","id");--> statement-breakpoint
-- The hours a client's finished services used, by day: an index-only read for the hours bank.
CREATE INDEX "demands_client_consumption_idx" ON "demands" USING btree ("client_id","service_at") INCLUDE ("horas_minutes")
  WHERE status = 'FINALIZADO' AND consumo_horas;--> statement-breakpoint
-- 2. The Brazilian day of an instant (UTC-3 all year since 2019), as domain brazilianDay.
CREATE FUNCTION budget_day_of(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE
  RETURN (at AT TIME ZONE 'UTC' - interval '3 hours')::date;--> statement-breakpoint
-- 3. The price in force on a day: the latest period started on or before it (domain
-- priceInForce); a demand's value is its typed valor or its exact minutes at the price in force
-- on its request day, rounded half-up to the cent (domain serviceValue; numeric round() rounds
-- halves away from zero).
CREATE FUNCTION dpohub_price_in_force(p_client integer, p_day date) RETURNS numeric LANGUAGE sql STABLE
  RETURN (SELECT p.valor_hora FROM client_prices_hours p
    WHERE p.client_id = p_client AND p.vigencia_inicio <= p_day
    ORDER BY p.vigencia_inicio DESC, p.id DESC LIMIT 1);--> statement-breakpoint
CREATE OR REPLACE FUNCTION dpohub_service_valor(p_client integer, p_created timestamptz, p_valor numeric, p_minutes integer)
  RETURNS numeric LANGUAGE sql STABLE
  RETURN coalesce(p_valor, round(p_minutes * dpohub_price_in_force(p_client, budget_day_of(p_created)) / 60.0, 2));--> statement-breakpoint
-- 4. Services, value and hours per client (0: the whole firm), month of service_at, status,
-- lawyer (0: none) and service type, kept by statement triggers on demands: the status table,
-- 'Valor investido' and the work per lawyer and per type read a few rows per month, whatever the
-- number of demands.
CREATE TABLE "budget_month_totals" (
	"client_id" integer NOT NULL,
	"month" date NOT NULL,
	"status" text NOT NULL,
	"lawyer_id" integer NOT NULL,
	"service_type_id" integer NOT NULL,
	"servicos" integer NOT NULL,
	"valor" numeric(16, 2) NOT NULL,
	"minutes" bigint NOT NULL,
	CONSTRAINT "budget_month_totals_pkey" PRIMARY KEY("client_id","month","status","lawyer_id","service_type_id")
);--> statement-breakpoint
CREATE FUNCTION budget_month_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO budget_month_totals AS t (client_id, month, status, lawyer_id, service_type_id, servicos, valor, minutes)
    SELECT k.client_id, budget_month_of(d.service_at), d.status, coalesce(d.lawyer_id, 0), d.service_type_id,
      count(*), coalesce(sum(d.service_valor), 0), coalesce(sum(d.horas_minutes), 0)
    FROM new_rows d CROSS JOIN LATERAL (VALUES (d.client_id), (0)) k(client_id)
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (client_id, month, status, lawyer_id, service_type_id) DO UPDATE SET servicos = t.servicos + excluded.servicos,
      valor = t.valor + excluded.valor, minutes = t.minutes + excluded.minutes;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO budget_month_totals AS t (client_id, month, status, lawyer_id, service_type_id, servicos, valor, minutes)
    SELECT k.client_id, budget_month_of(d.service_at), d.status, coalesce(d.lawyer_id, 0), d.service_type_id,
      -count(*), -coalesce(sum(d.service_valor), 0), -coalesce(sum(d.horas_minutes), 0)
    FROM old_rows d CROSS JOIN LATERAL (VALUES (d.client_id), (0)) k(client_id)
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (client_id, month, status, lawyer_id, service_type_id) DO UPDATE SET servicos = t.servicos + excluded.servicos,
      valor = t.valor + excluded.valor, minutes = t.minutes + excluded.minutes;
  ELSE
    INSERT INTO budget_month_totals AS t (client_id, month, status, lawyer_id, service_type_id, servicos, valor, minutes)
    SELECT k.client_id, budget_month_of(d.service_at), d.status, coalesce(d.lawyer_id, 0), d.service_type_id,
      sum(d.sign), coalesce(sum(d.sign * d.service_valor), 0), coalesce(sum(d.sign * d.horas_minutes), 0)
    FROM (
      SELECT client_id, service_at, status, lawyer_id, service_type_id, service_valor, horas_minutes, 1 AS sign FROM new_rows
      UNION ALL
      SELECT client_id, service_at, status, lawyer_id, service_type_id, service_valor, horas_minutes, -1 FROM old_rows
    ) d CROSS JOIN LATERAL (VALUES (d.client_id), (0)) k(client_id)
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (client_id, month, status, lawyer_id, service_type_id) DO UPDATE SET servicos = t.servicos + excluded.servicos,
      valor = t.valor + excluded.valor, minutes = t.minutes + excluded.minutes;
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
INSERT INTO budget_month_totals (client_id, month, status, lawyer_id, service_type_id, servicos, valor, minutes)
  SELECT k.client_id, budget_month_of(d.service_at), d.status, coalesce(d.lawyer_id, 0), d.service_type_id,
    count(*), coalesce(sum(d.service_valor), 0), coalesce(sum(d.horas_minutes), 0)
  FROM demands d CROSS JOIN LATERAL (VALUES (d.client_id), (0)) k(client_id)
  GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
-- 5. Packs with a description or contract reference; a pack's starts_on is its first day in
-- force (given, or the day it was added); a removal's comes off the packs in force on the day it
-- is recorded (created_at), starts_on keeping the month it refers to.
ALTER TABLE "hours_bank_movements" ADD COLUMN "descricao" text;--> statement-breakpoint
-- 6. Hours bank alerts (80%, 100%, 15 days before an expiry) e-mailed once each.
CREATE TABLE "hours_bank_alerts" (
	"client_id" integer NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"alert_key" text NOT NULL,
	"message" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hours_bank_alerts_pkey" PRIMARY KEY("client_id","alert_key")
);
--> statement-breakpoint
-- 7. The demand's value is service_valor (typed or computed) in every list, so the staff list
-- sorts by it too.
DROP INDEX IF EXISTS "demands_archived_valor_idx";--> statement-breakpoint
CREATE INDEX "demands_archived_service_valor_idx" ON "demands" USING btree ("archived","service_valor","id");
