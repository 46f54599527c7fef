// Issue 31: a demand's changes are audit events written in the transaction of the change, one per
// kind of change a save makes, naming who did it, for which client, on which demand and what
// changed in the screens' words; a refused change writes none.
import { eq } from 'drizzle-orm';
import { eventsAfter, lastEventId, type StoredEvent } from '../audit/audit-test-support';
import { verifyAuditChain } from '../audit/audit-verify';
import { lawyers } from '../db/schema';
import { DEMO_CLIENTS } from '../seed/demo-users';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  activeLawyerId,
  clientRequestDto,
  demandOf,
  demandTestLogins,
  multipart,
  pdf,
  staffPayload,
  userIdOf,
} from './demand-test-support';

let t: TestApp;
let as: Awaited<ReturnType<typeof demandTestLogins>>;
let lawyer: { id: number; name: string };
const actors: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  as = await demandTestLogins(t);
  const id = await activeLawyerId(t);
  const [row] = await t.app.db
    .select({ name: lawyers.name })
    .from(lawyers)
    .where(eq(lawyers.id, id));
  lawyer = { id, name: row!.name };
  for (const username of ['admin', 'cliente.admin', 'participante']) {
    actors[username] = await userIdOf(t, username);
  }
});
afterAll(async () => {
  expect((await verifyAuditChain(t.app.db)).ok).toBe(true);
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function call(headers: Record<string, string>, method: Method, url: string, payload?: object) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/** Runs `action`, checks its status, and answers the events it wrote, oldest first. */
async function eventsOf(
  action: () => Promise<{ statusCode: number; body: string }>,
  status: number,
): Promise<StoredEvent[]> {
  const before = await lastEventId(t.app.db);
  const response = await action();
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status });
  return eventsAfter(t.app.db, before);
}

/** The rows as the trail keeps them: kind, who, client, demand, firm-only, what changed. */
function rows(events: StoredEvent[]) {
  return events.map((event) => ({
    kind: event.kind,
    actorId: event.actorId,
    ip: event.details!.ip,
    clientId: event.clientId,
    recordType: event.recordType,
    recordId: event.recordId,
    firmOnly: event.firmOnly,
    changes: event.details!.changes,
  }));
}

const staffForm = (overrides: Record<string, unknown> = {}) => staffPayload(lawyer.id, overrides);

const event = (
  kind: string,
  username: string,
  recordId: number,
  changes: object[],
  firmOnly = false,
) => ({
  kind,
  actorId: actors[username],
  ip: '127.0.0.1',
  clientId: DEMO_CLIENTS.acme.id,
  recordType: 'demand',
  recordId,
  firmOnly,
  changes,
});

describe('the firm’s form', () => {
  it('creating a demand records the request and, apart, the firm’s internal data', async () => {
    let id = 0;
    const events = await eventsOf(async () => {
      const response = await call(as.admin, 'POST', '/api/solicitacao', staffForm());
      id = response.json().id;
      return response;
    }, 201);
    expect(rows(events)).toEqual([
      event('demand.created', 'admin', id, [
        { field: 'client', after: 'Acme Indústria Ltda' },
        { field: 'demanda', after: 'Parecer sobre novo aplicativo' },
        { field: 'serviceType', after: 'Consulta' },
        { field: 'tipoConsulta', after: 'Parecer' },
        { field: 'areaDemandante', after: 'Produto' },
        { field: 'autorDemanda', after: 'Carla Mendes' },
        { field: 'prazoAtendimento', after: 'CUSTOMIZADO' },
        { field: 'prazo', after: '15/12/2026' },
        { field: 'descricaoTrabalho', after: 'Avaliar o fluxo de cadastro.' },
        { field: 'consumoHoras', after: true },
      ]),
      event(
        'demand.internalChanged',
        'admin',
        id,
        [
          { field: 'lawyer', after: lawyer.name },
          { field: 'horas', after: '02:30' },
          { field: 'valor', after: 'R$ 875,00' },
          { field: 'areaInterna', after: 'Legal Design' },
        ],
        true,
      ),
    ]);
    expect(events[0]!.details!.recordLabel).toBe('Parecer sobre novo aplicativo');
  });

  it('a refused creation writes nothing', async () => {
    const events = await eventsOf(
      () => call(as.admin, 'POST', '/api/solicitacao', staffForm({ horas: '00:00' })),
      400,
    );
    expect(events).toEqual([]);
  });

  it('a new deadline is a deadline change; another field a change; the same form none', async () => {
    const created = await call(as.admin, 'POST', '/api/solicitacao', staffForm());
    const id = created.json().id as number;
    const url = `/api/solicitacao/${id}`;
    const deadline = await eventsOf(
      () => call(as.admin, 'PUT', url, staffForm({ prazo: '2026-12-22' })),
      200,
    );
    expect(rows(deadline)).toEqual([
      event('demand.deadlineChanged', 'admin', id, [
        { field: 'prazo', before: '15/12/2026', after: '22/12/2026' },
      ]),
    ]);
    const renamed = await eventsOf(
      () =>
        call(
          as.admin,
          'PUT',
          url,
          staffForm({ prazo: '2026-12-22', demanda: 'Parecer revisto', horas: '03:00' }),
        ),
      200,
    );
    expect(rows(renamed)).toEqual([
      event('demand.changed', 'admin', id, [
        { field: 'demanda', before: 'Parecer sobre novo aplicativo', after: 'Parecer revisto' },
      ]),
      event(
        'demand.internalChanged',
        'admin',
        id,
        [
          { field: 'horas', before: '02:30', after: '03:00' },
          { field: 'valor', before: 'R$ 875,00', after: 'R$ 1.050,00' },
        ],
        true,
      ),
    ]);
    const same = await eventsOf(
      () =>
        call(
          as.admin,
          'PUT',
          url,
          staffForm({ prazo: '2026-12-22', demanda: 'Parecer revisto', horas: '03:00' }),
        ),
      200,
    );
    expect(same).toEqual([]);
  });

  it("'Dados internos' records what changed, for the firm's eyes only", async () => {
    const id = await demandOf(t, DEMO_CLIENTS.acme.id, 'PENDENTE');
    const url = `/api/solicitacao/${id}/dados-internos`;
    const body = { valor: 700, horas: '002:00:00', lawyer: lawyer.id, areaInterna: 'Legal Design' };
    await call(as.admin, 'PUT', url, body);
    const events = await eventsOf(
      () => call(as.admin, 'PUT', url, { ...body, valor: 910.5, areaInterna: 'Legal Design' }),
      200,
    );
    expect(rows(events)).toEqual([
      event(
        'demand.internalChanged',
        'admin',
        id,
        [{ field: 'valor', before: 'R$ 700,00', after: 'R$ 910,50' }],
        true,
      ),
    ]);
    const refused = await eventsOf(
      () => call(as.admin, 'PUT', url, { ...body, horas: '1000:00:00' }),
      400,
    );
    expect(refused).toEqual([]);
    // Acme's administrator does not see the firm's internal data in the demand's history.
    const history = await call(
      as.clientAdmin,
      'GET',
      `/api/auditoria?recordType=demand&recordId=${id}`,
    );
    expect(history.statusCode).toBe(200);
    const kinds = history.json().content.map((row: { kind: string }) => row.kind);
    expect(kinds).not.toContain('demand.internalChanged');
  });
});

describe('status and archive', () => {
  it('a status change names both statuses as the screens do; a refused one writes nothing', async () => {
    const id = await demandOf(t, DEMO_CLIENTS.acme.id, 'NAO_INICIADO');
    const events = await eventsOf(
      () => call(as.admin, 'PATCH', `/api/solicitacao/${id}?status=EM_CURSO`),
      200,
    );
    expect(rows(events)).toEqual([
      event('demand.statusChanged', 'admin', id, [
        { field: 'status', before: 'Não iniciado', after: 'Em curso' },
      ]),
    ]);
    const refused = await eventsOf(
      () => call(as.admin, 'PATCH', `/api/solicitacao/${id}?status=PENDENTE`),
      400,
    );
    expect(refused).toEqual([]);
  });

  it('archiving and unarchiving are recorded; archiving twice is refused and writes nothing', async () => {
    const id = await demandOf(t, DEMO_CLIENTS.acme.id, 'FINALIZADO');
    const url = (archived: boolean) =>
      `/api/solicitacao/update-archived/${id}?archived=${archived}`;
    const events = await eventsOf(() => call(as.admin, 'PATCH', url(true)), 200);
    expect(rows(events)).toEqual([
      event('demand.archived', 'admin', id, [{ field: 'archived', before: false, after: true }]),
    ]);
    expect(await eventsOf(() => call(as.admin, 'PATCH', url(true)), 400)).toEqual([]);
    const back = await eventsOf(() => call(as.admin, 'PATCH', url(false)), 200);
    expect(rows(back)).toEqual([
      event('demand.unarchived', 'admin', id, [{ field: 'archived', before: true, after: false }]),
    ]);
  });
});

describe('the client’s request, its files and participants', () => {
  const dto = clientRequestDto;

  /** The stored documents of a request, as its details page lists them. */
  async function storedDocuments(id: number) {
    const detail = await call(as.clientAdmin, 'GET', `/api/solicitacao/documentos-consultas/${id}`);
    return detail.json().solicitacaoDocumentos as { id: number; filename: string }[];
  }

  function send(method: 'POST' | 'PUT', body: ReturnType<typeof multipart>, id?: number) {
    return t.app.inject({
      method,
      url: `/api/solicitacao/documentos-consultas${id ? `/${id}` : ''}`,
      headers: { ...as.clientAdmin, ...body.headers },
      payload: body.payload,
    });
  }

  it('a request with files and a participant: created, files added, participant added', async () => {
    let id = 0;
    const participants = [{ id: actors.participante }];
    const events = await eventsOf(async () => {
      const response = await send(
        'POST',
        multipart(dto({ participants }), [pdf('Contrato.pdf'), pdf('Anexo.pdf')]),
      );
      id = response.json().id;
      return response;
    }, 201);
    expect(rows(events)).toEqual([
      event('demand.created', 'cliente.admin', id, [
        { field: 'client', after: 'Acme Indústria Ltda' },
        { field: 'demanda', after: 'Revisão do contrato de parceria' },
        { field: 'serviceType', after: 'Documento' },
        { field: 'tipoAvaliacao', after: 'Proteção de Dados' },
        // The author and their department (demands m8).
        { field: 'areaDemandante', after: 'Jurídico' },
        { field: 'autorDemanda', after: 'Carla Mendes' },
        { field: 'prazoAtendimento', after: 'CUSTOMIZADO' },
        { field: 'prazo', after: '21/12/2026' },
        { field: 'descricaoTrabalho', after: 'Revisar as cláusulas de dados pessoais.' },
        { field: 'consumoHoras', after: false },
      ]),
      event('demand.fileAdded', 'cliente.admin', id, [
        { field: 'file', added: ['Contrato.pdf', 'Anexo.pdf'] },
      ]),
      event('demand.participantAdded', 'cliente.admin', id, [
        { field: 'participant', added: ['Patrícia Lima'] },
      ]),
    ]);
  });

  it('an edit that swaps a file records the one added and the one removed; a refused edit none', async () => {
    const created = await send('POST', multipart(dto(), [pdf('velho.pdf')]));
    const id = created.json().id as number;
    const [stored] = await storedDocuments(id);
    const events = await eventsOf(
      () =>
        send(
          'PUT',
          multipart(dto({ prazo: '2026-12-28', documentosRemovidos: [stored!.id] }), [
            pdf('novo.pdf'),
          ]),
          id,
        ),
      200,
    );
    expect(rows(events)).toEqual([
      event('demand.deadlineChanged', 'cliente.admin', id, [
        { field: 'prazo', before: '21/12/2026', after: '28/12/2026' },
      ]),
      event('demand.fileAdded', 'cliente.admin', id, [{ field: 'file', added: ['novo.pdf'] }]),
      event('demand.fileRemoved', 'cliente.admin', id, [{ field: 'file', removed: ['velho.pdf'] }]),
    ]);
    const refused = await eventsOf(
      () => send('PUT', multipart(dto({ descricaoTrabalho: 'x'.repeat(1025) })), id),
      400,
    );
    expect(refused).toEqual([]);
  });

  it('downloading a file records who took it out; removing it records the removal', async () => {
    const created = await send('POST', multipart(dto(), [pdf('Parecer.pdf')]));
    const id = created.json().id as number;
    const [stored] = await storedDocuments(id);
    const downloaded = await eventsOf(
      () => call(as.clientAdmin, 'GET', `/api/solicitacao/download/${stored!.id}`),
      200,
    );
    expect(rows(downloaded)).toEqual([
      event('data.fileDownloaded', 'cliente.admin', id, [{ field: 'file', after: 'Parecer.pdf' }]),
    ]);
    const foreign = await eventsOf(
      () => call(as.beta, 'GET', `/api/solicitacao/download/${stored!.id}`),
      404,
    );
    expect(foreign).toEqual([]);
    const removed = await eventsOf(
      () => call(as.clientAdmin, 'DELETE', `/api/solicitacao/removeDocument/${stored!.id}`),
      204,
    );
    expect(rows(removed)).toEqual([
      event('demand.fileRemoved', 'cliente.admin', id, [
        { field: 'file', removed: ['Parecer.pdf'] },
      ]),
    ]);
  });

  it('a participant added and removed on the details page; a duplicate writes nothing', async () => {
    const created = await send('POST', multipart(dto()));
    const id = created.json().id as number;
    const payload = { solicitacao: { id }, user: { id: actors.participante } };
    let participantId = 0;
    const added = await eventsOf(async () => {
      const response = await call(as.admin, 'POST', '/api/solicitacao-participante', payload);
      participantId = response.json().id;
      return response;
    }, 201);
    expect(rows(added)).toEqual([
      event('demand.participantAdded', 'admin', id, [
        { field: 'participant', added: ['Patrícia Lima'] },
      ]),
    ]);
    const duplicate = await eventsOf(
      () => call(as.admin, 'POST', '/api/solicitacao-participante', payload),
      409,
    );
    expect(duplicate).toEqual([]);
    const removed = await eventsOf(
      () => call(as.admin, 'DELETE', `/api/solicitacao-participante/${participantId}`),
      204,
    );
    expect(rows(removed)).toEqual([
      event('demand.participantRemoved', 'admin', id, [
        { field: 'participant', removed: ['Patrícia Lima'] },
      ]),
    ]);
  });
});

describe('temporary participants', () => {
  it('creating one from the request form records the new user, with Acme as its client', async () => {
    let id = 0;
    const events = await eventsOf(async () => {
      const response = await call(
        as.clientAdmin,
        'POST',
        '/api/solicitacao-participante/usuario-temporario',
        {
          name: 'Paula Auditora',
          jobTitle: 'Auditora Externa',
          email: 'paula.trilha@externa.local',
          department: 'Auditoria',
        },
      );
      id = response.json().id;
      return response;
    }, 201);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'user.created',
      actorId: actors['cliente.admin'],
      clientId: DEMO_CLIENTS.acme.id,
      recordType: 'user',
      recordId: id,
    });
    expect(events[0]!.details!.changes).toContainEqual({
      field: 'email',
      after: 'paula.trilha@externa.local',
    });
  });
});

describe('exports', () => {
  it('the demands spreadsheet records who took which client’s data out, and which period', async () => {
    t.clock.set(new Date('2026-07-10T12:00:00-03:00'));
    const exportOf = (from: string, to: string) =>
      call(
        as.admin,
        'GET',
        `/api/solicitacao/export-excel?periodoInicial=${from}&periodoFinal=${to}&clientId=${DEMO_CLIENTS.acme.id}`,
      );
    // A period ending after today is refused before anything is taken out.
    expect(await eventsOf(() => exportOf('2026-01-01', '2026-12-31'), 400)).toEqual([]);
    const events = await eventsOf(() => exportOf('2026-01-01', '2026-06-30'), 200);
    t.clock.set(new Date());
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'data.exported',
      actorId: actors.admin,
      clientId: DEMO_CLIENTS.acme.id,
      recordType: null,
      recordId: null,
      details: { note: 'solicitacoes.xlsx, 01/01/2026 a 30/06/2026', changes: [] },
    });
  });
});
