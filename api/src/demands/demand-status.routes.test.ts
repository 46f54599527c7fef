import { STATUS_CHANGE_MESSAGES } from '@dpohub/domain';
import { DEMO_CLIENTS } from '../seed/demo-users';
import { createTestApp, type TestApp } from '../test/test-app';
import { attachParticipant, demandOf, demandTestLogins, userIdOf } from './demand-test-support';

let t: TestApp;
let as: Awaited<ReturnType<typeof demandTestLogins>>;
beforeAll(async () => {
  t = await createTestApp();
  as = await demandTestLogins(t);
});
afterAll(() => t.close());

const patch = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'PATCH', url, headers });

describe('PATCH /api/solicitacao/{id}?status=', () => {
  it('advances NAO_INICIADO to EM_CURSO and records the change in the history', async () => {
    const id = await demandOf(t, DEMO_CLIENTS.acme.id, 'NAO_INICIADO');
    t.clock.set(new Date('2026-03-10T14:05:06-03:00'));
    const response = await patch(`/api/solicitacao/${id}?status=EM_CURSO`, as.admin);
    t.clock.set(new Date());
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('EM_CURSO');
    expect(response.json().historico[0]).toMatchObject({
      status: 'EM_CURSO',
      data: '2026-03-10 14:05:06',
    });
  });

  it('refuses an illegal jump with the machine message', async () => {
    const id = await demandOf(t, DEMO_CLIENTS.acme.id, 'PENDENTE');
    const response = await patch(`/api/solicitacao/${id}?status=FINALIZADO`, as.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(STATUS_CHANGE_MESSAGES.notAllowed);
  });

  it('lets a client request cancellation with the client alias, and only that', async () => {
    const id = await demandOf(t, DEMO_CLIENTS.beta.id, 'PENDENTE');
    const accept = await patch(`/api/solicitacao/${id}?status=NAO_INICIADO`, as.beta);
    expect(accept.statusCode).toBe(403);
    expect(accept.json().message).toBe(STATUS_CHANGE_MESSAGES.adminOnly);
    const request = await patch(`/api/solicitacao/${id}?status=toCancel`, as.beta);
    expect(request.statusCode).toBe(200);
    expect(request.json().status).toBe('CANCELAMENTO');
    const refuse = await patch(`/api/solicitacao/${id}?status=pending`, as.admin);
    expect(refuse.json().status).toBe('PENDENTE');
    const otherClient = await patch(`/api/solicitacao/${id}?status=toCancel`, as.clientAdmin);
    expect(otherClient.statusCode).toBe(404);
  });

  it('refuses any change to a participant', async () => {
    const id = await demandOf(t, DEMO_CLIENTS.acme.id, 'CANCELAMENTO');
    await attachParticipant(t, id, await userIdOf(t, 'participante'));
    const response = await patch(`/api/solicitacao/${id}?status=canceled`, as.participant);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(STATUS_CHANGE_MESSAGES.participant);
  });
});

describe('PATCH /api/solicitacao/update-archived/{id}', () => {
  it('archives a FINALIZADO demand and unarchives it; admins only', async () => {
    const id = await demandOf(t, DEMO_CLIENTS.acme.id, 'FINALIZADO');
    const client = await patch(
      `/api/solicitacao/update-archived/${id}?archived=true`,
      as.clientAdmin,
    );
    expect(client.statusCode).toBe(403);
    const archived = await patch(`/api/solicitacao/update-archived/${id}?archived=true`, as.admin);
    expect(archived.json().archived).toBe(true);
    const again = await patch(`/api/solicitacao/update-archived/${id}?archived=false`, as.admin);
    expect(again.json().archived).toBe(false);
    const pending = await demandOf(t, DEMO_CLIENTS.acme.id, 'PENDENTE');
    const refused = await patch(
      `/api/solicitacao/update-archived/${pending}?archived=true`,
      as.admin,
    );
    expect(refused.json().message).toBe(STATUS_CHANGE_MESSAGES.archiveNotAllowed);
  });
});

describe('option lists', () => {
  it('answers service types, internal areas and deadline options', async () => {
    const types = await t.app.inject({
      method: 'GET',
      url: '/api/service-type',
      headers: as.granular,
    });
    expect(types.json()).toEqual([
      { id: 2, name: 'Consulta' },
      { id: 9, name: 'Documento' },
      { id: 12, name: 'Contrato' },
    ]);
    const areas = await t.app.inject({
      method: 'GET',
      url: '/api/solicitacao/areas-internas',
      headers: as.admin,
    });
    expect(areas.json()).toContain('Privacidade e Proteção de Dados');
    const prazos = await t.app.inject({
      method: 'GET',
      url: '/api/solicitacao/prazos',
      headers: as.admin,
    });
    expect(prazos.json()).toEqual([
      { value: 'SLA', label: 'Seguir SLA (5 dias úteis)' },
      { value: 'CUSTOMIZADO', label: 'CUSTOMIZADO' },
    ]);
  });
});
