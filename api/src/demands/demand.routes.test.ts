import { eq } from 'drizzle-orm';
import { MESSAGES, type Page } from '@dpohub/domain';
import { demandParticipants, lawyers } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_CLIENTS } from '../seed/demo-users';
import {
  activeLawyerId,
  attachParticipant,
  demandOf,
  demandTestLogins,
  staffPayload,
  userIdOf,
} from './demand-test-support';

// The day the tests run in, whatever the machine's date.
const TODAY_FOR_DEADLINES = new Date('2026-11-25T12:00:00-03:00');

let t: TestApp;
let as: Awaited<ReturnType<typeof demandTestLogins>>;
beforeAll(async () => {
  t = await createTestApp();
  // Deadlines below are future business days as of this day (Wednesday 25/11/2026).
  t.clock.set(TODAY_FOR_DEADLINES);
  as = await demandTestLogins(t);
});
afterAll(() => t.close());

interface Row {
  id: number;
  client: { id: number; name: string };
  demanda: string;
  lawyer: { id: number; name: string } | null;
  prazo: string;
  horas: string | null;
  valor: number | null;
  archived: boolean;
  status: string;
  createdBy: { name: string; employeeDanielLaw: number | null };
}

const list = async (headers: Record<string, string>, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/solicitacao/filter?${query}`,
    headers,
  });
  return { status: response.statusCode, body: response.json<Page<Row> & { message?: string }>() };
};

describe('GET /api/solicitacao/filter', () => {
  it('gives admins every client, page size 10 sorted by prazo ascending, archived left out', async () => {
    const { status, body } = await list(as.admin, 'archived=false&page=0&size=10&sort=prazo,asc');
    expect(status).toBe(200);
    expect(body.content).toHaveLength(10);
    expect(body.totalElements).toBeGreaterThanOrEqual(30);
    const prazos = body.content.map((row) => row.prazo);
    expect(prazos).toEqual([...prazos].sort());
    expect(new Set(body.content.map((row) => row.client.id)).size).toBeGreaterThan(1);
    expect(body.content.every((row) => !row.archived)).toBe(true);
    const withHours = body.content.find((row) => row.horas);
    expect(withHours?.horas).toMatch(/^\d{2,}:\d{2}:00$/);
  });

  it('limits a client user to their client, and hides the internal data', async () => {
    const { body } = await list(as.granular, `clientId=${DEMO_CLIENTS.beta.id}`);
    expect(body.totalElements).toBeGreaterThan(0);
    expect(body.content.every((row) => row.client.id === DEMO_CLIENTS.acme.id)).toBe(true);
    expect(body.content.every((row) => row.valor === null && row.horas === null)).toBe(true);
  });

  it('filters by client, status, lawyer and free text', async () => {
    const lawyer = await activeLawyerId(t);
    const { body } = await list(
      as.admin,
      `clientId=${DEMO_CLIENTS.acme.id}&status=EM_CURSO&lawyer=${lawyer}`,
    );
    expect(body.content.every((row) => row.client.id === DEMO_CLIENTS.acme.id)).toBe(true);
    expect(body.content.every((row) => row.status === 'EM_CURSO')).toBe(true);
    const search = await list(as.admin, `filtro=${encodeURIComponent('nuvem')}`);
    expect(search.body.totalElements).toBe(1);
    const byClient = await list(as.admin, `filtro=${encodeURIComponent('Beta Serv')}`);
    expect(byClient.body.content.every((row) => row.client.id === DEMO_CLIENTS.beta.id)).toBe(true);
  });

  it('matches every word of the search in any order, and the lawyer by name (demands m6)', async () => {
    const titles = async (filtro: string) =>
      (await list(as.admin, `size=100&filtro=${encodeURIComponent(filtro)}`)).body.content.map(
        (row) => row.demanda,
      );
    const site = 'Revisão da política de privacidade do site';
    expect(await titles('politica de privacidade')).toContain(site);
    expect(await titles('politica privacidade')).toContain(site);
    expect(await titles('PRIVACIDADE política site')).toEqual([site]);
    expect(await titles('privacidade cookies')).toEqual([]);

    const lawyer = await activeLawyerId(t);
    const [named] = await t.app.db.select().from(lawyers).where(eq(lawyers.id, lawyer));
    // The lawyer's name, its words reversed: that lawyer's demands, and only theirs.
    const name = named!.name.split(' ').reverse().join(' ');
    const byLawyer = await list(as.admin, `size=100&filtro=${encodeURIComponent(name)}`);
    expect(byLawyer.body.totalElements).toBeGreaterThan(0);
    expect(byLawyer.body.content.every((row) => row.lawyer?.id === lawyer)).toBe(true);
    // A lawyer's name and a word of the title: that lawyer's demands with that word.
    const both = await list(as.admin, `size=100&filtro=${encodeURIComponent(`${name} revisão`)}`);
    expect(
      both.body.content.every(
        (row) => row.lawyer?.id === lawyer && /revis[aã]o/i.test(row.demanda),
      ),
    ).toBe(true);
  });

  it("shows 'Arquivadas' to firm staff only", async () => {
    const staff = await list(as.admin, 'archived=true');
    expect(staff.body.totalElements).toBe(3);
    expect(staff.body.content.every((row) => row.archived)).toBe(true);
    const client = await list(as.clientAdmin, 'archived=true');
    expect(client.status).toBe(403);
  });

  it('gives a participant only the demands they take part in', async () => {
    const demandId = await demandOf(t, DEMO_CLIENTS.acme.id, 'EM_CURSO');
    const participant = await userIdOf(t, 'participante');
    await attachParticipant(t, demandId, participant);
    const attached = await t.app.db
      .select({ id: demandParticipants.demandId })
      .from(demandParticipants)
      .where(eq(demandParticipants.userId, participant));
    const { body } = await list(as.participant);
    const ids = body.content.map((row) => row.id);
    expect(ids).toContain(demandId);
    expect([...ids].sort()).toEqual(attached.map((row) => row.id).sort());
    expect(body.totalElements).toBeLessThan(30);
  });
});

describe('GET /api/solicitacao/{id}', () => {
  it('answers the whole demand with its history newest first and its documents', async () => {
    const id = await demandOf(t, DEMO_CLIENTS.acme.id, 'FINALIZADO');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/${id}`,
      headers: as.admin,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.historico.map((entry: { status: string }) => entry.status)).toEqual([
      'FINALIZADO',
      'EM_CURSO',
      'NAO_INICIADO',
      'PENDENTE',
    ]);
    expect(body.historico[0].data).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body.lawyer).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(body.areaInterna).toBeTruthy();
  });

  it('answers 404 to a client user asking for another client demand', async () => {
    const id = await demandOf(t, DEMO_CLIENTS.beta.id, 'PENDENTE');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/${id}`,
      headers: as.clientAdmin,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Solicitação não encontrada');
  });
});

describe('POST and PUT /api/solicitacao (staff form)', () => {
  it('creates a PENDENTE demand with history and the value from the client hourly rate', async () => {
    const lawyer = await activeLawyerId(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/solicitacao',
      headers: as.admin,
      payload: staffPayload(lawyer),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'PENDENTE',
      horas: '02:30:00',
      valor: 875,
      prazo: '2026-12-15',
      tipoConsulta: 'Parecer',
      createdBy: { name: 'Administrador DPOHUB', employeeDanielLaw: 1 },
    });
    expect(body.historico).toHaveLength(1);
  });

  it('calls a chosen deadline urgent only while it is before the SLA date (demands m3)', async () => {
    // Made on Wednesday 25/11/2026: the SLA date is Wednesday 02/12/2026.
    const lawyer = await activeLawyerId(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/solicitacao',
      headers: as.admin,
      payload: staffPayload(lawyer, { prazo: '2026-12-01' }),
    });
    expect(created.json()).toMatchObject({ prazo: '2026-12-01', urgente: true });
    const id = created.json().id as number;
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/solicitacao/${id}`,
      headers: as.admin,
      payload: staffPayload(lawyer, { prazo: '2026-12-30' }),
    });
    expect(moved.json()).toMatchObject({ prazo: '2026-12-30', urgente: false });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/documentos-consultas/${id}`,
      headers: as.clientAdmin,
    });
    expect(seen.json()).toMatchObject({ prazoAtendimento: 'CUSTOMIZADO', urgente: false });
    const sla = await t.app.inject({
      method: 'PUT',
      url: `/api/solicitacao/${id}`,
      headers: as.admin,
      payload: staffPayload(lawyer, { prazoAtendimento: 'SLA', prazo: null }),
    });
    expect(sla.json()).toMatchObject({ prazoAtendimento: 'SLA', urgente: false });
  });

  it("refuses 00:00 hours with 'Valor de horas inválido' and an inactive lawyer", async () => {
    const lawyer = await activeLawyerId(t);
    const zero = await t.app.inject({
      method: 'POST',
      url: '/api/solicitacao',
      headers: as.admin,
      payload: staffPayload(lawyer, { horas: '00:00' }),
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe(MESSAGES.invalidHours);
    const inactive = await t.app.inject({
      method: 'POST',
      url: '/api/solicitacao',
      headers: as.admin,
      payload: staffPayload(await activeLawyerId(t, false)),
    });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().message).toBe(
      'Advogado(a) inativo(a): escolha um(a) advogado(a) ativo(a).',
    );
  });

  it('requires prazo unless SLA, and keeps the 1024-character limit', async () => {
    const lawyer = await activeLawyerId(t);
    const noDate = await t.app.inject({
      method: 'POST',
      url: '/api/solicitacao',
      headers: as.admin,
      payload: staffPayload(lawyer, { prazo: null }),
    });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json()).toMatchObject({ message: MESSAGES.required, field: 'prazo' });
    const badDate = await t.app.inject({
      method: 'POST',
      url: '/api/solicitacao',
      headers: as.admin,
      payload: staffPayload(lawyer, { prazo: '2026-13-40' }),
    });
    expect(badDate.json().message).toBe(MESSAGES.invalidDeadline);
  });

  it('computes the SLA deadline as 5 business days, skipping a weekend and a national holiday', async () => {
    // Thursday 13 Nov 2025: 15 Nov (Saturday, Proclamação da República), 16 (Sunday) and
    // 20 Nov (Consciência Negra) are skipped.
    t.clock.set(new Date('2025-11-13T15:00:00-03:00'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/solicitacao',
      headers: as.admin,
      payload: staffPayload(await activeLawyerId(t), { prazoAtendimento: 'SLA', prazo: null }),
    });
    t.clock.set(TODAY_FOR_DEADLINES);
    expect(response.statusCode).toBe(201);
    expect(response.json().prazo).toBe('2025-11-21');
  });

  it('refuses the staff form to client users', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/solicitacao',
      headers: as.clientAdmin,
      payload: staffPayload(await activeLawyerId(t)),
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets an admin edit every field and a participant nothing', async () => {
    const lawyer = await activeLawyerId(t);
    const id = await demandOf(t, DEMO_CLIENTS.acme.id, 'EM_CURSO');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/solicitacao/${id}`,
      headers: as.admin,
      payload: staffPayload(lawyer, { demanda: 'Título editado', horas: '10:00', valor: 1234.5 }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      demanda: 'Título editado',
      horas: '10:00:00',
      valor: 1234.5,
    });
    await attachParticipant(t, id, await userIdOf(t, 'participante'));
    const participant = await t.app.inject({
      method: 'PUT',
      url: `/api/solicitacao/${id}`,
      headers: as.participant,
      payload: staffPayload(lawyer),
    });
    expect(participant.statusCode).toBe(403);
  });
});

describe('PUT /api/solicitacao/{id}/dados-internos', () => {
  it('saves value, hours 000:00:00, lawyer and area (admin only)', async () => {
    const id = await demandOf(t, DEMO_CLIENTS.acme.id, 'PENDENTE');
    const lawyer = await activeLawyerId(t);
    const body = { valor: 700, horas: '002:00:00', lawyer, areaInterna: 'Inteligência Artificial' };
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/solicitacao/${id}/dados-internos`,
      headers: as.admin,
      payload: body,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      valor: 700,
      horas: '02:00:00',
      areaInterna: 'Inteligência Artificial',
    });
    const zero = await t.app.inject({
      method: 'PUT',
      url: `/api/solicitacao/${id}/dados-internos`,
      headers: as.admin,
      payload: { ...body, horas: '000:00:00' },
    });
    expect(zero.json().message).toBe(MESSAGES.invalidHours);
    // One hours rule and one cap (999:59) in the mask, the message and here (m16).
    const matter = await t.app.inject({
      method: 'PUT',
      url: `/api/solicitacao/${id}/dados-internos`,
      headers: as.admin,
      payload: { ...body, horas: '125:30:00' },
    });
    expect(matter.statusCode).toBe(200);
    expect(matter.json().horas).toBe('125:30:00');
    const tooMany = await t.app.inject({
      method: 'PUT',
      url: `/api/solicitacao/${id}/dados-internos`,
      headers: as.admin,
      payload: { ...body, horas: '1000:00:00' },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Uma solicitação leva no máximo 999:59 horas');
    const client = await t.app.inject({
      method: 'PUT',
      url: `/api/solicitacao/${id}/dados-internos`,
      headers: as.clientAdmin,
      payload: body,
    });
    expect(client.statusCode).toBe(403);
  });
});

describe('a cancelled demand (issue 11)', () => {
  it('is refused to every edit, firm staff included, with a Portuguese 409', async () => {
    const id = await demandOf(t, DEMO_CLIENTS.acme.id, 'CANCELADO');
    const lawyer = await activeLawyerId(t);
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/${id}`,
      headers: as.admin,
    });
    const refused = { message: 'Solicitação cancelada não pode ser editada.' };

    const staffForm = await t.app.inject({
      method: 'PUT',
      url: `/api/solicitacao/${id}`,
      headers: as.admin,
      payload: staffPayload(lawyer, { demanda: 'Não deveria mudar' }),
    });
    expect(staffForm.statusCode).toBe(409);
    expect(staffForm.json()).toEqual(refused);

    const internal = await t.app.inject({
      method: 'PUT',
      url: `/api/solicitacao/${id}/dados-internos`,
      headers: as.admin,
      payload: { valor: 1, horas: '001:00:00', lawyer, areaInterna: 'Legal Design' },
    });
    expect(internal.statusCode).toBe(409);
    expect(internal.json()).toEqual(refused);

    const boundary = '----dpohub-cancelled';
    const clientForm = await t.app.inject({
      method: 'PUT',
      url: `/api/solicitacao/documentos-consultas/${id}`,
      headers: { ...as.admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="documentosConsultasDto"\r\n\r\n` +
        `${JSON.stringify({ demanda: 'Também não' })}\r\n--${boundary}--\r\n`,
    });
    expect(clientForm.statusCode).toBe(409);
    expect(clientForm.json()).toEqual(refused);

    const after = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/${id}`,
      headers: as.admin,
    });
    expect(after.json()).toEqual(before.json());
  });
});
