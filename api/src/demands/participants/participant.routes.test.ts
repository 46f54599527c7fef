import { eq } from 'drizzle-orm';
import {
  API_MESSAGES,
  DEMAND_API_MESSAGES,
  DEMAND_STATUS,
  MESSAGES,
  PARTICIPANT_MESSAGES,
} from '@dpohub/domain';
import { demandParticipants, users } from '../../db/schema';
import { demoUser } from '../../seed/demo-users';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { userIdOf } from '../demand-test-support';
import { insertTestDemand } from './demand-activity-test-support';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const USERS = ['admin', 'cliente.admin', 'cliente.usuario', 'beta.usuario', 'participante'];

beforeAll(async () => {
  t = await createTestApp();
  for (const username of USERS) {
    tokens[username] = await t.login(username);
    ids[username] = await userIdOf(t, username);
  }
});
afterAll(() => t.close());

const as = (username: string) => bearer(tokens[username]!);

function add(username: string, demandId: number, userId: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/solicitacao-participante',
    headers: as(username),
    payload: { solicitacao: { id: demandId }, user: { id: userId } },
  });
}

function list(username: string, demandId: number) {
  return t.app.inject({
    method: 'GET',
    url: `/api/solicitacao-participante/${demandId}`,
    headers: as(username),
  });
}

function remove(username: string, participantId: number) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/solicitacao-participante/${participantId}`,
    headers: as(username),
  });
}

describe('POST /api/solicitacao-participante', () => {
  it('attaches a user of the demand client and answers the spec 2 section 3 shape', async () => {
    const demandId = await insertTestDemand(t.app.db, 1001);
    const response = await add('admin', demandId, ids['cliente.usuario']!);
    expect(response.statusCode).toBe(201);
    const user = demoUser('cliente.usuario');
    expect(response.json()).toEqual({
      id: expect.any(Number),
      solicitacao: { id: demandId },
      user: {
        id: ids['cliente.usuario'],
        name: user.name,
        email: { email: user.email },
        enabled: true,
      },
    });
  });

  it("refuses a duplicate with 'Participante já adicionado'", async () => {
    const demandId = await insertTestDemand(t.app.db, 1001);
    expect((await add('cliente.admin', demandId, ids.participante!)).statusCode).toBe(201);
    const again = await add('cliente.admin', demandId, ids.participante!);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Participante já adicionado' });
    expect(MESSAGES.participantDuplicate).toBe('Participante já adicionado');
  });

  it('refuses an inactive user, asking to reactivate first', async () => {
    const demandId = await insertTestDemand(t.app.db, 1001);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/solicitacao-participante/usuario-temporario',
      headers: as('cliente.admin'),
      payload: {
        name: 'Inativo Teste',
        jobTitle: 'Auditor',
        email: 'inativo.participante@acme.local',
        department: 'Auditoria',
      },
    });
    const userId = created.json<{ id: number }>().id;
    await t.app.db.update(users).set({ enabled: false }).where(eq(users.id, userId));
    const response = await add('cliente.admin', demandId, userId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Usuário inativo. Reative o usuário antes de adicioná-lo como participante.',
    });
  });

  it('refuses a 1002 user on a 1001 demand', async () => {
    const demandId = await insertTestDemand(t.app.db, 1001);
    const response = await add('admin', demandId, ids['beta.usuario']!);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: PARTICIPANT_MESSAGES.userOfAnotherClient });
    expect(
      await t.app.db
        .select()
        .from(demandParticipants)
        .where(eq(demandParticipants.demandId, demandId)),
    ).toEqual([]);
  });

  it('lets the granular user with the documents policy add, on a pending request only', async () => {
    const pending = await insertTestDemand(t.app.db, 1001);
    expect((await add('cliente.usuario', pending, ids.participante!)).statusCode).toBe(201);
    const started = await insertTestDemand(t.app.db, 1001, DEMAND_STATUS.EM_CURSO);
    const late = await add('cliente.admin', started, ids.participante!);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ message: API_MESSAGES.forbidden });
    // Firm admins are not bound to the pending state.
    expect((await add('admin', started, ids.participante!)).statusCode).toBe(201);
  });

  it("hides another client's demand and refuses participants", async () => {
    const demandId = await insertTestDemand(t.app.db, 1001);
    const other = await add('beta.usuario', demandId, ids['beta.usuario']!);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: DEMAND_API_MESSAGES.demandNotFound });
    const participant = await add('participante', demandId, ids['cliente.usuario']!);
    expect(participant.statusCode).toBe(403);
  });

  it('answers 404 for an unknown demand or user and 400 for a malformed body', async () => {
    const demandId = await insertTestDemand(t.app.db, 1001);
    expect((await add('admin', 999999, ids['cliente.usuario']!)).statusCode).toBe(404);
    const unknownUser = await add('admin', demandId, 999999);
    expect(unknownUser.statusCode).toBe(404);
    expect(unknownUser.json()).toEqual({ message: 'Usuário não encontrado' });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/solicitacao-participante',
      headers: as('admin'),
      payload: { solicitacao: { id: demandId } },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Campo obrigatório: user' });
  });
});

describe('GET /api/solicitacao-participante/{id}', () => {
  it('lists the participants to every user who may view the demand', async () => {
    const demandId = await insertTestDemand(t.app.db, 1001);
    await add('admin', demandId, ids.participante!);
    await add('admin', demandId, ids['cliente.usuario']!);
    for (const username of ['admin', 'cliente.admin', 'cliente.usuario', 'participante']) {
      const response = await list(username, demandId);
      expect(response.statusCode).toBe(200);
      expect(
        response.json().map((p: { user: { email: { email: string } } }) => p.user.email.email),
      ).toEqual(['participante@acme.local', 'cliente.usuario@acme.local']);
    }
  });

  it('gives a participant only its own demand and a 1002 user none of 1001', async () => {
    const own = await insertTestDemand(t.app.db, 1001);
    const otherDemand = await insertTestDemand(t.app.db, 1001);
    await add('admin', own, ids.participante!);
    expect((await list('participante', own)).statusCode).toBe(200);
    expect((await list('participante', otherDemand)).statusCode).toBe(404);
    expect((await list('beta.usuario', own)).statusCode).toBe(404);
    expect((await list('admin', 999999)).statusCode).toBe(404);
  });
});

describe('DELETE /api/solicitacao-participante/{id}', () => {
  it('removes one participant link for those who may edit the request', async () => {
    const demandId = await insertTestDemand(t.app.db, 1001);
    const first = (await add('cliente.admin', demandId, ids.participante!)).json<{ id: number }>();
    const second = (await add('cliente.admin', demandId, ids['cliente.usuario']!)).json<{
      id: number;
    }>();
    expect((await remove('participante', first.id)).statusCode).toBe(403);
    expect((await remove('beta.usuario', first.id)).statusCode).toBe(404);
    expect((await remove('cliente.admin', first.id)).statusCode).toBe(204);
    expect((await list('admin', demandId)).json().map((p: { id: number }) => p.id)).toEqual([
      second.id,
    ]);
    // The participant lost the demand with the link.
    expect((await list('participante', demandId)).statusCode).toBe(404);
    const gone = await remove('cliente.admin', first.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: PARTICIPANT_MESSAGES.participantNotFound });
  });
});
