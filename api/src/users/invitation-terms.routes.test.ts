import { ADMIN_API_MESSAGES, PERMISSION_GROUPS } from '@dpohub/domain';
import { readLatestMail } from '../mail/outbox';
import { ADMIN_DEMO_PASSWORD } from '../seed/admin-seed';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (token: string | null, url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

async function inviteFromMail(email: string): Promise<string> {
  await t.mailer.idle();
  const mail = await readLatestMail(t.config.outboxDir, email);
  expect(mail?.subject).toBe(ADMIN_API_MESSAGES.invitationMailSubject);
  const link = new URL(/http\S+/.exec(mail!.text)![0]);
  expect(link.origin + link.pathname).toBe('http://localhost:3000/newPassword');
  expect(link.searchParams.get('email')).toBe(email);
  return link.searchParams.get('invite')!;
}

describe('new user: invitation e-mail, first password and terms', () => {
  it('sets the password through the e-mailed link, then asks for the terms before anything else', async () => {
    const email = 'convidada@acme.local';
    const created = await post(admin, '/api/user', {
      username: 'convidada',
      name: 'Laura Convidada',
      email,
      jobTitle: 'Analista',
      department: 'Compliance',
      employeeDanielLaw: 0,
      client: { id: 1001 },
      temporaryAccess: false,
      expirationDate: null,
      roles: [{ id: 3 }, { id: 6 }],
    });
    expect(created.statusCode).toBe(201);
    const token = await inviteFromMail(email);

    const weak = await post(null, '/api/user/set-password', { token, password: 'fraca' });
    expect(weak.json()).toEqual({ message: 'Senha não atende regras de definição' });
    const wrong = await post(null, '/api/user/set-password', {
      token: 'x'.repeat(43),
      password: 'Nova@1234',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: ADMIN_API_MESSAGES.invitationInvalid });
    const set = await post(null, '/api/user/set-password', { token, password: 'Nova@1234' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toBe(true);
    const again = await post(null, '/api/user/set-password', { token, password: 'Outra@1234' });
    expect(again.json()).toEqual({ message: ADMIN_API_MESSAGES.invitationInvalid });

    const session = await t.login('convidada', 'Nova@1234');
    const me = await get(session, '/api/user/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().termsAccepted).toBe(false);
    const blocked = await get(session, '/api/client/all');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      message: 'É necessário aceitar os termos de uso e o aviso de privacidade.',
    });

    const accepted = await post(session, '/api/user/accept-terms');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ termsAccepted: true, acceptedAt: expect.any(String) });
    const firstDate = accepted.json().acceptedAt;
    expect((await post(session, '/api/user/accept-terms')).json().acceptedAt).toBe(firstDate);
    expect((await get(session, '/api/client/all')).statusCode).toBe(200);
    expect((await get(session, '/api/user/me')).json().termsAccepted).toBe(true);
  });

  it('lets an invitation expire after 72 hours', async () => {
    const email = 'atrasado@acme.local';
    await post(admin, '/api/user', {
      username: 'atrasado',
      name: 'Paulo Atrasado',
      email,
      jobTitle: 'Analista',
      department: 'Compliance',
      employeeDanielLaw: 2,
      client: { id: 1001 },
      roles: [],
    });
    const token = await inviteFromMail(email);
    const start = t.clock.now();
    t.clock.advance(72 * 3_600_000 + 1000);
    try {
      const late = await post(null, '/api/user/set-password', { token, password: 'Nova@1234' });
      expect(late.json()).toEqual({ message: ADMIN_API_MESSAGES.invitationInvalid });
    } finally {
      t.clock.set(start);
    }
  });

  it('refuses accept-terms without a session', async () => {
    expect((await post(null, '/api/user/accept-terms')).statusCode).toBe(401);
  });
});

describe('GET /api/group-role/{profile}?ids=1', () => {
  it('lists the permission menu groups of the granular profile', async () => {
    const response = await get(admin, '/api/group-role/0?ids=1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      PERMISSION_GROUPS.map((g) => ({ id: g.id, name: g.name, roles: g.roles })),
    );
    expect((await get(admin, '/api/group-role/2?ids=1')).json()).toEqual([]);
  });

  it('is for user managers only and knows the three profiles', async () => {
    const manager = await t.login('acme.gestor', ADMIN_DEMO_PASSWORD);
    expect((await get(manager, '/api/group-role/0?ids=1')).statusCode).toBe(200);
    const user = await t.login('cliente.usuario');
    expect((await get(user, '/api/group-role/0?ids=1')).statusCode).toBe(403);
    expect((await get(admin, '/api/group-role/7?ids=1')).statusCode).toBe(400);
  });
});
