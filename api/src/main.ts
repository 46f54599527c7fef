import { performance } from 'node:perf_hooks';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare-database';
import { SHARED_SWEEP_SAFETY_MS, sweepStagedFiles } from './files/orphan-sweep';
import { DEMO_USERS } from './seed/demo-users';
import { stopGracefully } from './shutdown';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const { config, warnings } = loadConfig();
  const database = await openDatabase(config.database);
  const app = await buildApp({ config, database });
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

  // Replicas starting together migrate and seed one at a time (the demo files are written by
  // the areas' ready hooks, so those run under the lock too), then settle the uploads a crash
  // left staged: promoted when their row was committed, removed otherwise. Over PostgreSQL
  // other replicas may be mid-upload: only staged files older than the safety window go.
  const { createdDemoUsers } = await database.withStartupLock(async () => {
    const prepared = await prepareDatabase(database, { seedDemo: config.seedDemo });
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

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `DPOHUB API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
