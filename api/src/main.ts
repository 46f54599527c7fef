import { performance } from 'node:perf_hooks';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare-database';
import { sweepOrphanFiles } from './files/orphan-sweep';
import { DEMO_USERS } from './seed/demo-users';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const { config, warnings } = loadConfig();
  const database = await openDatabase(config.database);
  const app = await buildApp({ config, database });
  for (const warning of warnings) app.log.warn(warning);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an unexpected error');
    else app.log.info({ signal }, 'stopping');
    await app.close();
    await database.close();
  });

  const { createdDemoUsers } = await prepareDatabase(database, { seedDemo: config.seedDemo });
  // Uploads in flight at a crash (written, never committed) go before the first call. Over
  // PostgreSQL other replicas may be mid-upload: only files older than an hour go there.
  const sweptBefore =
    database.driver === 'pglite' ? new Date() : new Date(Date.now() - 60 * 60 * 1000);
  const swept = await sweepOrphanFiles(database.db, config.filesDir, sweptBefore);
  if (swept.length) app.log.warn({ files: swept.length }, 'removed files no record points at');
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
