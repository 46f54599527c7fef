import ExcelJS from 'exceljs';
import { eventsAfter, lastEventId } from '../audit/audit-test-support';
import { readAllMail, type OutboxMail } from '../mail/outbox';
import { pdfText } from '../test/pdf-text';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

// Issue 28: the firm concludes for its clients (M1), the documents a firm hands over (M3, M7,
// M8, m10), the identifications they print and the list's status filter (B1).
let t: TestApp;
const tokens: Record<string, string> = {};
const USERS = ['admin', 'cliente.admin', 'cliente.usuario', 'beta.admin', 'beta.usuario'];
beforeAll(async () => {
  t = await createTestApp();
  for (const who of USERS) tokens[who] = await t.login(who);
}, 240_000);
afterAll(() => t.close());

const BASE = '/api/lei-geral-protecao-de-dados';
const NP = `${BASE}/questionario-novos-projetos`;
const ALI = `${BASE}/avaliacao-legitimo-interesse`;
const ROPA = `${BASE}/registro-das-operacoes`;
const FINISH = 'finishWithLegalAssessment=true&sendBackWithComments=false';

const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who]!), ...(payload ? { payload } : {}) });

const seen = new Set<string>();
/** Delivers the outbox and answers the e-mails written since the last call. */
async function newMail(): Promise<OutboxMail[]> {
  await t.app.notifications.idle();
  await t.app.notifications.deliverDue();
  const fresh = (await readAllMail(t.config.outboxDir)).filter((mail) => !seen.has(mail.file));
  for (const mail of fresh) seen.add(mail.file);
  return fresh;
}

/** NP-F of the findings: automatic credit limits from a bureau score. */
const CREDIT_PROJECT = {
  name: 'Limite de crédito automático',
  projectDescribe: 'Limites de crédito definidos por score de bureau',
  responsable: 'Equipe de crédito',
  processingOfPersonalData: 'yes',
  sensitivePersonalDataSources: 'Nao',
  childrenOrAdolescentsData: 'no',
  focusProcessingPersonalDataOfVulnerable: 'no',
  handlingCriminalRecords: 'no',
  legalBaseDataSources: 'Art. 7 X - Proteção do crédito,Art. 7 V - Execução de contrato',
  projectPurposesAreClear: 'yes',
  projectWillBeUsedForOtherPurposes: 'no',
  creationOfProfilesOfIndividuals: 'yes',
  combinesMultipleSourcesOfPersonalData: 'no',
  largeScaleProcessingOfPersonalData: 'yes',
  personalDataUsedAreMinimumNecessaryAchievePurposes: 'yes',
  personalDataCollectedForPurposesOfProject: 'yes',
  directlyFromTheIndividual: 'no',
  sendingDataAbroad: 'no',
  innovativeTechnology: 'no',
  automatedDecision: 'yes',
  monitoringTndividuals: 'no',
  involvesDataProcessingByThirdParties: 'no',
  specificDemand: 'no',
  impactsIndividualsWhomDataReferKnown: 'yes',
  preventIndividualFromExercisingAnyRight: 'yes',
  impactHealthOrSafetyOfIndividuals: 'no',
  appropriateInformationSecurityMeasures: 'yes',
};

describe('the firm concludes an assessment for a client (finding M1)', () => {
  it("concludes the firm's draft, records who concluded it and e-mails the client's administrators", async () => {
    await newMail();
    const id = (
      await call('admin', 'POST', `${NP}/tab/salvar`, { ...CREDIT_PROJECT, clientId: 1002 })
    ).json().id;
    const done = await call('admin', 'POST', `${NP}/tab/conclusion?id=${id}&${FINISH}`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      id,
      status: 'DONE',
      completed: true,
      completedBy: 'Administrador DPOHUB',
      completedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const mails = await newMail();
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [
        'beta.admin@beta.local',
        'Avaliação concluída pelo escritório: Limite de crédito automático',
      ],
    ]);
    expect(mails[0]!.text).toContain(
      'Administrador DPOHUB, do escritório, concluiu uma avaliação para Beta Serviços S.A.',
    );
    expect(mails[0]!.text).toContain(
      `Acesse a avaliação: http://localhost:3000/evaluation/project/${id}`,
    );
    // The client reads it concluded, with its result.
    const result = (await call('beta.admin', 'GET', `${NP}/completo/${id}`)).json();
    expect(result).toMatchObject({ completed: true, results: { risk: { message: 'RISCO ALTO' } } });
  });

  it('tells nobody when the client concludes, or when the administrator turned the notice off', async () => {
    await newMail();
    const own = (await call('beta.admin', 'POST', `${NP}/tab/salvar`, CREDIT_PROJECT)).json().id;
    expect((await call('beta.admin', 'POST', `${NP}/tab/conclusion?id=${own}`)).statusCode).toBe(
      200,
    );
    expect(await newMail()).toEqual([]);
    const prefs = await call('beta.admin', 'PUT', '/api/user/notification-preferences', {
      preferences: [{ kind: 'assessmentConcludedByFirm', enabled: false }],
    });
    expect(prefs.statusCode).toBe(200);
    const id = (
      await call('admin', 'POST', `${NP}/tab/salvar`, { ...CREDIT_PROJECT, clientId: 1002 })
    ).json().id;
    expect((await call('admin', 'POST', `${NP}/tab/conclusion?id=${id}`)).statusCode).toBe(200);
    expect(await newMail()).toEqual([]);
  });
});

describe('the dossier tells the whole story (findings M3, M7 and m10)', () => {
  it('a new project: firm, summary with risk and key recommendations first, unanswered marked, sign-off last', async () => {
    const id = (
      await call('cliente.admin', 'POST', `${NP}/tab/salvar`, {
        ...CREDIT_PROJECT,
        name: 'Crédito Acme',
        appropriateInformationSecurityMeasuresInformation: '',
      })
    ).json().id;
    await call('admin', 'POST', `${NP}/tab/salvar`, {
      id,
      jsonCustomObs: JSON.stringify({ automatedDecision: 'Prever revisão humana na contestação' }),
    });
    await call('cliente.admin', 'POST', `${NP}/tab/conclusion?id=${id}&${FINISH}`);
    const before = await lastEventId(t.app.db);
    const text = await pdfText(
      (await call('cliente.admin', 'GET', `${BASE}/${id}/dossie`)).rawPayload,
    );
    // Issue 31: who took which dossier out.
    expect(await eventsAfter(t.app.db, before)).toEqual([
      expect.objectContaining({
        kind: 'data.dossierDownloaded',
        clientId: 1001,
        recordType: 'assessment',
        recordId: id,
        details: expect.objectContaining({ note: expect.stringMatching(/\.pdf$/) }),
      }),
    ]);
    const order = [
      'Elaborado por Mendes & Araújo Advogados · OAB/SP 98.765',
      'Dossiê: Avaliação de projetos',
      'Resumo Risco RISCO ALTO',
      'Recomendações principais • Elabore o Relatório de Impacto à Proteção de Dados Pessoais (RIPD) antes de iniciar o tratamento',
      'Garanta ao titular o direito de pedir a revisão das decisões',
      'Registro Identificação Crédito Acme',
      'Observações: Prever revisão humana na contestação',
      'Quais medidas de segurança são adotadas? — sem resposta —',
      'Revisão e aprovação Concluída por Carla Mendes',
      'Revisão jurídica (nome e OAB)',
    ];
    let from = 0;
    for (const expected of order) {
      const at = text.indexOf(expected, from);
      expect([expected, at >= 0]).toEqual([expected, true]);
      from = at;
    }
  });

  it("an ALI changed by the firm: the computed result, the firm's result, its justification, who and when, and the step-1 note", async () => {
    const id = (
      await call('cliente.admin', 'POST', `${ALI}/tab/salvar`, {
        name: 'Ofertas a clientes ativos',
        concreteSituation: 'Ofertas de serviços similares',
        personalData: 'Nome, e-mail',
        activityDataSources: '',
        childrenData: 'no',
        activityConcrete: 'yes',
        activityLicit: 'yes',
        actitivyLessData: 'yes',
        actitivyPrivicyData: 'yes',
        actitivyKnowns: 'yes',
        actitivyHappens: 'yes',
        jsonCustomObs: JSON.stringify({
          processingOfRelevantConceptsAndActivity: 'Base de clientes ativos apenas.',
        }),
      })
    ).json().id;
    await call('cliente.admin', 'POST', `${ALI}/tab/conclusion?id=${id}&${FINISH}`);
    await call('admin', 'POST', `${ALI}/tab/salvar`, {
      id,
      resultWasChanged: 'yes',
      resultWasChangedObs: 'A base inclui ex-clientes sem relação ativa.',
    });
    const text = await pdfText(
      (await call('cliente.admin', 'GET', `${BASE}/${id}/dossie`)).rawPayload,
    );
    for (const expected of [
      'Resumo Resultado Não: Sua atividade não reúne elementos',
      'Resultado calculado pelas respostas SIM',
      'Resultado ajustado pelo escritório NÃO',
      'Justificativa A base inclui ex-clientes sem relação ativa.',
      'Ajustado por Administrador DPOHUB em',
      'Anotações da etapa: Base de clientes ativos apenas.',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe("the ROPA register and the agent's identification (finding M8)", () => {
  const ROPA_RECORD = {
    name: 'Cadastro de clientes',
    agentRole: 'Operador',
    description: 'Cadastro para entrega',
    purpose: 'Entregar os pedidos',
    whichData: 'Nome, endereço',
    sensitiveCategories: 'Nenhum',
    whichHolders: 'Clientes',
    childrenData: 'no',
    largeScale: 'no',
    sourceOfData: 'O próprio titular',
    hasAnotherController: 'Loja contratante',
    hasAnotherOperator: 'Não',
    hasDataShare: 'Não',
    shareWith: '',
    sentAbroad: 'Não',
    custodyTerm: '5 anos',
    securityMeasures: 'Controle de acesso',
    baseLegal: 'Execução de Contrato (Art. 7, V)',
    baseLegalSensitiveData: 'N/A',
    automatedDecision: 'no',
    storageDataLocation: 'ERP',
    recommendedImpactReport: 'no',
    hasIncident: 'no',
    observations: 'Atividade feita para a loja, como operadora',
  };

  it("a client administrator keeps their company's identification; a granular user reads it; others are refused", async () => {
    const url = `${BASE}/agente-tratamento/1002`;
    const body = {
      legalName: 'Beta Serviços S.A.',
      cnpj: 'AB.CDE.123/0001-45',
      address: 'Av. Rio Branco, 200, Rio de Janeiro - RJ',
      email: 'atendimento@beta.com.br',
      phone: '(21) 2100-2000',
      dpoName: 'Paula Reis',
      dpoEmail: 'dpo@beta.com.br',
      dpoPhone: '',
      dataSubjectChannel: 'https://beta.com.br/privacidade',
    };
    const saved = await call('beta.admin', 'PUT', url, body);
    expect(saved.statusCode).toBe(200);
    expect((await call('admin', 'GET', url)).json()).toMatchObject({
      clientId: 1002,
      clientName: 'Beta Serviços S.A.',
      dpoName: 'Paula Reis',
      cnpj: 'AB.CDE.123/0001-45',
      editable: true,
    });
    const bad = await call('beta.admin', 'PUT', url, { ...body, dpoEmail: 'paula' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Formato de email inválido: dpoEmail' });
    expect(
      (await call('beta.admin', 'PUT', `${BASE}/agente-tratamento/1001`, body)).statusCode,
    ).toBe(403);
    expect((await call('beta.admin', 'GET', `${BASE}/agente-tratamento/1001`)).statusCode).toBe(
      403,
    );
    // cliente.usuario holds the ROPA authority: reads its company's identification, cannot change it.
    const granular = await call('cliente.usuario', 'GET', `${BASE}/agente-tratamento/1001`);
    expect(granular.json()).toMatchObject({ clientId: 1001, editable: false });
    expect(
      (await call('cliente.usuario', 'PUT', `${BASE}/agente-tratamento/1001`, body)).statusCode,
    ).toBe(403);
    // beta.usuario lacks it.
    expect((await call('beta.usuario', 'GET', url)).statusCode).toBe(403);
  });

  it("a client administrator exports their own company's register: concluded records only, with the identification", async () => {
    const draft = (
      await call('beta.admin', 'POST', `${ROPA}/tab/salvar`, { name: 'Rascunho Beta' })
    ).json().id;
    const id = (await call('beta.admin', 'POST', `${ROPA}/tab/salvar`, ROPA_RECORD)).json().id;
    expect(
      (await call('beta.admin', 'POST', `${ROPA}/tab/conclusion?id=${id}&${FINISH}`)).statusCode,
    ).toBe(200);
    // Asking for another client's register still answers the caller's own.
    const before = await lastEventId(t.app.db);
    const response = await call(
      'beta.admin',
      'GET',
      `${BASE}/minhas-avaliacoes/export-excel?formId=5&clientId=1001`,
    );
    expect(response.statusCode).toBe(200);
    // Issue 31: the register taken out is recorded against the client it holds.
    expect(await eventsAfter(t.app.db, before)).toEqual([
      expect.objectContaining({ kind: 'data.exported', clientId: 1002 }),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Registro das operações')!;
    const names: unknown[] = [];
    sheet.eachRow((row, n) => n > 1 && names.push(row.getCell(26).value));
    expect(names).toEqual(['Cadastro de clientes']);
    expect(names).not.toContain('Rascunho Beta');
    const row = sheet.getRow(2);
    expect([1, 2, 5, 6, 7, 8].map((column) => row.getCell(column).value)).toEqual([
      'Beta Serviços S.A.',
      'AB.CDE.123/0001-45',
      'Paula Reis',
      'dpo@beta.com.br',
      'https://beta.com.br/privacidade',
      'Operador',
    ]);
    expect(row.getCell(31).value).toBe('Atividade feita para a loja, como operadora');
    expect(draft).toBeGreaterThan(0);
    // A granular user with the ROPA authority is not the controller's representative.
    expect(
      (await call('cliente.usuario', 'GET', `${BASE}/minhas-avaliacoes/export-excel?formId=5`))
        .statusCode,
    ).toBe(403);
  });

  it('stops a ROPA whose answers contradict each other before it is concluded (finding m13)', async () => {
    const id = (
      await call('beta.admin', 'POST', `${ROPA}/tab/salvar`, {
        ...ROPA_RECORD,
        name: 'Recomendação de vídeos',
        hasDataShare: 'Não',
        shareWith: 'Parceiro de anúncios',
        whichHolders: 'Crianças usuárias do aplicativo',
      })
    ).json().id;
    const refused = await call('beta.admin', 'POST', `${ROPA}/tab/conclusion?id=${id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().contradictions.map((c: { code: string }) => c.code)).toEqual([
      'ROPA_CHILDREN_TEXT',
      'ROPA_SHARE',
    ]);
    expect((await call('beta.admin', 'GET', `${ROPA}/${id}`)).json().completed).toBe(false);
  });
});

describe("the firm's identification", () => {
  it('is read by any signed-in user and changed by the firm only', async () => {
    expect((await call('beta.usuario', 'GET', `${BASE}/escritorio`)).json()).toMatchObject({
      name: 'Mendes & Araújo Advogados',
      registration: 'OAB/SP 98.765',
    });
    const body = {
      name: 'Mendes & Araújo Sociedade de Advogados',
      registration: 'OAB/SP 98.765',
      address: 'Av. Paulista, 1000, São Paulo - SP',
      email: 'privacidade@mendesaraujo.adv.br',
      phone: '(11) 3030-4000',
    };
    expect((await call('cliente.admin', 'PUT', `${BASE}/escritorio`, body)).statusCode).toBe(403);
    expect((await call('admin', 'PUT', `${BASE}/escritorio`, body)).statusCode).toBe(200);
    const tooLong = await call('admin', 'PUT', `${BASE}/escritorio`, {
      ...body,
      name: 'x'.repeat(301),
    });
    expect(tooLong.json()).toEqual({ message: 'Tamanho máximo de 300 caracteres: name' });
    expect((await call('cliente.admin', 'GET', `${BASE}/escritorio`)).json().name).toBe(
      'Mendes & Araújo Sociedade de Advogados',
    );
  });
});

describe('the list filtered by status (the dashboard pies, finding B1)', () => {
  it('lists only finished or only in-progress assessments, and refuses an unknown status', async () => {
    const list = async (status: string) =>
      (
        await call('beta.admin', 'GET', `${BASE}/minhas-avaliacoes?formId=1&status=${status}`)
      ).json();
    const done = await list('DONE');
    const drafts = await list('DRAFT');
    expect(done.content.length).toBeGreaterThan(0);
    expect(done.content.every((row: { completed: boolean }) => row.completed)).toBe(true);
    expect(drafts.content.every((row: { completed: boolean }) => !row.completed)).toBe(true);
    const bad = await call('beta.admin', 'GET', `${BASE}/minhas-avaliacoes?formId=1&status=X`);
    expect(bad.statusCode).toBe(400);
  });
});
