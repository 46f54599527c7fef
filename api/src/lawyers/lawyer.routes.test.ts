import { ADMIN_API_MESSAGES, API_MESSAGES } from '@dpohub/domain';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'cliente.admin', 'cliente.usuario', 'participante'])
    tokens[who] = await t.login(who);
});
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who]!), ...(payload ? { payload } : {}) });

describe('lawyers', () => {
  it('lists every lawyer by name, or only the active ones for the demand form', async () => {
    const all = (await call('admin', 'GET', '/api/lawyer')).json();
    expect(all.map((l: { name: string }) => l.name)).toEqual([
      'Ana Beatriz Ferreira',
      'Carlos Eduardo Santos',
      'Fernanda Ribeiro Lima',
      'João Pedro Carvalho',
      'Mariana Alves Rocha',
    ]);
    const active = (await call('admin', 'GET', '/api/lawyer?active=true')).json();
    expect(active.map((l: { name: string }) => l.name)).not.toContain('Mariana Alves Rocha');
    expect(active.every((l: { status: boolean }) => l.status)).toBe(true);
  });

  it('pages and filters by name and status, ten per page', async () => {
    const page = (await call('admin', 'GET', '/api/lawyer/filter?page=0&name=ana&status=')).json();
    expect(page).toMatchObject({ number: 0, size: 10, totalElements: 2, totalPages: 1 });
    expect(page.content.map((l: { name: string }) => l.name)).toEqual([
      'Ana Beatriz Ferreira',
      'Mariana Alves Rocha',
    ]);
    const inactive = (await call('admin', 'GET', '/api/lawyer/filter?status=false')).json();
    expect(inactive.content).toEqual([
      { id: expect.any(Number), name: 'Mariana Alves Rocha', status: false, userId: null },
    ]);
  });

  it("adds a lawyer with a trimmed name and refuses an empty one: 'Informe o nome do advogado!'", async () => {
    const created = await call('admin', 'POST', '/api/lawyer', {
      id: 0,
      name: '  Bruna   Teixeira ',
      status: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      name: 'Bruna Teixeira',
      status: true,
      userId: null,
    });
    const empty = await call('admin', 'POST', '/api/lawyer', { id: 0, name: '   ', status: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Informe o nome do advogado!' });
    const digits = await call('admin', 'POST', '/api/lawyer', {
      id: 0,
      name: 'Ana 2',
      status: true,
    });
    expect(digits.json()).toEqual({ message: ADMIN_API_MESSAGES.lawyerNameLettersOnly });
  });

  it('makes an inactive lawyer leave the active list, and back', async () => {
    const [first] = (await call('admin', 'GET', '/api/lawyer?active=true')).json();
    const off = await call('admin', 'PUT', `/api/lawyer/${first.id}`, { ...first, status: false });
    expect(off.json()).toEqual({ ...first, status: false });
    const active = (await call('admin', 'GET', '/api/lawyer?active=true')).json();
    expect(active.map((l: { id: number }) => l.id)).not.toContain(first.id);
    await call('admin', 'PUT', `/api/lawyer/${first.id}`, first);
    expect((await call('admin', 'GET', '/api/lawyer?active=true')).json()[0]).toEqual(first);
  });

  it('refuses a second lawyer of the same name, accents and case aside, and renames (platform m12)', async () => {
    const created = await call('admin', 'POST', '/api/lawyer', {
      id: 0,
      name: 'Conceição Moura',
      status: true,
    });
    expect(created.statusCode).toBe(201);
    for (const name of ['Conceição Moura', 'conceicao  MOURA']) {
      const twin = await call('admin', 'POST', '/api/lawyer', { id: 0, name, status: true });
      expect(twin.statusCode).toBe(409);
      expect(twin.json()).toEqual({ message: ADMIN_API_MESSAGES.lawyerNameTaken });
    }
    const { id } = created.json();
    const renamed = await call('admin', 'PUT', `/api/lawyer/${id}`, {
      id,
      name: 'Conceição Moura Lima',
      status: true,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      id,
      name: 'Conceição Moura Lima',
      status: true,
      userId: null,
    });
    const taken = await call('admin', 'PUT', `/api/lawyer/${id}`, {
      id,
      name: 'Ana Beatriz Ferreira',
      status: true,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: ADMIN_API_MESSAGES.lawyerNameTaken });
    // Its own name again (a status change) is no conflict.
    const same = await call('admin', 'PUT', `/api/lawyer/${id}`, {
      id,
      name: 'Conceição Moura Lima',
      status: false,
    });
    expect(same.statusCode).toBe(200);
  });

  it('answers 404 for an unknown lawyer and 400 for a body naming another id', async () => {
    const unknown = await call('admin', 'PUT', '/api/lawyer/99999', {
      id: 99999,
      name: 'Ninguém',
      status: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ADMIN_API_MESSAGES.lawyerNotFound });
    expect(
      (await call('admin', 'PUT', '/api/lawyer/1', { id: 2, name: 'Ana', status: true }))
        .statusCode,
    ).toBe(400);
  });

  it('is admin only', async () => {
    for (const who of ['cliente.admin', 'cliente.usuario', 'participante']) {
      for (const [method, url, body] of [
        ['GET', '/api/lawyer?active=true'],
        ['GET', '/api/lawyer/filter'],
        ['POST', '/api/lawyer', { id: 0, name: 'Intruso', status: true }],
        ['PUT', '/api/lawyer/1', { id: 1, name: 'Intruso', status: true }],
      ] as const) {
        const response = await call(who, method, url, body);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: API_MESSAGES.forbidden });
      }
    }
  });
});
