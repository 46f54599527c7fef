// Issue 31: signing in, a refused sign-in and signing out are events of the audit trail, each
// written once, naming the account (never what was typed when it names none) and the address;
// a refusal for too many attempts writes nothing.
import { API_MESSAGES } from '@dpohub/domain';
import { eventsAfter, lastEventId } from '../audit/audit-test-support';
import { userIdOf } from '../demands/demand-test-support';
import { ADMIN_DEMO_PASSWORD } from '../seed/admin-seed';
import { DEMO_CLIENTS } from '../seed/demo-users';
import { FORM, basicAuth, bearer, createTestApp, form, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test signs in from its own address, so the failure counters never leak between tests. */
const freshIp = () => `10.31.0.${++ipCounter}`;

function signIn(username: string, password: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    remoteAddress: ip,
    headers: { ...FORM, authorization: basicAuth(t.config) },
    payload: form({ grant_type: 'password', username, password }),
  });
}

/** Runs `action`, checks its status, answers the events it wrote. */
async function eventsOf(action: () => Promise<{ statusCode: number }>, status: number) {
  const before = await lastEventId(t.app.db);
  expect((await action()).statusCode).toBe(status);
  return eventsAfter(t.app.db, before);
}

describe('sign-in', () => {
  it('records who signed in, for which client, from which address', async () => {
    const ip = freshIp();
    const events = await eventsOf(() => signIn('cliente.admin', 'Cliente@123', ip), 200);
    const id = await userIdOf(t, 'cliente.admin');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'auth.signIn',
      actorKind: 'user',
      actorId: id,
      clientId: DEMO_CLIENTS.acme.id,
      recordType: 'user',
      recordId: id,
      details: {
        actorName: 'Carla Mendes',
        ip,
        recordLabel: 'cliente.admin',
        changes: [],
        note: null,
      },
    });
  });

  it('a wrong password: refused, on the account, by nobody proven, with the reason', async () => {
    const ip = freshIp();
    const events = await eventsOf(() => signIn('cliente.admin', 'Errada@123', ip), 400);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'auth.signInFailed',
      actorKind: 'anonymous',
      actorId: null,
      clientId: DEMO_CLIENTS.acme.id,
      recordType: 'user',
      recordId: await userIdOf(t, 'cliente.admin'),
      details: { actorName: null, ip, note: API_MESSAGES.invalidCredentials },
    });
    expect(JSON.stringify(events[0]!.details)).not.toContain('Errada@123');
  });

  it('an unknown username: refused with the address alone, what was typed kept nowhere', async () => {
    const ip = freshIp();
    const events = await eventsOf(() => signIn('Segredo@Digitado1', 'qualquer', ip), 400);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'auth.signInFailed',
      actorKind: 'anonymous',
      clientId: null,
      recordType: null,
      recordId: null,
      details: { ip, recordLabel: null, note: API_MESSAGES.invalidCredentials },
    });
    expect(JSON.stringify(events[0])).not.toContain('Segredo@Digitado1');
  });

  it('a disabled account: refused with its reason', async () => {
    const events = await eventsOf(
      () => signIn('acme.inativo', ADMIN_DEMO_PASSWORD, freshIp()),
      400,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'auth.signInFailed',
      recordId: await userIdOf(t, 'acme.inativo'),
      details: { note: API_MESSAGES.accountInactive },
    });
  });

  it('a refusal for too many attempts writes nothing', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn('cliente.usuario', 'Errada@123', ip)).statusCode).toBe(400);
    }
    expect(await eventsOf(() => signIn('cliente.usuario', 'Errada@123', ip), 429)).toEqual([]);
    expect(await eventsOf(() => signIn('cliente.usuario', 'Usuario@123', ip), 429)).toEqual([]);
  });
});

describe("sign-out ('Sair')", () => {
  it('records who signed out; without a session it is refused and writes nothing', async () => {
    const token = await t.login('admin');
    const id = await userIdOf(t, 'admin');
    const events = await eventsOf(
      () => t.app.inject({ method: 'POST', url: '/api/oauth/revoke', headers: bearer(token) }),
      204,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'auth.signOut',
      actorKind: 'user',
      actorId: id,
      clientId: null,
      recordType: 'user',
      recordId: id,
      details: { actorName: 'Administrador DPOHUB', recordLabel: 'admin' },
    });
    expect(
      await eventsOf(() => t.app.inject({ method: 'POST', url: '/api/oauth/revoke' }), 401),
    ).toEqual([]);
  });
});
