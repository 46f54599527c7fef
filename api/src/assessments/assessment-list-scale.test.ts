import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { API_MESSAGES } from '@dpohub/domain';
import { LIST_COUNT_LIMIT, SEARCH_COUNT_LIMIT } from '../lists';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

// The assessments list and its report on the bounded pattern (docs/decisions.md, "Bounded
// lists"): exact totals up to 10 000 (1 000 with a search), "more than" beyond, no page past
// them, the report streamed.

let t: TestApp;
let admin: string;
const BETA = 1002;
const ROWS = LIST_COUNT_LIMIT + 1;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  await t.database.db.execute(sql`
    insert into assessments (form_id, client_id, name, search_text, created_at, updated_at,
      completed, status)
    select 1, ${BETA}::int,
      case when i % 1000 = 0 then 'Índice Raro ' || i else 'Projeto de carga ' || i end,
      case when i % 1000 = 0 then 'indice raro ' || i else 'projeto de carga ' || i end,
      now() - (${ROWS}::int - i) * interval '1 minute', now(),
      i % 5000 = 0, case when i % 5000 = 0 then 'DONE' else 'DRAFT' end
    from generate_series(1, ${ROWS}::int) i`);
  // The firm sent a few of them back (issue 31): drafts again, in their review state.
  await t.database.db.execute(sql`
    update assessments set review_state = 'RETURNED'
    where client_id = ${BETA}::int and name like 'Projeto de carga %' and id % 2500 = 7`);
  await t.database.db.execute(sql`analyze assessments`);
}, 240_000);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });
const LIST = `/api/lei-geral-protecao-de-dados/minhas-avaliacoes?formId=1&clientId=${BETA}`;

describe('assessments list at scale', () => {
  it('counts up to 10 000, then says more, newest first', async () => {
    const page = (await get(`${LIST}&page=0&size=10`)).json();
    expect(page).toMatchObject({
      totalElements: LIST_COUNT_LIMIT,
      totalPages: LIST_COUNT_LIMIT / 10,
      totalCapped: true,
      number: 0,
      size: 10,
    });
    expect(page.content[0].name).toBe(`Projeto de carga ${ROWS}`);
  });

  it('refuses a page past the first 10 000 rows', async () => {
    const beyond = await get(`${LIST}&page=${LIST_COUNT_LIMIT / 10}&size=10`);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual({ message: API_MESSAGES.pageBeyondLimit });
  });

  it('searches without accents and counts the matches exactly', async () => {
    const page = (await get(`${LIST}&identificacao=INDICE%20raro`)).json();
    expect(page).toMatchObject({ totalElements: 10, totalCapped: false });
    expect(page.content.map((row: { name: string }) => row.name).slice(0, 2)).toEqual([
      'Índice Raro 10000',
      'Índice Raro 9000',
    ]);
  });

  it('counts a search up to 1 000 matches, as every list does', async () => {
    const page = (await get(`${LIST}&identificacao=projeto%20de%20carga&page=0&size=10`)).json();
    expect(page).toMatchObject({
      totalElements: SEARCH_COUNT_LIMIT,
      totalPages: SEARCH_COUNT_LIMIT / 10,
      totalCapped: true,
    });
    expect(page.content[0].name).toBe(`Projeto de carga ${ROWS}`);
  });

  it('lists the few finished among 10 000 drafts through the status index (the dashboard pies)', async () => {
    const page = (await get(`${LIST}&status=DONE`)).json();
    expect(page).toMatchObject({ totalElements: 2, totalCapped: false });
    expect(page.content.map((row: { name: string }) => row.name)).toEqual([
      'Índice Raro 10000',
      'Índice Raro 5000',
    ]);
    const plan = await t.database.db.execute(sql`
      explain select id from assessments
      where form_id = 1 and completed = true and client_id = ${BETA}::int
      order by id desc limit 10`);
    // One of the two status indexes (with or without the client, as the planner weighs them).
    expect(JSON.stringify((plan as unknown as { rows: unknown[] }).rows)).toMatch(
      /Index Scan Backward using assessments_form_completed/,
    );
    const drafts = (await get(`${LIST}&status=DRAFT`)).json();
    expect(drafts).toMatchObject({ totalElements: ROWS - 2, totalCapped: false });
  });

  it('lists the few sent back among 10 000 through the review index', async () => {
    const page = (await get(`${LIST}&analise=RETURNED`)).json();
    expect(page.totalCapped).toBe(false);
    expect(page.totalElements).toBeGreaterThanOrEqual(4);
    expect(page.totalElements).toBeLessThanOrEqual(5);
    const plan = await t.database.db.execute(sql`
      explain select id from assessments
      where form_id = 1 and review_state = 'RETURNED' and client_id = ${BETA}::int
      order by id desc limit 10`);
    expect(JSON.stringify((plan as unknown as { rows: unknown[] }).rows)).toMatch(
      /using assessments_form_review/,
    );
  });

  it('streams every row of the filter into the report, not only the first thousands', async () => {
    const response = await get(
      `/api/lei-geral-protecao-de-dados/minhas-avaliacoes/export-excel?formId=1&clientId=${BETA}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="avaliacoes.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Avaliações')!;
    // The header, the rows made here and Beta's own demo assessments of this form.
    expect(sheet.rowCount).toBeGreaterThan(ROWS);
    expect(sheet.getRow(2).getCell(1).value).toBe(`Projeto de carga ${ROWS}`);
  }, 120_000);
});
