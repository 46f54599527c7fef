// Issue 31: 'Meus dados' exports what the portal holds about the signed-in user, and only them.
import { eventsAfter, lastEventId } from '../audit/audit-test-support';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import type { MyDataExport } from '@dpohub/domain';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const section = (data: MyDataExport, title: string) =>
  data.secoes.find((item) => item.titulo === title)!;

describe('GET /api/user/meus-dados', () => {
  it("answers the user's own data by section, never a secret, and records the export", async () => {
    const token = await t.login('cliente.usuario');
    const before = await lastEventId(t.app.db);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/meus-dados',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json<MyDataExport>();
    expect(data.titular).toMatchObject({
      nome: 'Rafael Oliveira',
      email: 'cliente.usuario@acme.local',
    });
    expect(section(data, 'Cadastro').registros).toEqual([
      expect.objectContaining({
        Nome: 'Rafael Oliveira',
        'Nome de usuário': 'cliente.usuario',
        'E-mail': 'cliente.usuario@acme.local',
        Cliente: 1001,
      }),
    ]);
    // This sign-in is among the sessions, with its address.
    expect(section(data, 'Sessões').registros[0]).toMatchObject({ IP: '127.0.0.1' });
    expect(data.secoes).toHaveLength(32);
    // No password hash (the sources' fields hold no hash, key or token: my-data-sources.test).
    expect(response.body).not.toContain('$argon2');
    // Nobody else's registration.
    expect(response.body).not.toContain('cliente.admin@acme.local');

    const [event, ...more] = await eventsAfter(t.app.db, before);
    expect(more).toEqual([]);
    expect(event).toMatchObject({ kind: 'user.dataExported', recordType: 'user', clientId: 1001 });
    expect(event!.details!.note).toBe('meus-dados.json');
  });

  it('answers the same as a readable PDF', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/meus-dados/pdf',
      headers: bearer(await t.login('admin')),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('counts the records of each section for the page, and records nothing', async () => {
    const token = await t.login('cliente.usuario');
    const before = await lastEventId(t.app.db);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/meus-dados/resumo',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const { secoes } = response.json<{
      secoes: { titulo: string; registros: number; limitado: boolean }[];
    }>();
    expect(secoes).toHaveLength(32);
    expect(secoes[0]).toEqual({ titulo: 'Cadastro', registros: 1, limitado: false });
    expect(secoes.find((item) => item.titulo === 'Solicitações que você criou')).toEqual({
      titulo: 'Solicitações que você criou',
      registros: 8,
      limitado: false,
    });
    expect(await eventsAfter(t.app.db, before)).toEqual([]);
  });

  it('is refused without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/meus-dados' });
    expect(response.statusCode).toBe(401);
  });
});
