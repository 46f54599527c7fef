import { eq } from 'drizzle-orm';
import { SERVICE_TYPE, type FirmCalendarYear } from '@dpohub/domain';
import { eventsAfter, lastEventId } from '../audit/audit-test-support';
import { demands } from '../db/schema';
import { activeLawyerId, demandTestLogins } from '../demands/demand-test-support';
import { insertTestDemand } from '../demands/participants/demand-activity-test-support';
import { DEMO_CLIENTS } from '../seed/demo-users';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

// The days the tests run in, whatever the machine's date.
const WEDNESDAY_25_11_2026 = new Date('2026-11-25T12:00:00-03:00');
const THURSDAY_16_12_2027 = new Date('2027-12-16T12:00:00-03:00');

let t: TestApp;
let as: Awaited<ReturnType<typeof demandTestLogins>>;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(WEDNESDAY_25_11_2026);
  as = await demandTestLogins(t);
});
afterAll(() => t.close());

const yearOf = async (headers: Record<string, string>, year: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/calendario?ano=${year}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<FirmCalendarYear>();
};

const closedOn = (calendar: FirmCalendarYear, date: string) =>
  calendar.diasFechados.find((day) => day.date === date)?.name;

const staffDemand = (lawyer: number, overrides: Record<string, unknown>) => ({
  client: { id: DEMO_CLIENTS.acme.id },
  demanda: 'Parecer sobre o prazo',
  serviceType: { id: SERVICE_TYPE.CONSULTA },
  tipoConsulta: 'Parecer',
  tipoAvaliacao: null,
  areaInterna: 'Legal Design',
  areaDemandante: 'Produto',
  autorDemanda: 'Carla Mendes',
  prazoAtendimento: 'CUSTOMIZADO',
  prazo: '2026-12-15',
  descricaoTrabalho: 'Avaliar.',
  lawyer: { id: lawyer },
  horas: '02:30',
  valor: null,
  consumoHoras: true,
  ...overrides,
});

const postStaffDemand = async (
  overrides: Record<string, unknown>,
  headers: Record<string, string> = as.admin,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/solicitacao',
    headers,
    payload: staffDemand(await activeLawyerId(t), overrides),
  });

describe('GET /api/calendario', () => {
  it("gives every signed-in user the year's closed days: holidays, Carnival, Corpus Christi and the seat's", async () => {
    const calendar = await yearOf(as.granular, 2027);
    expect(calendar.sede).toEqual({ uf: 'SP', cidade: 'SP', nome: 'São Paulo/SP' });
    expect(closedOn(calendar, '2027-02-08')).toBe('Carnaval (segunda-feira)');
    expect(closedOn(calendar, '2027-02-09')).toBe('Carnaval (terça-feira)');
    expect(closedOn(calendar, '2027-02-10')).toBeUndefined();
    expect(calendar.quartaDeCinzas).toEqual({ data: '2027-02-10', abertura: '13h' });
    expect(closedOn(calendar, '2027-05-27')).toBe('Corpus Christi');
    expect(closedOn(calendar, '2027-01-25')).toBe('Aniversário da Cidade');
    expect(closedOn(calendar, '2027-07-09')).toBe('Revolução Constitucionalista');
    expect(closedOn(calendar, '2027-11-20')).toBe('Dia Nacional de Zumbi e da Consciência Negra');
  });

  it('refuses a year out of range and a caller without a session', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/calendario?ano=1990',
      headers: as.admin,
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/calendario?ano=2027' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('deadlines on the firm calendar (M4, m4)', () => {
  it('refuses a past deadline and a closed day with the rule of the forms, staff and client alike', async () => {
    const past = await postStaffDemand({ prazo: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      message: 'O prazo não pode ser anterior à data atual',
      field: 'prazo',
    });
    const carnival = await postStaffDemand({ prazo: '2027-02-08' });
    expect(carnival.statusCode).toBe(400);
    expect(carnival.json().message).toBe(
      'O prazo deve cair em um dia útil: 08/02/2027 é Carnaval (segunda-feira). O próximo dia útil é 10/02/2027.',
    );
    const saturday = await postStaffDemand({ prazo: '2026-11-28' });
    expect(saturday.json().message).toBe(
      'O prazo deve cair em um dia útil: 28/11/2026 é sábado. O próximo dia útil é 30/11/2026.',
    );
    const ashWednesday = await postStaffDemand({ prazo: '2027-02-10' });
    expect(ashWednesday.statusCode).toBe(201);
  });

  it('counts the days left across Carnival and the seat’s 25/01 (hand count: 52)', async () => {
    // From Wed 25/11/2026 to Fri 12/02/2027: 53 business days on the national calendar, less
    // Monday 25/01/2027 (São Paulo's anniversary).
    const id = await insertTestDemand(t.app.db, DEMO_CLIENTS.acme.id);
    await t.app.db.update(demands).set({ prazo: '2027-02-12' }).where(eq(demands.id, id));
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/${id}`,
      headers: as.admin,
    });
    expect(detail.json()).toMatchObject({ diasUteisRestantes: 52, atrasada: false });
  });
});

describe("the firm's closures and seat", () => {
  it('a recess added by a firm admin moves the SLA and the clocks; removing it moves them back', async () => {
    const trailBefore = await lastEventId(t.app.db);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/calendario/fechamentos',
      headers: as.admin,
      payload: { inicio: '2027-12-20', fim: '2027-12-31', descricao: 'Recesso de fim de ano' },
    });
    expect(added.statusCode).toBe(201);
    const closure = added.json<{ id: number }>();
    expect(added.json()).toEqual({
      id: closure.id,
      inicio: '2027-12-20',
      fim: '2027-12-31',
      descricao: 'Recesso de fim de ano',
    });
    // The audit event is written with the closure, in the same transaction.
    const [addedEvent] = await eventsAfter(t.app.db, trailBefore, 'calendar.closureAdded');
    expect(addedEvent).toMatchObject({
      recordType: 'calendar',
      recordId: closure.id,
      clientId: null,
    });
    expect(addedEvent!.details).toMatchObject({
      actorName: 'Administrador DPOHUB',
      recordLabel: 'Recesso de fim de ano',
      changes: [
        { field: 'inicio', after: '2027-12-20' },
        { field: 'fim', after: '2027-12-31' },
        { field: 'descricao', after: 'Recesso de fim de ano' },
      ],
    });
    const year = await yearOf(as.granular, 2027);
    expect(closedOn(year, '2027-12-22')).toBe('Recesso de fim de ano');
    expect(year.fechamentos).toEqual([added.json()]);

    // Thursday 16/12/2027: Fri 17 (1), recess, Mon 03/01/2028 (2) ... Thu 06/01 (5).
    t.clock.set(THURSDAY_16_12_2027);
    try {
      const adminThen = bearer(await t.login('admin'));
      const sla = await postStaffDemand({ prazoAtendimento: 'SLA', prazo: null }, adminThen);
      expect(sla.statusCode).toBe(201);
      expect(sla.json().prazo).toBe('2028-01-06');
      const inRecess = await postStaffDemand({ prazo: '2027-12-22' }, adminThen);
      expect(inRecess.json().message).toBe(
        'O prazo deve cair em um dia útil: 22/12/2027 é Recesso de fim de ano. O próximo dia útil é 03/01/2028.',
      );

      const overlapping = await t.app.inject({
        method: 'POST',
        url: '/api/calendario/fechamentos',
        headers: adminThen,
        payload: { inicio: '2027-12-30', descricao: 'Emenda' },
      });
      expect(overlapping.statusCode).toBe(409);
      expect(overlapping.json().message).toBe('Já existe um fechamento nesse período.');

      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/calendario/fechamentos/${closure.id}`,
        headers: adminThen,
      });
      expect(removed.statusCode).toBe(204);
      const [removedEvent] = await eventsAfter(t.app.db, trailBefore, 'calendar.closureRemoved');
      expect(removedEvent).toMatchObject({ recordType: 'calendar', recordId: closure.id });
      expect(removedEvent!.details!.changes).toEqual([
        { field: 'inicio', before: '2027-12-20', after: null },
        { field: 'fim', before: '2027-12-31', after: null },
        { field: 'descricao', before: 'Recesso de fim de ano', after: null },
      ]);
      // A closure already gone: 404, and no event.
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/calendario/fechamentos/${closure.id}`,
        headers: adminThen,
      });
      expect(again.statusCode).toBe(404);
      expect(await eventsAfter(t.app.db, trailBefore, 'calendar.closureRemoved')).toHaveLength(1);
      // Without the recess: Fri 17 (1), Mon 20 (2), Tue 21 (3), Wed 22 (4), Thu 23 (5).
      const after = await postStaffDemand({ prazoAtendimento: 'SLA', prazo: null }, adminThen);
      expect(after.json().prazo).toBe('2027-12-23');
    } finally {
      t.clock.set(WEDNESDAY_25_11_2026);
    }
  });

  it.each([
    [{ inicio: '2027-02-30', descricao: 'X' }, 'Data de início inválida'],
    [
      { inicio: '2027-03-10', fim: '2027-03-01', descricao: 'X' },
      'A data de fim não pode ser anterior à data de início',
    ],
    [
      { inicio: '2027-01-01', fim: '2027-03-01', descricao: 'X' },
      'Um fechamento cobre no máximo 45 dias.',
    ],
    [{ inicio: '2027-03-10', descricao: '   ' }, 'Informe a descrição do fechamento'],
  ])('refuses %j with a Portuguese 400', async (payload, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/calendario/fechamentos',
      headers: as.admin,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('keeps the closures and the seat to firm staff', async () => {
    for (const headers of [as.clientAdmin, as.granular, as.participant]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/calendario/fechamentos',
        headers,
        payload: { inicio: '2027-03-10', descricao: 'Emenda' },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it("a new seat brings its own holidays: Rio de Janeiro's 20/01 and 23/04", async () => {
    const trailBefore = await lastEventId(t.app.db);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/calendario/sede',
      headers: as.admin,
      payload: { uf: 'RJ', cidade: 'XX' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'Cidade sem calendário de feriados conhecido para este estado',
    );
    const rio = await t.app.inject({
      method: 'PUT',
      url: '/api/calendario/sede',
      headers: as.admin,
      payload: { uf: 'RJ', cidade: 'RJ' },
    });
    expect(rio.json()).toEqual({ uf: 'RJ', cidade: 'RJ', nome: 'Rio de Janeiro/RJ' });
    // Refused: no event; saved: one, naming what the seat was.
    const seatEvents = await eventsAfter(t.app.db, trailBefore, 'calendar.seatChanged');
    expect(seatEvents).toHaveLength(1);
    expect(seatEvents[0]!.details).toMatchObject({
      recordLabel: 'Rio de Janeiro/RJ',
      changes: [
        { field: 'uf', before: 'SP', after: 'RJ' },
        { field: 'cidade', before: 'SP', after: 'RJ' },
      ],
    });
    const year = await yearOf(as.admin, 2027);
    expect(closedOn(year, '2027-01-20')).toBe('Dia de São Sebastião');
    expect(closedOn(year, '2027-04-23')).toBe('Dia de São Jorge');
    expect(closedOn(year, '2027-07-09')).toBeUndefined();
    await t.app.inject({
      method: 'PUT',
      url: '/api/calendario/sede',
      headers: as.admin,
      payload: { uf: 'SP', cidade: 'SP' },
    });
  });
});
