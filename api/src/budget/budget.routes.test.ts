import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { API_MESSAGES, BUDGET_MESSAGES, MESSAGES } from '@dpohub/domain';
import {
  clientPricesHours,
  clientFunctions,
  clients,
  demandStatusHistory,
  demands,
  hoursBankMovements,
} from '../db/schema';
import { eventsAfter, lastEventId } from '../audit/audit-test-support';
import { userIdOf } from '../demands/demand-test-support';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

// Budget control over a client of its own (4242), so every figure is known: prices change on
// 2025-05-01 (200 -> 250 per hour) and "today" is 2025-06-15.

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const GAMMA = 4242;
const YEAR = 'periodoInicial=01/2025&periodoFinal=12/2025';

async function demand(
  key: string,
  values: Partial<typeof demands.$inferInsert> & { demanda: string; createdAt: Date },
) {
  const [row] = await t.app.db
    .insert(demands)
    .values({
      clientId: GAMMA,
      serviceTypeId: 2,
      prazoAtendimento: 'SLA',
      prazo: '2025-12-31',
      descricaoTrabalho: `${values.demanda}: descrição`,
      status: 'FINALIZADO',
      consumoHoras: true,
      ...values,
    })
    .returning({ id: demands.id });
  ids[key] = row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2025-06-15T15:00:00Z'));
  for (const who of ['admin', 'cliente.admin', 'cliente.usuario', 'participante', 'beta.admin']) {
    tokens[who] = await t.login(who);
  }
  // Beta's demo contract leaves budget control out; here its administrator meets the tenant
  // checks, so the client has it.
  await t.app.db
    .insert(clientFunctions)
    .values({ clientId: 1002, feature: 'budgetControl' })
    .onConflictDoNothing();
  await t.app.db
    .insert(clients)
    .values({ id: GAMMA, name: 'Gamma Tecnologia', enableHoursBank: true });
  await t.app.db.insert(clientPricesHours).values([
    { clientId: GAMMA, valorHora: 200, vigenciaInicio: '2025-01-01', vigenciaFim: '2025-04-30' },
    { clientId: GAMMA, valorHora: 250, vigenciaInicio: '2025-05-01', vigenciaFim: null },
  ]);
  await demand('revisao', {
    demanda: 'Revisão de contrato',
    horasMinutes: 150,
    autorDemanda: 'Carla Mendes',
    createdAt: new Date('2025-03-10T13:00:00Z'),
  });
  await demand('parecer', {
    demanda: 'Parecer ação trabalhista',
    horasMinutes: 90,
    createdAt: new Date('2025-05-20T13:00:00Z'),
  });
  await demand('politica', {
    demanda: 'Política de privacidade',
    horasMinutes: 60,
    valor: 1000,
    status: 'EM_CURSO',
    createdAt: new Date('2025-04-02T13:00:00Z'),
  });
  await demand('antigo', {
    demanda: 'Contrato antigo',
    horasMinutes: 600,
    createdAt: new Date('2024-06-01T13:00:00Z'),
  });
  await demand('cancelada', {
    demanda: 'Avaliação cancelada',
    status: 'CANCELADO',
    consumoHoras: false,
    createdAt: new Date('2025-02-01T13:00:00Z'),
  });
  await t.app.db.insert(demandStatusHistory).values(
    (['PENDENTE', 'NAO_INICIADO', 'EM_CURSO', 'FINALIZADO'] as const).map((status, day) => ({
      demandId: ids.revisao!,
      status,
      data: new Date(`2025-03-1${day}T14:30:00Z`),
    })),
  );
}, 600_000);
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who]!), ...(payload ? { payload } : {}) });

const addPack = (who = 'admin', body: object = {}) =>
  call(who, 'POST', '/api/banco-horas', {
    client: { id: GAMMA },
    quantidade: '010:00:00',
    valor: 2000,
    dataExpiracao: '2025-12-31',
    ...body,
  });

describe('POST /banco-horas', () => {
  it('adds a pack and removes hours as ledger movements with who and when', async () => {
    const pack = await addPack();
    expect(pack.statusCode).toBe(201);
    expect(pack.json()).toMatchObject({
      client: { id: GAMMA },
      quantidade: '010:00:00',
      valor: 2000,
      dataExpiracao: '2025-12-31',
      createdBy: 'Administrador DPOHUB',
      createdAt: '2025-06-15T15:00:00.000Z',
    });
    const removal = await call('admin', 'POST', '/api/banco-horas', {
      client: { id: GAMMA },
      quantidade: '-001:00:00',
      dataInicial: '05/2025',
    });
    expect(removal.statusCode).toBe(201);
    const rows = await t.app.db
      .select()
      .from(hoursBankMovements)
      .where(eq(hoursBankMovements.clientId, GAMMA));
    expect(rows.map((row) => [row.kind, row.minutes, row.startsOn, row.expiresOn])).toEqual([
      ['pack', 600, '2025-06-15', '2025-12-31'],
      ['removal', -60, '2025-05-01', null],
    ]);
  });

  it('records each movement in the audit trail, by whom and what; a refused one writes none', async () => {
    // A client of its own, so Gamma's figures below stay as they are.
    const DELTA = 4243;
    await t.app.db
      .insert(clients)
      .values({ id: DELTA, name: 'Delta Consultoria', enableHoursBank: true });
    const admin = await userIdOf(t, 'admin');
    const before = await lastEventId(t.app.db);
    const pack = await addPack('admin', {
      client: { id: DELTA },
      quantidade: '004:30:00',
      valor: 1125.5,
    });
    expect(pack.statusCode).toBe(201);
    const removal = await call('admin', 'POST', '/api/banco-horas', {
      client: { id: DELTA },
      quantidade: '-002:00:00',
      dataInicial: '06/2025',
    });
    expect(removal.statusCode).toBe(201);
    expect(
      (await addPack('admin', { client: { id: DELTA }, dataExpiracao: '2025-01-01' })).statusCode,
    ).toBe(400);
    const events = await eventsAfter(t.app.db, before);
    expect(
      events.map((event) => [
        event.kind,
        event.actorId,
        event.clientId,
        event.recordType,
        event.recordId,
        event.details!.recordLabel,
        event.details!.changes,
      ]),
    ).toEqual([
      [
        'client.hoursAdded',
        admin,
        DELTA,
        'client',
        DELTA,
        'Delta Consultoria',
        [
          { field: 'quantidade', after: '004:30:00' },
          { field: 'valor', after: 'R$ 1.125,50' },
          { field: 'dataExpiracao', after: '31/12/2025' },
        ],
      ],
      [
        'client.hoursRemoved',
        admin,
        DELTA,
        'client',
        DELTA,
        'Delta Consultoria',
        [
          { field: 'quantidade', after: '-002:00:00' },
          { field: 'dataInicial', after: '06/2025' },
        ],
      ],
    ]);
  });

  it('never edits a movement in place', async () => {
    await expect(
      t.app.db
        .update(hoursBankMovements)
        .set({ minutes: 1 })
        .where(eq(hoursBankMovements.clientId, GAMMA)),
    ).rejects.toThrow();
    await expect(
      t.app.db.delete(hoursBankMovements).where(eq(hoursBankMovements.clientId, GAMMA)),
    ).rejects.toThrow();
  });

  it('refuses bad quantities, values, dates and unknown clients with the messages', async () => {
    const message = async (
      response: Promise<{ statusCode: number; json: () => { message: string } }>,
    ) => {
      const answer = await response;
      return [answer.statusCode, answer.json().message];
    };
    expect(await message(addPack('admin', { quantidade: '000:00:00' }))).toEqual([
      400,
      MESSAGES.invalidHours,
    ]);
    expect(await message(addPack('admin', { quantidade: '10:00' }))).toEqual([
      400,
      MESSAGES.invalidHoursFormat,
    ]);
    expect(await message(addPack('admin', { dataExpiracao: '2025-06-14' }))).toEqual([
      400,
      BUDGET_MESSAGES.expiryInThePast,
    ]);
    expect(await message(addPack('admin', { dataExpiracao: '31/12/2025' }))).toEqual([
      400,
      MESSAGES.invalidDate,
    ]);
    expect(await message(addPack('admin', { client: { id: 999999 } }))).toEqual([
      404,
      BUDGET_MESSAGES.clientNotFound,
    ]);
    expect(
      await message(
        call('admin', 'POST', '/api/banco-horas', {
          client: { id: GAMMA },
          quantidade: '-001:00:00',
          dataInicial: '13/2025',
        }),
      ),
    ).toEqual([400, MESSAGES.budgetPeriodInvalid]);
    expect((await addPack('admin', { valor: 'muito' })).statusCode).toBe(400);
    expect(
      (await call('admin', 'POST', '/api/banco-horas', { client: { id: GAMMA } })).statusCode,
    ).toBe(400);
  });

  it('is for firm admins only', async () => {
    for (const who of ['cliente.admin', 'cliente.usuario', 'participante', 'beta.admin']) {
      const response = await addPack(who);
      expect([who, response.statusCode, response.json().message]).toEqual([
        who,
        403,
        API_MESSAGES.forbidden,
      ]);
    }
  });
});

describe('budget figures', () => {
  const q = `idCliente=${GAMMA}&${YEAR}`;

  it('computes contracted, consumed and balance from the ledger and the finished demands', async () => {
    const response = await call('admin', 'GET', `/api/controle-orcamentario/barra-progresso?${q}`);
    // 10:00 pack - 1:00 removal; 2:30 + 1:30 consumed (the 2024 demand is out of the period).
    expect(response.json()).toEqual({
      saldo: '005:00:00',
      consumida: '004:00:00',
      contratada: '009:00:00',
    });
  });

  it('gives a negative balance as a debt', async () => {
    const march = `idCliente=${GAMMA}&periodoInicial=03/2025&periodoFinal=03/2025`;
    const response = await call(
      'admin',
      'GET',
      `/api/controle-orcamentario/barra-progresso?${march}`,
    );
    expect(response.json()).toEqual({
      saldo: '-002:30:00',
      consumida: '002:30:00',
      contratada: '000:00:00',
    });
  });

  it('answers the value and expiry of the packs in force', async () => {
    const response = await call('admin', 'GET', `/api/controle-orcamentario/contratacao?${q}`);
    expect(response.json()).toEqual({ contratado: 2000, expiracao: '31/12/2025' });
    const before = await call(
      'admin',
      'GET',
      `/api/controle-orcamentario/contratacao?idCliente=${GAMMA}&periodoInicial=01/2025&periodoFinal=02/2025`,
    );
    expect(before.json()).toEqual({ contratado: null, expiracao: null });
  });

  it('totals per status at the price in force on each demand day', async () => {
    const response = await call(
      'admin',
      'GET',
      `/api/controle-orcamentario/controle-por-status?${q}`,
    );
    // Revisão: 2:30 at 200 = 500; Parecer: 1:30 at 250 = 375; Política keeps its own 1000.
    expect(response.json()).toEqual([
      { status: 'PENDENTE', servicos: 0, total: 0 },
      { status: 'NAO_INICIADO', servicos: 0, total: 0 },
      { status: 'EM_CURSO', servicos: 1, total: 1000 },
      { status: 'FINALIZADO', servicos: 2, total: 875 },
      { status: 'CANCELADO', servicos: 1, total: 0 },
      { status: 'CANCELAMENTO', servicos: 0, total: 0 },
    ]);
    const totals = await call('admin', 'GET', `/api/controle-orcamentario/total-servicos?${q}`);
    expect(totals.json()).toEqual({ totalServicos: 4, valorInvestido: 1875 });
  });

  it('lists the services by demanda, 20 a page, with accent-insensitive search and status', async () => {
    const page = (
      await call(
        'admin',
        'GET',
        `/api/controle-orcamentario/filter?${q}&page=0&size=20&sort=demanda,asc`,
      )
    ).json();
    expect(page).toMatchObject({ totalElements: 4, totalPages: 1, number: 0, size: 20 });
    expect(page.content.map((row: { demanda: string }) => row.demanda)).toEqual([
      'Avaliação cancelada',
      'Parecer ação trabalhista',
      'Política de privacidade',
      'Revisão de contrato',
    ]);
    expect(page.content[3]).toEqual({
      id: ids.revisao,
      demanda: 'Revisão de contrato',
      client: { id: GAMMA, name: 'Gamma Tecnologia' },
      valor: 500,
      status: 'FINALIZADO',
    });
    const search = (
      await call(
        'admin',
        'GET',
        `/api/controle-orcamentario/filter?${q}&name=${encodeURIComponent('AÇAO trab')}`,
      )
    ).json();
    expect(search.content.map((row: { demanda: string }) => row.demanda)).toEqual([
      'Parecer ação trabalhista',
    ]);
    const revisao = (
      await call('admin', 'GET', `/api/controle-orcamentario/filter?${q}&name=revisao`)
    ).json();
    expect(revisao.totalElements).toBe(1);
    const finished = (
      await call('admin', 'GET', `/api/controle-orcamentario/filter?${q}&status=FINALIZADO`)
    ).json();
    expect(finished.totalElements).toBe(2);
    const second = (
      await call('admin', 'GET', `/api/controle-orcamentario/filter?${q}&page=1&size=3`)
    ).json();
    expect(second).toMatchObject({ totalPages: 2, number: 1 });
    expect(second.content).toHaveLength(1);
    expect(
      (await call('admin', 'GET', `/api/controle-orcamentario/filter?${q}&sort=valor,asc`))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('admin', 'GET', `/api/controle-orcamentario/filter?${q}&status=TALVEZ`))
        .statusCode,
    ).toBe(400);
  });

  it('lists the whole firm for an admin without a client', async () => {
    const page = (await call('admin', 'GET', `/api/controle-orcamentario/filter?${YEAR}`)).json();
    const clientIds = new Set(page.content.map((row: { client: { id: number } }) => row.client.id));
    expect(clientIds.has(GAMMA)).toBe(true);
    const progress = await call(
      'admin',
      'GET',
      `/api/controle-orcamentario/barra-progresso?${YEAR}`,
    );
    expect([progress.statusCode, progress.json().message]).toEqual([
      400,
      BUDGET_MESSAGES.clientRequired,
    ]);
    const unknown = await call(
      'admin',
      'GET',
      `/api/controle-orcamentario/barra-progresso?idCliente=999999&${YEAR}`,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('shows a service with its history, newest first', async () => {
    const response = await call('admin', 'GET', `/api/controle-orcamentario/${ids.revisao}`);
    expect(response.json()).toMatchObject({
      id: ids.revisao,
      demanda: 'Revisão de contrato',
      autorDemanda: 'Carla Mendes',
      descricaoTrabalho: 'Revisão de contrato: descrição',
      horas: '02:30:00',
      historico: [
        { status: 'FINALIZADO', data: '2025-03-13 11:30:00' },
        { status: 'EM_CURSO', data: '2025-03-12 11:30:00' },
        { status: 'NAO_INICIADO', data: '2025-03-11 11:30:00' },
        { status: 'PENDENTE', data: '2025-03-10 11:30:00' },
      ],
    });
    expect((await call('admin', 'GET', '/api/controle-orcamentario/99999999')).statusCode).toBe(
      404,
    );
  });
});

describe('who reads budget control', () => {
  it('keeps clients to their own client, and only with ROLE_CONTROLE_ORCAMENTARIO', async () => {
    const other = await call(
      'cliente.admin',
      'GET',
      `/api/controle-orcamentario/barra-progresso?idCliente=${GAMMA}&${YEAR}`,
    );
    expect([other.statusCode, other.json().message]).toEqual([403, BUDGET_MESSAGES.otherClient]);
    const own = await call('cliente.admin', 'GET', `/api/controle-orcamentario/filter?${YEAR}`);
    expect(own.statusCode).toBe(200);
    expect(
      own.json().content.every((row: { client: { id: number } }) => row.client.id === 1001),
    ).toBe(true);
    const detail = await call('beta.admin', 'GET', `/api/controle-orcamentario/${ids.revisao}`);
    expect(detail.statusCode).toBe(404);
    for (const who of ['cliente.usuario', 'participante']) {
      for (const path of [
        'controle-por-status',
        'total-servicos',
        'filter',
        'contratacao',
        'barra-progresso',
        'export-excel',
        'export-excel-historico-horas',
        String(ids.revisao),
      ]) {
        const response = await call(who, 'GET', `/api/controle-orcamentario/${path}?${YEAR}`);
        expect([who, path, response.statusCode]).toEqual([who, path, 403]);
      }
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/controle-orcamentario/filter?${YEAR}` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('periods', () => {
  it('refuses bad periods on every call with the messages of spec 2 section 5', async () => {
    for (const path of [
      'controle-por-status',
      'total-servicos',
      'filter',
      'barra-progresso',
      'contratacao',
    ]) {
      const bad = await call(
        'admin',
        'GET',
        `/api/controle-orcamentario/${path}?idCliente=${GAMMA}&periodoInicial=13/2025&periodoFinal=12/2025`,
      );
      expect([path, bad.statusCode, bad.json().message]).toEqual([
        path,
        400,
        MESSAGES.budgetPeriodInvalid,
      ]);
      const reversed = await call(
        'admin',
        'GET',
        `/api/controle-orcamentario/${path}?idCliente=${GAMMA}&periodoInicial=05/2025&periodoFinal=04/2025`,
      );
      expect([path, reversed.json().message]).toEqual([path, MESSAGES.budgetPeriodEndBeforeStart]);
    }
    const tooLong = await call(
      'admin',
      'GET',
      `/api/controle-orcamentario/filter?periodoInicial=01/20255&periodoFinal=12/2025`,
    );
    expect(tooLong.statusCode).toBe(400);
  });

  it('reads without periods when the screen dropped both', async () => {
    const all = await call(
      'admin',
      'GET',
      `/api/controle-orcamentario/total-servicos?idCliente=${GAMMA}`,
    );
    // The 2024 demand has hours but no price in force on its day: it adds no value.
    expect(all.json()).toEqual({ totalServicos: 5, valorInvestido: 1875 });
  });

  it('applies every report rule to the exports', async () => {
    const cases: [string, string][] = [
      ['', MESSAGES.budgetPeriodInvalid],
      ['periodoInicial=00/2025&periodoFinal=12/2025', MESSAGES.budgetPeriodInvalid],
      ['periodoInicial=13/2025&periodoFinal=12/2025', MESSAGES.budgetStartMonthInvalid],
      ['periodoInicial=01/2025&periodoFinal=14/2025', MESSAGES.budgetEndMonthInvalid],
      ['periodoInicial=05/2025&periodoFinal=04/2025', MESSAGES.budgetPeriodEndBeforeStart],
      ['periodoInicial=07/2025&periodoFinal=08/2025', MESSAGES.budgetPeriodStartAfterToday],
    ];
    for (const path of ['export-excel', 'export-excel-historico-horas']) {
      for (const [query, message] of cases) {
        const response = await call(
          'admin',
          'GET',
          `/api/controle-orcamentario/${path}?idCliente=${GAMMA}&${query}`,
        );
        expect([path, query, response.statusCode, response.json().message]).toEqual([
          path,
          query,
          400,
          message,
        ]);
      }
    }
  });
});

describe('spreadsheets', () => {
  async function workbook(body: Buffer) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(body as never);
    return book.worksheets[0]!;
  }

  it('streams the services report with money and dates as real cells', async () => {
    const response = await call(
      'admin',
      'GET',
      `/api/controle-orcamentario/export-excel?idCliente=${GAMMA}&${YEAR}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="relatorio-servicos.xlsx"');
    const sheet = await workbook(response.rawPayload);
    expect(sheet.name).toBe('Serviços');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Demanda',
      'Cliente',
      'Data',
      'Status',
      'Horas',
      'Valor do Serviço',
    ]);
    expect(sheet.rowCount).toBe(5);
    const revisao = sheet.getRow(5);
    expect(revisao.getCell(1).value).toBe('Revisão de contrato');
    expect(revisao.getCell(3).value).toEqual(new Date('2025-03-10T00:00:00Z'));
    expect(revisao.getCell(4).value).toBe('Finalizado');
    expect(revisao.getCell(5).value).toBe('02:30:00');
    expect(revisao.getCell(6).value).toBe(500);
    expect(revisao.getCell(6).numFmt).toBe('"R$" #,##0.00');
  });

  it('streams the hours report with the running balance', async () => {
    const response = await call(
      'admin',
      'GET',
      `/api/controle-orcamentario/export-excel-historico-horas?idCliente=${GAMMA}&${YEAR}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="relatorio-horas.xlsx"');
    const sheet = await workbook(response.rawPayload);
    const rows = [2, 3, 4, 5].map((index) => {
      const row = sheet.getRow(index);
      return [
        row.getCell(2).value,
        row.getCell(3).value,
        row.getCell(4).value,
        row.getCell(7).value,
      ];
    });
    expect(rows).toEqual([
      ['Consumo', 'Revisão de contrato', '-002:30:00', '-002:30:00'],
      ['Remoção de horas', null, '-001:00:00', '-003:30:00'],
      ['Consumo', 'Parecer ação trabalhista', '-001:30:00', '-005:00:00'],
      ['Pacote de horas', null, '010:00:00', '005:00:00'],
    ]);
    expect(sheet.getRow(5).getCell(1).value).toEqual(new Date('2025-06-15T00:00:00Z'));
    expect(sheet.getRow(5).getCell(5).value).toBe(2000);
    expect(sheet.getRow(5).getCell(8).value).toBe('Administrador DPOHUB');
  });

  it('answers 400 when nothing was contracted in the period', async () => {
    const response = await call(
      'admin',
      'GET',
      `/api/controle-orcamentario/export-excel-historico-horas?idCliente=${GAMMA}&periodoInicial=01/2025&periodoFinal=02/2025`,
    );
    expect([response.statusCode, response.json().message]).toEqual([
      400,
      MESSAGES.noContractedHoursInPeriod,
    ]);
  });
});

describe('totals kept by the database as demands and prices change', () => {
  // A client of its own, so the other figures stay as they are.
  const DELTA = 4343;
  const DELTA_YEAR = `idCliente=${DELTA}&${YEAR}`;
  const byStatus = async () =>
    Object.fromEntries(
      (await call('admin', 'GET', `/api/controle-orcamentario/controle-por-status?${DELTA_YEAR}`))
        .json<{ status: string; servicos: number; total: number }[]>()
        .filter((row) => row.servicos > 0)
        .map((row) => [row.status, [row.servicos, row.total]]),
    );
  const spent = async () =>
    (await call('admin', 'GET', `/api/controle-orcamentario/barra-progresso?${DELTA_YEAR}`)).json<{
      consumida: string;
    }>().consumida;

  const firmYear = async () =>
    (await call('admin', 'GET', `/api/controle-orcamentario/total-servicos?${YEAR}`)).json();
  let firmBefore: unknown;

  beforeAll(async () => {
    firmBefore = await firmYear();
    await t.app.db
      .insert(clients)
      .values({ id: DELTA, name: 'Delta Serviços', enableHoursBank: true });
    const base = {
      clientId: DELTA,
      serviceTypeId: 2,
      prazoAtendimento: 'SLA' as const,
      prazo: '2025-12-31',
      descricaoTrabalho: 'Delta: descrição',
      consumoHoras: true,
    };
    const rows = await t.app.db
      .insert(demands)
      .values([
        {
          ...base,
          demanda: 'Delta sem valor',
          horasMinutes: 120,
          status: 'FINALIZADO',
          createdAt: new Date('2025-03-10T13:00:00Z'),
        },
        {
          ...base,
          demanda: 'Delta com valor',
          horasMinutes: 30,
          valor: 300,
          status: 'EM_CURSO',
          createdAt: new Date('2025-04-10T13:00:00Z'),
        },
      ])
      .returning({ id: demands.id });
    ids.deltaSemValor = rows[0]!.id;
    ids.deltaComValor = rows[1]!.id;
  });

  it('values a demand without a valor once the client has a price, and again when it changes', async () => {
    expect(await byStatus()).toEqual({ FINALIZADO: [1, 0], EM_CURSO: [1, 300] });
    const created = await call('admin', 'POST', '/api/client-prices-hours', {
      clientId: DELTA,
      valorHora: 150,
      vigenciaInicio: '2025-01-01',
    });
    expect(created.statusCode).toBe(201);
    // 2:00 at 150 an hour.
    expect(await byStatus()).toEqual({ FINALIZADO: [1, 300], EM_CURSO: [1, 300] });
    await t.app.db
      .update(clientPricesHours)
      .set({ valorHora: 90 })
      .where(eq(clientPricesHours.clientId, DELTA));
    expect(await byStatus()).toEqual({ FINALIZADO: [1, 180], EM_CURSO: [1, 300] });
    const page = (
      await call('admin', 'GET', `/api/controle-orcamentario/filter?${DELTA_YEAR}&name=sem%20valor`)
    ).json();
    expect(page.content).toEqual([
      {
        id: ids.deltaSemValor,
        demanda: 'Delta sem valor',
        client: { id: DELTA, name: 'Delta Serviços' },
        valor: 180,
        status: 'FINALIZADO',
      },
    ]);
  });

  it('moves a demand between statuses and months, and forgets a deleted one', async () => {
    expect(await spent()).toBe('002:00:00');
    await t.app.db
      .update(demands)
      .set({ status: 'FINALIZADO' })
      .where(eq(demands.id, ids.deltaComValor!));
    expect(await byStatus()).toEqual({ FINALIZADO: [2, 480] });
    expect(await spent()).toBe('002:30:00');
    // Made in 2024: out of the year asked for.
    await t.app.db
      .update(demands)
      .set({ createdAt: new Date('2024-04-10T13:00:00Z') })
      .where(eq(demands.id, ids.deltaComValor!));
    expect(await byStatus()).toEqual({ FINALIZADO: [1, 180] });
    await t.app.db.delete(demands).where(eq(demands.id, ids.deltaSemValor!));
    expect(await byStatus()).toEqual({});
    expect(await spent()).toBe('000:00:00');
    // The firm's year is what it was before this client's demands.
    expect(await firmYear()).toEqual(firmBefore);
  });

  it('refuses a page past the first 10 000 services with the bounded-list message', async () => {
    const beyond = await call(
      'admin',
      'GET',
      `/api/controle-orcamentario/filter?${YEAR}&page=500&size=20`,
    );
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual({ message: API_MESSAGES.pageBeyondLimit });
    const last = await call(
      'admin',
      'GET',
      `/api/controle-orcamentario/filter?${YEAR}&page=499&size=20`,
    );
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ content: [], totalCapped: false });
  });
});
