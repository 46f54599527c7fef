import { eq } from 'drizzle-orm';
import {
  ADMIN_API_MESSAGES,
  API_MESSAGES,
  addDays,
  formatApiDate,
  parseApiDate,
} from '@dpohub/domain';
import { brazilianDate } from '../clock';
import { users } from '../db/schema';
import { ADMIN_DEMO_PASSWORD } from '../seed/admin-seed';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const username of [
    'admin',
    'cliente.admin',
    'cliente.usuario',
    'participante',
    'beta.admin',
  ]) {
    tokens[username] = await t.login(username);
  }
  tokens['acme.gestor'] = await t.login('acme.gestor', ADMIN_DEMO_PASSWORD);
  const all = await call('admin', 'GET', '/api/user/filter?size=100');
  for (const user of all.json().content) ids[user.username] = user.id;
});
afterAll(() => t.close());

function call(
  who: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: bearer(tokens[who]!),
    ...(payload ? { payload } : {}),
  });
}

const forbidden = { message: API_MESSAGES.forbidden };
// Validity days count in Brazilian time, as the server counts them.
const inDays = (days: number) =>
  formatApiDate(addDays(parseApiDate(brazilianDate(t.clock.now()))!, days));

let sequence = 0;
function newUser(overrides: object = {}) {
  sequence += 1;
  return {
    username: `novo.usuario${sequence}`,
    name: `Novo Usuário ${sequence}`,
    email: `novo${sequence}@acme.local`,
    jobTitle: 'Analista',
    department: 'Compliance',
    employeeDanielLaw: 0,
    client: { id: 1001 },
    temporaryAccess: false,
    expirationDate: null,
    roles: [{ id: 3 }, { id: 7 }],
    ...overrides,
  };
}

describe('GET /api/user/filter', () => {
  it('gives the firm admin every user, ten per page, sorted by name', async () => {
    const response = await call(
      'admin',
      'GET',
      '/api/user/filter?page=0&size=4&sort=name,asc&search=&temporaryAccess=&enabled=&employeeDanielLaw=',
    );
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ number: 0, size: 4, totalElements: 10, totalPages: 3 });
    const names = page.content.map((user: { name: string }) => user.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(page.content[0]).toEqual({
      id: expect.any(Number),
      name: 'Administrador DPOHUB',
      username: 'admin',
      email: 'admin@dpohub.local',
      employeeDanielLaw: 1,
      jobTitle: 'Advogado Sócio',
      department: 'Privacidade e Proteção de Dados',
      temporaryAccess: false,
      expirationDate: null,
      enabled: true,
      client: null,
    });
    const second = (await call('admin', 'GET', '/api/user/filter?page=2&size=4')).json();
    expect(second.content).toHaveLength(2);
    const defaults = (await call('admin', 'GET', '/api/user/filter')).json();
    expect(defaults).toMatchObject({ number: 0, size: 10, totalPages: 1 });
  });

  it('filters by client, search, type, status and profile', async () => {
    const byClient = (await call('admin', 'GET', '/api/user/filter?clientId=1002')).json();
    expect(byClient.content.map((u: { username: string }) => u.username).sort()).toEqual([
      'beta.admin',
      'beta.temporario',
      'beta.usuario',
    ]);
    const search = (await call('admin', 'GET', '/api/user/filter?search=carla')).json();
    expect(search.content.map((u: { username: string }) => u.username)).toEqual(['cliente.admin']);
    const temporary = (await call('admin', 'GET', '/api/user/filter?temporaryAccess=true')).json();
    expect(temporary.content.map((u: { username: string }) => u.username).sort()).toEqual([
      'acme.temporario',
      'beta.temporario',
    ]);
    const disabled = (await call('admin', 'GET', '/api/user/filter?enabled=false')).json();
    expect(disabled.content.map((u: { username: string }) => u.username)).toEqual(['acme.inativo']);
    const admins = (await call('admin', 'GET', '/api/user/filter?employeeDanielLaw=2')).json();
    expect(admins.totalElements).toBe(2);
  });

  it("limits a client administrator to their own client's users, never firm staff", async () => {
    const page = (
      await call('cliente.admin', 'GET', '/api/user/filter?size=100&clientId=1002')
    ).json();
    expect(page.content.length).toBe(6);
    for (const user of page.content) {
      expect(user.client).toEqual({ id: 1001, name: 'Acme Indústria Ltda' });
      expect(user.employeeDanielLaw).not.toBe(1);
    }
    const beta = (await call('beta.admin', 'GET', '/api/user/filter?size=100')).json();
    expect(beta.content.every((user: { client: { id: number } }) => user.client.id === 1002)).toBe(
      true,
    );
  });

  it('limits a granular manager to the granular users of their client', async () => {
    const page = (await call('acme.gestor', 'GET', '/api/user/filter?size=100')).json();
    expect(page.content.map((u: { username: string }) => u.username)).not.toContain(
      'cliente.admin',
    );
    expect(
      page.content.every((u: { employeeDanielLaw: number }) => u.employeeDanielLaw === 0),
    ).toBe(true);
    const widened = (
      await call('acme.gestor', 'GET', '/api/user/filter?employeeDanielLaw=2')
    ).json();
    expect(widened.totalElements).toBe(0);
  });

  it('refuses users without user management', async () => {
    for (const who of ['cliente.usuario', 'participante']) {
      const response = await call(who, 'GET', '/api/user/filter');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden);
    }
  });

  it('refuses bad paging and sorting', async () => {
    expect((await call('admin', 'GET', '/api/user/filter?size=0')).statusCode).toBe(400);
    expect((await call('admin', 'GET', '/api/user/filter?enabled=talvez')).statusCode).toBe(400);
    const sort = await call('admin', 'GET', '/api/user/filter?sort=email,asc');
    expect(sort.statusCode).toBe(400);
    expect(sort.json()).toEqual({ message: 'Valor inválido: sort' });
  });
});

describe('GET /api/user/client', () => {
  it("lists the caller's client users; an admin names the client", async () => {
    const own = await call('cliente.usuario', 'GET', '/api/user/client?clientId=1002');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toContainEqual({
      id: ids['cliente.admin'],
      name: 'Carla Mendes',
      username: 'cliente.admin',
      email: 'cliente.admin@acme.local',
      enabled: true,
    });
    expect(own.json().some((u: { username: string }) => u.username.startsWith('beta'))).toBe(false);
    const beta = (await call('admin', 'GET', '/api/user/client?clientId=1002')).json();
    expect(beta).toHaveLength(3);
  });

  it('needs a client for admins and refuses participants', async () => {
    const missing = await call('admin', 'GET', '/api/user/client');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Campo obrigatório: clientId' });
    expect((await call('participante', 'GET', '/api/user/client')).statusCode).toBe(403);
  });
});

describe('GET /api/user/{id}', () => {
  it('gives the details with roles to whoever may manage the user', async () => {
    const response = await call('cliente.admin', 'GET', `/api/user/${ids['cliente.usuario']}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: 'cliente.usuario',
      admin: false,
      employeeDanielLaw: 0,
      client: { id: 1001, name: 'Acme Indústria Ltda' },
    });
    expect(response.json().roles).toContainEqual({
      id: 2,
      name: 'ROLE_USER',
      description: 'Acesso básico ao portal',
    });
    expect(
      (await call('acme.gestor', 'GET', `/api/user/${ids['cliente.usuario']}`)).statusCode,
    ).toBe(200);
  });

  it("refuses users outside the caller's scope, and answers 404 for unknown ids", async () => {
    // Security L3: a user of another client (or of the firm) answers as a missing one.
    expect((await call('cliente.admin', 'GET', `/api/user/${ids.admin}`)).statusCode).toBe(404);
    expect(
      (await call('cliente.admin', 'GET', `/api/user/${ids['beta.usuario']}`)).statusCode,
    ).toBe(404);
    expect((await call('acme.gestor', 'GET', `/api/user/${ids['cliente.admin']}`)).statusCode).toBe(
      403,
    );
    expect(
      (await call('cliente.usuario', 'GET', `/api/user/${ids['cliente.usuario']}`)).statusCode,
    ).toBe(403);
    const unknown = await call('admin', 'GET', '/api/user/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ADMIN_API_MESSAGES.userNotFound });
    expect((await call('admin', 'GET', '/api/user/me')).statusCode).toBe(200);
  });
});

describe('POST /api/user', () => {
  it('creates a granular user with ROLE_USER added and answers 201 with the details', async () => {
    const body = newUser();
    const response = await call('admin', 'POST', '/api/user', body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      username: body.username,
      employeeDanielLaw: 0,
      admin: false,
      enabled: true,
      client: { id: 1001, name: 'Acme Indústria Ltda' },
    });
    expect(response.json().roles.map((r: { id: number }) => r.id)).toEqual([2, 3, 7]);
  });

  it('gives firm staff the admin flag and no client', async () => {
    const response = await call(
      'admin',
      'POST',
      '/api/user',
      newUser({ employeeDanielLaw: 1, roles: [] }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ admin: true, client: null, employeeDanielLaw: 1 });
  });

  it("asks for a permission beyond the default: 'Selecione pelo menos uma permissão!'", async () => {
    const response = await call('admin', 'POST', '/api/user', newUser({ roles: [{ id: 2 }] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Selecione pelo menos uma permissão!' });
  });

  it('keeps temporary access within 15 days and not in the past', async () => {
    const temporary = (expirationDate: string | null) =>
      call('admin', 'POST', '/api/user', newUser({ temporaryAccess: true, expirationDate }));
    expect((await temporary(null)).json()).toEqual({
      message: 'Campo obrigatório: expirationDate',
    });
    expect((await temporary(inDays(16))).json()).toEqual({
      message: 'O tempo máximo para o acesso temporário é de 15 dias',
    });
    expect((await temporary(inDays(-1))).json()).toEqual({
      message: ADMIN_API_MESSAGES.expirationDateInPast,
    });
    const ok = await temporary(inDays(15));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ temporaryAccess: true, expirationDate: inDays(15) });
  });

  it('refuses a taken username or e-mail with 409', async () => {
    const username = await call(
      'admin',
      'POST',
      '/api/user',
      newUser({ username: 'cliente.usuario' }),
    );
    expect(username.statusCode).toBe(409);
    expect(username.json()).toEqual({ message: ADMIN_API_MESSAGES.usernameTaken });
    const email = await call(
      'admin',
      'POST',
      '/api/user',
      newUser({ email: 'Cliente.Usuario@acme.local' }),
    );
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({ message: ADMIN_API_MESSAGES.emailTaken });
  });

  it('refuses bad input', async () => {
    const { name: _name, ...noName } = newUser();
    expect((await call('admin', 'POST', '/api/user', noName)).json()).toEqual({
      message: 'Campo obrigatório: name',
    });
    expect(
      (await call('admin', 'POST', '/api/user', newUser({ email: 'sem-arroba' }))).json(),
    ).toEqual({
      message: 'Formato de email inválido',
    });
    expect(
      (await call('admin', 'POST', '/api/user', newUser({ employeeDanielLaw: 5 }))).statusCode,
    ).toBe(400);
    const noClient = await call('admin', 'POST', '/api/user', newUser({ client: null }));
    expect(noClient.json()).toEqual({ message: ADMIN_API_MESSAGES.clientRequired });
  });

  it('keeps a client administrator inside their client and away from firm staff', async () => {
    expect(
      (await call('cliente.admin', 'POST', '/api/user', newUser({ employeeDanielLaw: 1 })))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('cliente.admin', 'POST', '/api/user', newUser({ client: { id: 1002 } })))
        .statusCode,
    ).toBe(403);
    const own = await call(
      'cliente.admin',
      'POST',
      '/api/user',
      newUser({ employeeDanielLaw: 2, client: null }),
    );
    expect(own.statusCode).toBe(201);
    expect(own.json().client).toEqual({ id: 1001, name: 'Acme Indústria Ltda' });
  });

  it('lets a granular manager create granular users of their client with their own permissions', async () => {
    expect(
      (await call('acme.gestor', 'POST', '/api/user', newUser({ employeeDanielLaw: 2 })))
        .statusCode,
    ).toBe(403);
    const beyond = await call('acme.gestor', 'POST', '/api/user', newUser({ roles: [{ id: 6 }] }));
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json()).toEqual({ message: ADMIN_API_MESSAGES.grantOnlyOwnPermissions });
    const ok = await call(
      'acme.gestor',
      'POST',
      '/api/user',
      newUser({ client: null, roles: [{ id: 7 }] }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().client.id).toBe(1001);
  });

  it('refuses users without user management', async () => {
    for (const who of ['cliente.usuario', 'participante']) {
      expect((await call(who, 'POST', '/api/user', newUser())).statusCode).toBe(403);
    }
  });
});

describe('PUT /api/user/{id}', () => {
  it('updates the user, never the username', async () => {
    const created = (await call('admin', 'POST', '/api/user', newUser())).json();
    const response = await call('cliente.admin', 'PUT', `/api/user/${created.id}`, {
      ...newUser({ username: 'outro.nome', email: created.email, name: 'Nome Alterado' }),
      roles: [{ id: 9 }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: created.username, name: 'Nome Alterado' });
    expect(response.json().roles.map((r: { id: number }) => r.id)).toEqual([2, 9]);
  });

  it('keeps the profile read-only', async () => {
    const response = await call(
      'admin',
      'PUT',
      `/api/user/${ids['cliente.usuario']}`,
      newUser({
        employeeDanielLaw: 2,
        email: 'cliente.usuario@acme.local',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ADMIN_API_MESSAGES.profileReadOnly });
  });

  it("refuses another client's user and a manager dropping their own user management", async () => {
    const other = await call('cliente.admin', 'PUT', `/api/user/${ids['beta.usuario']}`, newUser());
    expect(other.statusCode).toBe(404);
    const self = await call(
      'acme.gestor',
      'PUT',
      `/api/user/${ids['acme.gestor']}`,
      newUser({
        email: 'acme.gestor@acme.local',
        roles: [{ id: 7 }],
      }),
    );
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: ADMIN_API_MESSAGES.cannotDropOwnUserManagement });
  });
});

describe('DELETE /api/user/{id}?enabled=', () => {
  it('disables a user, who can no longer sign in, and enables them again', async () => {
    const id = ids['beta.usuario'];
    const off = await call('admin', 'DELETE', `/api/user/${id}?enabled=false`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ id, enabled: false });
    await expect(t.login('beta.usuario')).rejects.toThrow(/400/);
    expect((await call('admin', 'DELETE', `/api/user/${id}?enabled=true`)).json()).toEqual({
      id,
      enabled: true,
    });
    await expect(t.login('beta.usuario')).resolves.toEqual(expect.any(String));
  });

  it('refuses disabling oneself', async () => {
    const response = await call(
      'cliente.admin',
      'DELETE',
      `/api/user/${ids['cliente.admin']}?enabled=false`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ADMIN_API_MESSAGES.cannotDisableSelf });
  });

  it('keeps the scope rules and needs the enabled flag', async () => {
    expect(
      (await call('beta.admin', 'DELETE', `/api/user/${ids['cliente.usuario']}?enabled=false`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('acme.gestor', 'DELETE', `/api/user/${ids['cliente.admin']}?enabled=false`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('participante', 'DELETE', `/api/user/${ids['cliente.usuario']}?enabled=false`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('admin', 'DELETE', `/api/user/${ids['cliente.usuario']}?enabled=`)).statusCode,
    ).toBe(400);
  });
});

describe('temporary access', () => {
  it('refuses a temporary user past the expiration date at sign-in and on every call', async () => {
    const token = await t.login('acme.temporario', ADMIN_DEMO_PASSWORD);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    await t.database.db
      .update(users)
      .set({ expirationDate: inDays(-1) })
      .where(eq(users.username, 'acme.temporario'));
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    await expect(t.login('acme.temporario', ADMIN_DEMO_PASSWORD)).rejects.toThrow(/400/);
  });
});
