import { asc, eq } from 'drizzle-orm';
import { ADMIN_API_MESSAGES, API_MESSAGES, MESSAGES } from '@dpohub/domain';
import { userRoles, users } from '../../db/schema';
import { readLatestMail } from '../../mail/outbox';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['admin', 'cliente.usuario', 'beta.usuario', 'participante']) {
    tokens[username] = await t.login(username);
  }
});
afterAll(() => t.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Paula Auditora',
  jobTitle: 'Auditora Externa',
  email: 'paula.auditora@externa.local',
  department: 'Auditoria',
  ...overrides,
});

function create(username: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/solicitacao-participante/usuario-temporario',
    headers: bearer(tokens[username]!),
    payload,
  });
}

async function stored(id: number) {
  const [user] = await t.app.db.select().from(users).where(eq(users.id, id));
  const roles = await t.app.db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, id))
    .orderBy(asc(userRoles.roleId));
  return { user: user!, roleIds: roles.map((role) => role.roleId) };
}

describe('POST /api/solicitacao-participante/usuario-temporario', () => {
  it('lets a client user without user management create a participant of their client', async () => {
    const response = await create('cliente.usuario', form());
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: number; name: string; email: string }>();
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Paula Auditora',
      email: 'paula.auditora@externa.local',
    });
    const { user, roleIds } = await stored(body.id);
    expect(user).toMatchObject({
      username: 'paula.auditora@externa.local',
      employeeDanielLaw: 0,
      temporaryAccess: false,
      admin: false,
      clientId: 1001,
      jobTitle: 'Auditora Externa',
      department: 'Auditoria',
      enabled: true,
    });
    // ROLE_USER (2) and the participant role (23) only.
    expect(roleIds).toEqual([2, 23]);
  });

  it('e-mails the invitation to set the password', async () => {
    const email = 'convite.participante@externa.local';
    expect(
      (await create('cliente.usuario', form({ email, username: 'convidado' }))).statusCode,
    ).toBe(201);
    await t.mailer.idle();
    const mail = await readLatestMail(t.config.outboxDir, email);
    expect(mail?.subject).toBe(ADMIN_API_MESSAGES.invitationMailSubject);
    expect(mail?.text).toContain('Olá, Paula Auditora.');
    expect(mail?.text).toContain('http://localhost:3000/newPassword?');
    const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(user?.username).toBe('convidado');
  });

  it('refuses a taken e-mail or username with 409', async () => {
    const email = 'duplicado@externa.local';
    expect((await create('cliente.usuario', form({ email }))).statusCode).toBe(201);
    const again = await create('cliente.usuario', form({ email: 'DUPLICADO@externa.local' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ADMIN_API_MESSAGES.emailTaken });
    const username = await create(
      'cliente.usuario',
      form({ email: 'outro@externa.local', username: 'cliente.admin' }),
    );
    expect(username.statusCode).toBe(409);
    expect(username.json()).toEqual({ message: ADMIN_API_MESSAGES.usernameTaken });
  });

  it('checks the form of spec 2 section 5', async () => {
    const missing = await create('cliente.usuario', form({ jobTitle: '  ' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: `${MESSAGES.required}: jobTitle` });
    const email = await create('cliente.usuario', form({ email: 'sem-arroba' }));
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({ message: `${MESSAGES.invalidEmail}: email` });
    const absent = await create('cliente.usuario', { name: 'X', jobTitle: 'Y', email: 'z@z.z' });
    expect(absent.json()).toEqual({ message: `${MESSAGES.required}: department` });
  });

  it('makes a firm admin name the client, and a client user keep to their own', async () => {
    const noClient = await create('admin', form({ email: 'sem.cliente@externa.local' }));
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json()).toEqual({ message: ADMIN_API_MESSAGES.clientRequired });
    const beta = await create(
      'admin',
      form({ email: 'da.beta@externa.local', client: { id: 1002 } }),
    );
    expect(beta.statusCode).toBe(201);
    expect((await stored(beta.json<{ id: number }>().id)).user.clientId).toBe(1002);
    const unknown = await create(
      'admin',
      form({ email: 'x1@externa.local', client: { id: 4242 } }),
    );
    expect(unknown.json()).toEqual({ message: API_MESSAGES.clientNotFound });
    const crossing = await create(
      'beta.usuario',
      form({ email: 'x2@externa.local', client: { id: 1001 } }),
    );
    expect(crossing.statusCode).toBe(403);
  });

  it('refuses participants', async () => {
    const response = await create('participante', form({ email: 'x3@externa.local' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: API_MESSAGES.forbidden });
  });
});
