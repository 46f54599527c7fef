import { API_MESSAGES, PARTICIPANT_MESSAGES } from '@dpohub/domain';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { userIdOf } from '../demand-test-support';
import { insertTestDemand } from '../participants/demand-activity-test-support';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['admin', 'cliente.admin', 'cliente.usuario', 'beta.usuario']) {
    tokens[username] = await t.login(username);
    ids[username] = await userIdOf(t, username);
  }
  tokens.participante = await t.login('participante');
});
afterAll(() => t.close());

const as = (username: string) => bearer(tokens[username]!);

function link(username: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/solicitacao-user',
    headers: as(username),
    payload,
  });
}

function access(username: string, demandId: number) {
  return t.app.inject({
    method: 'GET',
    url: `/api/solicitacao-user/${demandId}`,
    headers: as(username),
  });
}

describe('POST /api/solicitacao-user', () => {
  it('links a user to a demand, then updates the same link', async () => {
    const demandId = await insertTestDemand(t.app.db, 1001);
    const payload = {
      admin: true,
      name: 'Administrador DPOHUB',
      solicitacaoId: demandId,
      userId: ids.admin,
    };
    const created = await link('admin', payload);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual(payload);
    expect((await access('admin', demandId)).json()).toEqual({ admin: true });

    const updated = await link('admin', { ...payload, admin: false });
    expect(updated.statusCode).toBe(200);
    expect((await access('admin', demandId)).json()).toEqual({ admin: false });
  });

  it('is for firm admins only', async () => {
    const demandId = await insertTestDemand(t.app.db, 1001);
    const payload = {
      admin: true,
      name: 'Carla',
      solicitacaoId: demandId,
      userId: ids['cliente.admin'],
    };
    for (const username of ['cliente.admin', 'cliente.usuario', 'beta.usuario', 'participante']) {
      const response = await link(username, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: API_MESSAGES.forbidden });
    }
  });

  it('never links a user of another client, and answers 404 for unknown records', async () => {
    const demandId = await insertTestDemand(t.app.db, 1001);
    const crossing = await link('admin', {
      admin: true,
      name: 'Bruno',
      solicitacaoId: demandId,
      userId: ids['beta.usuario'],
    });
    expect(crossing.statusCode).toBe(400);
    expect(crossing.json()).toEqual({ message: PARTICIPANT_MESSAGES.linkUserNotAllowed });
    const unknownDemand = await link('admin', {
      admin: true,
      name: 'X',
      solicitacaoId: 999999,
      userId: ids.admin,
    });
    expect(unknownDemand.statusCode).toBe(404);
    const unknownUser = await link('admin', {
      admin: true,
      name: 'X',
      solicitacaoId: demandId,
      userId: 999999,
    });
    expect(unknownUser.statusCode).toBe(404);
  });
});

describe('GET /api/solicitacao-user/{id}', () => {
  it("answers the caller's own flag: false without a link", async () => {
    const demandId = await insertTestDemand(t.app.db, 1001);
    await link('admin', {
      admin: true,
      name: 'Carla Mendes',
      solicitacaoId: demandId,
      userId: ids['cliente.admin'],
    });
    expect((await access('cliente.admin', demandId)).json()).toEqual({ admin: true });
    expect((await access('cliente.usuario', demandId)).json()).toEqual({ admin: false });
    expect((await access('admin', demandId)).json()).toEqual({ admin: false });
  });

  it("hides another client's demand and a demand the participant is not in", async () => {
    const demandId = await insertTestDemand(t.app.db, 1001);
    expect((await access('beta.usuario', demandId)).statusCode).toBe(404);
    expect((await access('participante', demandId)).statusCode).toBe(404);
  });
});
