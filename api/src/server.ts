import { performance } from 'node:perf_hooks';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, openEmbeddedDatabase } from './db/database';
import type { EmbeddedDatabase } from './db/embedded-database';
import { buildFingerprint, prepareDatabase } from './db/prepare-database';
import { SHARED_SWEEP_SAFETY_MS, sweepStagedFiles } from './files/orphan-sweep';
import { DEMO_USERS } from './seed/demo-users';
import { stopGracefully } from './shutdown';

/** The API's server, loaded by main.ts once the embedded database (if any) is opening. */
export async function runServer({
  config,
  warnings,
  embedded,
  startedAt,
}: {
  config: Config;
  warnings: string[];
  embedded: EmbeddedDatabase | null;
  startedAt: number;
}): Promise<void> {
  const database = embedded ? openEmbeddedDatabase(embedded) : await openDatabase(config.database);
  // PGlite may still be opening on its thread. The app is built meanwhile (it sends no query),
  // and the start-up statements wait for PGlite, then run while the app is still being built.
  const building = buildApp({ config, database });

  // Replicas starting together migrate and seed one at a time (the demo files are written by
  // the areas' ready hooks, so those run under the lock too), then settle the uploads a crash
  // left staged: promoted when their row was committed, removed otherwise. Over PostgreSQL
  // other replicas may be mid-upload: only staged files older than the safety window go.
  const startup = database.withStartupLock(async () => {
    if (embedded) await embedded.ready;
    const prepared = await prepareDatabase(database, {
      seedDemo: config.seedDemo,
      fingerprint: buildFingerprint(),
    });
    const app = await building;
    await app.ready();
    const sweptBefore =
      database.driver === 'pglite' ? new Date() : new Date(Date.now() - SHARED_SWEEP_SAFETY_MS);
    const swept = await sweepStagedFiles(database.db, app.fileStorage, sweptBefore);
    if (swept.promoted.length || swept.removed.length) {
      app.log.warn(
        { promoted: swept.promoted.length, removed: swept.removed.length },
        'settled uploads left staged by an earlier stop',
      );
    }
    return prepared;
  });
  // Both are awaited below; a failure of one while the other is awaited is not left unhandled.
  building.catch(() => undefined);
  startup.catch(() => undefined);

  const app = await building;
  for (const warning of warnings) app.log.warn(warning);

  // Graceful stop (SIGTERM from an orchestrator, Ctrl+C): readiness turns 503, the listener
  // closes (the load balancer's next connection goes to another replica), requests in flight
  // finish, then the database pool closes. Past the delay the process exits anyway.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an unexpected error');
    else app.log.info({ signal }, 'stopping: finishing the requests in flight');
    await stopGracefully(app);
    await database.close();
    app.log.info('stopped');
  });

  const { createdDemoUsers } = await startup;
  if (createdDemoUsers.length) {
    app.log.info(
      { logins: DEMO_USERS.map(({ username, password }) => `${username} / ${password}`) },
      'demo data created',
    );
  }

  const url = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: `${url}/api`,
      docs: `${url}/api/docs`,
      database: database.driver,
      files: config.s3 ? `s3://${config.s3.bucket}/${config.s3.prefix}` : config.filesDir,
      coldStartMs: Math.round(performance.now() - startedAt),
    },
    `DPOHUB API listening on ${url}/api`,
  );
}
