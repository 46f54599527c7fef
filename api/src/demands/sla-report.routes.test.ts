import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { DEMAND_STATUS, MESSAGES, SERVICE_TYPE } from '@dpohub/domain';
import { demands } from '../db/schema';
import { DEMO_CLIENTS } from '../seed/demo-users';
import { createTestApp, type TestApp } from '../test/test-app';
import { insertTestDemand } from './participants/demand-activity-test-support';
import { demandTestLogins } from './demand-test-support';

let t: TestApp;
let as: Awaited<ReturnType<typeof demandTestLogins>>;

/** A request made on `created` (Brazilian day), due `prazo`, finished on `finished` at 15h. */
async function finishedDemand(
  clientId: number,
  serviceTypeId: number,
  created: string,
  prazo: string,
  finished: string | null,
  status: string = DEMAND_STATUS.FINALIZADO,
) {
  const id = await insertTestDemand(t.app.db, clientId);
  await t.app.db
    .update(demands)
    .set({
      serviceTypeId,
      createdAt: new Date(`${created}T10:00:00-03:00`),
      prazo,
      status: status as never,
      finishedAt: finished ? new Date(`${finished}T15:00:00-03:00`) : null,
    })
    .where(eq(demands.id, id));
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  // Signed in on the report's day: a token from today would have expired by then.
  t.clock.set(new Date('2028-01-10T12:00:00-03:00'));
  as = await demandTestLogins(t);
  const acme = DEMO_CLIENTS.acme.id;
  const beta = DEMO_CLIENTS.beta.id;
  // The hand counts of domain/src/demands/sla-report.test.ts, on the firm's calendar (São Paulo).
  await finishedDemand(acme, SERVICE_TYPE.CONSULTA, '2027-02-04', '2027-02-15', '2027-02-12'); // 4, on time
  await finishedDemand(acme, SERVICE_TYPE.CONSULTA, '2027-02-08', '2027-02-15', '2027-02-16'); // 5, late
  await finishedDemand(acme, SERVICE_TYPE.CONSULTA, '2027-01-22', '2027-01-29', '2027-01-26'); // 1, on time
  await finishedDemand(beta, SERVICE_TYPE.DOCUMENTO, '2027-07-05', '2027-07-08', '2027-07-12'); // 4, late
  // Finished after the period, and cancelled: neither counts.
  await finishedDemand(acme, SERVICE_TYPE.CONTRATO, '2027-12-16', '2027-12-23', '2028-01-03');
  await finishedDemand(
    beta,
    SERVICE_TYPE.DOCUMENTO,
    '2027-03-01',
    '2027-03-08',
    null,
    DEMAND_STATUS.CANCELADO,
  );
}, 180_000);
afterAll(() => t.close());

const YEAR = 'periodoInicial=01/01/2027&periodoFinal=31/12/2027';

describe('GET /api/solicitacao/relatorio-sla', () => {
  it('answers per client and modalidade the hand-counted figures, and the total', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/relatorio-sla?${YEAR}`,
      headers: as.admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      periodoInicial: '2027-01-01',
      periodoFinal: '2027-12-31',
      rows: [
        {
          clientId: DEMO_CLIENTS.acme.id,
          clientName: DEMO_CLIENTS.acme.name,
          serviceTypeId: SERVICE_TYPE.CONSULTA,
          modalidade: 'Consulta',
          finalizadas: 3,
          noPrazo: 2,
          foraDoPrazo: 1,
          percentualNoPrazo: 66.7,
          medianaDiasUteis: 4,
        },
        {
          clientId: DEMO_CLIENTS.beta.id,
          clientName: DEMO_CLIENTS.beta.name,
          serviceTypeId: SERVICE_TYPE.DOCUMENTO,
          modalidade: 'Documento',
          finalizadas: 1,
          noPrazo: 0,
          foraDoPrazo: 1,
          percentualNoPrazo: 0,
          medianaDiasUteis: 4,
        },
      ],
      // Days 4, 5, 1, 4 -> sorted 1, 4, 4, 5 -> (4 + 4) / 2 = 4; 2 of 4 on time.
      total: {
        finalizadas: 4,
        noPrazo: 2,
        foraDoPrazo: 2,
        percentualNoPrazo: 50,
        medianaDiasUteis: 4,
      },
    });
  });

  it.each([
    ['periodoFinal=31/12/2027', MESSAGES.required],
    ['periodoInicial=31/12/2027&periodoFinal=01/01/2027', MESSAGES.periodStartAfterEnd],
    ['periodoInicial=32/01/2027&periodoFinal=01/02/2027', MESSAGES.invalidPeriod],
    ['periodoInicial=01/01/2027&periodoFinal=01/01/2099', MESSAGES.periodInFuture],
  ])('refuses %s with a Portuguese 400', async (query, message) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/relatorio-sla?${query}`,
      headers: as.admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('is the firm’s only', async () => {
    for (const headers of [as.clientAdmin, as.granular, as.participant]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/solicitacao/relatorio-sla?${YEAR}`,
        headers,
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('GET /api/solicitacao/relatorio-sla/export-excel', () => {
  it('writes the same figures as numbers, with the period above and the total below', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/relatorio-sla/export-excel?${YEAR}`,
      headers: as.admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="relatorio-sla.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('SLA')!;
    const values: unknown[][] = [];
    sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values).toEqual([
      ['Finalizadas de 01/01/2027 a 31/12/2027'],
      [
        'Cliente',
        'Modalidade',
        'Finalizadas',
        'No prazo',
        'Fora do prazo',
        '% no prazo',
        'Mediana (dias úteis)',
      ],
      [DEMO_CLIENTS.acme.name, 'Consulta', 3, 2, 1, 0.667, 4],
      [DEMO_CLIENTS.beta.name, 'Documento', 1, 0, 1, 0, 4],
      ['Total', undefined, 4, 2, 2, 0.5, 4],
    ]);
    expect(sheet.getRow(3).getCell(6).numFmt).toBe('0.0%');
    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/relatorio-sla/export-excel?${YEAR}`,
      headers: as.clientAdmin,
    });
    expect(denied.statusCode).toBe(403);
  });
});
