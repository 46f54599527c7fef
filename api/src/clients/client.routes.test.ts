import { API_MESSAGES, DEFAULT_CLIENT_FUNCTIONS, MESSAGES } from '@dpohub/domain';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['admin', 'cliente.admin', 'cliente.usuario', 'beta.usuario']) {
    tokens[username] = await t.login(username);
  }
});
afterAll(() => t.close());

const as = (username: string) => bearer(tokens[username]!);

describe('GET /api/client/all', () => {
  it('lists every client sorted by name for an admin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/client/all',
      headers: as('admin'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 1001, name: 'Acme Indústria Ltda', enableHoursBank: true },
      { id: 1002, name: 'Beta Serviços S.A.', enableHoursBank: false },
    ]);
  });

  it('filters by name or folder number, ignoring case and LIKE wildcards', async () => {
    const byName = await t.app.inject({
      method: 'GET',
      url: '/api/client/all',
      query: { search: 'beta' },
      headers: as('admin'),
    });
    expect(byName.json().map((c: { id: number }) => c.id)).toEqual([1002]);
    const byId = await t.app.inject({
      method: 'GET',
      url: '/api/client/all',
      query: { search: '1001' },
      headers: as('admin'),
    });
    expect(byId.json().map((c: { id: number }) => c.id)).toEqual([1001]);
    const wildcard = await t.app.inject({
      method: 'GET',
      url: '/api/client/all',
      query: { search: '%' },
      headers: as('admin'),
    });
    expect(wildcard.json()).toEqual([]);
  });

  it('gives a client user only their own client', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/client/all',
      headers: as('beta.usuario'),
    });
    expect(response.json()).toEqual([
      { id: 1002, name: 'Beta Serviços S.A.', enableHoursBank: false },
    ]);
    const searchOther = await t.app.inject({
      method: 'GET',
      url: '/api/client/all',
      query: { search: 'Acme' },
      headers: as('beta.usuario'),
    });
    expect(searchOther.json()).toEqual([]);
  });

  it('refuses an anonymous call and a 10 000-character search', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/client/all' })).statusCode).toBe(401);
    const huge = await t.app.inject({
      method: 'GET',
      url: '/api/client/all',
      query: { search: 'x'.repeat(10_000) },
      headers: as('admin'),
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ message: `${API_MESSAGES.maxLength(255)}: search` });
  });
});

describe('POST /api/client', () => {
  const create = (payload: unknown, who = 'admin') =>
    t.app.inject({
      method: 'POST',
      url: '/api/client',
      headers: as(who),
      payload: payload as object,
    });

  it('creates a client and answers 201 with it', async () => {
    const response = await create({
      id: 2001,
      name: '  Gama Logística Ltda ',
      enableHoursBank: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: 2001,
      name: 'Gama Logística Ltda',
      enableHoursBank: true,
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/client/all',
      query: { search: 'Gama' },
      headers: as('admin'),
    });
    expect(list.json()).toHaveLength(1);
  });

  it('defaults enableHoursBank to false', async () => {
    const response = await create({ id: 2002, name: 'Delta Comércio' });
    expect(response.json()).toEqual({ id: 2002, name: 'Delta Comércio', enableHoursBank: false });
  });

  it('refuses a duplicate folder number with 409', async () => {
    const response = await create({ id: 1001, name: 'Outra' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: API_MESSAGES.clientAlreadyExists });
  });

  it.each([
    [{ name: 'Sem pasta' }, `${MESSAGES.required}: id`],
    [{ id: 3001 }, `${MESSAGES.required}: name`],
    [{ id: 3001, name: '   ' }, `${API_MESSAGES.invalidFormat}: name`],
    [{ id: 'abc', name: 'X' }, `${API_MESSAGES.invalidType}: id`],
    [{ id: 0, name: 'X' }, `${API_MESSAGES.invalidValue}: id`],
    [{ id: 12.5, name: 'X' }, `${API_MESSAGES.invalidType}: id`],
    [
      { id: 3001, name: 'X', enableHoursBank: 'talvez' },
      `${API_MESSAGES.invalidType}: enableHoursBank`,
    ],
    [{ id: 3001, name: 'x'.repeat(10_000) }, `${API_MESSAGES.maxLength(255)}: name`],
  ])('refuses %j with a 400 naming the field', async (payload, message) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('is for admins only', async () => {
    const response = await create({ id: 3002, name: 'Tentativa' }, 'cliente.admin');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: API_MESSAGES.forbidden });
  });
});

describe('DELETE /api/client/{id}', () => {
  const remove = (id: number | string, who = 'admin') =>
    t.app.inject({ method: 'DELETE', url: `/api/client/${id}`, headers: as(who) });

  it('removes a client without users and answers 204', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/client',
      headers: as('admin'),
      payload: { id: 4001, name: 'Efêmera' },
    });
    const response = await remove(4001);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await remove(4001)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown client and 400 for a non-numeric id', async () => {
    const unknown = await remove(999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: API_MESSAGES.clientNotFound });
    expect((await remove('abc')).statusCode).toBe(400);
  });

  it('refuses a client that still has users with 409, keeping it', async () => {
    const response = await remove(1001);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: API_MESSAGES.clientHasUsers });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/client/all',
      query: { search: '1001' },
      headers: as('admin'),
    });
    expect(list.json()).toHaveLength(1);
  });

  it('is for admins only', async () => {
    expect((await remove(1002, 'cliente.admin')).statusCode).toBe(403);
  });
});

describe('GET /api/client/{id}/functions', () => {
  const functions = (id: number, who: string) =>
    t.app.inject({ method: 'GET', url: `/api/client/${id}/functions`, headers: as(who) });

  it("answers a client user's own contracted function cards", async () => {
    const response = await functions(1001, 'cliente.usuario');
    expect(response.statusCode).toBe(200);
    expect(response.json().clientId).toBe(1001);
    expect(response.json().functions).toEqual(
      expect.arrayContaining(['projectEvaluation', 'ropa', 'budgetControl']),
    );
  });

  it('gives Beta only the functions it contracted', async () => {
    const response = await functions(1002, 'beta.usuario');
    expect(response.json().functions).not.toContain('budgetControl');
    expect(response.json().functions).toContain('ropa');
  });

  it("answers another client's functions as a missing client (security L3)", async () => {
    const response = await functions(1002, 'cliente.usuario');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: API_MESSAGES.clientNotFound });
  });

  it('lets an admin read any client, and answers 404 for an unknown one', async () => {
    expect((await functions(1002, 'admin')).statusCode).toBe(200);
    expect((await functions(424242, 'admin')).statusCode).toBe(404);
  });
});

describe('contracted functions of a client created in the portal', () => {
  it('starts with every contractable function, so home and /functions agree', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/client',
      headers: as('admin'),
      payload: { id: 4101, name: 'Épsilon Energia' },
    });
    expect(created.statusCode).toBe(201);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/client/4101/functions',
      headers: as('admin'),
    });
    expect(response.json()).toEqual({
      clientId: 4101,
      functions: [...DEFAULT_CLIENT_FUNCTIONS].sort(),
    });
  });
});

describe('PUT /api/client/{id}/functions', () => {
  const put = (id: number | string, payload: unknown, who = 'admin') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/client/${id}/functions`,
      headers: as(who),
      payload: payload as object,
    });
  const read = async (id: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/client/${id}/functions`,
        headers: as('admin'),
      })
    ).json().functions;

  beforeAll(async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/client',
      headers: as('admin'),
      payload: { id: 4102, name: 'Zeta Saúde' },
    });
  });

  it('replaces the list and answers it in the home order', async () => {
    const response = await put(4102, { functions: ['dashboard', 'ropa', 'users'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ clientId: 4102, functions: ['ropa', 'dashboard', 'users'] });
    expect(await read(4102)).toEqual(['dashboard', 'ropa', 'users']);
  });

  it('accepts an empty list: the client then has only the simulator', async () => {
    expect((await put(4102, { functions: [] })).json()).toEqual({ clientId: 4102, functions: [] });
    expect(await read(4102)).toEqual([]);
  });

  it.each([
    [{}, `${MESSAGES.required}: functions`],
    [{ functions: ['lawyers'] }, `${API_MESSAGES.invalidValue}: functions.0`],
    [{ functions: ['ropa', 'ropa'] }, `${API_MESSAGES.invalidValue}: functions`],
    [{ functions: 'ropa' }, `${API_MESSAGES.invalidType}: functions`],
  ])('refuses %j with 400 %s, changing nothing', async (payload, message) => {
    await put(4102, { functions: ['tpa'] });
    const response = await put(4102, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await read(4102)).toEqual(['tpa']);
  });

  it('answers 404 for an unknown client', async () => {
    const response = await put(424242, { functions: ['ropa'] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: API_MESSAGES.clientNotFound });
  });

  it.each(['cliente.admin', 'cliente.usuario'])(
    'is for firm admins only (%s: 403)',
    async (who) => {
      const response = await put(1001, { functions: ['ropa'] }, who);
      expect(response.statusCode).toBe(403);
      expect(await read(1001)).toContain('budgetControl');
    },
  );
});

describe('GET and PUT /api/client/{id} (platform m13)', () => {
  it("renames a client and switches its 'Controle de Horas', trimmed, for firm admins only", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/client',
      headers: as('admin'),
      payload: { id: 77013, name: 'Renomear Ltda', enableHoursBank: false },
    });
    expect(created.statusCode).toBe(201);

    const put = (username: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/client/77013', headers: as(username), payload });
    const renamed = await put('admin', { name: '  Renomeada S.A. ', enableHoursBank: true });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: 77013, name: 'Renomeada S.A.', enableHoursBank: true });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/client/77013',
      headers: as('admin'),
    });
    expect(read.json()).toEqual({ id: 77013, name: 'Renomeada S.A.', enableHoursBank: true });

    expect((await put('cliente.admin', { name: 'X', enableHoursBank: true })).statusCode).toBe(403);
    const blank = await put('admin', { name: '   ', enableHoursBank: true });
    expect(blank.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/client/99999999',
      headers: as('admin'),
      payload: { name: 'Ninguém', enableHoursBank: false },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: API_MESSAGES.clientNotFound });
  });
});
