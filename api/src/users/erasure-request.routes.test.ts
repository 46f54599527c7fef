// Issue 31: a request to erase one's own account, from the user's ask to the firm's answer, against
// the real database (PGlite here, PostgreSQL in the gate).
import { and, eq } from 'drizzle-orm';
import type { ErasureRequestRow, ErasureRequestView, Page } from '@dpohub/domain';
import { eventsAfter, lastEventId } from '../audit/audit-test-support';
import {
  demandParticipants,
  notificationOutbox,
  userErasureRequests,
  userSessions,
  users,
} from '../db/schema';
import { readLatestMail } from '../mail/outbox';
import { demoUser } from '../seed/demo-users';
import { basicAuth, bearer, createTestApp, form, FORM, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-02T13:00:00Z'));
  await t.app.db.update(users).set({ termsAcceptedAt: new Date() });
}, 120_000);
afterAll(() => t.close());

const idOf = async (username: string) =>
  (await t.app.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

const ask = (token: string, payload: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/meus-dados/exclusao',
    headers: bearer(token),
    payload: payload as object,
  });

const mailsTo = (address: string) =>
  t.app.db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.toEmail, address))
    .orderBy(notificationOutbox.id);

const list = async (token: string, situacao = 'abertas') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/titulares/solicitacoes?situacao=${situacao}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<Page<ErasureRequestRow>>();
};

describe('a request to erase one’s account', () => {
  it('is sent once, with its deadline, tells the firm, and a second one is refused', async () => {
    const token = await t.login('cliente.usuario');
    const userId = await idOf('cliente.usuario');
    const before = await lastEventId(t.app.db);

    const tooLong = await ask(token, { motivo: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      message: 'O motivo pode ter no máximo 1000 caracteres.',
    });

    const sent = await ask(token, { motivo: '  Saí da empresa  ' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<ErasureRequestView>()).toMatchObject({
      situacao: 'ABERTA',
      solicitadaEm: '2026-03-02T13:00:00.000Z',
      prazo: '2026-03-17',
      diasRestantes: 15,
      atrasada: false,
      motivo: 'Saí da empresa',
    });

    const again = await ask(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'Você já tem uma solicitação de exclusão em andamento.',
    });

    // One event, for the request only, naming the account by its number.
    const events = await eventsAfter(t.app.db, before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'user.erasureRequested',
      actorId: userId,
      recordId: userId,
      clientId: 1001,
    });
    expect(events[0]!.details).toMatchObject({
      actorName: null,
      ip: null,
      recordLabel: `Usuário excluído nº ${userId}`,
    });

    // The firm's admin is told, with the deadline.
    const [mail] = await mailsTo(demoUser('admin').email);
    expect(mail).toMatchObject({ subject: 'DPOHUB - Pedido de exclusão de conta' });
    expect(mail!.body).toContain(
      'Rafael Oliveira (cliente.usuario@acme.local, Acme Indústria Ltda) pediu a exclusão da própria conta no DPOHUB em 02/03/2026.',
    );
    expect(mail!.body).toContain('Responda até 17/03/2026');

    const own = await t.app.inject({
      method: 'GET',
      url: '/api/user/meus-dados/exclusao',
      headers: bearer(token),
    });
    expect(own.json()).toMatchObject({ solicitacao: { prazo: '2026-03-17', situacao: 'ABERTA' } });
  });

  it('is refused to the last active firm admin', async () => {
    const token = await t.login('admin');
    const before = await lastEventId(t.app.db);
    const response = await ask(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message:
        'Você é o último administrador ativo do escritório: cadastre outro administrador antes de solicitar a exclusão da sua conta.',
    });
    expect(await eventsAfter(t.app.db, before)).toEqual([]);
  });

  it('shows on the firm’s list with the days left, and overdue after the 15th day', async () => {
    const admin = await t.login('admin');
    const page = await list(admin);
    expect(page.content).toEqual([
      expect.objectContaining({
        prazo: '2026-03-17',
        diasRestantes: 15,
        atrasada: false,
        titular: expect.objectContaining({
          nome: 'Rafael Oliveira',
          cliente: 'Acme Indústria Ltda',
        }),
      }),
    ]);
    t.clock.set(new Date('2026-03-18T12:00:00Z'));
    const later = await t.login('admin');
    const late = await list(later);
    expect(late.content[0]).toMatchObject({ diasRestantes: -1, atrasada: true });
    expect((await list(later, 'encerradas')).content).toEqual([]);

    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/titulares/solicitacoes',
      headers: bearer(await t.login('cliente.admin')),
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('is refused by the firm with a basis of art. 16 and a reason, and the user is told', async () => {
    const admin = await t.login('admin');
    const [open] = (await list(admin)).content;
    const before = await lastEventId(t.app.db);
    const refuse = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/titulares/solicitacoes/${open!.id}/recusar`,
        headers: bearer(admin),
        payload,
      });

    const noBasis = await refuse({ justificativa: 'Contrato em vigor com o cliente.' });
    expect(noBasis.statusCode).toBe(400);
    expect(noBasis.json()).toMatchObject({
      message: 'Selecione a base legal para manter os dados.',
    });
    const short = await refuse({ baseLegal: 'I', justificativa: 'Curta demais.' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      message: 'A justificativa deve ter pelo menos 20 caracteres.',
    });
    expect(await eventsAfter(t.app.db, before)).toEqual([]);

    const refused = await refuse({
      baseLegal: 'I',
      justificativa: 'Os registros do contrato em vigor precisam ser guardados.',
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json<ErasureRequestRow>()).toMatchObject({
      situacao: 'RECUSADA',
      baseLegal: 'I',
      justificativa: 'Os registros do contrato em vigor precisam ser guardados.',
      respondidaEm: '2026-03-18T12:00:00.000Z',
    });
    const events = await eventsAfter(t.app.db, before);
    expect(events.map((event) => event.kind)).toEqual(['user.erasureRefused']);
    expect(events[0]!.details).toMatchObject({ note: 'Base legal: art. 16, I' });

    const mails = await mailsTo('cliente.usuario@acme.local');
    expect(mails.at(-1)!.body).toContain(
      'Base legal para manter os dados: Art. 16, I: cumprimento de obrigação legal ou regulatória pelo controlador.',
    );

    const twice = await refuse({ baseLegal: 'I', justificativa: 'x'.repeat(25) });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'Esta solicitação já foi respondida.' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/titulares/solicitacoes/999999/atender',
      headers: bearer(admin),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Solicitação não encontrada' });

    // The user reads the answer, and may ask again.
    const token = await t.login('cliente.usuario');
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/user/meus-dados/exclusao',
      headers: bearer(token),
    });
    expect(own.json()).toMatchObject({ solicitacao: { situacao: 'RECUSADA', baseLegal: 'I' } });
    expect((await ask(token)).statusCode).toBe(201);
  });

  it('is carried out: the account is anonymised, disabled, out of its demands, told first', async () => {
    const userId = await idOf('participante');
    const email = demoUser('participante').email;
    const token = await t.login('participante');
    expect(
      (
        await t.app.db
          .select()
          .from(demandParticipants)
          .where(eq(demandParticipants.userId, userId))
      ).length,
    ).toBeGreaterThan(0);
    const sent = await ask(token);
    expect(sent.statusCode).toBe(201);
    const id = sent.json<ErasureRequestView>().id;

    const admin = await t.login('admin');
    const before = await lastEventId(t.app.db);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/titulares/solicitacoes/${id}/atender`,
      headers: bearer(admin),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json<ErasureRequestRow>()).toMatchObject({
      situacao: 'ATENDIDA',
      titular: {
        id: userId,
        nome: `Usuário excluído nº ${userId}`,
        email: `excluido-${userId}@excluido.invalid`,
      },
    });

    const [account] = await t.app.db.select().from(users).where(eq(users.id, userId));
    expect(account).toMatchObject({
      name: `Usuário excluído nº ${userId}`,
      username: `excluido-${userId}@excluido.invalid`,
      enabled: false,
      jobTitle: null,
      department: null,
    });
    expect(
      await t.app.db.select().from(userSessions).where(eq(userSessions.userId, userId)),
    ).toEqual([]);
    expect(
      await t.app.db.select().from(demandParticipants).where(eq(demandParticipants.userId, userId)),
    ).toEqual([]);

    // The outcome went to the address the person had, before it was erased.
    const [outcome] = await mailsTo(email);
    expect(outcome).toMatchObject({
      subject: 'DPOHUB - Sua conta foi excluída',
      recipientUserId: null,
    });
    await t.app.notifications.deliverDue();
    expect(await readLatestMail(t.config.outboxDir, email)).toMatchObject({
      subject: 'DPOHUB - Sua conta foi excluída',
    });

    const events = await eventsAfter(t.app.db, before);
    expect(events.map((event) => event.kind)).toEqual(['user.erasureCompleted']);
    expect(events[0]).toMatchObject({ recordId: userId });
    expect(JSON.stringify(events[0]!.details)).not.toContain(demoUser('participante').name);

    // Nobody signs in as that person again, and the old token is over.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { ...FORM, authorization: basicAuth(t.config) },
      payload: form({
        grant_type: 'password',
        username: 'participante',
        password: demoUser('participante').password,
      }),
    });
    expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
    expect(signIn.statusCode).toBeLessThan(500);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/user/meus-dados/exclusao',
      headers: bearer(token),
    });
    expect(stale.statusCode).toBe(401);
    const [request] = await t.app.db
      .select()
      .from(userErasureRequests)
      .where(and(eq(userErasureRequests.id, id), eq(userErasureRequests.status, 'ATENDIDA')));
    expect(request).toBeDefined();

    // The answered requests, newest first; the account reads by its number only.
    const closed = await list(admin, 'encerradas');
    expect(closed.content.map((item) => [item.situacao, item.titular.nome])).toEqual([
      ['ATENDIDA', `Usuário excluído nº ${userId}`],
      ['RECUSADA', 'Rafael Oliveira'],
    ]);
  });

  it('never erases the last active firm admin, even when another one left after the request', async () => {
    const other = await t.login('admin');
    // A second admin lets the first ask; then that second admin is disabled.
    const [second] = await t.app.db
      .insert(users)
      .values({
        username: 'segundo.admin',
        email: 'segundo.admin@dpohub.local',
        name: 'Segundo Administrador',
        passwordHash: '!',
        employeeDanielLaw: 1,
        admin: true,
      })
      .returning({ id: users.id });
    const sent = await ask(other);
    expect(sent.statusCode).toBe(201);
    await t.app.db.update(users).set({ enabled: false }).where(eq(users.id, second!.id));

    const before = await lastEventId(t.app.db);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/titulares/solicitacoes/${sent.json<ErasureRequestView>().id}/atender`,
      headers: bearer(other),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message:
        'Esta conta é a do último administrador ativo do escritório e não pode ser excluída.',
    });
    expect(await eventsAfter(t.app.db, before)).toEqual([]);
    const [admin] = await t.app.db.select().from(users).where(eq(users.username, 'admin'));
    expect(admin).toMatchObject({ enabled: true, email: demoUser('admin').email });
  });
});
