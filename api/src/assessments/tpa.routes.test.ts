import { eq, sql } from 'drizzle-orm';
import { TPA_CONTRACT_KEYS, TPA_MATURITY_KEYS, TPA_POSITION_KEYS } from '@dpohub/domain';
import { assessments } from '../db/schema';
import { pdfText } from '../test/pdf-text';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'cliente.admin', 'beta.admin', 'beta.usuario']) {
    tokens[who] = await t.login(who);
  }
}, 240_000);
afterAll(() => t.close());

const BASE = '/api/lei-geral-protecao-de-dados';
const TPA = `${BASE}/assessment-terceiros`;
const FINISH = 'finishWithLegalAssessment=true&sendBackWithComments=false';

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who]!), ...(payload ? { payload } : {}) });

type Answer = 'yes' | 'no';
const blob = (keys: readonly string[], answer: (key: string) => Answer, comments = '') =>
  JSON.stringify(Object.fromEntries(keys.map((key) => [key, { answer: answer(key), comments }])));

/** 9 of 14 practices (64.29 %, Moderado); the client decides, the third party only executes. */
const ANSWERS = {
  jsonMaturityQuestions: blob(TPA_MATURITY_KEYS, (key) =>
    TPA_MATURITY_KEYS.indexOf(key as never) < 9 ? 'yes' : 'no',
  ),
  jsonCompanyPosition: blob(TPA_POSITION_KEYS, (key) =>
    [
      'collectData',
      'purposesResult',
      'decidePersonalDataCollected',
      'holdersCollectDataFrom',
      'directRelationshipTheHolders',
      'engagingOtherCompanies',
    ].includes(key)
      ? 'yes'
      : 'no',
  ),
  jsonThirdPartyPosition: blob(TPA_POSITION_KEYS, () => 'no'),
  // Large scale with health data (the ANPD high-risk test, floored at 50, Risco Alto); the
  // contract lacks the instructions and the confidentiality and security clauses (15 + 15).
  jsonContractAvaliation: blob(
    TPA_CONTRACT_KEYS,
    (key) =>
      (({ riskyProcessing: 'no', instructions: 'no', confidentialitySecurity: 'no' })[
        key
      ] as Answer) ?? 'yes',
    'Cláusula 7 do contrato',
  ),
};

const DESCRIPTION = {
  name: 'Folha de Pagamento Express',
  areaResponsable: 'Processamento da folha de pagamento',
  contact: 'Express Serviços de RH Ltda',
  receiveDate: '',
  reviewDate: '',
  dpo: 'Nome, CPF, salário, dados bancários e atestados médicos dos empregados',
};

async function save(who: string, body: object) {
  const response = await call(who, 'POST', `${TPA}/tab/salvar`, body);
  expect(response.statusCode).toBe(200);
  return response.json<{ id: number }>().id;
}

describe('TPA (assessment-terceiros): save, steps, conclusion and results', () => {
  it('stores the description and the four blobs as strings; the contracting party is the client', async () => {
    const id = await save('cliente.admin', {
      ...DESCRIPTION,
      stepTitle: '1 - Introdução e Conceitos',
      companyName: 'Outra Empresa',
      jsonMaturityQuestions: JSON.stringify({
        hasDPO: { answer: 'yes', comments: 'Nomeado' },
        x: 1,
      }),
    });
    const record = (await call('cliente.admin', 'GET', `${TPA}/${id}`)).json();
    expect(record).toMatchObject({
      id,
      completed: false,
      status: 'DRAFT',
      clientId: 1001,
      name: DESCRIPTION.name,
      companyName: 'Acme Indústria Ltda',
      contact: DESCRIPTION.contact,
      receiveDate: null,
      reviewDate: null,
    });
    expect(typeof record.jsonMaturityQuestions).toBe('string');
    const maturity = JSON.parse(record.jsonMaturityQuestions);
    expect(maturity.hasDPO).toEqual({ answer: 'yes', comments: 'Nomeado' });
    expect(maturity.hasTrainning).toEqual({ answer: '', comments: '' });
    expect(maturity.x).toBeUndefined();
    const unknownStep = await call('cliente.admin', 'POST', `${TPA}/tab/salvar`, {
      id,
      stepTitle: '5 - Relatório de Análise',
    });
    expect(unknownStep.json()).toEqual({ message: 'Etapa inválida' });
  });

  it('refuses a signature after the expiry with the spec wording, bad dates and bad answers', async () => {
    const late = await call('cliente.admin', 'POST', `${TPA}/tab/salvar`, {
      ...DESCRIPTION,
      receiveDate: '10/05/2026',
      reviewDate: '09/05/2026',
    });
    expect(late.statusCode).toBe(400);
    // Finding m5: the warning names the dates the right way round.
    expect(late.json()).toEqual({
      message: 'A data de assinatura não pode ser posterior à data de expiração.',
    });
    const badDate = await call('cliente.admin', 'POST', `${TPA}/tab/salvar`, {
      receiveDate: '31/02/2026',
    });
    expect(badDate.json()).toEqual({ message: 'Data inválida: use dd/mm/aaaa: receiveDate' });
    const badAnswer = await call('cliente.admin', 'POST', `${TPA}/tab/salvar`, {
      jsonContractAvaliation: '{"relevance":{"answer":"talvez"}}',
    });
    expect(badAnswer.statusCode).toBe(400);
    expect(badAnswer.json()).toEqual({ message: 'Respostas inválidas: jsonContractAvaliation' });
    const notJson = await call('cliente.admin', 'POST', `${TPA}/tab/salvar`, {
      jsonCompanyPosition: '{',
    });
    expect(notJson.json()).toEqual({ message: 'Respostas inválidas: jsonCompanyPosition' });
  });

  it('checks positions 2 to 4, refuses to finish while unfilled, then finishes with every score', async () => {
    const id = await save('cliente.admin', {
      ...DESCRIPTION,
      jsonMaturityQuestions: ANSWERS.jsonMaturityQuestions,
    });
    const filled = async (position: number) =>
      (
        await call(
          'cliente.admin',
          'GET',
          `${TPA}/tab/finish/position?id=${id}&position=${position}`,
        )
      ).json();
    expect([await filled(2), await filled(3), await filled(4)]).toEqual([true, false, false]);
    expect(
      (await call('cliente.admin', 'GET', `${TPA}/tab/finish/position?id=${id}&position=1`)).json(),
    ).toEqual({
      message: 'Etapa inválida',
    });

    const early = await call('cliente.admin', 'POST', `${TPA}/tab/conclusion?id=${id}&${FINISH}`);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(
      'Preencha todas as etapas antes de concluir: 3 - Teste Controlador-Operador; 4 - Teste de Risco de Contrato',
    );

    // Only the company's side of step 3: still unfilled.
    await save('cliente.admin', { id, jsonCompanyPosition: ANSWERS.jsonCompanyPosition });
    expect(await filled(3)).toBe(false);
    await save('cliente.admin', {
      id,
      jsonThirdPartyPosition: ANSWERS.jsonThirdPartyPosition,
      jsonContractAvaliation: ANSWERS.jsonContractAvaliation,
    });
    expect([await filled(3), await filled(4)]).toEqual([true, true]);

    const done = await call('cliente.admin', 'POST', `${TPA}/tab/conclusion?id=${id}&${FINISH}`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id, status: 'DONE', completed: true });

    const result = (await call('cliente.admin', 'GET', `${TPA}/completo/${id}`)).json();
    expect(result.unfilledSteps).toEqual([]);
    expect(result.results).toMatchObject({
      maturityScore: { result: 64.29, label: 'Moderado', yes: 9, total: 14 },
      companyPositionResult: 'Controlador',
      thirdPartyPositionResult: 'Operador',
      contractRiskResult: {
        result: 50,
        label: 'Risco Alto',
        highRiskTest: true,
        impactReportHint: true,
      },
    });
    expect(result.results.maturityScore.reasons.map((r: { field: string }) => r.field)).toEqual(
      TPA_MATURITY_KEYS.slice(9),
    );
    expect(
      result.results.contractRiskResult.reasons.map((r: { field: string; weight: number }) => [
        r.field,
        r.weight,
      ]),
    ).toEqual([
      ['relevance', 0],
      ['specialData', 0],
      ['instructions', 15],
      ['confidentialitySecurity', 15],
    ]);
    // A clause is recommended only when missing (finding M4).
    expect(result.results.contractRiskResult.recommendations).toHaveLength(4);
    expect(result.results.positionAdvice).toMatch(/^Acme Indústria Ltda é controladora/);

    // Read-only for the client now; the firm's admin may still change step 4 (spec 3 section 6).
    const locked = await call('cliente.admin', 'POST', `${TPA}/tab/salvar`, { id, contact: 'X' });
    expect(locked.statusCode).toBe(403);
    const adminEdit = await call('admin', 'POST', `${TPA}/tab/salvar`, {
      id,
      jsonContractAvaliation: blob(TPA_CONTRACT_KEYS, (key) =>
        ['relevance', 'specialData', 'riskyProcessing'].includes(key) ? 'no' : 'yes',
      ),
    });
    expect(adminEdit.statusCode).toBe(200);
    const after = (await call('cliente.admin', 'GET', `${TPA}/completo/${id}`)).json();
    expect(after.results.contractRiskResult).toMatchObject({
      result: 0,
      label: 'Risco Reduzido',
      impactReportHint: false,
    });
  });

  it('keeps TPA to its authority and its client', async () => {
    const id = await save('cliente.admin', DESCRIPTION);
    // Security L3: another client's record answers as a missing one.
    expect((await call('beta.admin', 'GET', `${TPA}/${id}`)).statusCode).toBe(404);
    expect((await call('beta.usuario', 'GET', `${TPA}/pizzaChart`)).statusCode).toBe(403);
    const adminNoClient = await call('admin', 'POST', `${TPA}/tab/salvar`, DESCRIPTION);
    expect(adminNoClient.json()).toEqual({ message: 'Por favor selecionar o cliente' });
  });

  it('counts TPA in its pie and in the list', async () => {
    const chart = (await call('beta.admin', 'GET', `${TPA}/pizzaChart`)).json();
    const count = (name: string) =>
      chart.series[0].data.find((d: { name: string }) => d.name === name).countTotal;
    await save('beta.admin', { ...DESCRIPTION, name: 'Beta terceiro' });
    const after = (await call('beta.admin', 'GET', `${TPA}/pizzaChart`)).json();
    expect(after.series[0].data).toEqual([
      { name: 'Finalizado', countTotal: count('Finalizado') },
      { name: 'Em andamento', countTotal: count('Em andamento') + 1 },
    ]);
    const list = (
      await call('beta.admin', 'GET', `${BASE}/minhas-avaliacoes?formId=4&page=0&size=10`)
    ).json();
    expect(list.content[0]).toMatchObject({ name: 'Beta terceiro', completed: false });
  });
});

describe('dossier PDF (GET /lei-geral-protecao-de-dados/{id}/dossie)', () => {
  it('gives a finished TPA as a PDF holding the answers, the scores with reasons, dates and who answered', async () => {
    const id = await save('cliente.admin', { ...DESCRIPTION, ...ANSWERS });
    const draft = await call('cliente.admin', 'GET', `${BASE}/${id}/dossie`);
    expect(draft.statusCode).toBe(400);
    expect(draft.json()).toEqual({
      message: 'O dossiê é gerado apenas para avaliações concluídas.',
    });
    await call('cliente.admin', 'POST', `${TPA}/tab/conclusion?id=${id}&${FINISH}`);

    const response = await call('cliente.admin', 'GET', `${BASE}/${id}/dossie`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="dossie-assessment-terceiros-${id}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Dossiê: Avaliação de Terceiros',
      'Folha de Pagamento Express',
      'Contratante Acme Indústria Ltda',
      'Data de assinatura Contrato não assinado',
      'Data de expiração Prazo Indeterminado',
      'Maturidade do terceiro: 64,29% (Moderado)',
      'Não: Treina seus funcionários em proteção de dados pessoais?',
      'Risco do contrato: 50,00% (Risco Alto)',
      'Considerar realização de Relatório de Impacto de Proteção de Dados Pessoais',
      'Posição da empresa: Controlador',
      'Posição do terceiro: Operador',
      'Observações: Cláusula 7 do contrato',
      'Criado por Carla Mendes',
      'Concluída em',
      // The first page: the firm, then the summary with the contract's state.
      'Elaborado por Mendes & Araújo Advogados · OAB/SP 98.765',
      'Resumo Maturidade do terceiro 64,29% (Moderado)',
      'Situação do contrato • Contrato não assinado',
      'Revisão e aprovação Concluída por Carla Mendes',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Criado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
  });

  it('is refused to another client and to a user without the form authority', async () => {
    const id = await save('cliente.admin', { ...DESCRIPTION, ...ANSWERS });
    await call('cliente.admin', 'POST', `${TPA}/tab/conclusion?id=${id}&${FINISH}`);
    expect((await call('beta.admin', 'GET', `${BASE}/${id}/dossie`)).statusCode).toBe(404);
    expect((await call('beta.usuario', 'GET', `${BASE}/${id}/dossie`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `${BASE}/${id}/dossie`)).statusCode).toBe(200);
    expect((await call('admin', 'GET', `${BASE}/999999/dossie`)).json()).toEqual({
      message: 'Avaliação não encontrada',
    });
  });

  it('gives any finished kind: an ALI with its answers and result', async () => {
    const ALI = `${BASE}/avaliacao-legitimo-interesse`;
    const response = await call('cliente.admin', 'POST', `${ALI}/tab/salvar`, {
      name: 'Prevenção a fraudes',
      concreteSituation: 'Fraudes em 2025',
      personalData: 'Nome, CPF',
      activityDataSources: '',
      childrenData: 'no',
      activityConcrete: 'yes',
      activityLicit: 'yes',
      actitivyLessData: 'no',
      actitivyPrivicyData: 'yes',
      actitivyKnowns: 'yes',
      actitivyHappens: 'yes',
    });
    const id = response.json().id;
    expect(
      (await call('cliente.admin', 'POST', `${ALI}/tab/conclusion?id=${id}&${FINISH}`)).statusCode,
    ).toBe(200);
    const text = await pdfText(
      (await call('cliente.admin', 'GET', `${BASE}/${id}/dossie`)).rawPayload,
    );
    expect(text).toContain('Dossiê: Avaliação de Legítimo Interesse');
    expect(text).toContain('Resultado Não: Sua atividade não reúne elementos');
    expect(text).toContain('São tratados dados além do estritamente necessário.');
  });
});

describe('TPA answers stored before the contract test covered the clauses (reading rule)', () => {
  /** The contract test as first stored: the spec's twelve keys about the processing. */
  const legacyContract = JSON.stringify({
    relevance: { answer: 'yes', comments: '' },
    dataMinimization: { answer: 'no', comments: 'Contrato genérico' },
    transparency: { answer: 'no', comments: '' },
    sensitiveData: { answer: 'no', comments: '' },
    financialData: { answer: 'yes', comments: '' },
    monitoringHolders: { answer: 'no', comments: '' },
    newTechnologies: { answer: 'no', comments: '' },
    minorData: { answer: 'yes', comments: 'Dependentes' },
    vulnerableData: { answer: 'no', comments: '' },
    criminalData: { answer: 'no', comments: '' },
    profiling: { answer: 'no', comments: '' },
    automatedDecisions: { answer: 'no', comments: '' },
  });

  it('a draft loads with the old answers carried over and step 4 asking the clause questions', async () => {
    const id = await save('cliente.admin', { ...DESCRIPTION, ...ANSWERS });
    await t.database.db
      .update(assessments)
      .set({
        answers: sql`jsonb_set(answers, '{jsonContractAvaliation}', to_jsonb(${legacyContract}::text))`,
      })
      .where(eq(assessments.id, id));
    const record = (await call('cliente.admin', 'GET', `${TPA}/${id}`)).json();
    // The stored text is answered as it is: nothing is rewritten until the step is saved.
    expect(record.jsonContractAvaliation).toBe(legacyContract);
    const result = (await call('cliente.admin', 'GET', `${TPA}/completo/${id}`)).json();
    expect(result.results).toBeNull();
    expect(result.unfilledSteps).toEqual([
      expect.objectContaining({
        position: 4,
        missing: expect.arrayContaining([
          'O contrato obriga o terceiro a tratar os dados apenas segundo as instruções documentadas da empresa?',
        ]),
      }),
    ]);
    expect(result.unfilledSteps[0].missing).toHaveLength(8);
  });

  it('a concluded one keeps the result it was concluded with, and its dossier marks the clauses unanswered', async () => {
    const id = await save('cliente.admin', { ...DESCRIPTION, ...ANSWERS });
    await call('cliente.admin', 'POST', `${TPA}/tab/conclusion?id=${id}&${FINISH}`);
    await t.database.db
      .update(assessments)
      .set({
        answers: sql`jsonb_set(answers, '{jsonContractAvaliation}', to_jsonb(${legacyContract}::text))`,
      })
      .where(eq(assessments.id, id));
    const result = (await call('cliente.admin', 'GET', `${TPA}/completo/${id}`)).json();
    expect(result.unfilledSteps).toEqual([]);
    expect(result.results.contractRiskResult.result).toBe(50);
    const text = await pdfText(
      (await call('cliente.admin', 'GET', `${BASE}/${id}/dossie`)).rawPayload,
    );
    expect(text).toContain(
      'O contrato obriga o terceiro a tratar os dados apenas segundo as instruções documentadas da empresa? — sem resposta —',
    );
    expect(text).toContain(
      'Questionário anterior: O terceiro trata dados de crianças ou adolescentes? Sim. Dependentes',
    );
  });
});

describe('TPA contract dates on the report (finding m6)', () => {
  it('flags an expired contract and processing under an unsigned one', async () => {
    const expired = await save('cliente.admin', {
      ...DESCRIPTION,
      ...ANSWERS,
      receiveDate: '01/02/2024',
      reviewDate: '31/01/2025',
    });
    const flags = async (id: number) =>
      (await call('cliente.admin', 'GET', `${TPA}/completo/${id}`))
        .json()
        .results.contractStatus.map((flag: { code: string }) => flag.code);
    expect(await flags(expired)).toEqual(['CONTRACT_EXPIRED']);
    const unsigned = await save('cliente.admin', {
      ...DESCRIPTION,
      ...ANSWERS,
      processingStarted: 'yes',
    });
    expect(await flags(unsigned)).toEqual(['CONTRACT_UNSIGNED_PROCESSING']);
    // Read on the day: a concluded record's stored result still says it has expired.
    await call('cliente.admin', 'POST', `${TPA}/tab/conclusion?id=${expired}&${FINISH}`);
    expect(await flags(expired)).toEqual(['CONTRACT_EXPIRED']);
  });
});
