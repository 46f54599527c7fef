import { sql } from 'drizzle-orm';
import { isUpToDate, openDatabase, type OpenDatabase } from './database';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
});
afterAll(() => database.close());

describe('migrations at start', () => {
  it('are run on a new database and skipped once it has the newest', async () => {
    expect(await isUpToDate(database.db)).toBe(false);

    await database.migrate();
    expect(await isUpToDate(database.db)).toBe(true);
    const tables = await database.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'request_claims'`,
    );
    expect((tables as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);

    // Up to date: a second start changes nothing.
    await database.migrate();
    expect(await isUpToDate(database.db)).toBe(true);

    // A database that recorded an older newest migration is behind.
    await database.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await isUpToDate(database.db)).toBe(false);
  });
});
