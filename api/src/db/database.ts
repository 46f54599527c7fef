import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import type { DatabaseTarget } from '../config';
import { copyTemplateInto } from './database-template';
import { lockDataDir } from './data-dir-lock';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-database';
import * as schema from './schema';

export type Schema = typeof schema;

/** The typed Drizzle handle every repository uses; a transaction has the same shape. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

export interface OpenDatabase {
  db: Database;
  driver: DatabaseDriver;
  /** Applies the committed SQL migrations (api/drizzle) that this database has not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock, so replicas that start together migrate and
   * seed one after the other (the later ones find nothing left to do). On PostgreSQL a session
   * advisory lock; PGlite serves one process only, so there it just runs.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** The database's files as one tarball, for `loadDataDir` (PGlite in this thread only). */
  dumpDataDir?(): Promise<Buffer>;
  close(): Promise<void>;
}

/** api/drizzle beside the sources, or dist/drizzle beside the bundle (the build copies it there). */
export function migrationsFolder(): string {
  const candidates = [
    path.join(__dirname, 'drizzle'),
    path.resolve(__dirname, '..', '..', 'drizzle'),
  ];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations folder found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * Whether the database has run the newest committed migration. Drizzle's migrator applies every
 * migration newer than the last one the database recorded (by the journal's `when`); when there is
 * none, it still reads and hashes every migration file first. Asking the one row saves that at
 * every start of an up-to-date database. A database without the table is not up to date.
 */
export async function isUpToDate(db: Database): Promise<boolean> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const result = (await db.execute(
      sql`select max(created_at) as "appliedUntil" from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { appliedUntil: string | number | null }[] };
    const appliedUntil = result.rows[0]?.appliedUntil;
    return appliedUntil !== null && appliedUntil !== undefined && Number(appliedUntil) >= newest;
  } catch {
    return false;
  }
}

/** Runs the migrator only when the database is behind the committed migrations. */
async function migrateWhenBehind(db: Database, migrate: () => Promise<void>): Promise<void> {
  if (!(await isUpToDate(db))) await migrate();
}

/** Name of the advisory lock of the start-up work (migrations, reference and demo data). */
export const STARTUP_LOCK = 'dpohub:startup';

/** Options of a database handle; `logQuery` sees every statement (benchmarks read the plans). */
export interface DatabaseOptions {
  logQuery?: (query: string, params: unknown[]) => void;
  /** Fill an empty PGlite folder from the build's pre-initialised one (default true). */
  useTemplate?: boolean;
  /**
   * Run PGlite on a worker thread of its own, reached with node-postgres (embedded-database.ts),
   * as the API's server does; otherwise in the calling thread, as tests and scripts do.
   */
  inWorker?: boolean;
  /**
   * PGlite in this thread starts as a copy of this tarball (`dumpDataDir`) instead of an empty
   * database: no initdb, no migration, no seed. In memory, or in an empty folder, which keeps it.
   */
  loadDataDir?: Blob;
}

/** A node-postgres pool and Drizzle handle over a connection string or the embedded worker. */
function overNodePostgres(pool: Pool, logger: DatabaseOptions['logQuery']) {
  // An idle connection the server ends (restart, failover, a forced drop) must not take the
  // process down: the pool replaces it on the next query.
  pool.on('error', (error) => console.error('[db] idle connection lost:', error.message));
  const db = drizzlePostgres({
    client: pool,
    schema,
    logger: logger ? { logQuery: logger } : undefined,
  });
  return {
    db: db as unknown as Database,
    migrate: () =>
      migrateWhenBehind(db as unknown as Database, () =>
        migratePostgres(db, { migrationsFolder: migrationsFolder() }),
      ),
  };
}

/**
 * The handle of the embedded database started on its worker (`startEmbeddedDatabase`), usable at
 * once: queries sent while PGlite is still opening wait for it (and fail if it cannot open; await
 * `embedded.ready` for that error itself). PGlite is one session, so the pool holds one connection
 * and keeps it; queries wait their turn in the pool as they would for PGlite's own lock.
 */
export function openEmbeddedDatabase(
  embedded: EmbeddedDatabase,
  options: DatabaseOptions = {},
): OpenDatabase {
  const pool = new Pool({
    max: 1,
    idleTimeoutMillis: 0,
    user: 'postgres',
    database: 'postgres',
    stream: () => embedded.connect(),
  });
  return {
    ...overNodePostgres(pool, options.logQuery),
    driver: 'pglite',
    withStartupLock: (work) => work(),
    async close() {
      try {
        await pool.end();
      } finally {
        await embedded.close();
      }
    },
  };
}

export async function openDatabase(
  target: DatabaseTarget,
  options: DatabaseOptions = {},
): Promise<OpenDatabase> {
  if (target.kind === 'postgres') {
    const pool = new Pool({ connectionString: target.url, max: 10 });
    return {
      ...overNodePostgres(pool, options.logQuery),
      driver: 'postgres',
      async withStartupLock(work) {
        // A session lock on a connection of its own, held while the work runs on the pool;
        // released by unlock, or by PostgreSQL itself if this process dies.
        const session = await pool.connect();
        try {
          await session.query('select pg_advisory_lock(hashtext($1))', [STARTUP_LOCK]);
          try {
            return await work();
          } finally {
            await session.query('select pg_advisory_unlock(hashtext($1))', [STARTUP_LOCK]);
          }
        } finally {
          session.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.inWorker) {
    const embedded = startEmbeddedDatabase(target.dataDir, { useTemplate: options.useTemplate });
    try {
      await embedded.ready;
    } catch (error) {
      await embedded.close();
      throw error;
    }
    return openEmbeddedDatabase(embedded, options);
  }
  const logger = options.logQuery ? { logQuery: options.logQuery } : undefined;
  // One process per embedded data folder: a second one would hand out the same ids and lose
  // the first one's writes. The lock is taken before the folder is filled or opened.
  const release = target.dataDir ? lockDataDir(target.dataDir) : () => {};
  // PGlite in this thread (tests, scripts): loaded here, as the API's server runs it on its worker.
  const [
    { PGlite },
    { pg_trgm },
    { unaccent },
    { drizzle: drizzlePglite },
    { migrate: migratePglite },
  ] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // Trigram and accent-free search (migration 0004_scale) need these two extensions.
  const extensions = { pg_trgm, unaccent };
  let client: PGlite;
  try {
    if (target.dataDir && options.useTemplate !== false && !options.loadDataDir) {
      copyTemplateInto(target.dataDir);
    }
    const loadDataDir = options.loadDataDir;
    client = target.dataDir
      ? await PGlite.create(target.dataDir, { extensions, loadDataDir })
      : await PGlite.create({ extensions, loadDataDir });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client, schema, logger });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () =>
      migrateWhenBehind(db as unknown as Database, () =>
        migratePglite(db, { migrationsFolder: migrationsFolder() }),
      ),
    withStartupLock: (work) => work(),
    dumpDataDir: async () => Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
