import { eq } from 'drizzle-orm';
import { SERVICE_TYPE, demandLink, type Page } from '@dpohub/domain';
import { demands, lawyers, notificationOutbox, users } from '../db/schema';
import {
  activeLawyerId,
  demandTestLogins,
  staffPayload,
  userIdOf,
} from '../demands/demand-test-support';
import { readAllMail, type OutboxMail } from '../mail/outbox';
import { DEMO_CLIENTS } from '../seed/demo-users';
import { createTestApp, type TestApp } from '../test/test-app';
import { holdMail } from '../test/held-mail';

let t: TestApp;
let as: Awaited<ReturnType<typeof demandTestLogins>>;
const seen = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  as = await demandTestLogins(t);
}, 180_000);
afterAll(() => t.close());

/** Delivers what the outbox table holds and answers the e-mails written since the last call. */
async function newMail(): Promise<OutboxMail[]> {
  await t.app.notifications.idle();
  await t.app.notifications.deliverDue();
  const all = await readAllMail(t.config.outboxDir);
  const fresh = all.filter((mail) => !seen.has(mail.file));
  for (const mail of fresh) seen.add(mail.file);
  return fresh;
}

const summary = (mails: OutboxMail[]) =>
  mails
    .map((mail) => ({ to: mail.to, subject: mail.subject }))
    .sort((a, b) => a.to.localeCompare(b.to));

function multipart(dto: object) {
  const boundary = '----dpohub-notify-boundary';
  return {
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="documentosConsultasDto"\r\n\r\n${JSON.stringify(dto)}\r\n--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function commentBody(description: string) {
  const boundary = '----dpohub-notify-comment';
  return {
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="solicitacaoComentarioDto"\r\n\r\n${JSON.stringify({ description })}\r\n--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function createRequest(
  headers: Record<string, string>,
  demanda: string,
  participants: number[] = [],
) {
  const body = multipart({
    serviceType: { id: SERVICE_TYPE.CONTRATO },
    tipoAvaliacao: 'PROTECAO_DE_DADOS',
    demanda,
    descricaoTrabalho: 'Revisar as cláusulas de dados pessoais.',
    prazoAtendimento: 'SLA',
    consumoHoras: false,
    participants: participants.map((id) => ({ id })),
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/solicitacao/documentos-consultas',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

const patchStatus = (id: number, status: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'PATCH', url: `/api/solicitacao/${id}?status=${status}`, headers });

async function fillInternalData(id: number, lawyer?: number) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/solicitacao/${id}/dados-internos`,
    headers: as.admin,
    payload: {
      valor: 4321.5,
      horas: '012:30:00',
      lawyer: lawyer ?? (await activeLawyerId(t)),
      areaInterna: 'Legal Design',
    },
  });
  expect(response.statusCode).toBe(200);
}

const comment = (id: number, headers: Record<string, string>, description: string) => {
  const body = commentBody(description);
  return t.app.inject({
    method: 'POST',
    url: `/api/solicitacao/${id}/solicitacao-comentario`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

const ADMIN = 'admin@dpohub.local';
const AUTHOR = 'cliente.usuario@acme.local';
const CLIENT_ADMIN = 'cliente.admin@acme.local';

describe('demand notifications, read from the outbox', () => {
  let id: number;

  it('tells staff of a new client request and the participant of being added, not the author', async () => {
    await newMail();
    id = await createRequest(as.granular, 'Contrato com fornecedor de nuvem', [
      await userIdOf(t, 'cliente.admin'),
    ]);
    const mails = await newMail();
    expect(summary(mails)).toEqual([
      {
        to: ADMIN,
        subject: `Nova solicitação de ${DEMO_CLIENTS.acme.name}: Contrato com fornecedor de nuvem`,
      },
      {
        to: CLIENT_ADMIN,
        subject: 'Você foi incluído(a) na solicitação: Contrato com fornecedor de nuvem',
      },
    ]);
    const link = demandLink(t.config.publicPortalUrl, id);
    for (const mail of mails) expect(mail.text).toContain(`Acesse a solicitação: ${link}`);
    expect(mails.find((m) => m.to === ADMIN)!.text).toContain(
      'Rafael Oliveira enviou uma nova solicitação.',
    );
  });

  it('tells author and participants of each status change, never internal data', async () => {
    await fillInternalData(id);
    expect(await newMail()).toEqual([]);
    expect((await patchStatus(id, 'NAO_INICIADO', as.admin)).statusCode).toBe(200);
    const accepted = await newMail();
    expect(summary(accepted)).toEqual([
      { to: CLIENT_ADMIN, subject: 'Solicitação aceita: Contrato com fornecedor de nuvem' },
      { to: AUTHOR, subject: 'Solicitação aceita: Contrato com fornecedor de nuvem' },
    ]);
    const [lawyer] = await t.app.db
      .select({ name: lawyers.name })
      .from(lawyers)
      .where(eq(lawyers.id, await activeLawyerId(t)));
    for (const mail of accepted) {
      expect(mail.text).toMatch(
        /Status alterado para Não iniciado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\./,
      );
      for (const internal of ['4.321,50', '4321', '12:30', lawyer!.name, 'Legal Design']) {
        expect(mail.text).not.toContain(internal);
      }
    }
    await patchStatus(id, 'EM_CURSO', as.admin);
    await patchStatus(id, 'FINALIZADO', as.admin);
    expect(summary(await newMail()).map((m) => m.subject)).toEqual([
      'Solicitação em curso: Contrato com fornecedor de nuvem',
      'Solicitação finalizada: Contrato com fornecedor de nuvem',
      'Solicitação em curso: Contrato com fornecedor de nuvem',
      'Solicitação finalizada: Contrato com fornecedor de nuvem',
    ]);
  });

  it('routes comments: a client comment to staff and the author, a firm comment to author and participants', async () => {
    expect((await comment(id, as.clientAdmin, 'Segue a minuta revisada')).statusCode).toBe(201);
    const byClient = await newMail();
    // The participant's comment reaches the firm and the request's author (demands m1).
    expect(summary(byClient)).toEqual([
      { to: ADMIN, subject: 'Novo comentário em: Contrato com fornecedor de nuvem' },
      { to: AUTHOR, subject: 'Novo comentário em: Contrato com fornecedor de nuvem' },
    ]);
    expect(byClient[0]!.text).toContain('Carla Mendes comentou:\n\n"Segue a minuta revisada"');
    expect((await comment(id, as.admin, 'Recebido, obrigado')).statusCode).toBe(201);
    expect(summary(await newMail()).map((m) => m.to)).toEqual([CLIENT_ADMIN, AUTHOR]);
  });

  it('sends a cancellation request to staff and its refusal back to the request side', async () => {
    const other = await createRequest(as.granular, 'Consulta sobre biometria');
    await newMail();
    expect((await patchStatus(other, 'toCancel', as.granular)).statusCode).toBe(200);
    const requested = await newMail();
    expect(summary(requested)).toEqual([
      { to: ADMIN, subject: 'Cancelamento solicitado: Consulta sobre biometria' },
    ]);
    expect(requested[0]!.text).toContain('Rafael Oliveira pediu o cancelamento da solicitação.');
    await patchStatus(other, 'pending', as.admin);
    const refused = await newMail();
    // The client's administrator follows every request of the client (demands M2).
    expect(summary(refused)).toEqual([
      {
        to: CLIENT_ADMIN,
        subject: 'Solicitação de cancelamento recusada: Consulta sobre biometria',
      },
      { to: AUTHOR, subject: 'Solicitação de cancelamento recusada: Consulta sobre biometria' },
    ]);
    expect(refused[0]!.text).toContain('Status alterado para Pendente em');
  });

  it('honours preferences: a kind turned off is not sent, others still are', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-preferences',
      headers: as.granular,
      payload: { preferences: [{ kind: 'statusChanged', enabled: false }] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual([
      {
        kind: 'firmCreatedRequest',
        label: 'Nova solicitação aberta pelo escritório',
        enabled: true,
      },
      { kind: 'statusChanged', label: 'Mudança de status das minhas solicitações', enabled: false },
      { kind: 'firmComment', label: 'Novo comentário do escritório', enabled: true },
      {
        kind: 'requestComment',
        label: 'Novo comentário de outra pessoa nas minhas solicitações',
        enabled: true,
      },
      { kind: 'deadlineChanged', label: 'Mudança de prazo das minhas solicitações', enabled: true },
      {
        kind: 'participantAdded',
        label: 'Inclusão como participante de uma solicitação',
        enabled: true,
      },
      {
        kind: 'assessmentConcludedByFirm',
        label: 'Avaliação concluída pelo escritório para a minha empresa',
        enabled: true,
      },
      {
        kind: 'assessmentReviewAnswered',
        label: 'Avaliação devolvida com comentários ou aprovada pelo escritório',
        enabled: true,
      },
      {
        kind: 'assessmentChangedByFirm',
        label: 'Avaliação concluída alterada pelo escritório',
        enabled: true,
      },
      {
        kind: 'hoursBankAlert',
        label: 'Alertas do pacote de horas (80% e 100% usados, vencimento em 15 dias)',
        enabled: true,
      },
    ]);
    const other = await createRequest(as.granular, 'Termo de consentimento', [
      await userIdOf(t, 'cliente.admin'),
    ]);
    await newMail();
    // A cancelled request takes no comment (demands m11): the firm comments first.
    expect((await comment(other, as.admin, 'Vamos cancelar a pedido do jurídico')).statusCode).toBe(
      201,
    );
    expect(summary(await newMail()).map((m) => m.to)).toEqual([CLIENT_ADMIN, AUTHOR]);
    await patchStatus(other, 'canceled', as.admin);
    expect(summary(await newMail())).toEqual([
      { to: CLIENT_ADMIN, subject: 'Solicitação cancelada: Termo de consentimento' },
    ]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-preferences',
      headers: as.granular,
      payload: { preferences: [{ kind: 'statusChanged', enabled: true }] },
    });
  });

  it('refuses a kind the user cannot receive and lists every kind for staff', async () => {
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-preferences',
      headers: as.granular,
      payload: { preferences: [{ kind: 'dailyDigest', enabled: false }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Tipo de notificação indisponível para este usuário.');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-preferences',
      headers: as.granular,
      payload: { preferences: [{ kind: 'x', enabled: 'talvez' }] },
    });
    expect(bad.statusCode).toBe(400);
    const staff = await t.app.inject({
      method: 'GET',
      url: '/api/user/notification-preferences',
      headers: as.admin,
    });
    expect(staff.json().map((p: { kind: string }) => p.kind)).toEqual([
      'newClientRequest',
      'cancellationRequested',
      'clientComment',
      'requestEdited',
      'assigned',
      'statusChanged',
      'firmComment',
      'deadlineChanged',
      'participantAdded',
      'dailyDigest',
      'dailyDigestOffice',
      'assessmentReviewRequested',
      'hoursBankAlert',
    ]);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/user/notification-preferences',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('never writes to a disabled user', async () => {
    const other = await createRequest(as.granular, 'Política de cookies', [
      await userIdOf(t, 'cliente.admin'),
    ]);
    await newMail();
    await t.app.db.update(users).set({ enabled: false }).where(eq(users.email, CLIENT_ADMIN));
    try {
      await patchStatus(other, 'canceled', as.admin);
      expect(summary(await newMail()).map((m) => m.to)).toEqual([AUTHOR]);
    } finally {
      await t.app.db.update(users).set({ enabled: true }).where(eq(users.email, CLIENT_ADMIN));
    }
  });

  it("tells only the demand's lawyer once the lawyer has a staff account", async () => {
    const [lawyerUser] = await t.app.db
      .insert(users)
      .values({
        username: 'advogada.teste',
        email: 'advogada.teste@dpohub.local',
        name: 'Advogada Teste',
        passwordHash: 'x',
        admin: true,
        employeeDanielLaw: 1,
      })
      .returning({ id: users.id });
    const lawyerId = await activeLawyerId(t);
    await t.app.db.update(lawyers).set({ userId: lawyerUser!.id }).where(eq(lawyers.id, lawyerId));
    try {
      const other = await createRequest(as.granular, 'Aditivo contratual');
      expect(summary(await newMail()).map((m) => m.to)).toEqual([
        ADMIN,
        'advogada.teste@dpohub.local',
      ]);
      await fillInternalData(other, lawyerId);
      await comment(other, as.granular, 'Alguma novidade?');
      expect(summary(await newMail())).toEqual([
        {
          to: 'advogada.teste@dpohub.local',
          subject: 'Solicitação atribuída a você: Aditivo contratual',
        },
        { to: 'advogada.teste@dpohub.local', subject: 'Novo comentário em: Aditivo contratual' },
        { to: CLIENT_ADMIN, subject: 'Novo comentário em: Aditivo contratual' },
      ]);
    } finally {
      await t.app.db.update(lawyers).set({ userId: null }).where(eq(lawyers.id, lawyerId));
      await t.app.db.update(users).set({ enabled: false }).where(eq(users.id, lawyerUser!.id));
    }
  });
});

describe("the client side's comments and the changes that were silent (demands m1, m2)", () => {
  const PARTICIPANT = 'participante@acme.local';
  const setPreference = (headers: Record<string, string>, kind: string, enabled: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-preferences',
      headers,
      payload: { preferences: [{ kind, enabled }] },
    });

  it('relays a comment to every other person of the request and the firm, per preference', async () => {
    const id = await createRequest(as.granular, 'Inventário de dados do RH', [
      await userIdOf(t, 'participante'),
    ]);
    await newMail();
    expect((await comment(id, as.clientAdmin, 'Incluam a folha de pagamento')).statusCode).toBe(
      201,
    );
    const byAdmin = await newMail();
    expect(summary(byAdmin)).toEqual([
      { to: ADMIN, subject: 'Novo comentário em: Inventário de dados do RH' },
      { to: AUTHOR, subject: 'Novo comentário em: Inventário de dados do RH' },
      { to: PARTICIPANT, subject: 'Novo comentário em: Inventário de dados do RH' },
    ]);
    for (const mail of byAdmin) {
      expect(mail.text).toContain('Carla Mendes comentou:\n\n"Incluam a folha de pagamento"');
    }
    expect((await setPreference(as.clientAdmin, 'requestComment', false)).statusCode).toBe(200);
    try {
      expect((await comment(id, as.granular, 'Segue a planilha')).statusCode).toBe(201);
      expect(summary(await newMail()).map((m) => m.to)).toEqual([ADMIN, PARTICIPANT]);
    } finally {
      await setPreference(as.clientAdmin, 'requestComment', true);
    }
    expect((await comment(id, as.granular, 'E o organograma')).statusCode).toBe(201);
    expect(summary(await newMail()).map((m) => m.to)).toEqual([ADMIN, CLIENT_ADMIN, PARTICIPANT]);
  });

  it('tells the request side when the firm moves the deadline, and nobody when it stays', async () => {
    const id = await createRequest(as.granular, 'Mapa de riscos de fornecedores');
    const lawyer = await activeLawyerId(t);
    await newMail();
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/${id}`,
      headers: as.admin,
    });
    const previous = before.json<{ prazo: string }>().prazo;
    const save = (prazo: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/solicitacao/${id}`,
        headers: as.admin,
        payload: staffPayload(lawyer, {
          demanda: 'Mapa de riscos de fornecedores',
          autorDemanda: 'Rafael Oliveira',
          serviceType: { id: SERVICE_TYPE.CONTRATO },
          tipoConsulta: null,
          tipoAvaliacao: 'PROTECAO_DE_DADOS',
          prazoAtendimento: 'CUSTOMIZADO',
          prazo,
        }),
      });
    await fillInternalData(id, lawyer);
    await newMail();
    const moved = await save('2099-12-21');
    expect(moved.statusCode).toBe(200);
    const mails = await newMail();
    expect(summary(mails)).toEqual([
      { to: CLIENT_ADMIN, subject: 'Prazo alterado: Mapa de riscos de fornecedores' },
      { to: AUTHOR, subject: 'Prazo alterado: Mapa de riscos de fornecedores' },
    ]);
    const [y, m, d] = previous.split('-');
    for (const mail of mails) {
      expect(mail.text).toContain(
        `Administrador DPOHUB alterou o prazo de ${d}/${m}/${y} para 21/12/2099.`,
      );
      expect(mail.text).toContain('Prazo: 21/12/2099');
    }
    expect((await save('2099-12-21')).statusCode).toBe(200);
    expect(await newMail()).toEqual([]);
  });

  it("tells the firm what a client changed in a pending request, and says 'Urgente'", async () => {
    const urgent = multipart({
      serviceType: { id: SERVICE_TYPE.CONTRATO },
      tipoAvaliacao: 'PROTECAO_DE_DADOS',
      demanda: 'Contrato com agência',
      descricaoTrabalho: 'Cláusulas de compartilhamento.',
      prazoAtendimento: 'CUSTOMIZADO',
      prazo: '2099-12-21',
      consumoHoras: false,
    });
    await newMail();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/solicitacao/documentos-consultas',
      headers: { ...as.granular, ...urgent.headers },
      payload: urgent.payload,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    const [news] = await newMail();
    expect(news!.subject).toBe(
      `Urgente: Nova solicitação de ${DEMO_CLIENTS.acme.name}: Contrato com agência`,
    );
    expect(news!.text).toContain('Rafael Oliveira enviou uma nova solicitação urgente.');
    expect(news!.text).toContain('Prazo: Urgente - 21/12/2099');

    const edit = multipart({
      serviceType: { id: SERVICE_TYPE.CONTRATO },
      tipoAvaliacao: 'PROTECAO_DE_DADOS',
      demanda: 'Contrato com agência de marketing',
      descricaoTrabalho: 'Cláusulas de compartilhamento.',
      prazoAtendimento: 'SLA',
      consumoHoras: true,
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/solicitacao/documentos-consultas/${id}`,
      headers: { ...as.granular, ...edit.headers },
      payload: edit.payload,
    });
    expect(saved.statusCode).toBe(200);
    const slaDate = saved.json<{ prazo: string }>().prazo.split('-').reverse().join('/');
    const edited = await newMail();
    expect(summary(edited)).toEqual([
      { to: ADMIN, subject: 'Solicitação alterada: Contrato com agência de marketing' },
    ]);
    expect(edited[0]!.text).toContain(
      [
        'Rafael Oliveira alterou a solicitação pendente.',
        '',
        'O que mudou:',
        '- Nome da demanda: Contrato com agência de marketing',
        `- Prazo: de Urgente - 21/12/2099 para ${slaDate}`,
        '- Válida para consumo de horas: Sim',
      ].join('\n'),
    );
    // Saved again unchanged: nothing to tell.
    const again = multipart({
      serviceType: { id: SERVICE_TYPE.CONTRATO },
      tipoAvaliacao: 'PROTECAO_DE_DADOS',
      demanda: 'Contrato com agência de marketing',
      descricaoTrabalho: 'Cláusulas de compartilhamento.',
      prazoAtendimento: 'SLA',
      consumoHoras: true,
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/solicitacao/documentos-consultas/${id}`,
      headers: { ...as.granular, ...again.headers },
      payload: again.payload,
    });
    expect(await newMail()).toEqual([]);
  });
});

describe('demands the firm opens, and the lawyer given a demand (demands M2, M3)', () => {
  const LAWYER_EMAIL = 'advogado.conta@dpohub.local';
  let lawyerUserId: number;
  let lawyerId: number;
  let otherLawyerId: number;

  const createStaffDemand = async (overrides: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/solicitacao',
      headers: as.admin,
      payload: staffPayload(lawyerId, { prazoAtendimento: 'SLA', prazo: null, ...overrides }),
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  };

  const linkLawyer = (id: number, name: string, userId: number | null) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/lawyer/${id}`,
      headers: as.admin,
      payload: { id, name, status: true, userId },
    });

  beforeAll(async () => {
    const [account] = await t.app.db
      .insert(users)
      .values({
        username: 'advogado.conta',
        email: LAWYER_EMAIL,
        name: 'Bruno Advogado',
        passwordHash: 'x',
        admin: true,
        employeeDanielLaw: 1,
      })
      .returning({ id: users.id });
    lawyerUserId = account!.id;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/lawyer',
      headers: as.admin,
      payload: { id: 0, name: 'Bruno Advogado', status: true },
    });
    expect(created.statusCode).toBe(201);
    lawyerId = created.json().id;
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/lawyer',
      headers: as.admin,
      payload: { id: 0, name: 'Diana Sem Conta', status: true },
    });
    otherLawyerId = other.json().id;
  });
  afterAll(async () => {
    // The account would otherwise be one more staff member told of later tests' requests.
    await t.app.db.update(lawyers).set({ userId: null }).where(eq(lawyers.id, lawyerId));
    await t.app.db.update(users).set({ enabled: false }).where(eq(users.id, lawyerUserId));
  });

  it('links a lawyer to an enabled staff account only, one account per lawyer', async () => {
    const accounts = await t.app.inject({
      method: 'GET',
      url: '/api/lawyer/contas',
      headers: as.admin,
    });
    expect(accounts.statusCode).toBe(200);
    expect(accounts.json()).toContainEqual({
      id: lawyerUserId,
      name: 'Bruno Advogado',
      email: LAWYER_EMAIL,
    });
    expect(accounts.json().map((a: { email: string }) => a.email)).not.toContain(AUTHOR);
    const client = await linkLawyer(lawyerId, 'Bruno Advogado', await userIdOf(t, 'cliente.admin'));
    expect(client.statusCode).toBe(400);
    expect(client.json().message).toBe(
      'A conta vinculada deve ser de um membro ativo da equipe do escritório',
    );
    const linked = await linkLawyer(lawyerId, 'Bruno Advogado', lawyerUserId);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({
      id: lawyerId,
      name: 'Bruno Advogado',
      status: true,
      userId: lawyerUserId,
    });
    const twice = await linkLawyer(otherLawyerId, 'Diana Sem Conta', lawyerUserId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Esta conta já está vinculada a outro advogado');
    // A save without userId (the rename of the list) keeps the link.
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/lawyer/${lawyerId}`,
      headers: as.admin,
      payload: { id: lawyerId, name: 'Bruno Advogado', status: true },
    });
    expect(renamed.json().userId).toBe(lawyerUserId);
    const clientCall = await t.app.inject({
      method: 'GET',
      url: '/api/lawyer/contas',
      headers: as.clientAdmin,
    });
    expect(clientCall.statusCode).toBe(403);
  });

  it("tells the client's author and administrators, and the lawyer, of a demand the firm opens", async () => {
    await newMail();
    const id = await createStaffDemand({
      demanda: 'Parecer sobre câmeras',
      autorDemanda: 'rafael oliveira',
    });
    const mails = await newMail();
    expect(summary(mails)).toEqual([
      { to: LAWYER_EMAIL, subject: 'Solicitação atribuída a você: Parecer sobre câmeras' },
      {
        to: CLIENT_ADMIN,
        subject: 'Nova solicitação aberta pelo escritório: Parecer sobre câmeras',
      },
      { to: AUTHOR, subject: 'Nova solicitação aberta pelo escritório: Parecer sobre câmeras' },
    ]);
    const link = demandLink(t.config.publicPortalUrl, id);
    for (const mail of mails) expect(mail.text).toContain(`Acesse a solicitação: ${link}`);
    expect(mails.find((m) => m.to === AUTHOR)!.text).toContain(
      `Administrador DPOHUB, do escritório, abriu esta solicitação para ${DEMO_CLIENTS.acme.name}.`,
    );
    expect(mails.find((m) => m.to === LAWYER_EMAIL)!.text).toContain(
      'Administrador DPOHUB atribuiu esta solicitação a você.',
    );

    // Status and the firm's comments: the client side and the lawyer, never the actor.
    expect((await patchStatus(id, 'NAO_INICIADO', as.admin)).statusCode).toBe(200);
    expect(summary(await newMail())).toEqual([
      { to: LAWYER_EMAIL, subject: 'Solicitação aceita: Parecer sobre câmeras' },
      { to: CLIENT_ADMIN, subject: 'Solicitação aceita: Parecer sobre câmeras' },
      { to: AUTHOR, subject: 'Solicitação aceita: Parecer sobre câmeras' },
    ]);
    expect((await comment(id, as.admin, 'Começamos a análise')).statusCode).toBe(201);
    expect(summary(await newMail()).map((m) => m.to)).toEqual([LAWYER_EMAIL, CLIENT_ADMIN, AUTHOR]);
    // A client's comment goes to the lawyer alone on the firm side, to the staff member who
    // opened the demand, and to the client's administrator (demands m1).
    expect((await comment(id, as.granular, 'Obrigado')).statusCode).toBe(201);
    expect(summary(await newMail())).toEqual([
      { to: ADMIN, subject: 'Novo comentário em: Parecer sobre câmeras' },
      { to: LAWYER_EMAIL, subject: 'Novo comentário em: Parecer sobre câmeras' },
      { to: CLIENT_ADMIN, subject: 'Novo comentário em: Parecer sobre câmeras' },
    ]);
  });

  it('tells no client user named nowhere, and only the new lawyer when the lawyer changes', async () => {
    await newMail();
    const id = await createStaffDemand({
      demanda: 'Parecer sobre RH',
      autorDemanda: 'Alguém de Fora',
      lawyer: { id: otherLawyerId },
    });
    expect(summary(await newMail())).toEqual([
      { to: CLIENT_ADMIN, subject: 'Nova solicitação aberta pelo escritório: Parecer sobre RH' },
    ]);
    await fillInternalData(id, lawyerId);
    expect(summary(await newMail())).toEqual([
      { to: LAWYER_EMAIL, subject: 'Solicitação atribuída a você: Parecer sobre RH' },
    ]);
    // Saved again with the same lawyer: no second notice.
    await fillInternalData(id, lawyerId);
    expect(await newMail()).toEqual([]);
  });

  it('honours the client administrator turning the notice of firm demands off', async () => {
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-preferences',
      headers: as.clientAdmin,
      payload: { preferences: [{ kind: 'firmCreatedRequest', enabled: false }] },
    });
    expect(off.statusCode).toBe(200);
    try {
      await newMail();
      await createStaffDemand({
        demanda: 'Parecer sobre marketing',
        autorDemanda: 'Rafael Oliveira',
        lawyer: { id: otherLawyerId },
      });
      expect(summary(await newMail())).toEqual([
        { to: AUTHOR, subject: 'Nova solicitação aberta pelo escritório: Parecer sobre marketing' },
      ]);
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/user/notification-preferences',
        headers: as.clientAdmin,
        payload: { preferences: [{ kind: 'firmCreatedRequest', enabled: true }] },
      });
    }
  });
});

describe('deadline clock, overdue filter and history', () => {
  it('answers the business days left and Atrasada, and filters overdue demands for staff', async () => {
    const id = await createRequest(as.granular, 'Demanda atrasada de teste');
    await t.app.db.update(demands).set({ prazo: '2020-01-06' }).where(eq(demands.id, id));
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/filter?atrasadas=true&clientId=${DEMO_CLIENTS.acme.id}&size=100`,
      headers: as.admin,
    });
    expect(staff.statusCode).toBe(200);
    const rows = staff.json<Page<{ id: number; atrasada: boolean; status: string }>>().content;
    expect(rows.map((row) => row.id)).toContain(id);
    expect(rows.every((row) => row.atrasada)).toBe(true);
    const client = await t.app.inject({
      method: 'GET',
      url: '/api/solicitacao/documentos-consultas/filter?demanda=atrasada%20de%20teste',
      headers: as.granular,
    });
    expect(client.json().content[0]).toMatchObject({ id, atrasada: true, diasUteisRestantes: 0 });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/solicitacao/filter?atrasadas=true',
      headers: as.granular,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Somente a equipe do escritório filtra as solicitações atrasadas.',
    );
  });

  it('counts business days with national holidays skipped, on the API clock', async () => {
    const id = await createRequest(as.granular, 'Prazo com feriado');
    // Wednesday 18/11/2026 -> Monday 23/11/2026: Thursday 19 only (20/11 is a national holiday).
    await t.app.db.update(demands).set({ prazo: '2026-11-23' }).where(eq(demands.id, id));
    t.clock.set(new Date('2026-11-18T15:00:00Z'));
    try {
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/solicitacao/documentos-consultas/${id}`,
        headers: as.granular,
      });
      expect(detail.json()).toMatchObject({ diasUteisRestantes: 2, atrasada: false });
    } finally {
      t.clock.set(new Date());
    }
  });

  it('shows the status history to a participant of the request', async () => {
    const id = await createRequest(as.granular, 'Histórico para participante', [
      await userIdOf(t, 'participante'),
    ]);
    await patchStatus(id, 'toCancel', as.granular);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/documentos-consultas/${id}`,
      headers: as.participant,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().historico.map((h: { status: string }) => h.status)).toEqual([
      'CANCELAMENTO',
      'PENDENTE',
    ]);
  });
});

describe('the e-mail job', () => {
  it('keeps a message whose delivery failed and sends it on a later attempt', async () => {
    await newMail();
    const original = t.app.mailer.send;
    t.app.mailer.send = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
    };
    let id: number;
    try {
      // Answered while the e-mail is held: the request does not wait for the delivery.
      const mail = holdMail(t.app.mailer);
      try {
        id = await createRequest(as.granular, 'Entrega com SMTP fora do ar');
      } finally {
        mail.release();
      }
      await t.app.notifications.idle();
      expect(await t.app.notifications.deliverDue()).toBe(0);
    } finally {
      t.app.mailer.send = original;
    }
    const [row] = await t.app.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.demandId, id!));
    expect(row).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(row!.lastError).toContain('ECONNREFUSED');
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
    // Not due yet: nothing goes out before the backoff has passed.
    expect(await t.app.notifications.deliverDue()).toBe(0);
    t.clock.advance(31_000);
    try {
      const mails = await newMail();
      expect(summary(mails)).toEqual([
        {
          to: ADMIN,
          subject: `Nova solicitação de ${DEMO_CLIENTS.acme.name}: Entrega com SMTP fora do ar`,
        },
      ]);
    } finally {
      t.clock.set(new Date());
    }
  });
});
