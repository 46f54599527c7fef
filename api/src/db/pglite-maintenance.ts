import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

// PGlite runs PostgreSQL as one standalone backend: there is no autovacuum worker, so without
// this job the planner's statistics never follow the data (plans chosen for an empty table stay
// on a million rows) and dead rows are never reclaimed, nor the visibility map set that lets a
// bounded count read the index alone. The job applies PostgreSQL's own autovacuum rule
// (threshold 50 rows + 20 % of the table for VACUUM, + 10 % for ANALYZE) table by table.

interface TableActivity {
  relname: string;
  live: number;
  dead: number;
  modified: number;
}

/** The statements the autovacuum rule asks for now, from the tables' activity counters. */
export function maintenanceStatements(tables: TableActivity[]): string[] {
  const statements: string[] = [];
  for (const table of tables) {
    const name = `"${table.relname.replace(/"/g, '""')}"`;
    if (table.dead > 50 + 0.2 * table.live) statements.push(`VACUUM (ANALYZE) ${name}`);
    else if (table.modified > 50 + 0.1 * table.live) statements.push(`ANALYZE ${name}`);
  }
  return statements;
}

/** Runs one round of the rule; answers the statements it ran. */
export async function maintainPglite(app: FastifyInstance): Promise<string[]> {
  // This backend's counters reach the statistics views at most once a second unless flushed.
  await app.db.execute(sql`select pg_stat_force_next_flush()`);
  const result = (await app.db.execute(sql`
    select relname, n_live_tup::int as live, n_dead_tup::int as dead,
      n_mod_since_analyze::int as modified
    from pg_stat_user_tables`)) as unknown as { rows: TableActivity[] };
  const statements = maintenanceStatements(result.rows);
  for (const statement of statements) {
    if (app.lifecycle.draining) break;
    const started = performance.now();
    await app.db.execute(sql.raw(statement));
    app.log.info({ statement, ms: Math.round(performance.now() - started) }, 'pglite maintenance');
  }
  return statements;
}

/** Every `pgliteMaintenanceSeconds` on PGlite (never on PostgreSQL, whose autovacuum does it). */
export function installPgliteMaintenance(app: FastifyInstance): void {
  const seconds = app.config.pgliteMaintenanceSeconds ?? 0;
  if (app.databaseDriver !== 'pglite' || seconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return; // the previous round is still at work
      running = maintainPglite(app)
        .catch((error: unknown) => app.log.warn({ err: error }, 'pglite maintenance failed'))
        .finally(() => {
          running = null;
        });
    }, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
