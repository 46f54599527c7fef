import { eventsAfter, lastEventId } from '../audit/audit-test-support';
import ExcelJS from 'exceljs';
import { pdfText } from '../test/pdf-text';
import { FULL_PROJECT } from '../test/assessment-fixtures';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const USERS = [
  'admin',
  'cliente.admin',
  'cliente.usuario',
  'beta.admin',
  'beta.usuario',
  'participante',
];
beforeAll(async () => {
  t = await createTestApp();
  for (const who of USERS) tokens[who] = await t.login(who);
  // A fresh database and six sign-ins: slow on a shared machine.
}, 240_000);
afterAll(() => t.close());

const BASE = '/api/lei-geral-protecao-de-dados';
const NP = `${BASE}/questionario-novos-projetos`;
const ALI = `${BASE}/avaliacao-legitimo-interesse`;

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who]!), ...(payload ? { payload } : {}) });

async function createProject(who: string, body: object = { name: 'Rascunho' }) {
  const response = await call(who, 'POST', `${NP}/tab/salvar`, body);
  expect(response.statusCode).toBe(200);
  return response.json<{ id: number }>().id;
}

describe('new project: tab/salvar, finish/position, conclusion, completo', () => {
  it('a client user saves step by step; each step reads filled once its answers are saved', async () => {
    const id = await createProject('cliente.usuario', { name: 'Portal', projectDescribe: 'x' });
    const filled = async (position: number) =>
      (
        await call(
          'cliente.usuario',
          'GET',
          `${NP}/tab/finish/position?id=${id}&position=${position}`,
        )
      ).json();
    expect(await filled(1)).toBe(false);
    await call('cliente.usuario', 'POST', `${NP}/tab/salvar`, {
      id,
      responsable: 'Maria',
      processingOfPersonalData: 'yes',
    });
    expect(await filled(1)).toBe(true);
    // The categories default to 'Nao', but the three yes/no answers of step 2 are still missing.
    expect(await filled(2)).toBe(false);
    await call('cliente.usuario', 'POST', `${NP}/tab/salvar`, {
      id,
      childrenOrAdolescentsData: 'no',
      focusProcessingPersonalDataOfVulnerable: 'no',
      handlingCriminalRecords: 'no',
    });
    expect(await filled(2)).toBe(true);
    expect(await filled(3)).toBe(false);
  });

  it('keeps the exclusive choices on the server and refuses a yes/no value that is neither', async () => {
    const id = await createProject('cliente.admin', {
      name: 'Escolhas',
      sensitivePersonalDataSources: 'Nao,Dado referente à saúde',
      legalBaseDataSources: 'Nenhuma das anteriores',
    });
    const record = (await call('cliente.admin', 'GET', `${NP}/${id}`)).json();
    expect(record).toMatchObject({
      id,
      status: 'DRAFT',
      completed: false,
      clientId: 1001,
      sensitivePersonalDataSources: 'Dado referente à saúde',
      processingOfSensitivePersonalData: 'o projeto envolve dados pessoais sensíveis',
      legalBase: 'Não',
      createdBy: 'Carla Mendes',
    });
    const bad = await call('cliente.admin', 'POST', `${NP}/tab/salvar`, {
      id,
      automatedDecision: 'talvez',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Valor inválido: automatedDecision' });
  });

  it('refuses to finish with unfilled steps, naming them, and stays DRAFT', async () => {
    const id = await createProject('cliente.admin', {
      name: 'Incompleto',
      projectDescribe: 'a',
      responsable: 'b',
      processingOfPersonalData: 'yes',
    });
    const response = await call(
      'cliente.admin',
      'POST',
      `${NP}/tab/conclusion?id=${id}&finishWithLegalAssessment=false&sendBackWithComments=false`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Preencha todas as etapas antes de concluir: 2 - Natureza dos dados; 3 - Propósitos; 4 - Aspectos do tratamento; 5 - Agentes Envolvidos; 6 - Impactos; 7 - Aspectos Técnicos',
    );
    const result = (await call('cliente.admin', 'GET', `${NP}/completo/${id}`)).json();
    expect(result).toMatchObject({ status: 'DRAFT', completed: false, results: null });
    expect(result.unfilledSteps.map((s: { position: number }) => s.position)).toEqual([
      2, 3, 4, 5, 6, 7,
    ]);
    // Finding m2: each unfilled step says which answers it still needs.
    expect(result.unfilledSteps[0]).toEqual({
      position: 2,
      title: '2 - Natureza dos dados',
      missing: [
        'O projeto trata dados pessoais de crianças ou de adolescentes?',
        'O projeto foca no tratamento de dados de idosos ou de outros grupos vulneráveis?',
        'O projeto trata dados de antecedentes criminais?',
      ],
    });
  });

  it('M2: refuses to conclude "no personal data" beside health data and large scale, and never answers RISCO BAIXO', async () => {
    const id = await createProject('cliente.admin', {
      ...FULL_PROJECT,
      name: 'NP-E',
      processingOfPersonalData: 'no',
      sensitivePersonalDataSources: 'Dado referente à saúde',
      creationOfProfilesOfIndividuals: 'yes',
      legalBaseDataSources: 'Não se aplica',
    });
    const result = (await call('cliente.admin', 'GET', `${NP}/completo/${id}`)).json();
    expect(result.results.risk).toMatchObject({
      message: 'RESPOSTAS INCONSISTENTES',
      level: 'review',
      assessedAs: { message: 'RISCO ALTO' },
    });
    const refused = await call('cliente.admin', 'POST', `${NP}/tab/conclusion?id=${id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(
      /^Há respostas contraditórias; revise-as antes de concluir: Dados pessoais sensíveis foram marcados/,
    );
    expect(refused.json().contradictions.map((c: { code: string }) => c.code)).toEqual([
      'C_SENSITIVE',
      'C_LARGE_SCALE',
      'C_PROFILING',
    ]);
    expect((await call('cliente.admin', 'GET', `${NP}/${id}`)).json().status).toBe('DRAFT');
  });

  it('finishes a full questionnaire: DONE, completed, RISCO ALTO with the answers that raised it', async () => {
    const id = await createProject('cliente.admin', FULL_PROJECT);
    const done = await call(
      'cliente.admin',
      'POST',
      `${NP}/tab/conclusion?id=${id}&finishWithLegalAssessment=false&sendBackWithComments=false`,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id, status: 'DONE', completed: true });
    const result = (await call('cliente.admin', 'GET', `${NP}/completo/${id}`)).json();
    expect(result.unfilledSteps).toEqual([]);
    expect(result.results.risk).toMatchObject({ message: 'RISCO ALTO', level: 'high' });
    // Finding M6: high risk says what to do first.
    expect(result.results.keyRecommendations.map((k: { code: string }) => k.code)).toEqual([
      'K_RIPD',
    ]);
    expect(result.results.risk.reasons.map((r: { field: string }) => r.field)).toEqual([
      'largeScaleProcessingOfPersonalData',
      'innovativeTechnology',
    ]);
    // Stored as jsonb at conclusion: the groups are all there, in the database's key order.
    expect(Object.keys(result.results.recomendations).sort()).toEqual([
      'abroad',
      'legalBase',
      'personalData',
      'retentionData',
      'securityMeasure',
      'thirtyParties',
    ]);

    // A client may no longer write; the firm's admin may, and may add an observation.
    const late = await call('cliente.admin', 'POST', `${NP}/tab/salvar`, {
      id,
      responsable: 'Outro',
    });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({
      message: 'Avaliação concluída: apenas o escritório pode alterá-la.',
    });
    const again = await call('cliente.admin', 'POST', `${NP}/tab/conclusion?id=${id}`);
    expect(again.statusCode).toBe(403);
    const admin = await call('admin', 'POST', `${NP}/tab/salvar`, {
      id,
      jsonCustomObs: JSON.stringify({
        innovativeTechnology: 'Confirmar o fornecedor da IA',
        unknownKey: 'x',
      }),
    });
    expect(admin.statusCode).toBe(200);
    const record = (await call('cliente.admin', 'GET', `${BASE}/${id}`)).json();
    expect(record).toMatchObject({ completed: true, status: 'DONE', responsable: 'Maria' });
    expect(JSON.parse(record.jsonCustomObs)).toEqual({
      innovativeTechnology: 'Confirmar o fornecedor da IA',
    });
  });

  it('ignores observations sent by a client user (admin only, spec 3 section 6)', async () => {
    const id = await createProject('cliente.admin', {
      name: 'Obs',
      jsonCustomObs: JSON.stringify({ name: 'do cliente' }),
    });
    expect((await call('admin', 'GET', `${NP}/${id}`)).json().jsonCustomObsObj).toEqual({});
  });

  it('makes an admin choose the client and keeps a client user on their own client', async () => {
    const none = await call('admin', 'POST', `${NP}/tab/salvar`, { name: 'Sem cliente' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: 'Por favor selecionar o cliente' });
    const id = await createProject('admin', { name: 'Para a Beta', clientId: 1002 });
    expect((await call('admin', 'GET', `${NP}/${id}`)).json()).toMatchObject({
      clientId: 1002,
      client: { id: 1002, name: 'Beta Serviços S.A.' },
    });
    const own = await createProject('cliente.admin', {
      name: 'Tentando outro cliente',
      clientId: 1002,
    });
    expect((await call('admin', 'GET', `${NP}/${own}`)).json().clientId).toBe(1001);
  });

  it("finds nothing to save, read or finish in another client's assessment (security L3)", async () => {
    const id = await createProject('cliente.admin', { name: 'Da Acme' });
    for (const [method, url, body] of [
      ['POST', `${NP}/tab/salvar`, { id, name: 'Invadido' }],
      ['GET', `${NP}/${id}`, undefined],
      ['GET', `${BASE}/${id}`, undefined],
      ['GET', `${NP}/completo/${id}`, undefined],
      ['GET', `${NP}/tab/finish/position?id=${id}&position=1`, undefined],
      ['POST', `${NP}/tab/conclusion?id=${id}`, undefined],
    ] as const) {
      const response = await call('beta.admin', method, url, body);
      // Another client's id answers as a missing one (was 403: an existence oracle).
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
    }
    expect((await call('admin', 'GET', `${NP}/${id}`)).json().name).toBe('Da Acme');
  });

  it('refuses users without the authority, participants and anonymous callers', async () => {
    expect((await call('beta.usuario', 'POST', `${NP}/tab/salvar`, { name: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call('participante', 'GET', `${NP}/pizzaChart`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${NP}/1` })).statusCode).toBe(401);
  });

  it('answers 404 for a missing id or an id of another kind, 400 for a bad position', async () => {
    expect((await call('admin', 'GET', `${NP}/999999`)).json()).toEqual({
      message: 'Avaliação não encontrada',
    });
    const ali = (await call('cliente.admin', 'POST', `${ALI}/tab/salvar`, { name: 'ALI' })).json()
      .id;
    expect((await call('admin', 'GET', `${NP}/${ali}`)).statusCode).toBe(404);
    expect(
      (await call('admin', 'GET', `${NP}/tab/finish/position?id=${ali}&position=9`)).json(),
    ).toEqual({ message: 'Etapa inválida' });
    expect((await call('admin', 'GET', `${NP}/abc`)).statusCode).toBe(400);
  });
});

describe('ALI', () => {
  const FULL_ALI = {
    name: 'Marketing direto',
    concreteSituation: 'Clientes ativos',
    personalData: 'Nome e e-mail',
    activityDataSources: '',
    childrenData: 'no',
    activityConcrete: 'yes',
    activityLicit: 'yes',
    actitivyLessData: 'yes',
    actitivyPrivicyData: 'yes',
    actitivyKnowns: 'yes',
    actitivyHappens: 'no',
    jsonCustomObs: JSON.stringify({ actitivyHappens: 'Não houve aviso prévio' }),
  };

  it("stores an empty sensitive selection as 'no', keeps step notes of any user, and finishes with NÃO and its reasons", async () => {
    const id = (await call('beta.usuario', 'POST', `${ALI}/tab/salvar`, FULL_ALI)).json().id;
    const record = (await call('beta.usuario', 'GET', `${ALI}/${id}`)).json();
    expect(record).toMatchObject({
      activityDataSources: 'no',
      activities: 'o projeto não trata dados pessoais sensíveis',
      jsonCustomObsObj: { actitivyHappens: 'Não houve aviso prévio' },
      clientId: 1002,
    });
    for (const position of [1, 2, 3, 4, 5, 6]) {
      expect(
        (
          await call(
            'beta.usuario',
            'GET',
            `${ALI}/tab/finish/position?id=${id}&position=${position}`,
          )
        ).json(),
      ).toBe(true);
    }
    expect(
      (
        await call(
          'beta.usuario',
          'POST',
          `${ALI}/tab/conclusion?id=${id}&finishWithLegalAssessment=false&sendBackWithComments=false`,
        )
      ).statusCode,
    ).toBe(200);
    const result = (await call('beta.usuario', 'GET', `${ALI}/completo/${id}`)).json();
    expect(result.conclusion.risk).toMatchObject({
      message: 'NÃO',
      reasons: [
        expect.objectContaining({
          code: 'ALI_EXPECTATION',
          field: 'actitivyHappens',
          answer: 'no',
        }),
      ],
    });
  });

  it('refuses the ALI to a user without ROLE_TESTE_LEGITIMO_INTERESSE', async () => {
    expect((await call('cliente.usuario', 'POST', `${ALI}/tab/salvar`, FULL_ALI)).statusCode).toBe(
      403,
    );
  });
});

describe('list, export and dashboard', () => {
  it('lists by form type, newest first, ten per page, and searches without accents', async () => {
    const id = await createProject('cliente.admin', { name: 'Avaliação de Câmeras' });
    const page = (
      await call(
        'cliente.admin',
        'GET',
        `${BASE}/minhas-avaliacoes?formId=1&page=0&size=10&identificacao=avaliacao%20de%20cam`,
      )
    ).json();
    expect(page).toMatchObject({ totalElements: 1, totalPages: 1, number: 0, size: 10 });
    expect(page.content).toEqual([
      {
        id,
        formId: 1,
        name: 'Avaliação de Câmeras',
        createdBy: 'Carla Mendes',
        client: 'Acme Indústria Ltda',
        clientId: 1001,
        completed: false,
        reviewState: null,
      },
    ]);
    const byCreator = (
      await call('cliente.admin', 'GET', `${BASE}/minhas-avaliacoes?formId=1&identificacao=CARLA`)
    ).json();
    expect(byCreator.totalElements).toBeGreaterThan(1);
    const all = (await call('cliente.admin', 'GET', `${BASE}/minhas-avaliacoes?formId=1`)).json();
    expect(all.size).toBe(10);
    expect(all.content[0].id).toBe(id);
    expect(all.content.every((row: { clientId: number }) => row.clientId === 1001)).toBe(true);
  });

  it('keeps a client user to their client and lets an admin filter by client', async () => {
    const beta = (
      await call('beta.admin', 'GET', `${BASE}/minhas-avaliacoes?formId=1&clientId=1001`)
    ).json();
    expect(beta.content.every((row: { clientId: number }) => row.clientId === 1002)).toBe(true);
    const admin = (
      await call('admin', 'GET', `${BASE}/minhas-avaliacoes?formId=1&clientId=1002`)
    ).json();
    expect(admin.content.length).toBeGreaterThan(0);
    expect(admin.content.every((row: { clientId: number }) => row.clientId === 1002)).toBe(true);
  });

  it('defaults to ROPA (form 5) and refuses a form the client user may not open', async () => {
    expect((await call('admin', 'GET', `${BASE}/minhas-avaliacoes`)).json()).toMatchObject({
      content: [],
      totalElements: 0,
    });
    expect(
      (await call('cliente.usuario', 'GET', `${BASE}/minhas-avaliacoes?formId=2`)).statusCode,
    ).toBe(403);
    expect((await call('admin', 'GET', `${BASE}/minhas-avaliacoes?formId=3`)).statusCode).toBe(400);
  });

  it('exports the filtered list for admins only; an empty period answers the spec wording', async () => {
    const response = await call(
      'admin',
      'GET',
      `${BASE}/minhas-avaliacoes/export-excel?formId=1&clientId=1001`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Avaliações')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Identificação',
      'Avaliação',
      'Criado por',
      'A quem pertence',
      'Status',
      'Criado em',
      'Atualizado em',
    ]);
    expect(sheet.rowCount).toBeGreaterThan(2);
    const before = await lastEventId(t.app.db);
    const empty = await call(
      'admin',
      'GET',
      `${BASE}/minhas-avaliacoes/export-excel?formId=1&periodoInicial=01/2000&periodoFinal=02/2000`,
    );
    expect(empty.statusCode).toBe(400);
    // Issue 31: nothing was taken out, so nothing is recorded.
    expect(await eventsAfter(t.app.db, before)).toEqual([]);
    // Finding m5: the assessments' report speaks of assessments.
    expect(empty.json()).toEqual({ message: 'Não há avaliações para o período informado.' });
    expect(
      (await call('cliente.admin', 'GET', `${BASE}/minhas-avaliacoes/export-excel?formId=1`))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('admin', 'GET', `${BASE}/minhas-avaliacoes?formId=5&periodoInicial=13/2024`)
      ).json(),
    ).toEqual({ message: 'Período inválido' });
  });

  it('counts finished and in-progress assessments per form', async () => {
    const before = (await call('beta.admin', 'GET', `${NP}/pizzaChart`)).json();
    const finished = (name: string) =>
      before.series[0].data.find((d: { name: string }) => d.name === name).countTotal;
    const id = await createProject('beta.admin', FULL_PROJECT);
    await call('beta.admin', 'POST', `${NP}/tab/conclusion?id=${id}`);
    const after = (await call('beta.admin', 'GET', `${NP}/pizzaChart`)).json();
    expect(after.series[0].data).toEqual([
      { name: 'Finalizado', countTotal: finished('Finalizado') + 1 },
      { name: 'Em andamento', countTotal: finished('Em andamento') },
    ]);
    expect((await call('cliente.usuario', 'GET', `${ALI}/pizzaChart`)).statusCode).toBe(403);
  });

  it('seeds demo assessments for Acme', async () => {
    const chart = (await call('cliente.admin', 'GET', `${ALI}/pizzaChart`)).json();
    expect(chart.series[0].data[0]).toEqual({ name: 'Finalizado', countTotal: 1 });
  });
});

const ROPA = `${BASE}/registro-das-operacoes`;

/** Every field of the seven steps; legitimate interest beside sensitive data (a contradiction). */
const FULL_ROPA = {
  name: 'Controle de acesso biométrico',
  agentRole: 'Controlador',
  description: 'Leitura da digital na portaria',
  purpose: 'Segurança das instalações',
  area: 'Facilities',
  responsable: 'João',
  whichData: 'Nome, digital',
  sensitiveCategories: 'Dado genético ou biométrico',
  whichHolders: 'Empregados e visitantes',
  childrenData: 'no',
  largeScale: 'no',
  sourceOfData: 'O próprio titular',
  hasAnotherController: 'Não',
  hasAnotherOperator: 'Fornecedor do leitor',
  contractLinkWithOperator: '=HYPERLINK("http://x")',
  hasDataShare: 'Não',
  shareWith: '',
  sentAbroad: 'Não',
  custodyTerm: '+2 anos',
  securityMeasures: '-criptografia @repouso',
  baseLegal: 'Interesse Legítimo (Art. 7, IX)',
  baseLegalSensitiveData: "Art. 11 II 'g' - Prevenção à Fraude e Segurança do Titular",
  rightGuaranteedHolders: 'Canal do encarregado',
  automatedDecision: 'no',
  linkConsentRegister: '',
  storageDataLocation: 'Servidor local',
  recommendedImpactReport: 'yes',
  progressReport: 'Em Progresso',
  linkToReport: '',
  hasIncident: 'yes',
  linkToDocIncident: 'Chamado 42',
  observations: 'Revisar o contrato do leitor em 2027',
};

const ROPA_STEP_FIELDS: Record<number, (keyof typeof FULL_ROPA)[]> = {
  1: ['name', 'agentRole', 'description', 'purpose', 'area', 'responsable'],
  2: [
    'whichData',
    'sensitiveCategories',
    'whichHolders',
    'childrenData',
    'largeScale',
    'sourceOfData',
    'hasAnotherController',
    'hasAnotherOperator',
    'contractLinkWithOperator',
    'hasDataShare',
    'shareWith',
    'sentAbroad',
    'custodyTerm',
    'securityMeasures',
  ],
  3: ['baseLegal', 'baseLegalSensitiveData', 'rightGuaranteedHolders', 'automatedDecision'],
  4: ['linkConsentRegister'],
  5: ['storageDataLocation'],
  6: ['recommendedImpactReport', 'progressReport', 'linkToReport'],
  7: ['hasIncident', 'linkToDocIncident', 'observations'],
};
const ROPA_TITLES = [
  '1 - Descrição',
  '2 - Informações Básicas',
  '3 - Análise Jurídica',
  '4 - Consentimento',
  '5 - Sistemas',
  '6 - Relatório de Impacto',
  '7 - Incidentes de Segurança',
];
const stepBody = (position: number) =>
  Object.fromEntries(ROPA_STEP_FIELDS[position]!.map((field) => [field, FULL_ROPA[field]]));

describe('ROPA: tab/salvar with step titles, finish/position, conclusion, completo', () => {
  it('a client user fills the seven steps one save at a time and finishes the record', async () => {
    const first = await call('cliente.usuario', 'POST', `${ROPA}/tab/salvar`, {
      ...stepBody(1),
      stepTitle: '1 - Descrição',
    });
    expect(first.statusCode).toBe(200);
    const { id, stepTitle } = first.json();
    expect(stepTitle).toBe('1 - Descrição');
    const filled = async (position: number) =>
      (
        await call(
          'cliente.usuario',
          'GET',
          `${ROPA}/tab/finish/position?id=${id}&position=${position}`,
        )
      ).json();
    expect(await filled(1)).toBe(true);
    expect(await filled(2)).toBe(false);

    const early = await call(
      'cliente.usuario',
      'POST',
      `${ROPA}/tab/conclusion?id=${id}&finishWithLegalAssessment=false&sendBackWithComments=false`,
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(
      'Preencha todas as etapas antes de concluir: 2 - Informações Básicas; 3 - Análise Jurídica; 5 - Sistemas; 6 - Relatório de Impacto; 7 - Incidentes de Segurança',
    );

    for (let position = 2; position <= 7; position += 1) {
      const saved = await call('cliente.usuario', 'POST', `${ROPA}/tab/salvar`, {
        id,
        ...stepBody(position),
        stepTitle: ROPA_TITLES[position - 1],
      });
      expect(saved.json()).toEqual({ id, stepTitle: ROPA_TITLES[position - 1] });
      expect(await filled(position)).toBe(true);
    }
    const done = await call(
      'cliente.usuario',
      'POST',
      `${ROPA}/tab/conclusion?id=${id}&finishWithLegalAssessment=false&sendBackWithComments=false`,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id, completed: true, status: 'DONE', ...FULL_ROPA });

    const result = (await call('cliente.usuario', 'GET', `${ROPA}/completo/${id}`)).json();
    expect(result.unfilledSteps).toEqual([]);
    expect(result.conclusion.warnings.map((w: { code: string }) => w.code)).toEqual([
      'ROPA_LI_SENSITIVE',
      'ROPA_LI_ASSESSMENT',
    ]);
    expect(result.conclusion.impactReport).toMatchObject({ suggested: true });

    // Completed: read-only for the client, still open to the firm.
    const late = await call('cliente.usuario', 'POST', `${ROPA}/tab/salvar`, { id, area: 'TI' });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({
      message: 'Avaliação concluída: apenas o escritório pode alterá-la.',
    });
    expect((await call('admin', 'POST', `${ROPA}/tab/salvar`, { id, area: 'TI' })).statusCode).toBe(
      200,
    );
    // Another client's administrator finds nothing (security L3); a user without the ROPA
    // authority is refused before any record is read.
    expect((await call('beta.admin', 'GET', `${ROPA}/${id}`)).statusCode).toBe(404);
    expect((await call('beta.usuario', 'GET', `${ROPA}/${id}`)).statusCode).toBe(403);
  });

  it('refuses a step title, a legal basis or a yes/no value it does not know', async () => {
    const title = await call('cliente.admin', 'POST', `${ROPA}/tab/salvar`, {
      name: 'Cadastro',
      stepTitle: '9 - Outra',
    });
    expect(title.statusCode).toBe(400);
    expect(title.json()).toEqual({ message: 'Etapa inválida' });
    const basis = await call('cliente.admin', 'POST', `${ROPA}/tab/salvar`, {
      name: 'Cadastro',
      baseLegal: 'Porque sim',
    });
    expect(basis.statusCode).toBe(400);
    expect(basis.json()).toEqual({ message: 'Valor inválido: baseLegal' });
    const progress = await call('cliente.admin', 'POST', `${ROPA}/tab/salvar`, {
      name: 'Cadastro',
      progressReport: 'Quase',
    });
    expect(progress.json()).toEqual({ message: 'Valor inválido: progressReport' });
    const incident = await call('cliente.admin', 'POST', `${ROPA}/tab/salvar`, {
      name: 'Cadastro',
      hasIncident: 'talvez',
    });
    expect(incident.json()).toEqual({ message: 'Valor inválido: hasIncident' });
  });

  it('needs the consent register only when consent is a basis', async () => {
    const id = (
      await call('cliente.admin', 'POST', `${ROPA}/tab/salvar`, {
        name: 'Newsletter',
        baseLegal: 'Consentimento (Art. 7, I)',
      })
    ).json().id;
    const step4 = async () =>
      (
        await call('cliente.admin', 'GET', `${ROPA}/tab/finish/position?id=${id}&position=4`)
      ).json();
    expect(await step4()).toBe(false);
    await call('cliente.admin', 'POST', `${ROPA}/tab/salvar`, {
      id,
      linkConsentRegister: 'https://crm/consentimentos',
    });
    expect(await step4()).toBe(true);
    expect(
      (await call('cliente.admin', 'GET', `${ROPA}/tab/finish/position?id=${id}&position=8`))
        .statusCode,
    ).toBe(400);
  });

  it('counts ROPA records in its pie', async () => {
    const chart = (await call('cliente.usuario', 'GET', `${ROPA}/pizzaChart`)).json();
    expect(chart.series[0].data).toEqual([
      { name: 'Finalizado', countTotal: 1 },
      { name: 'Em andamento', countTotal: 1 },
    ]);
  });

  it("exports the register of the period: concluded records only, every field in the ANPD model's order, the agent's identification, date cells, formulas escaped", async () => {
    const now = new Date();
    const month = new Intl.DateTimeFormat('pt-BR', {
      month: '2-digit',
      year: 'numeric',
      timeZone: 'America/Sao_Paulo',
    }).format(now);
    const response = await call(
      'admin',
      'GET',
      `${BASE}/minhas-avaliacoes/export-excel?formId=5&clientId=1001&periodoInicial=${month}&periodoFinal=${month}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="registro-operacoes-tratamento.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Registro das operações')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual([
      'Agente de tratamento (razão social)',
      'CNPJ',
      'Endereço',
      'Contato do agente (e-mail e telefone)',
      'Encarregado',
      'Contato do encarregado',
      'Canal de atendimento ao titular',
      'Papel do agente na atividade',
      'Área responsável',
      'Responsável pela atividade',
      'Categorias de titulares',
      'Crianças ou adolescentes entre os titulares',
      'Dados pessoais tratados',
      'Dados pessoais sensíveis (categorias)',
      'Origem dos dados',
      'Larga escala',
      'Compartilhamento de dados',
      'Compartilhados com',
      'Outro controlador',
      'Operadores',
      'Contrato com operadores (mais informações)',
      'Transferência internacional',
      'Medidas de segurança',
      'Local de armazenamento (sistemas)',
      'Período de armazenamento',
      'Atividade de tratamento (processo)',
      'Descrição da atividade',
      'Finalidade',
      'Hipótese legal',
      'Hipótese legal (dados sensíveis)',
      'Observações',
      'Direitos dos titulares garantidos',
      'Decisão automatizada',
      'Registro do consentimento',
      'RIPD recomendado',
      'Andamento do RIPD',
      'Link do RIPD',
      'Incidente de segurança',
      'Documentação do incidente',
      'Criado por',
      'Atualizado por',
      'Criado em',
      'Atualizado em',
      'Concluído em',
    ]);
    // One concluded ROPA record of Acme this month: the draft 'Newsletter' is not a record of operations.
    expect(sheet.rowCount).toBe(2);
    // An empty text is written as no cell at all: read it back as ''.
    const finished = Array.from(
      (sheet.getRow(2).values as unknown[]).slice(1),
      (value) => value ?? '',
    );
    const [year, monthOfYear, day] = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
    })
      .format(now)
      .split('-')
      .map(Number);
    const today = new Date(Date.UTC(year!, monthOfYear! - 1, day!));
    expect(finished).toEqual([
      'Acme Indústria Ltda',
      '12.345.678/0001-95',
      'Rua das Indústrias, 500, Distrito Industrial, Campinas - SP, 13050-000',
      'contato@acme.com.br · (19) 3200-1000',
      'Carla Mendes',
      'encarregado@acme.com.br · (19) 3200-1010',
      'https://acme.com.br/privacidade',
      'Controlador',
      'TI',
      'João',
      'Empregados e visitantes',
      'Não',
      'Nome, digital',
      'Dado genético ou biométrico',
      'O próprio titular',
      'Não',
      'Não',
      '',
      'Não',
      'Fornecedor do leitor',
      `'=HYPERLINK("http://x")`,
      'Não',
      "'-criptografia @repouso",
      'Servidor local',
      "'+2 anos",
      'Controle de acesso biométrico',
      'Leitura da digital na portaria',
      'Segurança das instalações',
      'Interesse Legítimo (Art. 7, IX)',
      "Art. 11 II 'g' - Prevenção à Fraude e Segurança do Titular",
      'Revisar o contrato do leitor em 2027',
      'Canal do encarregado',
      'Não',
      '',
      'Sim',
      'Em Progresso',
      '',
      'Sim',
      'Chamado 42',
      'Rafael Oliveira',
      'Administrador DPOHUB',
      today,
      today,
      today,
    ]);
    // Dates are date cells; the header row is frozen and filtered.
    expect(sheet.getRow(2).getCell(headers.length).numFmt).toBe('dd/mm/yyyy');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    const empty = await call(
      'admin',
      'GET',
      `${BASE}/minhas-avaliacoes/export-excel?formId=5&periodoInicial=01/2001&periodoFinal=12/2001`,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Não há avaliações para o período informado.' });
  });
});

describe('ALI: the firm changes the result', () => {
  it('takes the override from admins only, with its justification, and answers both results', async () => {
    const id = (
      await call('beta.admin', 'POST', `${ALI}/tab/salvar`, {
        name: 'Prevenção a fraudes',
        concreteSituation: 'Fraudes no cadastro',
        personalData: 'Nome, CPF',
        activityDataSources: '',
        childrenData: 'no',
        activityConcrete: 'yes',
        activityLicit: 'yes',
        actitivyLessData: 'yes',
        actitivyPrivicyData: 'yes',
        actitivyKnowns: 'yes',
        actitivyHappens: 'no',
        resultWasChanged: 'yes',
        resultWasChangedObs: 'Cliente tentou alterar',
      })
    ).json().id;
    // A client's override fields are ignored.
    expect((await call('beta.admin', 'GET', `${ALI}/${id}`)).json()).toMatchObject({
      resultWasChanged: null,
      resultWasChangedObs: null,
    });
    const unjustified = await call('admin', 'POST', `${ALI}/tab/salvar`, {
      id,
      resultWasChanged: 'yes',
    });
    expect(unjustified.statusCode).toBe(400);
    expect(unjustified.json()).toEqual({ message: 'Justifique a alteração do resultado.' });
    const before = await lastEventId(t.app.db);
    expect(
      (
        await call('admin', 'POST', `${ALI}/tab/salvar`, {
          id,
          resultWasChanged: 'yes',
          resultWasChangedObs: 'Expectativa confirmada em pesquisa com os titulares',
        })
      ).statusCode,
    ).toBe(200);
    // Issue 31: the adjustment is its own kind of event, one, on the assessment.
    const events = await eventsAfter(t.app.db, before);
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'assessment.resultAdjusted',
        recordType: 'assessment',
        recordId: id,
        clientId: 1002,
      }),
    ]);
    expect(events[0]!.details!.changes).toEqual([
      { field: 'resultWasChanged', before: null, after: true },
      {
        field: 'resultWasChangedObs',
        before: null,
        after: 'Expectativa confirmada em pesquisa com os titulares',
      },
    ]);
    // An answer saved afterwards, the result untouched, is a plain save.
    const later = await lastEventId(t.app.db);
    await call('admin', 'POST', `${ALI}/tab/salvar`, { id, personalData: 'Nome, CPF, e-mail' });
    expect((await eventsAfter(t.app.db, later)).map((event) => event.kind)).toEqual([
      'assessment.saved',
    ]);
    const result = (await call('beta.admin', 'GET', `${ALI}/completo/${id}`)).json();
    expect(result.conclusion.risk).toMatchObject({
      message: 'SIM',
      override: {
        computed: 'NÃO',
        observation: 'Expectativa confirmada em pesquisa com os titulares',
        // Finding M3: who changed it and when travel with the result.
        by: 'Administrador DPOHUB',
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    });
  });
});

describe('ROPA dossier', () => {
  it('gives a finished ROPA as a PDF with every answer and the consistency warnings', async () => {
    const { id } = (await call('cliente.admin', 'POST', `${ROPA}/tab/salvar`, FULL_ROPA)).json();
    const done = await call(
      'cliente.admin',
      'POST',
      `${ROPA}/tab/conclusion?id=${id}&finishWithLegalAssessment=false&sendBackWithComments=false`,
    );
    expect(done.statusCode).toBe(200);
    const response = await call('cliente.admin', 'GET', `${BASE}/${id}/dossie`);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Dossiê: ROPA - Registro das Operações de Tratamento',
      'Controle de acesso biométrico',
      'Leitura da digital na portaria',
      'Chamado 42',
      'o legítimo interesse não ampara dados sensíveis',
      'Criado por Carla Mendes',
      // Finding m10: the firm's identification, the impact-report heading, the sign-off block.
      'Elaborado por Mendes & Araújo Advogados · OAB/SP 98.765',
      'Considerar realização de Relatório de Impacto de Proteção de Dados Pessoais • A atividade trata dados pessoais sensíveis.',
      'Revisão e aprovação Concluída por Carla Mendes',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
