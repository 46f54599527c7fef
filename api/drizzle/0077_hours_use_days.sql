-- Issue 35: the hours a client's finished services used, per Brazilian day of the service
-- (demands.service_at), kept by statement triggers on demands in the same transaction as the
-- change, as budget_month_totals is. The hours bank (its bar, card, alerts and forecast) summed
-- the client's demands since its first pack: 5 113 rows for a client with 10 000 demands, ten
-- times as many with ten times the demands; these rows are at most one a day.
-- `servicos` counts the services of the day, so a day stays while any service is on it (one of
-- 0 minutes included) and goes when the last one leaves.
CREATE TABLE "hours_use_days" (
	"client_id" integer NOT NULL,
	"day" date NOT NULL,
	"servicos" integer NOT NULL,
	"minutes" bigint NOT NULL,
	CONSTRAINT "hours_use_days_pkey" PRIMARY KEY("client_id","day")
);--> statement-breakpoint
-- The days a statement emptied, found without reading the table.
CREATE INDEX "hours_use_days_emptied_idx" ON "hours_use_days" ("client_id") WHERE "servicos" = 0;--> statement-breakpoint
CREATE FUNCTION hours_use_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO hours_use_days AS t (client_id, day, servicos, minutes)
    SELECT d.client_id, budget_day_of(d.service_at), count(*), sum(d.horas_minutes)
    FROM new_rows d WHERE d.status = 'FINALIZADO' AND d.consumo_horas AND d.horas_minutes IS NOT NULL
    GROUP BY 1, 2
    ON CONFLICT (client_id, day) DO UPDATE SET servicos = t.servicos + excluded.servicos,
      minutes = t.minutes + excluded.minutes;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO hours_use_days AS t (client_id, day, servicos, minutes)
    SELECT d.client_id, budget_day_of(d.service_at), -count(*), -sum(d.horas_minutes)
    FROM old_rows d WHERE d.status = 'FINALIZADO' AND d.consumo_horas AND d.horas_minutes IS NOT NULL
    GROUP BY 1, 2
    ON CONFLICT (client_id, day) DO UPDATE SET servicos = t.servicos + excluded.servicos,
      minutes = t.minutes + excluded.minutes;
  ELSE
    INSERT INTO hours_use_days AS t (client_id, day, servicos, minutes)
    SELECT d.client_id, budget_day_of(d.service_at), sum(d.sign), sum(d.sign * d.horas_minutes)
    FROM (
      SELECT client_id, service_at, horas_minutes, 1 AS sign FROM new_rows
        WHERE status = 'FINALIZADO' AND consumo_horas AND horas_minutes IS NOT NULL
      UNION ALL
      SELECT client_id, service_at, horas_minutes, -1 FROM old_rows
        WHERE status = 'FINALIZADO' AND consumo_horas AND horas_minutes IS NOT NULL
    ) d
    GROUP BY 1, 2
    HAVING sum(d.sign) <> 0 OR sum(d.sign * d.horas_minutes) <> 0
    ON CONFLICT (client_id, day) DO UPDATE SET servicos = t.servicos + excluded.servicos,
      minutes = t.minutes + excluded.minutes;
  END IF;
  DELETE FROM hours_use_days WHERE servicos = 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER hours_use_days_insert AFTER INSERT ON demands REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hours_use_days_apply();--> statement-breakpoint
CREATE TRIGGER hours_use_days_update AFTER UPDATE ON demands REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hours_use_days_apply();--> statement-breakpoint
CREATE TRIGGER hours_use_days_delete AFTER DELETE ON demands REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hours_use_days_apply();--> statement-breakpoint
INSERT INTO hours_use_days (client_id, day, servicos, minutes)
  SELECT client_id, budget_day_of(service_at), count(*), sum(horas_minutes)
  FROM demands
  WHERE status = 'FINALIZADO' AND consumo_horas AND horas_minutes IS NOT NULL
  GROUP BY 1, 2;
