// Issue 31: every change that matters writes exactly one audit event, in the transaction of the
// change, naming who did it, for which client, on which record and what changed; a change that
// fails writes none. One block per area, in the order of the list.
import { sql } from 'drizzle-orm';
import { readLatestMail } from '../mail/outbox';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { eventsAfter, lastEventId, type StoredEvent } from './audit-test-support';
import { verifyAuditChain } from './audit-verify';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['admin', 'cliente.admin']) tokens[username] = await t.login(username);
  const all = await call('admin', 'GET', '/api/user/filter?size=100');
  for (const user of all.json().content) ids[user.username] = user.id;
});
afterAll(async () => {
  // Whatever the tests did, the chain still holds.
  expect((await verifyAuditChain(t.app.db)).ok).toBe(true);
  await t.close();
});

function call(
  username: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: bearer(tokens[username]!),
    ...(payload ? { payload } : {}),
  });
}

/** Runs `action` and answers the events it wrote. */
async function eventsOf(action: () => Promise<{ statusCode: number }>, status: number) {
  const before = await lastEventId(t.app.db);
  const response = await action();
  expect(response.statusCode).toBe(status);
  return eventsAfter(t.app.db, before);
}

/** Exactly one event, by `username`, from the request's address. */
function only(events: StoredEvent[], username: string): StoredEvent {
  expect(events).toHaveLength(1);
  const [event] = events;
  expect(event).toMatchObject({ actorKind: 'user', actorId: ids[username] });
  expect(event!.details!.ip).toBe('127.0.0.1');
  return event!;
}

let sequence = 0;
function newUser(overrides: object = {}) {
  sequence += 1;
  return {
    username: `trilha.usuario${sequence}`,
    name: `Usuária da Trilha ${sequence}`,
    email: `trilha${sequence}@acme.local`,
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

describe('users', () => {
  it('creating a user records every field, the permissions by name', async () => {
    const body = newUser();
    const events = await eventsOf(() => call('cliente.admin', 'POST', '/api/user', body), 201);
    const event = only(events, 'cliente.admin');
    expect(event).toMatchObject({
      kind: 'user.created',
      clientId: 1001,
      recordType: 'user',
      details: { actorName: 'Carla Mendes', recordLabel: body.username },
    });
    const changes = event.details!.changes;
    expect(changes.map((change) => change.field)).toEqual([
      'username',
      'name',
      'email',
      'employeeDanielLaw',
      'client',
      'jobTitle',
      'department',
      'temporaryAccess',
      'roles',
    ]);
    expect(changes).toContainEqual({ field: 'client', after: 'Acme Indústria Ltda' });
    expect(changes.find((change) => change.field === 'roles')!.added).toEqual([
      'Acesso básico ao portal',
      'Avaliação de Novos Projetos',
      'Documentos, Contratos e Consultas',
    ]);
  });

  it('changing a user records only what changed, with the permissions granted and removed', async () => {
    const created = await call('admin', 'POST', '/api/user', newUser());
    const user = created.json();
    const events = await eventsOf(
      () =>
        call('admin', 'PUT', `/api/user/${user.id}`, {
          ...newUser(),
          username: user.username,
          name: user.name,
          email: user.email,
          jobTitle: 'Coordenadora',
          roles: [{ id: 3 }, { id: 8 }],
        }),
      200,
    );
    const event = only(events, 'admin');
    expect(event).toMatchObject({ kind: 'user.changed', clientId: 1001, recordId: user.id });
    expect(event.details!.changes).toEqual([
      { field: 'jobTitle', before: 'Analista', after: 'Coordenadora' },
      {
        field: 'roles',
        added: ['Gerenciamento de Usuários'],
        removed: ['Documentos, Contratos e Consultas'],
      },
    ]);
  });

  it('a save that changes nothing writes nothing, and a refused one neither', async () => {
    const user = (await call('admin', 'POST', '/api/user', newUser())).json();
    const same = { ...newUser(), username: user.username, name: user.name, email: user.email };
    expect(await eventsOf(() => call('admin', 'PUT', `/api/user/${user.id}`, same), 200)).toEqual(
      [],
    );
    // A taken e-mail: 409, nothing saved, nothing recorded.
    const taken = { ...same, email: 'cliente.admin@acme.local' };
    expect(await eventsOf(() => call('admin', 'PUT', `/api/user/${user.id}`, taken), 409)).toEqual(
      [],
    );
  });

  it('disabling and enabling a user each write one event', async () => {
    const user = (await call('admin', 'POST', '/api/user', newUser())).json();
    const off = only(
      await eventsOf(
        () => call('cliente.admin', 'DELETE', `/api/user/${user.id}?enabled=false`),
        200,
      ),
      'cliente.admin',
    );
    expect(off).toMatchObject({
      kind: 'user.disabled',
      clientId: 1001,
      recordId: user.id,
      details: { changes: [{ field: 'enabled', before: true, after: false }] },
    });
    const on = only(
      await eventsOf(() => call('admin', 'DELETE', `/api/user/${user.id}?enabled=true`), 200),
      'admin',
    );
    expect(on.kind).toBe('user.enabled');
    // Nobody disables themselves: refused, nothing recorded.
    expect(
      await eventsOf(() => call('admin', 'DELETE', `/api/user/${ids.admin}?enabled=false`), 400),
    ).toEqual([]);
  });

  it('accepting the terms is recorded once, the first time', async () => {
    const user = (await call('admin', 'POST', '/api/user', newUser())).json();
    await t.database.db.execute(
      // The new user has no password yet: set one as the invitation would.
      sql`update users set password_hash = (select password_hash from users where username = 'cliente.admin') where id = ${user.id}`,
    );
    tokens[user.username] = await t.login(user.username, 'Cliente@123');
    ids[user.username] = user.id;
    const first = only(
      await eventsOf(() => call(user.username, 'POST', '/api/user/accept-terms'), 200),
      user.username,
    );
    expect(first).toMatchObject({ kind: 'user.termsAccepted', clientId: 1001, recordId: user.id });
    expect(
      await eventsOf(() => call(user.username, 'POST', '/api/user/accept-terms'), 200),
    ).toEqual([]);
  });
});

describe('passwords', () => {
  const anonymous = (url: string, query?: Record<string, string>, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      ...(query ? { query } : {}),
      ...(payload ? { payload } : {}),
    });
  /** The newest e-mail to `email`, as its reader finds it. */
  async function mailTo(email: string): Promise<string> {
    await t.mailer.idle();
    return (await readLatestMail(t.config.outboxDir, email))!.text;
  }

  it('the first password, a reset and a change each write one event on the account, never a value', async () => {
    const body = newUser();
    const user = (await call('admin', 'POST', '/api/user', body)).json();
    const invite = new URL(/http\S+/.exec(await mailTo(body.email))![0]).searchParams.get(
      'invite',
    )!;
    const own = {
      actorKind: 'user',
      actorId: user.id,
      clientId: 1001,
      recordType: 'user',
      recordId: user.id,
      details: {
        actorName: body.name,
        ip: '127.0.0.1',
        recordLabel: body.username,
        changes: [{ field: 'password', secret: true }],
      },
    };
    const setPassword = (token: string) =>
      anonymous('/api/user/set-password', undefined, { token, password: 'Primeira@1234' });
    expect(await eventsOf(() => setPassword('x'.repeat(43)), 400)).toEqual([]);
    const set = await eventsOf(() => setPassword(invite), 200);
    expect(set).toEqual([expect.objectContaining({ kind: 'user.passwordSet' })]);
    expect(set[0]).toMatchObject(own);

    expect((await anonymous('/api/user/reset-password', { user_recover: body.email })).json()).toBe(
      true,
    );
    const code = /\b(\d{5})\b/.exec(await mailTo(body.email))![1]!;
    const verified = await anonymous('/api/user/verification-code', {
      user_recover: body.email,
      verification_code: code,
    });
    expect(verified.json()).toBe(true);
    const reset = (verificationCode: string) =>
      anonymous('/api/user/change-password', {
        user_recover: body.email,
        verification_code: verificationCode,
        password: 'Redefinida@1234',
      });
    const wrongCode = code === '00000' ? '11111' : '00000';
    expect(await eventsOf(() => reset(wrongCode), 400)).toEqual([]);
    const resetEvents = await eventsOf(() => reset(code), 200);
    expect(resetEvents).toEqual([expect.objectContaining({ kind: 'user.passwordReset' })]);
    expect(resetEvents[0]).toMatchObject(own);

    tokens[body.username] = await t.login(body.username, 'Redefinida@1234');
    ids[body.username] = user.id;
    const change = (oldPassword: string) =>
      call(body.username, 'PUT', '/api/user/update-password', {
        oldPassword,
        newPassword: 'Alterada@1234',
      });
    expect(await eventsOf(() => change('Errada@1234'), 400)).toEqual([]);
    const changed = only(await eventsOf(() => change('Redefinida@1234'), 204), body.username);
    expect(changed).toMatchObject({ kind: 'user.passwordChanged', ...own });
    for (const event of [...set, ...resetEvents, changed]) {
      const details = JSON.stringify(event.details);
      expect(details).not.toMatch(/Primeira@1234|Redefinida@1234|Alterada@1234/);
      expect(details).not.toContain(code);
    }
  });
});

describe('clients', () => {
  it('creating, renaming, changing the functions of and removing a client each write one event', async () => {
    const created = only(
      await eventsOf(
        () => call('admin', 'POST', '/api/client', { id: 4242, name: 'Gamma Logística' }),
        201,
      ),
      'admin',
    );
    expect(created).toMatchObject({
      kind: 'client.created',
      clientId: 4242,
      recordType: 'client',
      recordId: 4242,
      details: {
        recordLabel: 'Gamma Logística',
        changes: [
          { field: 'id', after: 4242 },
          { field: 'name', after: 'Gamma Logística' },
          { field: 'enableHoursBank', after: false },
        ],
      },
    });
    const renamed = only(
      await eventsOf(
        () =>
          call('admin', 'PUT', '/api/client/4242', {
            name: 'Gamma Logística S.A.',
            enableHoursBank: true,
          }),
        200,
      ),
      'admin',
    );
    expect(renamed).toMatchObject({
      kind: 'client.changed',
      clientId: 4242,
      recordType: 'client',
      recordId: 4242,
      details: {
        recordLabel: 'Gamma Logística S.A.',
        changes: [
          { field: 'name', before: 'Gamma Logística', after: 'Gamma Logística S.A.' },
          { field: 'enableHoursBank', before: false, after: true },
        ],
      },
    });
    // The same values again change nothing and record nothing; a blank name is refused.
    const same = { name: 'Gamma Logística S.A.', enableHoursBank: true };
    expect(await eventsOf(() => call('admin', 'PUT', '/api/client/4242', same), 200)).toEqual([]);
    expect(
      await eventsOf(() => call('admin', 'PUT', '/api/client/4242', { ...same, name: ' ' }), 400),
    ).toEqual([]);
    const functions = only(
      await eventsOf(
        () => call('admin', 'PUT', '/api/client/4242/functions', { functions: ['ropa', 'tpa'] }),
        200,
      ),
      'admin',
    );
    expect(functions).toMatchObject({ kind: 'client.functionsChanged', clientId: 4242 });
    expect(functions.details!.changes[0]!.added).toBeUndefined();
    expect(functions.details!.changes[0]!.removed).toContain('Controle Orçamentário');
    expect(functions.details!.changes[0]!.removed).not.toContain('ROPA');
    expect(
      await eventsOf(
        () => call('admin', 'PUT', '/api/client/4242/functions', { functions: ['ropa', 'tpa'] }),
        200,
      ),
    ).toEqual([]);
    const removed = only(
      await eventsOf(() => call('admin', 'DELETE', '/api/client/4242'), 204),
      'admin',
    );
    expect(removed).toMatchObject({
      kind: 'client.removed',
      clientId: 4242,
      recordId: 4242,
      details: { recordLabel: 'Gamma Logística S.A.' },
    });
  });

  it('a refused creation or removal writes nothing', async () => {
    expect(
      await eventsOf(() => call('admin', 'POST', '/api/client', { id: 1001, name: 'Outra' }), 409),
    ).toEqual([]);
    // Acme has users: the removal is refused.
    expect(await eventsOf(() => call('admin', 'DELETE', '/api/client/1001'), 409)).toEqual([]);
  });
});

describe('the identifications the documents print', () => {
  const BASE = '/api/lei-geral-protecao-de-dados';
  const agent = {
    legalName: 'Acme Indústria Ltda',
    cnpj: '12.345.678/0001-90',
    address: 'Rua das Flores, 10, São Paulo - SP',
    email: 'contato@acme.local',
    phone: '(11) 3000-0000',
    dpoName: 'Helena Prado',
    dpoEmail: 'dpo@acme.local',
    dpoPhone: '',
    dataSubjectChannel: 'https://acme.local/privacidade',
  };

  it("a client's identification as processing agent: one event per change, with what changed", async () => {
    const url = `${BASE}/agente-tratamento/1001`;
    only(await eventsOf(() => call('cliente.admin', 'PUT', url, agent), 200), 'cliente.admin');
    const changed = only(
      await eventsOf(
        () => call('cliente.admin', 'PUT', url, { ...agent, dpoName: 'Otávio Nunes' }),
        200,
      ),
      'cliente.admin',
    );
    expect(changed).toMatchObject({
      kind: 'client.agentProfileChanged',
      clientId: 1001,
      recordType: 'client',
      recordId: 1001,
      details: {
        recordLabel: 'Acme Indústria Ltda',
        changes: [{ field: 'dpoName', before: 'Helena Prado', after: 'Otávio Nunes' }],
      },
    });
    const same = { ...agent, dpoName: 'Otávio Nunes' };
    expect(await eventsOf(() => call('cliente.admin', 'PUT', url, same), 200)).toEqual([]);
    expect(
      await eventsOf(() => call('cliente.admin', 'PUT', url, { ...same, dpoEmail: 'x' }), 400),
    ).toEqual([]);
  });

  it("the firm's identification on the dossiers: one event per change", async () => {
    const url = `${BASE}/escritorio`;
    const firm = (await call('admin', 'GET', url)).json();
    const changed = only(
      await eventsOf(
        () => call('admin', 'PUT', url, { ...firm, registration: 'OAB/SP 11.111' }),
        200,
      ),
      'admin',
    );
    expect(changed).toMatchObject({
      kind: 'firm.profileChanged',
      clientId: null,
      recordType: 'firm',
      details: {
        recordLabel: 'Identificação do escritório',
        changes: [{ field: 'registration', before: firm.registration, after: 'OAB/SP 11.111' }],
      },
    });
    expect(
      await eventsOf(
        () => call('admin', 'PUT', url, { ...firm, registration: 'OAB/SP 11.111' }),
        200,
      ),
    ).toEqual([]);
    expect(
      await eventsOf(() => call('cliente.admin', 'PUT', url, { ...firm, name: 'X' }), 403),
    ).toEqual([]);
  });
});

describe('price periods', () => {
  it('a new period and a change of one are recorded on the client', async () => {
    await call('admin', 'POST', '/api/client', { id: 4343, name: 'Delta Energia' });
    const createdEvents = await eventsOf(
      () =>
        call('admin', 'POST', '/api/client-prices-hours', {
          clientId: 4343,
          valorHora: 350,
          vigenciaInicio: '2026-01-01',
        }),
      201,
    );
    const created = only(createdEvents, 'admin');
    expect(created).toMatchObject({
      kind: 'client.priceCreated',
      clientId: 4343,
      recordType: 'client',
      recordId: 4343,
      details: {
        recordLabel: 'Delta Energia',
        changes: [
          { field: 'valorHora', after: 350 },
          { field: 'vigenciaInicio', after: '2026-01-01' },
        ],
      },
    });
    const priceId = Number(/Período (\d+)/.exec(created.details!.note!)![1]);
    const changed = only(
      await eventsOf(
        () =>
          call('admin', 'PUT', `/api/client-prices-hours/${priceId}`, {
            id: priceId,
            clientId: 4343,
            valorHora: 380,
            vigenciaInicio: '2026-01-01',
            vigenciaFim: null,
          }),
        200,
      ),
      'admin',
    );
    expect(changed).toMatchObject({
      kind: 'client.priceChanged',
      details: {
        changes: [{ field: 'valorHora', before: 350, after: 380 }],
        note: `Período ${priceId}`,
      },
    });
    const next = only(
      await eventsOf(
        () =>
          call('admin', 'POST', '/api/client-prices-hours', {
            clientId: 4343,
            valorHora: 400,
            vigenciaInicio: '2026-07-01',
          }),
        201,
      ),
      'admin',
    );
    expect(next.details!.note).toMatch(
      new RegExp(`o período ${priceId} passa a terminar em 30/06/2026$`),
    );
  });
});

describe('lawyers', () => {
  it('adding and changing a lawyer are recorded as the firm’s own', async () => {
    const created = only(
      await eventsOf(
        () => call('admin', 'POST', '/api/lawyer', { id: 0, name: 'Helena Prado', status: true }),
        201,
      ),
      'admin',
    );
    expect(created).toMatchObject({ kind: 'lawyer.created', clientId: null, recordType: 'lawyer' });
    const changed = only(
      await eventsOf(
        () =>
          call('admin', 'PUT', `/api/lawyer/${created.recordId}`, {
            id: created.recordId,
            name: 'Helena Prado',
            status: false,
          }),
        200,
      ),
      'admin',
    );
    expect(changed.details!.changes).toEqual([{ field: 'status', before: true, after: false }]);
  });
});
