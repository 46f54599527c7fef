import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig } from './config';
import { DataDirLockUnavailableError, DataDirLockedError } from './db/data-dir-lock';
import { startEmbeddedDatabase } from './db/embedded-database';

// The entry loads only what it needs to start the embedded database: PGlite opens its folder on
// its own thread while this one loads the server (Fastify, Drizzle, the routes) and builds it.
async function main(): Promise<void> {
  const startedAt = performance.now();
  const { config, warnings } = loadConfig();
  const embedded =
    config.database.kind === 'pglite' ? startEmbeddedDatabase(config.database.dataDir) : null;
  const { runServer } = await import('./server');
  await runServer({ config, warnings, embedded, startedAt });
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DataDirLockUnavailableError
  ) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `DPOHUB API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
