import ExcelJS from 'exceljs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { API_MESSAGES, BUDGET_MESSAGES, MESSAGES } from '@dpohub/domain';
import {
  clientPricesHours,
  clientFunctions,
  clients,
  demandStatusHistory,
  demands,
  hoursBankMovements,
  lawyers,
  notificationOutbox,
  notificationPreferences,
  users,
} from '../db/schema';
import { eventsAfter, lastEventId } from '../audit/audit-test-support';
import { userIdOf } from '../demands/demand-test-support';
import { dailyUses } from './hours-bank-repository';
import { pdfText } from '../test/pdf-text';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

// Budget control over the controlled client of the findings (budget.md section 3), every figure
// worked by hand. Client 4242: R$ 200,00/h from 01/01/2026 and R$ 333,33/h from 20/11/2026;
// 13 demands requested on 25/11/2026 (today), the finished ones finished that day. Packs added
// today: A 010:30 R$ 3.150,50 to 30/06/2027 and B 100:00 R$ 0,10 to 31/12/2026, and C, bought
// earlier, 040:00 R$ 8.000,00 from 01/01/2026 to 30/06/2026 (expired).
//
// Hours used today: D01 01:10 + D08 99:59 + D09 00:30 + D11 02:00 = 103:39, off B first (it
// expires first: 100:00), then 03:39 off A. Card: Contratada 110:30, Gasto 103:39, Saldo 006:51,
// Contratado R$ 3.150,60, Expira em 30/06/2027. After removing 002:15: Contratada 108:15,
// Saldo 004:36.

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const GAMMA = 4242;
const NOV = 'periodoInicial=11/2026&periodoFinal=11/2026';
const TODAY = new Date('2026-11-25T15:00:00Z');
const REQUESTED = new Date('2026-11-25T13:00:00Z');
const FINISHED = new Date('2026-11-25T14:00:00Z');
let lawyer1: { id: number; name: string };
let lawyer2: { id: number; name: string };

type Row = [
  key: string,
  status: string,
  minutes: number | null,
  typed: number | null,
  consumes: boolean,
  lawyer: 1 | 2 | null,
  serviceType: 2 | 9 | 12,
];
// key, status, minutes, typed value, consumoHoras, lawyer, service type. Value by hand beside.
const TABLE: Row[] = [
  ['D00', 'PENDENTE', 70, null, false, null, 2], // 388,885 -> 388,89
  ['D01', 'FINALIZADO', 70, null, true, 1, 2], // 388,89
  ['D02', 'FINALIZADO', 10, null, false, 1, 9], // 55,555 -> 55,56
  ['D03', 'EM_CURSO', 200, 1000, false, 1, 12], // typed 1.000,00
  ['D04', 'CANCELADO', 300, null, false, null, 2], // 1.666,65
  ['D05', 'PENDENTE', 50, null, false, null, 9], // 277,775 -> 277,78
  ['D06', 'CANCELAMENTO', 605, null, false, null, 12], // 3.361,0775 -> 3.361,08
  ['D07', 'NAO_INICIADO', 1, null, false, null, 2], // 5,5555 -> 5,56
  ['D08', 'FINALIZADO', 5999, null, true, 1, 2], // 33.327,4445 -> 33.327,44
  ['D09', 'FINALIZADO', 30, 0.01, true, 2, 9], // typed 0,01
  ['D10', 'PENDENTE', null, null, false, null, 2], // no hours: no value
  ['D11', 'FINALIZADO', 120, null, true, 2, 12], // 666,66 (archived: still billed)
  ['D12', 'EM_CURSO', 10, null, false, 2, 2], // 55,56
];
const VALUES: Record<string, number | null> = {
  D00: 388.89,
  D01: 388.89,
  D02: 55.56,
  D03: 1000,
  D04: 1666.65,
  D05: 277.78,
  D06: 3361.08,
  D07: 5.56,
  D08: 33327.44,
  D09: 0.01,
  D10: null,
  D11: 666.66,
  D12: 55.56,
};

const call = (
  who: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(tokens[who]!), ...(payload ? { payload } : {}) });
const get = async (url: string, who = 'admin') => (await call(who, 'GET', url)).json();

async function client(id: number, name: string) {
  await t.app.db.insert(clients).values({ id, name, enableHoursBank: true });
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(TODAY);
  for (const who of ['admin', 'cliente.admin', 'cliente.usuario', 'participante', 'beta.admin']) {
    tokens[who] = await t.login(who);
  }
  // Beta's demo contract leaves budget control out; here its administrator meets the tenant
  // checks, so the client has it.
  await t.app.db
    .insert(clientFunctions)
    .values({ clientId: 1002, feature: 'budgetControl' })
    .onConflictDoNothing();
  const active = await t.app.db
    .select({ id: lawyers.id, name: lawyers.name })
    .from(lawyers)
    .where(eq(lawyers.status, true))
    .orderBy(lawyers.id)
    .limit(2);
  [lawyer1, lawyer2] = active as [typeof lawyer1, typeof lawyer2];
  await client(GAMMA, 'Gamma Tecnologia');
  await t.app.db.insert(clientPricesHours).values([
    { clientId: GAMMA, valorHora: 200, vigenciaInicio: '2026-01-01', vigenciaFim: '2026-11-19' },
    { clientId: GAMMA, valorHora: 333.33, vigenciaInicio: '2026-11-20', vigenciaFim: null },
  ]);
  // A client administrator of Gamma, told of the hours bank alerts.
  const [gestora] = await t.app.db
    .insert(users)
    .values({
      username: 'gamma.gestora',
      email: 'gestora@gamma.local',
      name: 'Gestora Gamma',
      passwordHash: 'not-used',
      employeeDanielLaw: 2,
      clientId: GAMMA,
    })
    .returning({ id: users.id });
  ids.gestora = gestora!.id;
  for (const [key, status, minutes, typed, consumes, lawyer, serviceType] of TABLE) {
    const finished = status === 'FINALIZADO';
    const [row] = await t.app.db
      .insert(demands)
      .values({
        clientId: GAMMA,
        demanda: `${key} Serviço controlado`,
        serviceTypeId: serviceType,
        prazoAtendimento: 'SLA',
        prazo: '2026-12-31',
        descricaoTrabalho: `${key}: descrição`,
        status: status as never,
        horasMinutes: minutes,
        valor: typed,
        consumoHoras: consumes,
        lawyerId: lawyer === 1 ? lawyer1.id : lawyer === 2 ? lawyer2.id : null,
        archived: key === 'D11',
        createdAt: REQUESTED,
        updatedAt: finished ? FINISHED : REQUESTED,
      })
      .returning({ id: demands.id });
    ids[key] = row!.id;
  }
  await t.app.db.insert(demandStatusHistory).values(
    (['PENDENTE', 'NAO_INICIADO', 'EM_CURSO', 'FINALIZADO'] as const).map((status, hour) => ({
      demandId: ids.D01!,
      status,
      data: new Date(`2026-11-25T1${hour}:30:00Z`),
    })),
  );
}, 600_000);
afterAll(() => t.close());

const q = `idCliente=${GAMMA}&${NOV}`;
const addPack = (body: object, who = 'admin') =>
  call(who, 'POST', '/api/banco-horas', { client: { id: GAMMA }, ...body });
const removeHours = (quantidade: string, dataInicial: string) =>
  call('admin', 'POST', '/api/banco-horas', { client: { id: GAMMA }, quantidade, dataInicial });

describe('a demand keeps its value: typed, or its exact minutes at the price of its request day', () => {
  it('stores every value of the controlled client to the cent, rounded half-up (budget M4)', async () => {
    const rows = await t.app.db
      .select({ id: demands.id, valor: demands.serviceValor })
      .from(demands)
      .where(eq(demands.clientId, GAMMA));
    const byId = new Map(rows.map((row) => [row.id, row.valor]));
    expect(Object.fromEntries(TABLE.map(([key]) => [key, byId.get(ids[key]!)]))).toEqual(VALUES);
  });

  it('shows the same value in the demands list, the demand and budget control (budget M1)', async () => {
    const list = await get(`/api/solicitacao/filter?archived=false&clientId=${GAMMA}&size=20`);
    const d02 = list.content.find((row: { id: number }) => row.id === ids.D02);
    expect(d02).toMatchObject({ valor: 55.56, valorInformado: false });
    const detail = await get(`/api/solicitacao/${ids.D03}`);
    expect(detail).toMatchObject({ valor: 1000, valorInformado: true });
    const services = await get(`/api/controle-orcamentario/filter?${q}&name=D02`);
    expect(services.content[0]).toMatchObject({ id: ids.D02, valor: 55.56 });
    const budgetDetail = await get(`/api/controle-orcamentario/${ids.D02}`);
    expect(budgetDetail).toMatchObject({
      valor: 55.56,
      valorHora: 333.33,
      dataConclusao: '2026-11-25',
      consumoHoras: false,
    });
    expect(await get(`/api/controle-orcamentario/${ids.D03}`)).toMatchObject({
      valor: 1000,
      valorHora: null,
    });
  });

  it('values a new demand at the price in force on its request day, never a later one', async () => {
    const EPSILON = 4545;
    await client(EPSILON, 'Epsilon Precos');
    for (const [valorHora, vigenciaInicio] of [
      [180, '2026-01-01'],
      [300, '2027-01-01'],
    ] as const) {
      const created = await call('admin', 'POST', '/api/client-prices-hours', {
        clientId: EPSILON,
        valorHora,
        vigenciaInicio,
      });
      expect(created.statusCode).toBe(201);
    }
    const form = {
      client: { id: EPSILON },
      demanda: 'Parecer de um dia de preço futuro',
      serviceType: { id: 2 },
      tipoConsulta: 'Parecer',
      tipoAvaliacao: null,
      areaInterna: 'Legal Design',
      areaDemandante: 'Jurídico',
      autorDemanda: 'Carla',
      prazoAtendimento: 'SLA',
      prazo: null,
      descricaoTrabalho: 'Descrição',
      lawyer: { id: lawyer1.id },
      consumoHoras: false,
    };
    const made = [];
    for (const [horas, valor] of [
      ['02:00', null],
      ['01:00', null],
      ['01:00', 500],
    ] as const) {
      const response = await call('admin', 'POST', '/api/solicitacao', { ...form, horas, valor });
      expect(response.statusCode).toBe(201);
      made.push(response.json<{ valor: number; valorInformado: boolean }>());
    }
    // Two demands of the same client and day: the same R$ 180,00/h.
    expect(made.map((demand) => [demand.valor, demand.valorInformado])).toEqual([
      [360, false],
      [180, false],
      [500, true],
    ]);
    const tooPrecise = await call('admin', 'POST', '/api/solicitacao', {
      ...form,
      horas: '01:00',
      valor: 10.005,
    });
    expect([tooPrecise.statusCode, tooPrecise.json().message]).toEqual([
      400,
      'Valor inválido: use no máximo duas casas decimais.',
    ]);
  });
});

describe('the period: status table, totals and services (budget M3, M4, M7, m2)', () => {
  it('gives the status table as sums of the rounded values', async () => {
    expect(await get(`/api/controle-orcamentario/controle-por-status?${q}`)).toEqual([
      { status: 'PENDENTE', servicos: 3, total: 666.67 },
      { status: 'NAO_INICIADO', servicos: 1, total: 5.56 },
      { status: 'EM_CURSO', servicos: 2, total: 1055.56 },
      { status: 'FINALIZADO', servicos: 5, total: 34438.56 },
      { status: 'CANCELADO', servicos: 1, total: 1666.65 },
      { status: 'CANCELAMENTO', servicos: 1, total: 3361.08 },
    ]);
  });

  it('counts as invested only Em curso and Finalizado', async () => {
    expect(await get(`/api/controle-orcamentario/total-servicos?${q}`)).toEqual({
      totalServicos: 13,
      valorInvestido: 35494.12,
    });
  });

  it('reads a period starting mid-month from that day (the default: the same day one year ago)', async () => {
    const fromToday = `idCliente=${GAMMA}&periodoInicial=11/2025&periodoFinal=11/2026&diaInicial=25`;
    expect(await get(`/api/controle-orcamentario/total-servicos?${fromToday}`)).toEqual({
      totalServicos: 13,
      valorInvestido: 35494.12,
    });
    const fromTomorrow = `idCliente=${GAMMA}&periodoInicial=11/2026&periodoFinal=11/2026&diaInicial=26`;
    expect(await get(`/api/controle-orcamentario/total-servicos?${fromTomorrow}`)).toEqual({
      totalServicos: 0,
      valorInvestido: 0,
    });
    const bad = await call(
      'admin',
      'GET',
      `/api/controle-orcamentario/total-servicos?${q}&diaInicial=0`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('lists the services by demanda, 20 a page, with the search and the status filter', async () => {
    const page = await get(
      `/api/controle-orcamentario/filter?${q}&page=0&size=20&sort=demanda,asc`,
    );
    expect(page).toMatchObject({ totalElements: 13, totalPages: 1, number: 0, size: 20 });
    expect(
      page.content.map((row: { demanda: string; valor: number | null }) => [
        row.demanda.slice(0, 3),
        row.valor,
      ]),
    ).toEqual(TABLE.map(([key]) => [key, VALUES[key]]));
    const finished = await get(`/api/controle-orcamentario/filter?${q}&status=FINALIZADO`);
    expect(finished.totalElements).toBe(5);
    const search = await get(
      `/api/controle-orcamentario/filter?${q}&name=${encodeURIComponent('d12 SERVIÇO')}`,
    );
    expect(search.content.map((row: { id: number }) => row.id)).toEqual([ids.D12]);
    expect(
      (await call('admin', 'GET', `/api/controle-orcamentario/filter?${q}&sort=valor,asc`))
        .statusCode,
    ).toBe(400);
  });

  it('gives the firm hours and value per lawyer and per service type, adding up to the invested value', async () => {
    const share = await get(`/api/controle-orcamentario/distribuicao?${q}`);
    expect(share.porAdvogado).toEqual([
      { id: lawyer1.id, nome: lawyer1.name, servicos: 4, horas: '104:39:00', valor: 34771.89 },
      { id: lawyer2.id, nome: lawyer2.name, servicos: 3, horas: '002:40:00', valor: 722.23 },
    ]);
    expect(
      share.porTipoServico.map(
        (row: { id: number; servicos: number; horas: string; valor: number }) => [
          row.id,
          row.servicos,
          row.horas,
          row.valor,
        ],
      ),
    ).toEqual([
      [2, 3, '101:19:00', 33771.89],
      [12, 2, '005:20:00', 1666.66],
      [9, 2, '000:40:00', 55.57],
    ]);
    const client = await call(
      'cliente.admin',
      'GET',
      `/api/controle-orcamentario/distribuicao?${NOV}`,
    );
    expect([client.statusCode, client.json().message]).toEqual([403, BUDGET_MESSAGES.firmOnly]);
  });
});

describe('the hours bank: packs in force today, whatever the period (budget M2, M3, M5, M6)', () => {
  it('adds two packs today and one bought earlier, already expired', async () => {
    const a = await addPack({
      quantidade: '010:30:00',
      valor: 3150.5,
      dataExpiracao: '2027-06-30',
      descricao: 'Contrato 2026/A',
    });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({
      quantidade: '010:30:00',
      valor: 3150.5,
      dataInicio: '2026-11-25',
      dataExpiracao: '2027-06-30',
      descricao: 'Contrato 2026/A',
      createdBy: 'Administrador DPOHUB',
      createdAt: '2026-11-25T15:00:00.000Z',
    });
    expect(
      (await addPack({ quantidade: '100:00:00', valor: 0.1, dataExpiracao: '2026-12-31' }))
        .statusCode,
    ).toBe(201);
    const c = await addPack({
      quantidade: '040:00:00',
      valor: 8000,
      dataInicio: '2026-01-01',
      dataExpiracao: '2026-06-30',
      descricao: 'Contrato 2026/1',
    });
    expect(c.statusCode).toBe(201);
  });

  it('shows the card of the packs in force, the same for every period', async () => {
    for (const period of [NOV, 'periodoInicial=12/2026&periodoFinal=12/2026', '']) {
      const query = `idCliente=${GAMMA}${period ? `&${period}` : ''}`;
      expect([period, await get(`/api/controle-orcamentario/barra-progresso?${query}`)]).toEqual([
        period,
        { contratada: '110:30:00', consumida: '103:39:00', saldo: '006:51:00' },
      ]);
      expect(await get(`/api/controle-orcamentario/contratacao?${query}`)).toEqual({
        contratado: 3150.6,
        expiracao: '30/06/2027',
      });
    }
  });

  it('lists every pack with its use and balance, the alerts, 12 months and the forecast', async () => {
    const overview = await get(`/api/controle-orcamentario/banco-horas?idCliente=${GAMMA}`);
    expect(overview.hoje).toBe('2026-11-25');
    expect(
      overview.pacotes.map((pack: Record<string, unknown>) => [
        pack.descricao,
        pack.quantidade,
        pack.consumida,
        pack.saldo,
        pack.situacao,
      ]),
    ).toEqual([
      ['Contrato 2026/1', '040:00:00', '000:00:00', '040:00:00', 'EXPIRADO'],
      ['Contrato 2026/A', '010:30:00', '003:39:00', '006:51:00', 'VIGENTE'],
      [null, '100:00:00', '100:00:00', '000:00:00', 'VIGENTE'],
    ]);
    expect(overview.alertas).toEqual([
      { tipo: 'used80', mensagem: 'Atenção: 93% das horas dos pacotes vigentes já foram usadas.' },
    ]);
    expect(overview.meses).toHaveLength(12);
    expect(overview.meses.at(-1)).toEqual({
      mes: '11/2026',
      consumidaMinutos: 6219,
      contratadaMinutos: 6630,
      saldoMinutos: 411,
    });
    // C on its last day, and gone the month after with its unused 40:00.
    expect(overview.meses.slice(6, 8)).toEqual([
      { mes: '06/2026', consumidaMinutos: 0, contratadaMinutos: 2400, saldoMinutos: 2400 },
      { mes: '07/2026', consumidaMinutos: 0, contratadaMinutos: 0, saldoMinutos: 0 },
    ]);
    // 103:39 in the last 90 days: 6219 x 30 / 90 = 2073 minutes (34:33) a month, 69,1 a day;
    // A's 06:51 (411 minutes) last 411 x 90 / 6219 = 5,95 days: over on the 6th day, 01/12.
    expect(overview.ritmo).toEqual({
      mensal: '034:33:00',
      mensagem: 'No ritmo atual, o saldo acaba em 01/12/2026.',
      saldoAcabaEm: '2026-12-01',
    });
  });

  it("gives the e-mail of the firm's identification for 'Fale conosco', none while it is blank (m12)", async () => {
    const url = '/api/controle-orcamentario/banco-horas';
    const own = (await get(url, 'cliente.admin')).contatoEscritorio;
    expect(own).toBe('privacidade@mendesaraujo.adv.br');
    const profile = await get('/api/lei-geral-protecao-de-dados/escritorio');
    const save = (email: string) =>
      call('admin', 'PUT', '/api/lei-geral-protecao-de-dados/escritorio', { ...profile, email });
    expect((await save('')).statusCode).toBe(200);
    try {
      expect((await get(url, 'cliente.admin')).contatoEscritorio).toBeNull();
    } finally {
      await save(profile.email);
    }
  });

  it('refuses a removal past the balance with the message, and records one within it', async () => {
    const past = await removeHours('-007:00:00', '11/2026');
    expect([past.statusCode, past.json().message]).toEqual([
      400,
      'Não é possível remover 007:00: o saldo dos pacotes vigentes é 006:51.',
    ]);
    const outOfPacks = await removeHours('-001:00:00', '01/1900');
    expect([outOfPacks.statusCode, outOfPacks.json().message]).toEqual([
      400,
      BUDGET_MESSAGES.removalMonthOutOfPacks('11/2026', '06/2027'),
    ]);
    const removed = await removeHours('-002:15:00', '11/2026');
    expect(removed.statusCode).toBe(201);
    expect(removed.json()).toMatchObject({ quantidade: '-002:15:00', dataInicial: '11/2026' });
    expect(await get(`/api/controle-orcamentario/barra-progresso?idCliente=${GAMMA}`)).toEqual({
      contratada: '108:15:00',
      consumida: '103:39:00',
      saldo: '004:36:00',
    });
    const rows = await t.app.db
      .select({ kind: hoursBankMovements.kind, minutes: hoursBankMovements.minutes })
      .from(hoursBankMovements)
      .where(eq(hoursBankMovements.clientId, GAMMA));
    // Nothing refused was written.
    expect(rows.map((row) => [row.kind, row.minutes])).toEqual([
      ['pack', 630],
      ['pack', 6000],
      ['pack', 2400],
      ['removal', -135],
    ]);
  });

  it('records each movement in the audit trail, by whom and what; a refused one writes none', async () => {
    // A client of its own, so Gamma's figures stay as they are.
    const DELTA = 4243;
    await t.app.db
      .insert(clients)
      .values({ id: DELTA, name: 'Delta Consultoria', enableHoursBank: true });
    const admin = await userIdOf(t, 'admin');
    const before = await lastEventId(t.app.db);
    const pack = await addPack({
      client: { id: DELTA },
      quantidade: '004:30:00',
      valor: 1125.5,
      dataExpiracao: '2027-06-30',
      descricao: 'Contrato 12/2026',
    });
    expect(pack.statusCode).toBe(201);
    const removal = await call('admin', 'POST', '/api/banco-horas', {
      client: { id: DELTA },
      quantidade: '-002:00:00',
      dataInicial: '11/2026',
    });
    expect(removal.statusCode).toBe(201);
    expect(
      (
        await addPack({
          client: { id: DELTA },
          quantidade: '001:00:00',
          valor: 1,
          dataExpiracao: '2025-01-01',
        })
      ).statusCode,
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
          { field: 'dataInicio', after: '25/11/2026' },
          { field: 'dataExpiracao', after: '30/06/2027' },
          { field: 'descricao', after: 'Contrato 12/2026' },
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
          { field: 'dataInicial', after: '11/2026' },
        ],
      ],
    ]);
  });

  it('refuses bad packs with a message naming the problem (budget M6, m8)', async () => {
    const message = async (body: object) => {
      const answer = await addPack(body);
      return [answer.statusCode, answer.json().message];
    };
    const pack = { quantidade: '010:00:00', valor: 100, dataExpiracao: '2026-12-31' };
    expect(await message({ ...pack, dataExpiracao: '2025-01-01' })).toEqual([
      400,
      BUDGET_MESSAGES.expiryInThePast,
    ]);
    expect(await message({ ...pack, valor: 10.005 })).toEqual([
      400,
      BUDGET_MESSAGES.invalidPackValue,
    ]);
    expect(await message({ ...pack, valor: 0 })).toEqual([400, BUDGET_MESSAGES.invalidPackValue]);
    expect(await message({ ...pack, dataExpiracao: '9999-12-31' })).toEqual([
      400,
      BUDGET_MESSAGES.packTooLong,
    ]);
    expect(await message({ quantidade: '-001:00:00' })).toEqual([
      400,
      BUDGET_MESSAGES.removalMonthRequired,
    ]);
    expect(await message({})).toEqual([400, BUDGET_MESSAGES.quantityRequired]);
    expect(await message({ ...pack, quantidade: '000:00:00' })).toEqual([
      400,
      MESSAGES.invalidHours,
    ]);
    expect(
      (await call('admin', 'POST', '/api/banco-horas', { ...pack, client: { id: 999999 } }))
        .statusCode,
    ).toBe(404);
  });

  it('never edits a movement in place', async () => {
    await expect(
      t.app.db
        .update(hoursBankMovements)
        .set({ minutes: 1 })
        .where(eq(hoursBankMovements.clientId, GAMMA)),
    ).rejects.toThrow();
  });

  it('is for firm admins only', async () => {
    for (const who of ['cliente.admin', 'cliente.usuario', 'participante', 'beta.admin']) {
      const response = await addPack(
        { quantidade: '001:00:00', valor: 1, dataExpiracao: '2026-12-31' },
        who,
      );
      expect([who, response.statusCode, response.json().message]).toEqual([
        who,
        403,
        API_MESSAGES.forbidden,
      ]);
    }
  });
});

describe('alerts by e-mail, each once (80%, 100%, 15 days before an expiry)', () => {
  const alertMails = () =>
    t.app.db
      .select({
        to: notificationOutbox.toEmail,
        subject: notificationOutbox.subject,
        body: notificationOutbox.body,
      })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.kind, 'hoursBankAlert'))
      .orderBy(notificationOutbox.id);

  it('told the client administrators and the firm when A alone was used past 100%, then at 93% once B came', async () => {
    const mails = await alertMails();
    const toGestora = mails.filter((mail) => mail.to === 'gestora@gamma.local');
    expect(toGestora.map((mail) => mail.body.split('\n')[3])).toEqual([
      'As horas dos pacotes vigentes acabaram: 987% das horas contratadas já foram usadas.',
      'Atenção: 93% das horas dos pacotes vigentes já foram usadas.',
    ]);
    expect(toGestora[1]!.subject).toBe('Pacote de horas de Gamma Tecnologia: aviso');
    expect(toGestora[1]!.body).toContain(
      'Acesse o controle orçamentário: http://localhost:3000/budgetControl\n',
    );
    const admin = mails.filter((mail) => mail.to.startsWith('admin@'));
    expect(admin.at(-1)!.body).toContain(`http://localhost:3000/budgetControl?idCliente=${GAMMA}`);
    // The expired pack and the removal changed nothing; the daily check sends nothing again.
    await t.app.notifications.runDailyHoursAlerts();
    expect((await alertMails()).filter((mail) => mail.to === 'gestora@gamma.local')).toHaveLength(
      2,
    );
  });

  it('warns 15 days before a pack with hours left expires, and respects a preference turned off', async () => {
    const DELTA = 4343;
    await client(DELTA, 'Delta Serviços');
    const [adm] = await t.app.db
      .insert(users)
      .values({
        username: 'delta.adm',
        email: 'adm@delta.local',
        name: 'Adm Delta',
        passwordHash: 'not-used',
        employeeDanielLaw: 2,
        clientId: DELTA,
      })
      .returning({ id: users.id });
    const [off] = await t.app.db
      .insert(users)
      .values({
        username: 'delta.off',
        email: 'off@delta.local',
        name: 'Off Delta',
        passwordHash: 'not-used',
        employeeDanielLaw: 2,
        clientId: DELTA,
      })
      .returning({ id: users.id });
    await t.app.db
      .insert(notificationPreferences)
      .values({ userId: off!.id, kind: 'hoursBankAlert', enabled: false, updatedAt: TODAY });
    const response = await call('admin', 'POST', '/api/banco-horas', {
      client: { id: DELTA },
      quantidade: '010:00:00',
      valor: 1000,
      dataExpiracao: '2026-12-10',
    });
    expect(response.statusCode).toBe(201);
    const mails = (await alertMails()).filter((mail) => mail.to.endsWith('@delta.local'));
    expect(mails.map((mail) => [mail.to, mail.body.split('\n')[3]])).toEqual([
      [
        'adm@delta.local',
        'O pacote de 10h 00min de 25/11/2026 vence em 10/12/2026 com 10h 00min não usadas.',
      ],
    ]);
    expect(adm).toBeDefined();
  });
});

describe('the spreadsheets and the statement agree with the screen to the cent (budget m1)', () => {
  async function sheetOf(body: Buffer) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(body as never);
    return book.worksheets[0]!;
  }
  const cellValue = (value: unknown) =>
    value && typeof value === 'object' && 'result' in value
      ? (value as { result: unknown }).result
      : value;
  // A duration cell is a number of days in a time format; exceljs reads it back as a date from
  // the spreadsheet epoch (30/12/1899).
  const EPOCH = Date.UTC(1899, 11, 30);
  const minutes = (value: unknown) => {
    const read = cellValue(value);
    if (read instanceof Date) return Math.round((read.getTime() - EPOCH) / 60_000);
    return typeof read === 'number' ? Math.round(read * 1440) : null;
  };

  it('writes the services with a title, durations, money, a frozen header, filters and totals', async () => {
    const before = await lastEventId(t.app.db);
    const response = await call('admin', 'GET', `/api/controle-orcamentario/export-excel?${q}`);
    expect(response.statusCode).toBe(200);
    expect(await eventsAfter(t.app.db, before)).toEqual([
      expect.objectContaining({
        kind: 'data.exported',
        clientId: GAMMA,
        details: expect.objectContaining({
          note: 'relatorio-servicos.xlsx, 01/11/2026 a 30/11/2026',
        }),
      }),
    ]);
    expect(response.headers['content-disposition']).toContain('filename="relatorio-servicos.xlsx"');
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.name).toBe('Serviços');
    expect([1, 2, 3, 4].map((row) => sheet.getRow(row).values)).toEqual([
      [undefined, 'Relatório de serviços'],
      [undefined, 'Escritório', 'Daniel Law'],
      [undefined, 'Cliente', 'Gamma Tecnologia'],
      [undefined, 'Período', '01/11/2026 a 30/11/2026'],
    ]);
    expect(sheet.getRow(7).values).toEqual([
      undefined,
      'Demanda',
      'Cliente',
      'Tipo de serviço',
      'Advogado(a)',
      'Data',
      'Solicitada em',
      'Concluída em',
      'Status',
      'Consome horas',
      'Horas',
      'Preço/hora',
      'Valor do Serviço',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 7 });
    expect(sheet.autoFilter).toBeTruthy();
    const dataRows = TABLE.map((_, index) => sheet.getRow(8 + index));
    expect(dataRows.map((row) => cellValue(row.getCell(12).value))).toEqual(
      TABLE.map(([key]) => VALUES[key] ?? '—'),
    );
    const d08 = dataRows[8]!;
    expect(minutes(d08.getCell(10).value)).toBe(5999);
    expect(d08.getCell(10).numFmt).toBe('[h]:mm');
    expect(d08.getCell(11).value).toBe(333.33);
    expect(d08.getCell(12).numFmt).toBe('"R$" #,##0.00');
    expect(d08.getCell(7).value).toEqual(new Date('2026-11-25T00:00:00Z'));
    const total = sheet.getRow(8 + TABLE.length);
    expect(total.getCell(1).value).toBe('Total');
    expect(total.getCell(2).value).toBe('13 serviços');
    // 124:25 of hours; R$ 41.194,08, the status table's six rows added up.
    expect(total.getCell(10).formula).toBe('SUBTOTAL(109,J8:J20)');
    expect(minutes(total.getCell(10).value)).toBe(7465);
    expect(total.getCell(12).value).toEqual({ formula: 'SUBTOTAL(109,L8:L20)', result: 41194.08 });
  });

  it('writes the hours ledger of the period, ending at the card balance', async () => {
    const response = await call(
      'admin',
      'GET',
      `/api/controle-orcamentario/export-excel-historico-horas?idCliente=${GAMMA}&periodoInicial=01/2026&periodoFinal=11/2026`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="relatorio-horas.xlsx"');
    const sheet = await sheetOf(response.rawPayload);
    const lines = [];
    for (let index = 8; index <= sheet.rowCount; index += 1) {
      const row = sheet.getRow(index);
      lines.push([
        row.getCell(2).value,
        row.getCell(4).value,
        minutes(row.getCell(5).value),
        minutes(row.getCell(6).value),
        minutes(row.getCell(7).value),
      ]);
    }
    expect(lines).toEqual([
      ['Pacote de horas', 'Contrato 2026/1', 2400, null, 2400],
      ['Vencimento do pacote', 'Contrato 2026/1', null, 2400, 0],
      ['Pacote de horas', 'Contrato 2026/A', 630, null, 630],
      ['Pacote de horas', 'de 100h 00min de 25/11/2026', 6000, null, 6630],
      ['Consumo', 'de 100h 00min de 25/11/2026', null, 70, 6560],
      ['Consumo', 'de 100h 00min de 25/11/2026', null, 5930, 630],
      ['Consumo', 'Contrato 2026/A', null, 69, 561],
      ['Consumo', 'Contrato 2026/A', null, 30, 531],
      ['Consumo', 'Contrato 2026/A', null, 120, 411],
      ['Remoção de horas', 'Contrato 2026/A', null, 135, 276],
      ['Total', null, 9030, 8754, 276],
    ]);
    // The balance of the last line is the card's Saldo, 004:36.
    expect(sheet.getRow(12).getCell(3).value).toBe('D01 Serviço controlado');
    expect(sheet.getRow(12).getCell(10).value).toBe(388.89);
    expect(sheet.getRow(10).getCell(9).value).toBe(3150.5);
  });

  it('answers 400 when no pack was in force in the period', async () => {
    const response = await call(
      'admin',
      'GET',
      `/api/controle-orcamentario/export-excel-historico-horas?idCliente=${GAMMA}&periodoInicial=07/2026&periodoFinal=10/2026`,
    );
    expect([response.statusCode, response.json().message]).toEqual([
      400,
      MESSAGES.noContractedHoursInPeriod,
    ]);
  });

  it('gives the statement PDF with each finished service, the totals and the balance', async () => {
    const before = await lastEventId(t.app.db);
    const response = await call('admin', 'GET', `/api/controle-orcamentario/extrato?${q}`);
    expect(response.statusCode).toBe(200);
    // Issue 31: who took which client's statement out, once.
    expect(await eventsAfter(t.app.db, before)).toEqual([
      expect.objectContaining({
        kind: 'data.exported',
        clientId: GAMMA,
        details: expect.objectContaining({
          note: `extrato-${GAMMA}-2026-11-01-a-2026-11-30.pdf, 01/11/2026 a 30/11/2026`,
        }),
      }),
    ]);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `filename="extrato-${GAMMA}-2026-11-01-a-2026-11-30.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Extrato de serviços e banco de horas',
      'Cliente: Gamma Tecnologia',
      'Período: 01/11/2026 a 30/11/2026',
      'D08 Serviço controlado',
      'R$ 33.327,44',
      'Valor informado',
      // Finalizado in the status table: 5 services, R$ 34.438,56.
      '5 serviços',
      'Valor dos serviços: R$ 34.438,56',
      'Horas usadas do banco no período: 103:39',
      'Saldo dos pacotes vigentes em 25/11/2026: 004:36',
      'Contratado (pacotes vigentes em 25/11/2026): R$ 3.150,60',
    ]) {
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    }
  });
});

describe('who reads budget control', () => {
  it('keeps clients to their own client, and only with ROLE_CONTROLE_ORCAMENTARIO', async () => {
    const other = await call(
      'cliente.admin',
      'GET',
      `/api/controle-orcamentario/banco-horas?idCliente=${GAMMA}`,
    );
    expect([other.statusCode, other.json().message]).toEqual([403, BUDGET_MESSAGES.otherClient]);
    const own = await call('cliente.admin', 'GET', `/api/controle-orcamentario/banco-horas`);
    expect(own.statusCode).toBe(200);
    const ownStatement = await call(
      'cliente.admin',
      'GET',
      `/api/controle-orcamentario/extrato?${NOV}`,
    );
    expect(ownStatement.statusCode).toBe(200);
    const detail = await call('beta.admin', 'GET', `/api/controle-orcamentario/${ids.D01}`);
    expect(detail.statusCode).toBe(404);
    for (const who of ['cliente.usuario', 'participante']) {
      for (const path of [
        'controle-por-status',
        'total-servicos',
        'filter',
        'contratacao',
        'barra-progresso',
        'banco-horas',
        'export-excel',
        'export-excel-historico-horas',
        'extrato',
        'distribuicao',
        String(ids.D01),
      ]) {
        const response = await call(who, 'GET', `/api/controle-orcamentario/${path}?${NOV}`);
        expect([who, path, response.statusCode]).toEqual([who, path, 403]);
      }
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/controle-orcamentario/filter?${NOV}` }))
        .statusCode,
    ).toBe(401);
  });

  it('needs a client for the hours calls', async () => {
    const progress = await call('admin', 'GET', `/api/controle-orcamentario/banco-horas?${NOV}`);
    expect([progress.statusCode, progress.json().message]).toEqual([
      400,
      BUDGET_MESSAGES.clientRequired,
    ]);
    const unknown = await call(
      'admin',
      'GET',
      `/api/controle-orcamentario/barra-progresso?idCliente=999999`,
    );
    expect(unknown.statusCode).toBe(404);
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
      'banco-horas',
    ]) {
      const bad = await call(
        'admin',
        'GET',
        `/api/controle-orcamentario/${path}?idCliente=${GAMMA}&periodoInicial=13/2026&periodoFinal=12/2026`,
      );
      expect([path, bad.statusCode, bad.json().message]).toEqual([
        path,
        400,
        MESSAGES.budgetPeriodInvalid,
      ]);
      const reversed = await call(
        'admin',
        'GET',
        `/api/controle-orcamentario/${path}?idCliente=${GAMMA}&periodoInicial=05/2026&periodoFinal=04/2026`,
      );
      expect([path, reversed.json().message]).toEqual([path, MESSAGES.budgetPeriodEndBeforeStart]);
    }
    // A text period is told as a period, not as a field's length (budget m8).
    const text = await call(
      'admin',
      'GET',
      `/api/controle-orcamentario/filter?periodoInicial=janeiro&periodoFinal=12/2026`,
    );
    expect([text.statusCode, text.json().message]).toEqual([400, MESSAGES.budgetPeriodInvalid]);
  });

  it('applies every report rule to the exports and the statement', async () => {
    const cases: [string, string][] = [
      ['', MESSAGES.budgetPeriodInvalid],
      ['periodoInicial=00/2026&periodoFinal=12/2026', MESSAGES.budgetPeriodInvalid],
      ['periodoInicial=13/2026&periodoFinal=12/2026', MESSAGES.budgetStartMonthInvalid],
      ['periodoInicial=01/2026&periodoFinal=14/2026', MESSAGES.budgetEndMonthInvalid],
      ['periodoInicial=05/2026&periodoFinal=04/2026', MESSAGES.budgetPeriodEndBeforeStart],
      ['periodoInicial=12/2026&periodoFinal=12/2026', MESSAGES.budgetPeriodStartAfterToday],
    ];
    for (const path of ['export-excel', 'export-excel-historico-horas', 'extrato']) {
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

describe('totals kept by the database as demands change', () => {
  // A client of its own, so the other figures stay as they are.
  const ZETA = 4646;
  const zq = `idCliente=${ZETA}&periodoInicial=01/2026&periodoFinal=12/2026`;
  const byStatus = async (query = zq) =>
    Object.fromEntries(
      (await get(`/api/controle-orcamentario/controle-por-status?${query}`))
        .filter((row: { servicos: number }) => row.servicos > 0)
        .map((row: { status: string; servicos: number; total: number }) => [
          row.status,
          [row.servicos, row.total],
        ]),
    );
  const firmYear = () =>
    get(`/api/controle-orcamentario/total-servicos?periodoInicial=01/2026&periodoFinal=12/2026`);
  let firmBefore: unknown;

  beforeAll(async () => {
    firmBefore = await firmYear();
    await client(ZETA, 'Zeta Servicos');
    const [row] = await t.app.db
      .insert(demands)
      .values({
        clientId: ZETA,
        demanda: 'Zeta parecer que cruza meses',
        serviceTypeId: 2,
        prazoAtendimento: 'SLA',
        prazo: '2026-12-31',
        descricaoTrabalho: 'Zeta',
        horasMinutes: 120,
        consumoHoras: true,
        status: 'EM_CURSO',
        createdAt: new Date('2026-05-29T13:00:00Z'),
        updatedAt: new Date('2026-05-29T13:00:00Z'),
      })
      .returning({ id: demands.id });
    ids.zeta = row!.id;
  });

  it('values a demand once the client has a price, and again when it changes', async () => {
    expect(await byStatus()).toEqual({ EM_CURSO: [1, 0] });
    await t.app.db
      .insert(clientPricesHours)
      .values({ clientId: ZETA, valorHora: 150, vigenciaInicio: '2026-01-01', vigenciaFim: null });
    expect(await byStatus()).toEqual({ EM_CURSO: [1, 300] });
    await t.app.db
      .update(clientPricesHours)
      .set({ valorHora: 90 })
      .where(eq(clientPricesHours.clientId, ZETA));
    expect(await byStatus()).toEqual({ EM_CURSO: [1, 180] });
  });

  it('files a demand requested in May and finished in June under June (a demand crossing months)', async () => {
    t.clock.set(new Date('2026-06-04T15:00:00Z'));
    const finished = await call('admin', 'PATCH', `/api/solicitacao/${ids.zeta}?status=FINALIZADO`);
    t.clock.set(TODAY);
    expect(finished.statusCode).toBe(200);
    const may = `idCliente=${ZETA}&periodoInicial=05/2026&periodoFinal=05/2026`;
    const june = `idCliente=${ZETA}&periodoInicial=06/2026&periodoFinal=06/2026`;
    expect(await byStatus(may)).toEqual({});
    expect(await byStatus(june)).toEqual({ FINALIZADO: [1, 180] });
    const [row] = await t.app.db
      .select({ finishedAt: demands.finishedAt, serviceAt: demands.serviceAt })
      .from(demands)
      .where(eq(demands.id, ids.zeta!));
    expect(row).toEqual({
      finishedAt: new Date('2026-06-04T15:00:00Z'),
      serviceAt: new Date('2026-06-04T15:00:00Z'),
    });
    // Cancelled after finishing: no longer finished work, back under its request (May).
    await t.app.db
      .update(demands)
      .set({ status: 'CANCELADO' })
      .where(and(eq(demands.id, ids.zeta!), inArray(demands.status, ['FINALIZADO'])));
    expect(await byStatus(may)).toEqual({ CANCELADO: [1, 180] });
    await t.app.db.delete(demands).where(eq(demands.id, ids.zeta!));
    expect(await byStatus()).toEqual({});
    expect(await firmYear()).toEqual(firmBefore);
  });

  it("keeps the hours used per day in step with the finished services' hours, whatever changes", async () => {
    // What the hours bank reads (kept by the database) against the same sum over the demands.
    const fromDemands = async () =>
      (
        (await t.app.db.execute(sql`
          select budget_day_of(service_at)::text as day, sum(horas_minutes)::int as minutes
          from demands where client_id = ${ZETA} and status = 'FINALIZADO' and consumo_horas
            and horas_minutes is not null
          group by 1 order by 1`)) as unknown as { rows: { day: string; minutes: number }[] }
      ).rows;
    const kept = () => dailyUses(t.app.db, ZETA, '2026-01-01');
    const at = (iso: string) => new Date(iso);
    const made = await t.app.db
      .insert(demands)
      .values(
        (
          [
            // minutes, consumes, status, finished at (02:30 UTC on the 11th is the 10th in Brazil)
            [90, true, 'FINALIZADO', '2026-03-10T15:00:00Z'],
            [45, true, 'FINALIZADO', '2026-03-11T02:30:00Z'],
            [0, true, 'FINALIZADO', '2026-03-12T15:00:00Z'],
            [60, false, 'FINALIZADO', '2026-03-12T16:00:00Z'],
            [30, true, 'EM_CURSO', null],
            [null, true, 'FINALIZADO', '2026-03-13T15:00:00Z'],
          ] as const
        ).map(([minutes, consumes, status, finished], index) => ({
          clientId: ZETA,
          demanda: `Zeta horas ${index}`,
          serviceTypeId: 2,
          prazoAtendimento: 'SLA' as const,
          prazo: '2026-12-31',
          descricaoTrabalho: 'Zeta',
          horasMinutes: minutes,
          consumoHoras: consumes,
          status,
          createdAt: at('2026-03-01T13:00:00Z'),
          updatedAt: at(finished ?? '2026-03-01T13:00:00Z'),
          finishedAt: finished ? at(finished) : null,
        })),
      )
      .returning({ id: demands.id });
    const id = (index: number) => made[index]!.id;
    try {
      // The 10th holds two services (one finished at 23:30 in Brazil), the 12th one of 0 minutes.
      expect(await kept()).toEqual([
        { day: '2026-03-10', minutes: 135 },
        { day: '2026-03-12', minutes: 0 },
      ]);
      expect(await kept()).toEqual(await fromDemands());
      const changes = [
        // More minutes; no longer consuming; finished later; finished; hours given.
        () => t.app.db.update(demands).set({ horasMinutes: 100 }).where(eq(demands.id, id(0))),
        () => t.app.db.update(demands).set({ consumoHoras: false }).where(eq(demands.id, id(2))),
        () =>
          t.app.db
            .update(demands)
            .set({ finishedAt: at('2026-04-02T15:00:00Z') })
            .where(eq(demands.id, id(1))),
        () =>
          t.app.db
            .update(demands)
            .set({ status: 'FINALIZADO', updatedAt: at('2026-03-10T18:00:00Z') })
            .where(eq(demands.id, id(4))),
        () => t.app.db.update(demands).set({ horasMinutes: 15 }).where(eq(demands.id, id(5))),
        () => t.app.db.update(demands).set({ status: 'CANCELADO' }).where(eq(demands.id, id(0))),
        () => t.app.db.delete(demands).where(eq(demands.id, id(4))),
      ];
      for (const change of changes) {
        await change();
        expect(await kept()).toEqual(await fromDemands());
      }
      expect(await kept()).toEqual([
        { day: '2026-03-13', minutes: 15 },
        { day: '2026-04-02', minutes: 45 },
      ]);
    } finally {
      await t.app.db.delete(demands).where(
        inArray(
          demands.id,
          made.map((row) => row.id),
        ),
      );
    }
    expect(await kept()).toEqual([]);
  });

  it('refuses a page past the first 10 000 services with the bounded-list message', async () => {
    const year = 'periodoInicial=01/2026&periodoFinal=12/2026';
    const beyond = await call(
      'admin',
      'GET',
      `/api/controle-orcamentario/filter?${year}&page=500&size=20`,
    );
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual({ message: API_MESSAGES.pageBeyondLimit });
  });
});

describe('the database values demands by the domain rule', () => {
  it('agrees with domain serviceValue on the hand-computed table, half-up included', async () => {
    const { serviceValue } = await import('@dpohub/domain');
    const prices = [
      { valorHora: 200, vigenciaInicio: '2026-01-01', vigenciaFim: '2026-11-19' },
      { valorHora: 333.33, vigenciaInicio: '2026-11-20', vigenciaFim: null },
    ];
    for (const [minutes, day] of [
      [10, '2026-11-25'],
      [50, '2026-11-25'],
      [1, '2026-11-25'],
      [5999, '2026-11-25'],
      [605, '2026-11-25'],
      [60, '2026-11-19'],
      [60, '2025-12-31'],
    ] as const) {
      const { rows } = (await t.app.db.execute(
        sql`select dpohub_service_valor(${GAMMA}, ${`${day}T12:00:00-03:00`}::timestamptz, null, ${minutes})::text as valor`,
      )) as unknown as { rows: { valor: string | null }[] };
      const expected = serviceValue(
        { valor: null, horasMinutes: minutes, requestDay: day },
        prices,
      );
      expect([minutes, day, rows[0]!.valor === null ? null : Number(rows[0]!.valor)]).toEqual([
        minutes,
        day,
        expected,
      ]);
    }
  });
});
