import { sql } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from './test-app';

/** A record as a kind stored it: the row's own columns. */
export interface StoredRecord {
  formId: number;
  name: string;
  answers: object;
  observations: object;
  searchText: string;
}

/**
 * The test of a kind that moved onto the definitions engine (issue 32) with a record stored before
 * the move: a test app in which the client's administrator calls the kind's routes, a row written
 * as the coded kind wrote it (for Acme, client 1001), and the row's columns read back after a save.
 */
export function storedRecordTest() {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('cliente.admin');
  }, 240_000);
  afterAll(() => t.close());

  return {
    call: (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) }),

    async insertOldRow(row: StoredRecord): Promise<number> {
      const rows = await t.database.db.execute<{ id: number }>(sql`
        insert into assessments (form_id, client_id, name, answers, observations, search_text)
        values (${row.formId}, 1001, ${row.name}, ${JSON.stringify(row.answers)}::jsonb,
          ${JSON.stringify(row.observations)}::jsonb, ${row.searchText})
        returning id`);
      return Number((rows as unknown as { rows: { id: number }[] }).rows[0]!.id);
    },

    async storedRow(
      id: number,
    ): Promise<{ answers: Record<string, string | null>; observations: Record<string, string> }> {
      const result = (await t.database.db.execute(
        sql`select answers, observations from assessments where id = ${id}`,
      )) as unknown as {
        rows: { answers: Record<string, string | null>; observations: Record<string, string> }[];
      };
      return result.rows[0]!;
    },
  };
}
