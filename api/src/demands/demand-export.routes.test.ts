import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { DEMAND_LIST_COLUMNS, MESSAGES } from '@dpohub/domain';
import { demands } from '../db/schema';
import { DEMO_CLIENTS } from '../seed/demo-users';
import { createTestApp, type TestApp } from '../test/test-app';
import { demandOf, demandTestLogins } from './demand-test-support';

let t: TestApp;
let as: Awaited<ReturnType<typeof demandTestLogins>>;
const TODAY = new Date('2025-03-20T12:00:00-03:00');
beforeAll(async () => {
  t = await createTestApp();
  as = await demandTestLogins(t);
  t.clock.set(TODAY);
});
afterAll(() => t.close());

const exportUrl = (query: Record<string, string>) =>
  `/api/solicitacao/export-excel?${new URLSearchParams(query).toString()}`;

async function exported(query: Record<string, string>, headers = as.admin) {
  const response = await t.app.inject({ method: 'GET', url: exportUrl(query), headers });
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) rows.push(row);
  });
  return { response, sheet, rows };
}

/** Rewrites a seeded demand into a known one, created in February 2025. */
async function knownDemand(
  clientId: number,
  status: string,
  values: Partial<typeof demands.$inferInsert>,
  archived = false,
): Promise<number> {
  const id = await demandOf(t, clientId, status, archived);
  await t.app.db
    .update(demands)
    .set({ createdAt: new Date('2025-02-03T22:30:00-03:00'), ...values })
    .where(eq(demands.id, id));
  return id;
}

describe('GET /api/solicitacao/export-excel', () => {
  it('applies the period rules of spec 2 section 5, to yyyy-MM-dd and dd/MM/yyyy alike', async () => {
    const cases: [string, string, string][] = [
      ['', '01/01/2025', MESSAGES.required],
      ['32/01/2025', '01/02/2025', MESSAGES.invalidPeriod],
      ['2025-02-30', '2025-03-01', MESSAGES.invalidPeriod],
      ['01/02/2025', '01/01/2025', MESSAGES.periodStartAfterEnd],
      ['2025-02-01', '2025-01-01', MESSAGES.periodStartAfterEnd],
      ['01/01/2025', '01/01/2099', MESSAGES.periodInFuture],
      ['2025-01-01', '2025-03-21', MESSAGES.periodInFuture],
    ];
    for (const [from, to, message] of cases) {
      const response = await t.app.inject({
        method: 'GET',
        url: exportUrl({ periodoInicial: from, periodoFinal: to }),
        headers: as.admin,
      });
      expect({ from, to, status: response.statusCode, message: response.json().message }).toEqual({
        from,
        to,
        status: 400,
        message,
      });
    }
  });

  it('accepts the period sent yyyy-MM-dd (spec 1 section 5) and writes typed cells', async () => {
    const id = await knownDemand(DEMO_CLIENTS.acme.id, 'EM_CURSO', {
      demanda: 'Exportação tipada de teste',
      prazo: '2025-02-10',
      horasMinutes: 150,
      valor: 875.5,
    });
    const { response, sheet, rows } = await exported({
      periodoInicial: '2025-02-03',
      periodoFinal: '2025-02-03',
      filtro: 'Exportação tipada',
    });
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="solicitacoes.xlsx"',
    );
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...DEMAND_LIST_COLUMNS]);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.getCell(1).value).toBe(DEMO_CLIENTS.acme.id);
    expect(row.getCell(3).value).toBe('Exportação tipada de teste');
    // Created 22:30 in Brazil on 3 February (already the 4th in UTC): the Brazilian day counts.
    expect(row.getCell(5).value).toEqual(new Date(Date.UTC(2025, 1, 3)));
    expect(row.getCell(5).numFmt).toBe('dd/mm/yyyy');
    expect(row.getCell(6).value).toEqual(new Date(Date.UTC(2025, 1, 10)));
    expect(row.getCell(6).numFmt).toBe('dd/mm/yyyy');
    // 02:30 as a duration: the number 150/1440 of a day, which a reader shows as a time
    // after Excel's day zero (30/12/1899).
    expect(row.getCell(8).type).toBe(ExcelJS.ValueType.Date);
    const excelDayZero = Date.UTC(1899, 11, 30);
    expect(((row.getCell(8).value as Date).getTime() - excelDayZero) / 60_000).toBe(150);
    expect(row.getCell(8).numFmt).toBe('[hh]:mm');
    expect(row.getCell(9).value).toBe(875.5);
    expect(row.getCell(10).value).toBe('Em curso');
    void id;
  });

  it('honours the list: client, search, status, lawyer and archived', async () => {
    const acmePending = await knownDemand(DEMO_CLIENTS.acme.id, 'PENDENTE', {
      demanda: 'Filtro exportação Acme pendente',
    });
    const betaPending = await knownDemand(DEMO_CLIENTS.beta.id, 'PENDENTE', {
      demanda: 'Filtro exportação Beta pendente',
    });
    const archived = await knownDemand(
      DEMO_CLIENTS.acme.id,
      'FINALIZADO',
      { demanda: 'Filtro exportação Acme arquivada' },
      true,
    );
    const period = { periodoInicial: '2025-02-01', periodoFinal: '2025-02-28' };
    const titles = async (query: Record<string, string>) =>
      (await exported({ ...period, filtro: 'Filtro exportação', ...query })).rows.map((row) =>
        String(row.getCell(3).value),
      );
    // A period and filters that hold no demand: a 400 the dialog words, no file (demands m14).
    const nothingFor = async (query: Record<string, string>) => {
      const response = await t.app.inject({
        method: 'GET',
        url: exportUrl({ ...period, filtro: 'Filtro exportação', ...query }),
        headers: as.admin,
      });
      return [response.statusCode, response.json().message];
    };
    const nothing = [400, 'Não há solicitações para o período informado.'];

    expect(await titles({})).toEqual(
      expect.arrayContaining([
        'Filtro exportação Acme pendente',
        'Filtro exportação Beta pendente',
      ]),
    );
    expect(await titles({})).not.toContain('Filtro exportação Acme arquivada');
    expect(await titles({ clientId: String(DEMO_CLIENTS.beta.id) })).toEqual([
      'Filtro exportação Beta pendente',
    ]);
    expect(
      await nothingFor({ clientId: String(DEMO_CLIENTS.acme.id), status: 'FINALIZADO' }),
    ).toEqual(nothing);
    // The archived list's export: its rows, with their own status, not 'Arquivada'.
    const filed = await exported({ ...period, filtro: 'Filtro exportação', archived: 'true' });
    expect(filed.rows.map((row) => [row.getCell(3).value, row.getCell(10).value])).toEqual([
      ['Filtro exportação Acme arquivada', 'Finalizado'],
    ]);
    const [lawyerRow] = await t.app.db
      .select({ lawyerId: demands.lawyerId })
      .from(demands)
      .where(eq(demands.id, acmePending));
    if (lawyerRow?.lawyerId) {
      const byLawyer = await titles({ lawyer: String(lawyerRow.lawyerId) });
      expect(byLawyer).toContain('Filtro exportação Acme pendente');
    }
    expect(await nothingFor({ lawyer: '999999' })).toEqual(nothing);
    expect(await nothingFor({ periodoInicial: '2019-01-01', periodoFinal: '2019-12-31' })).toEqual(
      nothing,
    );
    void betaPending;
    void archived;
  });

  it('is for staff only, and the archived list for firm staff only', async () => {
    const period = { periodoInicial: '2025-01-01', periodoFinal: '2025-01-02' };
    const client = await t.app.inject({
      method: 'GET',
      url: exportUrl(period),
      headers: as.clientAdmin,
    });
    expect(client.statusCode).toBe(403);
    const badStatus = await t.app.inject({
      method: 'GET',
      url: exportUrl({ ...period, status: 'ARQUIVADA' }),
      headers: as.admin,
    });
    expect(badStatus.statusCode).toBe(400);
  });
});
