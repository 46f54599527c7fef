import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase, type OpenDatabase } from '../db/database';
import { prepareDatabase } from '../db/prepare-database';
import { PREPARED_VARIABLE } from './prepared-variable';

// The API tests' databases. Preparing one (PGlite's initdb, every migration, the reference and
// demo data) took 5-9 s per test file, for tests that then ran in a fraction of a second. Jest's
// global setup prepares two per run instead (global-setup.ts), the same way a start prepares its
// own (`prepareDatabase`), one with the demo data and one without, and each test file's database
// is a copy of one of them: on PGlite, a database in memory loaded from the prepared one's files
// (`loadDataDir`); on the TEST_DATABASE_URL server, `CREATE DATABASE … TEMPLATE`.

/** Where this run's prepared databases are: files of PGlite's, or databases on the server. */
export type Prepared =
  | { kind: 'pglite'; base: string; demo: string }
  | { kind: 'postgres'; serverUrl: string; base: string; demo: string };

function prepared(): Prepared | null {
  const value = process.env[PREPARED_VARIABLE];
  return value ? (JSON.parse(value) as Prepared) : null;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `statements` on the server's maintenance database (CREATE and DROP DATABASE). */
async function onServer(serverUrl: string, ...statements: string[]): Promise<void> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Prepares `database` (`prepareDatabase`), runs `then` on it and closes it. */
async function prepareThen(
  database: OpenDatabase,
  seedDemo: boolean,
  then: () => Promise<void> = async () => {},
): Promise<void> {
  try {
    await prepareDatabase(database, { seedDemo });
    await then();
  } finally {
    await database.close();
  }
}

/**
 * This run's two prepared databases: on the TEST_DATABASE_URL server, or else as PGlite's files
 * in `dir`.
 */
export async function prepareTestDatabases(dir: string): Promise<Prepared> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const id = randomBytes(6).toString('hex');
  let ready: Prepared;
  if (serverUrl) {
    const base = `dpohub_prepared_${id}_base`;
    const demo = `dpohub_prepared_${id}_demo`;
    ready = { kind: 'postgres', serverUrl, base, demo };
    // The one with the demo data is a copy of the other, then seeded.
    await onServer(serverUrl, `CREATE DATABASE ${base}`);
    await prepareThen(
      await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, base) }),
      false,
    );
    await onServer(serverUrl, `CREATE DATABASE ${demo} TEMPLATE ${base}`);
    await prepareThen(
      await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, demo) }),
      true,
    );
  } else {
    const base = path.join(dir, 'base.tar');
    const demo = path.join(dir, 'demo.tar');
    ready = { kind: 'pglite', base, demo };
    // One database in memory, saved without then with the demo data.
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    const save = (file: string) => async () => writeFileSync(file, await database.dumpDataDir!());
    await prepareDatabase(database, { seedDemo: false });
    await save(base)();
    await prepareThen(database, true, save(demo));
  }
  return ready;
}

/** Removes this run's prepared databases from the server (PGlite's files go with their folder). */
export async function dropTestDatabases(ready: Prepared): Promise<void> {
  if (ready.kind !== 'postgres') return;
  await onServer(
    ready.serverUrl,
    `DROP DATABASE IF EXISTS ${ready.demo} WITH (FORCE)`,
    `DROP DATABASE IF EXISTS ${ready.base} WITH (FORCE)`,
  );
}

/**
 * A brand-new prepared database for one test file (with or without the demo data): a copy of
 * this run's prepared one, on the TEST_DATABASE_URL server (dropped by the returned cleanup) or in
 * memory on PGlite. Without a global setup (a script, another runner) it is prepared here.
 */
export async function openTestDatabase(
  seedDemo: boolean,
): Promise<{ database: OpenDatabase; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const ready = prepared();
  if (!serverUrl) {
    const copy = ready?.kind === 'pglite' ? (seedDemo ? ready.demo : ready.base) : null;
    const database = await openDatabase(
      { kind: 'pglite', dataDir: null },
      copy ? { loadDataDir: new Blob([readFileSync(copy)]) } : {},
    );
    if (!copy) await prepareDatabase(database, { seedDemo });
    return { database, drop: async () => {} };
  }
  const name = `dpohub_test_${randomBytes(6).toString('hex')}`;
  const template = ready?.kind === 'postgres' ? (seedDemo ? ready.demo : ready.base) : null;
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  if (!template) await prepareDatabase(database, { seedDemo });
  return {
    database,
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Fills the empty embedded data folder `folder` with a copy of this run's prepared database (with
 * or without the demo data), for the tests of a whole API process on a folder of its own: the
 * process then starts on a database already migrated and seeded. Without a global setup the
 * folder is left empty, and the process prepares it itself.
 */
export async function fillDataFolder(folder: string, seedDemo: boolean): Promise<void> {
  const ready = prepared();
  if (ready?.kind !== 'pglite') return;
  const database = await openDatabase(
    { kind: 'pglite', dataDir: folder },
    { loadDataDir: new Blob([readFileSync(seedDemo ? ready.demo : ready.base)]) },
  );
  await database.close();
}
