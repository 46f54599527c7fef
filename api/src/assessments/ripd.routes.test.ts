import { RIPD_IDENTITY, isContractableFunction } from '@dpohub/domain';
import { pdfText } from '../test/pdf-text';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'cliente.admin', 'cliente.usuario', 'beta.admin']) {
    tokens[who] = await t.login(who);
  }
}, 240_000);
afterAll(() => t.close());

const BASE = '/api/lei-geral-protecao-de-dados';
const RIPD = `${BASE}/ripd`;
const FINISH = 'finishWithLegalAssessment=false&sendBackWithComments=false';

const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who]!), ...(payload ? { payload } : {}) });

/** The domain's case 1 (ripd-risk.test.ts): two risks, high risk by art. 4. */
const STEPS: Record<number, Record<string, unknown>> = {
  1: {
    nature: 'Cadastro do paciente e prontuário eletrônico.',
    scope: 'Cerca de 3 milhões de pacientes, por 20 anos.',
    context: 'Rede de clínicas; os pacientes esperam sigilo médico.',
    purposes: 'Prestar assistência à saúde e faturar os convênios.',
    dataTypes: ['identification', 'contact', 'health'],
    subjectCategories: ['patients'],
    sensitiveData: 'yes',
    vulnerableSubjects: ['children', 'elderly'],
    largeScale: 'yes',
    collectionMethod: 'Formulário na recepção e integração com o laboratório.',
  },
  2: {
    legalBasis: ['contract'],
    sensitiveLegalBasis: ['healthProtection'],
    minimisation: 'Só os dados do atendimento.',
    retention: '20 anos (Lei 13.787/2018), depois eliminação.',
    transparency: 'Aviso na recepção e no site.',
    rightsExercise: 'Canal do encarregado por e-mail.',
    processors: 'yes',
    processorsDetail: 'Laboratório parceiro, com contrato.',
    internationalTransfer: 'no',
    highRiskCriteria: ['largeScale', 'sensitiveOrVulnerable'],
  },
  3: {
    risks: [
      {
        description: 'Acesso indevido ao prontuário',
        rightsAffected: ['privacy'],
        likelihood: '3',
        severity: '4',
        measures: 'Perfis de acesso e registro de acessos',
        residualLikelihood: '1',
        residualSeverity: '4',
      },
      {
        description: 'Uso para finalidade não informada',
        rightsAffected: ['selfDetermination'],
        likelihood: '2',
        severity: '2',
        measures: 'Aviso de privacidade revisto',
        residualLikelihood: '1',
        residualSeverity: '2',
      },
    ],
  },
  4: {
    securityMeasures: 'Criptografia e cópias diárias.',
    safeguards: 'Revisão anual dos acessos.',
    incidentPlan: 'yes',
    privacyByDesign: 'yes',
  },
  5: {
    dpoOpinion: 'De acordo, com as medidas.',
    dpoName: 'Paula Souza',
    dpoOpinionDate: '2026-11-20',
  },
  6: {
    decision: 'proceedWithMeasures',
    decisionJustification: 'Riscos reduzidos a Médio ou Baixo.',
  },
};

const stepTitle = (position: number) => `${position} - ${RIPD_IDENTITY.stepTitles[position - 1]}`;

async function save(who: string, body: object) {
  const response = await call(who, 'POST', `${RIPD}/tab/salvar`, body);
  expect(response.statusCode).toBe(200);
  return response.json<{ id: number }>().id;
}

describe('RIPD (ripd), a definition kind with a computed result', () => {
  let id: number;

  it('creates it on the first step and keeps the answers as a typed object', async () => {
    id = await save('cliente.admin', {
      name: 'Prontuário eletrônico',
      stepTitle: stepTitle(1),
      answers: STEPS[1],
    });
    const record = (await call('cliente.admin', 'GET', `${RIPD}/${id}`)).json();
    expect(record).toMatchObject({
      id,
      formId: 7,
      name: 'Prontuário eletrônico',
      completed: false,
      clientId: 1001,
      answers: STEPS[1],
    });
    const filled = await call(
      'cliente.admin',
      'GET',
      `${RIPD}/tab/finish/position?id=${id}&position=1`,
    );
    expect(filled.json()).toBe(true);
  });

  it('refuses a risk rated off the scale with a Portuguese 400 and keeps what was saved', async () => {
    const refused = await call('cliente.admin', 'POST', `${RIPD}/tab/salvar`, {
      id,
      stepTitle: stepTitle(3),
      answers: { risks: [{ description: 'Vazamento', likelihood: '5' }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Item 1 de "Riscos": Escolha uma das opções de "Probabilidade".',
    );
    const record = (await call('cliente.admin', 'GET', `${RIPD}/${id}`)).json();
    expect(record.answers).toEqual(STEPS[1]);
  });

  it('keeps step 3 unfilled while a risk lacks its residual values', async () => {
    await save('cliente.admin', {
      id,
      stepTitle: stepTitle(3),
      answers: { risks: [{ description: 'Vazamento', likelihood: '3', severity: '3' }] },
    });
    const step3 = await call(
      'cliente.admin',
      'GET',
      `${RIPD}/tab/finish/position?id=${id}&position=3`,
    );
    expect(step3.json()).toBe(false);
  });

  it('refuses to conclude with unfilled steps, then concludes and answers the computed result', async () => {
    const early = await call('cliente.admin', 'POST', `${RIPD}/tab/conclusion?id=${id}&${FINISH}`);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(
      'Preencha todas as etapas antes de concluir: 2 - Necessidade e proporcionalidade; 3 - Riscos aos titulares; 4 - Medidas e risco residual; 5 - Parecer do encarregado; 6 - Conclusão',
    );
    for (const position of [2, 3, 4, 5, 6]) {
      await save('cliente.admin', { id, stepTitle: stepTitle(position), answers: STEPS[position] });
    }
    const concluded = await call(
      'cliente.admin',
      'POST',
      `${RIPD}/tab/conclusion?id=${id}&${FINISH}`,
    );
    expect(concluded.statusCode).toBe(200);
    expect(concluded.json()).toMatchObject({ id, completed: true, status: 'DONE' });

    const result = (await call('cliente.admin', 'GET', `${RIPD}/completo/${id}`)).json();
    expect(result.unfilledSteps).toEqual([]);
    expect(result.results).toEqual({
      risks: [
        {
          number: 1,
          description: 'Acesso indevido ao prontuário',
          inherent: { likelihood: 3, severity: 4, level: 'high' },
          residual: { likelihood: 1, severity: 4, level: 'medium' },
        },
        {
          number: 2,
          description: 'Uso para finalidade não informada',
          inherent: { likelihood: 2, severity: 2, level: 'low' },
          residual: { likelihood: 1, severity: 2, level: 'low' },
        },
      ],
      highestResidual: 'medium',
      highRisk: { general: ['largeScale'], specific: ['sensitiveOrVulnerable'], high: true },
      decision: 'proceedWithMeasures',
      proceedsWithHighResidual: false,
    });
  });

  it('prints the answers and the risks before and after their measures in the dossier', async () => {
    const pdf = await call('cliente.admin', 'GET', `${BASE}/${id}/dossie`);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Dossiê: Relatório de Impacto à Proteção de Dados Pessoais (RIPD)');
    expect(text).toContain('R1 - Acesso indevido ao prontuário');
    expect(text).toContain(
      'Antes das medidas: probabilidade Importante, gravidade Máxima: Alto (deve ser evitado ou reduzido).',
    );
    expect(text).toContain(
      'Risco residual: probabilidade Desprezível, gravidade Máxima: Médio (deve ser reduzido).',
    );
    expect(text).toContain('Maior risco residual');
    expect(text).toContain('O tratamento pode prosseguir com as medidas previstas');
    expect(text).toContain('20/11/2026');
  });

  it('lists it under formId 7', async () => {
    const list = await call(
      'cliente.admin',
      'GET',
      `${BASE}/minhas-avaliacoes?formId=7&page=0&size=10`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().content).toEqual([
      expect.objectContaining({ id, name: 'Prontuário eletrônico', completed: true }),
    ]);
  });

  it('refuses a client that has not contracted it, a user without the role and another client', async () => {
    const beta = await call('beta.admin', 'GET', `${RIPD}/${id}`);
    expect(beta.statusCode).toBe(403);
    expect(beta.json().message).toBe('Esta função não está contratada para a sua empresa.');
    const betaNew = await call('beta.admin', 'POST', `${RIPD}/tab/salvar`, { answers: {} });
    expect(betaNew.statusCode).toBe(403);
    // A granular user of Acme without ROLE_RIPD.
    const noRole = await call('cliente.usuario', 'POST', `${RIPD}/tab/salvar`, { answers: {} });
    expect(noRole.statusCode).toBe(403);
    const functions = (await call('admin', 'GET', '/api/client/1002/functions')).json();
    const granted = await call('admin', 'PUT', '/api/client/1002/functions', {
      functions: [...functions.functions.filter(isContractableFunction), 'ripd'],
    });
    expect(granted.statusCode).toBe(200);
    tokens['beta.admin'] = await t.login('beta.admin');
    const otherClient = await call('beta.admin', 'GET', `${RIPD}/${id}`);
    expect(otherClient.statusCode).toBe(404);
  });

  it('warns in the result when the conclusion lets it proceed with a residual risk Alto', async () => {
    await save('admin', {
      id,
      stepTitle: stepTitle(6),
      answers: {
        decision: 'proceed',
        risks: [{ ...(STEPS[3]!.risks as object[])[0]!, residualLikelihood: '3' }],
      },
    });
    const result = (await call('admin', 'GET', `${RIPD}/completo/${id}`)).json();
    expect(result.results).toMatchObject({
      highestResidual: 'high',
      decision: 'proceed',
      proceedsWithHighResidual: true,
    });
  });
});
