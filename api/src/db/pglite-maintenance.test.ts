import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { maintainPglite, maintenanceStatements } from './pglite-maintenance';

describe('the autovacuum rule PGlite lacks', () => {
  it('vacuums past 50 + 20 % dead rows, analyzes past 50 + 10 % changed rows', () => {
    expect(
      maintenanceStatements([
        { relname: 'demands', live: 1000, dead: 251, modified: 0 },
        { relname: 'users', live: 1000, dead: 250, modified: 151 },
        { relname: 'clients', live: 1000, dead: 0, modified: 150 },
      ]),
    ).toEqual(['VACUUM (ANALYZE) "demands"', 'ANALYZE "users"']);
  });

  describe('on a PGlite database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    }, 240_000);
    afterAll(() => t.close());
    const run = (text: string) => t.database.db.execute(sql.raw(text));
    const lawyersStats = async () =>
      (
        (await run(
          `select n_dead_tup::int as dead, last_analyze is not null as analyzed, last_vacuum is not null as vacuumed
           from pg_stat_user_tables where relname = 'lawyers'`,
        )) as unknown as { rows: { dead: number; analyzed: boolean; vacuumed: boolean }[] }
      ).rows[0]!;

    it('analyzes a table that grew and vacuums one whose rows were deleted', async () => {
      await maintainPglite(t.app);
      expect(await maintainPglite(t.app)).not.toContain('ANALYZE "lawyers"');
      await run(
        `insert into lawyers (name, status) select 'Advogada ' || i, true from generate_series(1, 500) i`,
      );
      expect(await maintainPglite(t.app)).toContain('ANALYZE "lawyers"');
      expect(await lawyersStats()).toMatchObject({ analyzed: true });
      await run(`delete from lawyers where name like 'Advogada %'`);
      expect(await maintainPglite(t.app)).toContain('VACUUM (ANALYZE) "lawyers"');
      expect(await lawyersStats()).toMatchObject({ dead: 0, vacuumed: true });
    });
  });
});
