// Issue 31: the end of a client's contract, with a moved clock. Client 1002 (Beta) ends on Friday
// 27/11/2026; its users keep read-only access until Friday 04/12/2026, the 5th business day
// (Mon 30 (1), Tue 01/12 (2), Wed 02 (3), Thu 03 (4), Fri 04 (5)); then the lifecycle round
// erases its files and personal data.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { and, eq, inArray } from 'drizzle-orm';
import {
  API_MESSAGES,
  CONTRACT_ENDED_KIND,
  CONTRACT_END_MESSAGES,
  erasedUserLogin,
  erasedUserName,
} from '@dpohub/domain';
import { eventsAfter, lastEventId } from '../audit/audit-test-support';
import { verifyAuditChain } from '../audit/audit-verify';
import {
  assessments,
  clientPricesHours,
  clients,
  demandComments,
  demandDocuments,
  demands,
  notificationOutbox,
  userSessions,
  users,
} from '../db/schema';
import { multipart, clientRequestDto, pdf, postComment } from '../demands/demand-test-support';
import { createS3Client } from '../files/s3-file-storage';
import { runLifecycle } from '../lifecycle/lifecycle-jobs';
import { DEMO_CLIENTS, demoUser } from '../seed/demo-users';
import { FULL_PROJECT } from '../test/assessment-fixtures';
import { FORM, basicAuth, bearer, createTestApp, form, type TestApp } from '../test/test-app';

const BETA = DEMO_CLIENTS.beta.id;
/** Noon of Friday 27/11/2026 in São Paulo (UTC-3). */
const ENDED_AT = new Date('2026-11-27T15:00:00Z');
/** 23:00 of Friday 04/12/2026 in São Paulo: the last hour of the window. */
const LAST_HOUR = new Date('2026-12-05T02:00:00Z');
/** 00:30 of Saturday 05/12/2026 in São Paulo: the window is over. */
const AFTER_WINDOW = new Date('2026-12-05T03:30:00Z');
/** Monday 07/12/2026, the 6th business day. */
const SIXTH_DAY = new Date('2026-12-07T13:00:00Z');

let t: TestApp;
let admin: Record<string, string>;
let demandId: number;
let documentId: number;
let fileKey: string;
let assessmentId: number;

const signIn = (username: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: { authorization: basicAuth(t.config), ...FORM },
    payload: form({ grant_type: 'password', username, password: demoUser(username).password }),
  });

const download = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/solicitacao/download/${documentId}`, headers });

const DOSSIER = (id: number) => `/api/lei-geral-protecao-de-dados/${id}/dossie`;
const dossier = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: DOSSIER(assessmentId), headers });

const endContract = (payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/client/${BETA}/encerrar-contrato`,
    headers: admin,
    ...(payload ? { payload } : {}),
  });

/** Whether the file is still in the storage itself: the folder, or the bucket when S3 is on. */
async function fileStored(key: string): Promise<boolean> {
  if (!t.config.s3) return existsSync(path.join(t.config.filesDir, key));
  const client = createS3Client(t.config.s3);
  try {
    await client.send(
      new HeadObjectCommand({ Bucket: t.config.s3.bucket, Key: `${t.config.s3.prefix}${key}` }),
    );
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-25T15:00:00Z'));
  admin = bearer(await t.login('admin'));
  const beta = bearer(await t.login('beta.admin'));
  const body = multipart(clientRequestDto({ prazo: '2026-12-21' }), [pdf('Contrato Beta.pdf')]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/solicitacao/documentos-consultas',
    headers: { ...beta, ...body.headers },
    payload: body.payload,
  });
  expect(created.statusCode).toBe(201);
  demandId = created.json<{ id: number }>().id;
  expect((await postComment(t, demandId, beta, 'Segue o contrato assinado.')).statusCode).toBe(201);
  const [document] = await t.app.db
    .select({ id: demandDocuments.id, key: demandDocuments.storageKey })
    .from(demandDocuments)
    .where(eq(demandDocuments.demandId, demandId));
  documentId = document!.id;
  fileKey = document!.key;
  expect(await fileStored(fileKey)).toBe(true);

  // A concluded assessment of Beta's, whose dossier its users take out during the window.
  const NP = '/api/lei-geral-protecao-de-dados/questionario-novos-projetos';
  const saved = await t.app.inject({
    method: 'POST',
    url: `${NP}/tab/salvar`,
    headers: beta,
    payload: { ...FULL_PROJECT, name: 'Portal de fornecedores' },
  });
  expect(saved.statusCode).toBe(200);
  assessmentId = saved.json<{ id: number }>().id;
  const concluded = await t.app.inject({
    method: 'POST',
    url: `${NP}/tab/conclusion?id=${assessmentId}`,
    headers: beta,
  });
  expect(concluded.statusCode).toBe(200);
});
afterAll(() => t.close());

describe("the end of a client's contract", () => {
  it('is ended once by the firm, told to its users by e-mail, with one event', async () => {
    t.clock.set(ENDED_AT);
    admin = bearer(await t.login('admin'));
    const before = await lastEventId(t.app.db);
    const ended = await endContract({ motivo: 'Fim da assessoria' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({
      id: BETA,
      name: 'Beta Serviços S.A.',
      enableHoursBank: false,
      contract: { endedOn: '2026-11-27', readOnlyUntil: '2026-12-04', dataErasedOn: null },
    });
    const events = await eventsAfter(t.app.db, before);
    expect(events.map((event) => event.kind)).toEqual(['client.contractEnded']);
    expect(events[0]).toMatchObject({ clientId: BETA, recordId: BETA, actorKind: 'user' });
    expect(events[0]!.details!.changes).toEqual([
      { field: 'endedOn', after: '27/11/2026' },
      { field: 'readOnlyUntil', after: '04/12/2026' },
    ]);

    const told = await t.app.db
      .select({ to: notificationOutbox.toEmail, subject: notificationOutbox.subject })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.kind, CONTRACT_ENDED_KIND));
    const betaUsers = await t.app.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.clientId, BETA), eq(users.enabled, true)));
    expect(told.map((mail) => mail.to).sort()).toEqual(betaUsers.map((u) => u.email).sort());
    expect(told.length).toBeGreaterThanOrEqual(2);
    const [mail] = await t.app.db
      .select({ body: notificationOutbox.body })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.kind, CONTRACT_ENDED_KIND))
      .limit(1);
    expect(mail!.body).toContain(
      'O contrato de Beta Serviços S.A. com o escritório foi encerrado em 27/11/2026.',
    );
    expect(mail!.body).toContain('Até 04/12/2026 você ainda pode entrar no portal');
  });

  it('refuses to end it twice (409) and writes no event', async () => {
    const before = await lastEventId(t.app.db);
    const again = await endContract();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: CONTRACT_END_MESSAGES.alreadyEnded });
    expect(await lastEventId(t.app.db)).toBe(before);
  });

  it('refuses to remove a client with users, and says to end the contract instead', async () => {
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/client/${BETA}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(API_MESSAGES.clientHasUsers);
    expect(API_MESSAGES.clientHasUsers).toContain("Use 'Encerrar contrato'");
  });

  it('lets the users read and take out a file and a dossier on the 5th business day, refuses every write, and refuses both after it', async () => {
    t.clock.set(LAST_HOUR);
    const signedIn = await signIn('beta.admin');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().contractEnd).toEqual({
      endedOn: '2026-11-27',
      readOnlyUntil: '2026-12-04',
    });
    const beta = bearer(signedIn.json().access_token);

    const before = await lastEventId(t.app.db);
    const body = multipart(clientRequestDto({ prazo: '2026-12-21' }));
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/solicitacao/documentos-consultas',
      headers: { ...beta, ...body.headers },
      payload: body.payload,
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({
      message:
        'O contrato deste cliente foi encerrado: o acesso é somente para consulta e download até 04/12/2026.',
    });
    const comment = await postComment(t, demandId, beta, 'Mais um comentário.');
    expect(comment.statusCode).toBe(403);
    const preferences = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-preferences',
      headers: beta,
      payload: { preferences: [] },
    });
    expect(preferences.statusCode).toBe(403);
    expect(await lastEventId(t.app.db)).toBe(before);

    const file = await download(beta);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(100);
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/${demandId}`,
      headers: beta,
    });
    expect(details.statusCode).toBe(200);
    const report = await dossier(beta);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const myData = await t.app.inject({
      method: 'GET',
      url: '/api/user/meus-dados',
      headers: beta,
    });
    expect(myData.statusCode).toBe(200);

    // After midnight (Saturday 05/12) the same session is refused, reading included.
    t.clock.set(AFTER_WINDOW);
    const late = await download(beta);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({
      message:
        'O contrato deste cliente foi encerrado e o acesso ao portal terminou em 04/12/2026.',
    });
    const lateReport = await dossier(beta);
    expect(lateReport.statusCode).toBe(403);
    expect(lateReport.json()).toEqual(late.json());
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/revoke',
      headers: beta,
    });
    expect(signOut.statusCode).toBe(204);
  });

  it('refuses the sign-in on the 6th business day, and never holds the firm', async () => {
    t.clock.set(SIXTH_DAY);
    const refused = await signIn('beta.usuario');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CONTRACT_END_MESSAGES.accessEnded('2026-12-04'));
    admin = bearer(await t.login('admin'));
    const listed = await t.app.inject({ method: 'GET', url: '/api/client/all', headers: admin });
    expect(listed.json()).toContainEqual({
      id: BETA,
      name: 'Beta Serviços S.A.',
      enableHoursBank: false,
      contract: { endedOn: '2026-11-27', readOnlyUntil: '2026-12-04', dataErasedOn: null },
    });
  });

  it('erases the files and personal data after the window, once, and keeps the billing record', async () => {
    const [demandBefore] = await t.app.db.select().from(demands).where(eq(demands.id, demandId));
    const pricesBefore = await t.app.db
      .select()
      .from(clientPricesHours)
      .where(eq(clientPricesHours.clientId, BETA));
    const people = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.clientId, BETA));
    const before = await lastEventId(t.app.db);

    // Two replicas' rounds at once erase it once.
    await Promise.all([runLifecycle(t.app), runLifecycle(t.app)]);
    await runLifecycle(t.app);

    expect(await fileStored(fileKey)).toBe(false);
    expect(await t.storedKeys()).not.toContain(fileKey);
    const events = await eventsAfter(t.app.db, before);
    expect(events.map((event) => event.kind)).toEqual(['client.dataErased']);
    expect(events[0]).toMatchObject({
      actorKind: 'system',
      onBehalfOfId: (await t.app.db.select().from(users).where(eq(users.username, 'admin')))[0]!.id,
      clientId: BETA,
    });
    expect(events[0]!.details!.note).toContain('arquivos: 1');
    expect(events[0]!.details!.note).toContain(`usuarios: ${people.length}`);
    expect(JSON.stringify(events[0])).not.toMatch(/Contrato Beta|Segue o contrato|beta\.admin/);

    const anonymised = await t.app.db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          people.map((person) => person.id),
        ),
      );
    for (const user of anonymised) {
      expect(user).toMatchObject({
        name: erasedUserName(user.id),
        username: erasedUserLogin(user.id),
        email: erasedUserLogin(user.id),
        enabled: false,
        jobTitle: null,
        department: null,
      });
    }
    expect(
      await t.app.db
        .select()
        .from(userSessions)
        .where(
          inArray(
            userSessions.userId,
            people.map((person) => person.id),
          ),
        ),
    ).toEqual([]);
    const [demandAfter] = await t.app.db.select().from(demands).where(eq(demands.id, demandId));
    expect(demandAfter).toMatchObject({
      demanda: `Solicitação nº ${demandId}`,
      descricaoTrabalho: '',
      autorDemanda: null,
      areaDemandante: null,
      status: demandBefore!.status,
      serviceTypeId: demandBefore!.serviceTypeId,
      serviceValor: demandBefore!.serviceValor,
      horasMinutes: demandBefore!.horasMinutes,
      createdAt: demandBefore!.createdAt,
    });
    expect(
      await t.app.db.select().from(demandComments).where(eq(demandComments.demandId, demandId)),
    ).toEqual([]);
    expect(
      await t.app.db.select().from(demandDocuments).where(eq(demandDocuments.demandId, demandId)),
    ).toEqual([]);
    expect(await t.app.db.select().from(assessments).where(eq(assessments.clientId, BETA))).toEqual(
      [],
    );
    expect(
      await t.app.db.select().from(clientPricesHours).where(eq(clientPricesHours.clientId, BETA)),
    ).toEqual(pricesBefore);
    const [client] = await t.app.db.select().from(clients).where(eq(clients.id, BETA));
    expect(client!.name).toBe('Beta Serviços S.A.');

    const listed = await t.app.inject({ method: 'GET', url: '/api/client/all', headers: admin });
    expect(listed.json()).toContainEqual({
      id: BETA,
      name: 'Beta Serviços S.A.',
      enableHoursBank: false,
      contract: { endedOn: '2026-11-27', readOnlyUntil: '2026-12-04', dataErasedOn: '2026-12-07' },
    });
    expect((await signIn('beta.admin')).statusCode).toBe(400);
    expect(await verifyAuditChain(t.app.db)).toMatchObject({ ok: true });
  });
});
