// Issue 31: the firm's review of a concluded assessment (the conclusion call's two flags) and the
// numbered versions of every conclusion and of the firm's later changes. Each step is allowed or
// refused by user type and client, writes exactly one audit event in its own transaction (a
// refused one none), and tells the side whose turn it is by e-mail.
import { sql } from 'drizzle-orm';
import { eventsAfter, lastEventId, type StoredEvent } from '../audit/audit-test-support';
import { verifyAuditChain } from '../audit/audit-verify';
import { readAllMail, type OutboxMail } from '../mail/outbox';
import { FULL_PROJECT } from '../test/assessment-fixtures';
import { pdfText } from '../test/pdf-text';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const USERS = ['admin', 'cliente.admin', 'cliente.usuario', 'beta.admin'];
beforeAll(async () => {
  t = await createTestApp();
  for (const who of USERS) tokens[who] = await t.login(who);
}, 240_000);
afterAll(async () => {
  expect((await verifyAuditChain(t.app.db)).ok).toBe(true);
  await t.close();
});

const BASE = '/api/lei-geral-protecao-de-dados';
const NP = `${BASE}/questionario-novos-projetos`;
const REVIEW = 'finishWithLegalAssessment=true&sendBackWithComments=false';
const SEND_BACK = 'finishWithLegalAssessment=false&sendBackWithComments=true';
const CONCLUDE = 'finishWithLegalAssessment=false&sendBackWithComments=false';

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who]!), ...(payload ? { payload } : {}) });

const seen = new Set<string>();
async function newMail(): Promise<OutboxMail[]> {
  await t.app.notifications.idle();
  await t.app.notifications.deliverDue();
  const fresh = (await readAllMail(t.config.outboxDir)).filter((mail) => !seen.has(mail.file));
  for (const mail of fresh) seen.add(mail.file);
  return fresh;
}

/** Runs a call and answers its response with the events it wrote. */
async function withEvents(action: () => ReturnType<typeof call>) {
  const before = await lastEventId(t.app.db);
  const response = await action();
  return { response, events: await eventsAfter(t.app.db, before) };
}

/** Exactly one event, of this kind, for Acme's assessment `id`. */
function one(events: StoredEvent[], kind: string, id: number): StoredEvent {
  expect(events.map((event) => event.kind)).toEqual([kind]);
  expect(events[0]).toMatchObject({ clientId: 1001, recordType: 'assessment', recordId: id });
  return events[0]!;
}

async function newProject(who = 'cliente.usuario'): Promise<number> {
  const response = await call(who, 'POST', `${NP}/tab/salvar`, FULL_PROJECT);
  expect(response.statusCode).toBe(200);
  return response.json<{ id: number }>().id;
}

const SENDING_ABROAD = '4 - Aspectos do tratamento: Os dados serão enviados para fora do Brasil?';

describe('the review, step by step', () => {
  let id: number;
  let question: { section: string; question: string };

  it('a client user concludes asking for review: version 1, in review, the firm is told', async () => {
    id = await newProject();
    await newMail();
    const { response, events } = await withEvents(() =>
      call('cliente.usuario', 'POST', `${NP}/tab/conclusion?id=${id}&${REVIEW}`),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      completed: true,
      status: 'DONE',
      reviewState: 'IN_REVIEW',
      version: 1,
      completedBy: 'Rafael Oliveira',
      approval: null,
    });
    const event = one(events, 'assessment.reviewRequested', id);
    expect(event.details!.note).toBe('Versão 1');
    const mails = await newMail();
    expect(mails.map((mail) => mail.to)).toContain('admin@dpohub.local');
    expect(mails.map((mail) => mail.to)).not.toContain('cliente.admin@acme.local');
    const toFirm = mails.find((mail) => mail.to === 'admin@dpohub.local')!;
    expect(toFirm.subject).toBe('Análise jurídica solicitada: Portal do cliente');
    expect(toFirm.text).toContain(
      'Rafael Oliveira, de Acme Indústria Ltda, concluiu uma avaliação e solicitou a análise jurídica do escritório.',
    );
  });

  it('refuses, without an event, what is not the caller’s turn or not the caller’s client', async () => {
    const refusals: [string, string, object | undefined, number, string][] = [
      // The client waits while the firm reviews.
      [
        'cliente.usuario',
        `${NP}/tab/salvar`,
        { id, responsable: 'Outra' },
        403,
        'A avaliação está em análise pelo escritório: aguarde a devolução ou a aprovação.',
      ],
      [
        'cliente.admin',
        `${NP}/tab/conclusion?id=${id}&${CONCLUDE}`,
        undefined,
        403,
        'A avaliação está em análise pelo escritório: aguarde a devolução ou a aprovação.',
      ],
      [
        'cliente.admin',
        `${NP}/tab/conclusion?id=${id}&${SEND_BACK}`,
        undefined,
        403,
        'Apenas o escritório analisa, devolve ou aprova uma avaliação.',
      ],
      [
        'cliente.admin',
        `${BASE}/${id}/comentarios`,
        { section: 'x', question: 'y', text: 'Pode aprovar?' },
        403,
        'Apenas o escritório abre um comentário; o cliente responde.',
      ],
      // Another client's administrator finds nothing.
      [
        'beta.admin',
        `${NP}/tab/conclusion?id=${id}&${SEND_BACK}`,
        undefined,
        404,
        'Avaliação não encontrada',
      ],
      [
        'beta.admin',
        `${BASE}/${id}/comentarios`,
        { parentId: 1, text: 'Oi' },
        404,
        'Avaliação não encontrada',
      ],
      // The firm sends back only with a comment, and approves only with a name and an OAB.
      [
        'admin',
        `${NP}/tab/conclusion?id=${id}&${SEND_BACK}`,
        undefined,
        400,
        'Comente ao menos uma questão antes de devolver a avaliação.',
      ],
      [
        'admin',
        `${NP}/tab/conclusion?id=${id}&${REVIEW}`,
        { lawyerName: 'Helena Prado', oab: '123' },
        400,
        'Informe o número da OAB no formato UF 123456 (por exemplo, SP 123456).',
      ],
      [
        'admin',
        `${NP}/tab/conclusion?id=${id}&${REVIEW}`,
        { lawyerName: ' ', oab: 'SP 1' },
        400,
        'Informe o nome do advogado responsável pela aprovação.',
      ],
      [
        'admin',
        `${NP}/tab/conclusion?id=${id}&finishWithLegalAssessment=true&sendBackWithComments=true`,
        undefined,
        400,
        'Escolha entre concluir e devolver: não os dois de uma vez.',
      ],
      [
        'admin',
        `${BASE}/${id}/comentarios`,
        { section: 'x', question: 'y', text: 'Revise' },
        400,
        'Questão não encontrada nesta avaliação.',
      ],
      [
        'admin',
        `${BASE}/${id}/comentarios`,
        { section: 'x', question: 'y', text: '   ' },
        400,
        'Escreva o comentário.',
      ],
    ];
    for (const [who, url, body, status, message] of refusals) {
      const { response, events } = await withEvents(() => call(who, 'POST', url, body));
      expect([url, response.statusCode, response.json().message]).toEqual([url, status, message]);
      expect(events).toEqual([]);
    }
  });

  it('the firm comments on a question; the client answers in its thread', async () => {
    const questions = (await call('admin', 'GET', `${BASE}/${id}/questoes`)).json();
    question = questions.find(
      (line: { section: string; question: string }) =>
        `${line.section}: ${line.question}` === SENDING_ABROAD,
    );
    expect(question).toMatchObject({ value: 'Não' });
    const { response, events } = await withEvents(() =>
      call('admin', 'POST', `${BASE}/${id}/comentarios`, {
        section: question.section,
        question: question.question,
        text: 'Os dados ficam na nuvem nos EUA: confirme.',
      }),
    );
    expect(response.statusCode).toBe(201);
    const thread = response.json();
    expect(thread).toMatchObject({ parentId: null, firm: true, version: 1 });
    expect(one(events, 'assessment.commented', id).details!.changes).toEqual([
      { field: SENDING_ABROAD, before: null, after: 'Os dados ficam na nuvem nos EUA: confirme.' },
    ]);
    const reply = await call('cliente.usuario', 'POST', `${BASE}/${id}/comentarios`, {
      parentId: thread.id,
      text: 'Vamos corrigir.',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      parentId: thread.id,
      firm: false,
      section: question.section,
      question: question.question,
    });
    // Whoever reads the assessment reads the threads; another client does not.
    const listed = (await call('cliente.admin', 'GET', `${BASE}/${id}/comentarios`)).json();
    expect(listed.map((c: { text: string }) => c.text)).toEqual([
      'Os dados ficam na nuvem nos EUA: confirme.',
      'Vamos corrigir.',
    ]);
    expect((await call('beta.admin', 'GET', `${BASE}/${id}/comentarios`)).statusCode).toBe(404);
  });

  it('the firm sends it back: in progress again, and the client is told', async () => {
    await newMail();
    const { response, events } = await withEvents(() =>
      call('admin', 'POST', `${NP}/tab/conclusion?id=${id}&${SEND_BACK}`),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      completed: false,
      status: 'DRAFT',
      reviewState: 'RETURNED',
      version: 1,
    });
    expect(one(events, 'assessment.sentBack', id).details!.note).toBe('1 comentário na versão 1');
    const mails = await newMail();
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'cliente.admin@acme.local',
      'cliente.usuario@acme.local',
    ]);
    expect(mails[0]!.subject).toBe('Avaliação devolvida com comentários: Portal do cliente');
    expect(mails[0]!.text).toContain(
      'Administrador DPOHUB, do escritório, devolveu a avaliação com 1 comentário.',
    );
  });

  it('the client fixes the answer (one event with the diff) and asks again: version 2', async () => {
    const fix = await withEvents(() =>
      call('cliente.usuario', 'POST', `${NP}/tab/salvar`, { id, sendingDataAbroad: 'yes' }),
    );
    expect(fix.response.statusCode).toBe(200);
    const saved = one(fix.events, 'assessment.saved', id);
    expect(saved.details!.changes[0]).toEqual({
      field: SENDING_ABROAD,
      before: 'Não',
      after: 'Sim',
    });
    const again = await withEvents(() =>
      call('cliente.usuario', 'POST', `${NP}/tab/conclusion?id=${id}&${REVIEW}`),
    );
    expect(again.response.json()).toMatchObject({ reviewState: 'IN_REVIEW', version: 2 });
    one(again.events, 'assessment.reviewRequested', id);
  });

  it('the firm approves with the lawyer’s name and OAB: one event, the client is told', async () => {
    await newMail();
    expect(
      (
        await call('cliente.admin', 'POST', `${NP}/tab/conclusion?id=${id}&${REVIEW}`, {
          lawyerName: 'Eu',
          oab: 'SP 1',
        })
      ).statusCode,
    ).toBe(403);
    const { response, events } = await withEvents(() =>
      call('admin', 'POST', `${NP}/tab/conclusion?id=${id}&${REVIEW}`, {
        lawyerName: 'Helena Prado',
        oab: 'oab/sp 123.456',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      completed: true,
      reviewState: 'APPROVED',
      version: 2,
      approval: { lawyerName: 'Helena Prado', oab: 'SP 123456', version: 2 },
    });
    expect(one(events, 'assessment.approved', id).details!.changes).toEqual([
      { field: 'Nome do advogado', before: null, after: 'Helena Prado' },
      { field: 'OAB', before: null, after: 'SP 123456' },
    ]);
    const mails = await newMail();
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Avaliação aprovada pelo escritório: Portal do cliente',
      'Avaliação aprovada pelo escritório: Portal do cliente',
    ]);
    expect(mails[0]!.text).toContain('Advogado responsável: Helena Prado (OAB SP 123456)');
    // Approved is final: nobody approves or sends it back again.
    const twice = await call('admin', 'POST', `${NP}/tab/conclusion?id=${id}&${SEND_BACK}`);
    expect(twice.json()).toEqual({ message: 'A avaliação não está em análise pelo escritório.' });
  });

  it('lists the versions and compares them question by question', async () => {
    const versions = (await call('cliente.admin', 'GET', `${BASE}/${id}/versoes`)).json();
    expect(versions).toEqual([
      expect.objectContaining({
        number: 2,
        createdBy: 'Rafael Oliveira',
        reasonLabel: 'Conclusão com análise jurídica solicitada',
      }),
      expect.objectContaining({ number: 1, createdBy: 'Rafael Oliveira' }),
    ]);
    const compared = (
      await call('cliente.admin', 'GET', `${BASE}/${id}/versoes/comparar?de=1&para=2`)
    ).json();
    expect(compared.changes[0]).toEqual({
      section: '4 - Aspectos do tratamento',
      question: 'Os dados serão enviados para fora do Brasil?',
      before: 'Não',
      after: 'Sim',
    });
    expect((await call('beta.admin', 'GET', `${BASE}/${id}/versoes`)).statusCode).toBe(404);
    const same = await call('admin', 'GET', `${BASE}/${id}/versoes/comparar?de=2&para=2`);
    expect(same.json()).toEqual({ message: 'Escolha duas versões diferentes para comparar.' });
  });

  it('the list shows and filters the review state beside the spec’s status', async () => {
    const page = (n: string) =>
      call('cliente.admin', 'GET', `${BASE}/minhas-avaliacoes?formId=1&size=100&${n}`).then(
        (response) => response.json().content.map((row: { id: number }) => row.id),
      );
    expect(await page('analise=APPROVED')).toContain(id);
    expect(await page('analise=IN_REVIEW')).not.toContain(id);
    expect(await page('status=DONE&analise=APPROVED')).toContain(id);
    const bad = await call('admin', 'GET', `${BASE}/minhas-avaliacoes?formId=1&analise=OUTRO`);
    expect(bad.statusCode).toBe(400);
  });

  it('the dossier prints its version, the earlier one and the sign-off', async () => {
    const pdf = await call('cliente.admin', 'GET', `${BASE}/${id}/dossie`);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Análise do escritório Aprovada');
    expect(text).toMatch(
      /Versão Versão 2 de \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} por Rafael Oliveira/,
    );
    expect(text).toContain('Versões anteriores Versão 1 de');
    expect(text).toContain('Aprovada por Helena Prado OAB SP 123456');
    expect(text).toContain('Versão aprovada 2');
  });

  it('a firm change after approval is version 3, an event with the diff and an e-mail', async () => {
    await newMail();
    const nothing = await withEvents(() =>
      call('admin', 'POST', `${NP}/tab/salvar`, { id, sendingDataAbroad: 'yes' }),
    );
    expect(nothing.response.statusCode).toBe(200);
    expect(nothing.events).toEqual([]);
    const { response, events } = await withEvents(() =>
      call('admin', 'POST', `${NP}/tab/salvar`, { id, responsable: 'Equipe jurídica' }),
    );
    expect(response.statusCode).toBe(200);
    const event = one(events, 'assessment.changedAfterConclusion', id);
    expect(event.details!.note).toBe('Versão 3');
    expect(event.details!.changes).toEqual([
      {
        field: '1 - Dados Pessoais: Responsável pelo projeto',
        before: 'Maria',
        after: 'Equipe jurídica',
      },
    ]);
    const record = (await call('cliente.admin', 'GET', `${NP}/${id}`)).json();
    expect(record).toMatchObject({ version: 3, reviewState: 'APPROVED', completed: true });
    const mails = await newMail();
    // The client's administrators, and the user who concluded it.
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'cliente.admin@acme.local',
      'cliente.usuario@acme.local',
    ]);
    expect(mails[0]!.subject).toBe(
      'Avaliação concluída alterada pelo escritório: Portal do cliente',
    );
    expect(mails[0]!.text).toContain('Agora ela está na versão 3.');
    expect(mails[0]!.text).toContain(
      '- 1 - Dados Pessoais: Responsável pelo projeto: Maria → Equipe jurídica',
    );
  });

  it('keeps every version whole: the database refuses to rewrite one', async () => {
    const rewrite = t.app.db.execute(
      sql`update assessment_versions set answers = '{}'::jsonb where assessment_id = ${id} and number = 1`,
    );
    await expect(
      rewrite.catch((error: Error) => Promise.reject(error.cause ?? error)),
    ).rejects.toThrow('assessment_versions are immutable (UPDATE refused)');
    const compared = (
      await call('admin', 'GET', `${BASE}/${id}/versoes/comparar?de=1&para=3`)
    ).json();
    expect(compared.changes.slice(0, 2)).toEqual([
      {
        section: '1 - Dados Pessoais',
        question: 'Responsável pelo projeto',
        before: 'Maria',
        after: 'Equipe jurídica',
      },
      {
        section: '4 - Aspectos do tratamento',
        question: 'Os dados serão enviados para fora do Brasil?',
        before: 'Não',
        after: 'Sim',
      },
    ]);
  });
});

describe('concluding directly', () => {
  it('a client concludes without review: version 1, no review state, one event, nobody told', async () => {
    const id = await newProject('cliente.admin');
    await newMail();
    const { response, events } = await withEvents(() =>
      call('cliente.admin', 'POST', `${NP}/tab/conclusion?id=${id}&${CONCLUDE}`),
    );
    expect(response.json()).toMatchObject({ completed: true, reviewState: null, version: 1 });
    one(events, 'assessment.concluded', id);
    expect(await newMail()).toEqual([]);
    // Nothing to review: the firm neither sends it back nor approves it.
    const approve = await call('admin', 'POST', `${NP}/tab/conclusion?id=${id}&${REVIEW}`, {
      lawyerName: 'Helena Prado',
      oab: 'SP 123456',
    });
    expect(approve.statusCode).toBe(403);
    const comment = await call('admin', 'POST', `${BASE}/${id}/comentarios`, {
      section: '1 - Dados Pessoais',
      question: 'Responsável pelo projeto',
      text: 'Ok',
    });
    expect(comment.json()).toEqual({
      message: 'Os comentários ficam abertos enquanto a avaliação está em análise ou devolvida.',
    });
  });
});
