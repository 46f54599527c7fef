import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { openDatabase, openEmbeddedDatabase, type OpenDatabase } from './database';
import { startEmbeddedDatabase } from './embedded-database';

// The embedded database on its worker thread, reached with node-postgres as the API's server does.

const rows = async <T>(database: OpenDatabase, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the embedded database on its own thread', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null }, { inWorker: true });
  }, 120_000);
  afterAll(() => database.close());

  it('answers queries with parameters, in PostgreSQL types', async () => {
    expect(
      await rows(database, sql`select ${'política'}::text as word, ${41}::int + 1 as answer`),
    ).toEqual([{ word: 'política', answer: 42 }]);
    await database.db.execute(sql`create extension if not exists unaccent`);
    expect(await rows(database, sql`select unaccent('Otávio') as name`)).toEqual([
      { name: 'Otavio' },
    ]);
  });

  it('reports a SQL error and goes on serving', async () => {
    await expect(database.db.execute(sql`select * from no_such_table`)).rejects.toMatchObject({
      cause: expect.objectContaining({ message: 'relation "no_such_table" does not exist' }),
    });
    expect(await rows(database, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('commits a transaction and rolls back a failed one', async () => {
    await database.db.execute(sql`create table notes (text text not null)`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values ('kept')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values ('lost')`);
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');

    expect(await rows(database, sql`select text from notes`)).toEqual([{ text: 'kept' }]);
  });

  it('runs concurrent callers one after the other, each with its own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        rows<{ n: number }>(database, sql`select ${index}::int as n, pg_sleep(0)`),
      ),
    );

    expect(answers.map(([row]) => row!.n)).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it('serves named statements again on the connection that replaces one dropped after an error', async () => {
    const named = database.db
      .select({ n: sql<number>`${sql.placeholder('n')}::int` })
      .from(sql`(values (1)) as one (n)`)
      .prepare('embedded_named_statement');
    expect(await named.execute({ n: 1 })).toEqual([{ n: 1 }]);
    // The pool drops its connection after a failed query and opens another.
    await expect(database.db.execute(sql`select * from no_such_table`)).rejects.toThrow();

    expect(await named.execute({ n: 2 })).toEqual([{ n: 2 }]);
  });

  it('carries large answers whole', async () => {
    const [row] = await rows<{ text: string }>(database, sql`select repeat('x', 3000000) as text`);

    expect(row!.text).toHaveLength(3_000_000);
  });
});

/** Whether this process can take the folder's lock now (then gives it back). */
function lockIsFree(dataDir: string): boolean {
  try {
    lockDataDir(dataDir)();
    return true;
  } catch (error) {
    if (error instanceof DataDirLockedError) return false;
    throw error;
  }
}

describe('an embedded data folder', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'dpohub-embedded-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is locked while open, kept across a restart, and released when closed', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir }, { inWorker: true });
    await first.db.execute(sql`create table kept (id int)`);
    expect(() => startEmbeddedDatabase(dataDir)).toThrow(DataDirLockedError);
    await first.close();
    expect(lockIsFree(dataDir)).toBe(true);

    const again = await openDatabase({ kind: 'pglite', dataDir }, { inWorker: true });
    try {
      expect(await rows(again, sql`select to_regclass('kept')::text as name`)).toEqual([
        { name: 'kept' },
      ]);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('that PGlite cannot open fails its queries with the reason and releases the lock', async () => {
    writeFileSync(path.join(dataDir, 'PG_VERSION'), 'not a database\n');
    const embedded = startEmbeddedDatabase(dataDir, { useTemplate: false });
    const database = openEmbeddedDatabase(embedded);

    await expect(embedded.ready).rejects.toThrow();
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
    expect(lockIsFree(dataDir)).toBe(true);
    await database.close();
  }, 60_000);
});
